// Journey: "remember me" (SPEC.md §4 "Remember me"): a member who ticks it is signed back in on a
// new page of the same browser (the session token lives in the tab's sessionStorage, the 1-day
// remember cookie in the browser), the browser never stores the password, and after sign-out a new
// page stays signed out with only the username pre-filled.
import { expect, test, type Page } from './support/test';
import { registerMember, uniqueUsername } from './support/accounts';

/** Every value in the page's local and session storage, to look for the password in. */
function storedValues(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`),
    ),
  );
}

/** Opens the lobby in a new page and waits for the start-up's remembered sign-in to be answered. */
async function openLobby(page: Page) {
  const remembered = page.waitForResponse('**/api/session/remembered');
  await page.goto('/');
  return remembered;
}

test('a remembered member is signed back in on a new page until signing out', async ({
  page,
  context,
  request,
}) => {
  const member = await registerMember(request, { username: uniqueUsername('keep') });
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
  await dialog.getByRole('textbox', { name: 'Tên đăng nhập' }).fill(member.username);
  await dialog.getByRole('textbox', { name: 'Mật khẩu' }).fill(member.password);
  await dialog.getByRole('checkbox', { name: 'Ghi nhớ đăng nhập' }).check();
  await dialog.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page.getByTestId('member-menu')).toContainText(member.username);
  expect((await storedValues(page)).join('\n')).not.toContain(member.password);
  const cookie = (await context.cookies()).find((entry) => entry.name === 'pd_remember');
  expect(cookie?.httpOnly).toBe(true);

  const second = await context.newPage();
  await page.close();
  expect((await openLobby(second)).status()).toBe(200);
  await expect(second.getByTestId('member-menu')).toContainText(member.username);
  expect((await storedValues(second)).join('\n')).not.toContain(member.password);

  await second.getByTestId('member-menu').click();
  await second.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await second.getByRole('dialog', { name: 'Đăng xuất' }).getByRole('button', { name: 'Xác nhận' }).click();
  await expect(second.locator('header').first().getByRole('button', { name: 'Đăng nhập' })).toBeVisible();

  const third = await context.newPage();
  await second.close();
  expect((await openLobby(third)).status()).toBe(401);
  const header = third.locator('header').first();
  await expect(header.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
  await expect(third.getByTestId('member-menu')).toHaveCount(0);
  await header.getByRole('button', { name: 'Đăng nhập' }).click();
  const form = third.getByRole('dialog', { name: 'Đăng nhập' });
  await expect(form.getByRole('textbox', { name: 'Tên đăng nhập' })).toHaveValue(member.username);
  await expect(form.getByRole('textbox', { name: 'Mật khẩu' })).toHaveValue('');
  expect((await storedValues(third)).join('\n')).not.toContain(member.password);
});

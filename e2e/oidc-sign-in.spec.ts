// Journey: third-party sign-in (SPEC.md §7 "Third-party sign-in (Facebook and Google)") against a
// real OpenID Connect provider on E2E_PORT + 1000 (support/oidc-provider.ts): a visitor continues
// with Google, gives its date of birth and the 18+ declaration (an under-18 date is refused first),
// and becomes a member without any password change, signs out and comes back the same way into the
// same account without being asked again; and a member whose e-mail the provider gives links Google
// to the existing account with its password.
import { expect, test, type Page } from './support/test';
import { registerMember, uniqueUsername } from './support/accounts';

/**
 * At the provider: its sign-in form (any login and password) and its consent, when it asks; a provider
 * that still knows the browser sends it straight back. Done when the page has exchanged its hand-off.
 */
async function passProvider(page: Page, login: string) {
  const exchanged = page.waitForResponse((response) => response.url().endsWith('/api/session/oidc/exchange'));
  const form = page.locator('input[name="login"]');
  const outcome = await Promise.race([
    form.waitFor().then(() => 'form' as const),
    exchanged.then(() => 'back' as const),
  ]);
  if (outcome === 'form') {
    await form.fill(login);
    await page.locator('input[name="password"]').fill('any-password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    // The consent page shows for a first grant only.
    const consent = page
      .getByRole('button', { name: 'Continue' })
      .click()
      .catch(() => undefined);
    await Promise.race([consent, exchanged]);
  }
  expect((await exchanged).status()).toBe(200);
}

async function continueWithGoogle(page: Page, login: string) {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
  await dialog.getByRole('button', { name: 'Tiếp tục với Google' }).click();
  await passProvider(page, login);
}

// The provider's development pages import a web font from the internet, which is not reachable here:
// refused at once, so that its pages finish loading without waiting for a connection to time out.
// Two sites and a provider's pages per sign-in, several sign-ins per journey.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await page.route('https://fonts.googleapis.com/**', (route) => route.abort());
});

async function signOut(page: Page) {
  await page.getByTestId('member-menu').click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await page.getByRole('dialog', { name: 'Đăng xuất' }).getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page.locator('header').first().getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
}

test('a visitor signs in with Google as a new member, signs out and signs in again', async ({ page }) => {
  const login = uniqueUsername('gg');
  await continueWithGoogle(page, login);
  const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
  const step = dialog.getByTestId('oidc-birth-date');
  await expect(step).toContainText(`${login}@provider.test`);
  const birthDate = step.getByLabel('Ngày sinh');
  const thisYear = new Date().getUTCFullYear();
  await birthDate.fill(`${thisYear - 17}-01-01`);
  await expect(step.getByRole('checkbox')).toBeChecked();
  await step.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(step).toContainText('Bạn phải từ 18 tuổi trở lên để đăng ký');
  await birthDate.fill('1990-05-17');
  await step.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(dialog).toBeHidden();
  const memberMenu = page.getByTestId('member-menu');
  await expect(memberMenu).toContainText(login);
  // The address keeps no code, and no password change was forced.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/member');
  const methods = page.getByTestId('sign-in-methods');
  await expect(methods).toContainText('Google');
  await expect(methods).toContainText(`${login}@provider.test`);
  // The only way in: no Unlink button.
  await expect(methods.getByRole('button', { name: 'Hủy liên kết' })).toHaveCount(0);

  await page.goto('/');
  await signOut(page);
  await continueWithGoogle(page, login);
  await expect(memberMenu).toContainText(login);
});

test('a member links Google to the existing account of its e-mail with the password', async ({
  page,
  request,
}) => {
  const login = uniqueUsername('ln');
  const member = await registerMember(request, {
    username: uniqueUsername('own'),
    email: `${login}@provider.test`,
  });
  await continueWithGoogle(page, login);
  const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
  const linkForm = dialog.getByTestId('oidc-link');
  await expect(linkForm).toContainText(member.username);

  await linkForm.getByLabel('Mật khẩu').fill('NotThePassword1');
  await linkForm.getByRole('button', { name: 'Liên kết Google và đăng nhập' }).click();
  await expect(linkForm).toContainText('Tên đăng nhập hoặc mật khẩu không đúng');

  await linkForm.getByLabel('Mật khẩu').fill(member.password);
  await linkForm.getByRole('button', { name: 'Liên kết Google và đăng nhập' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('member-menu')).toContainText(member.username);

  await page.goto('/member');
  const methods = page.getByTestId('sign-in-methods');
  await expect(methods).toContainText('Google');
  await expect(methods).toContainText('Đã đặt');

  // Next time Google signs straight into the linked account.
  await signOut(page);
  await continueWithGoogle(page, login);
  await expect(page.getByTestId('member-menu')).toContainText(member.username);

  // The password is still a way in: Google can be unlinked.
  await page.goto('/member');
  await methods.getByRole('button', { name: 'Hủy liên kết' }).click();
  await page
    .getByRole('dialog', { name: 'Hủy liên kết Google?' })
    .getByRole('button', { name: 'Hủy liên kết' })
    .click();
  await expect(methods).toContainText('Chưa liên kết tài khoản Google hay Facebook nào');
});

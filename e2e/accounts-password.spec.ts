// Journey: passwords (SPEC.md §4 "Forced password change", "Forgot password"; §5): signing in with
// the default password opens a change dialog that cannot be dismissed; a forgotten password comes
// back by e-mail as a temporary one (whose sign-in forces a change) or is reset with an SMS code,
// which signs the member in.
import { expect, test, type Page } from './support/test';
import { DEFAULT_PASSWORD, phoneOf, registerMember, uniqueMobile, uniqueUsername } from './support/accounts';
import { latestEmailBody, latestSmsCode } from './support/outbox';
import { signInThroughPopup } from './support/member';

/** The forced dialog: no close button, and neither Escape nor a click beside it closes it. */
async function expectForcedChangeDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Đổi mật khẩu' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('vui lòng đặt mật khẩu mới trước khi tiếp tục')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Đóng' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  // The password just typed is the old one: it is not asked again.
  await expect(dialog.getByRole('textbox', { name: 'Mật khẩu hiện tại' })).toHaveCount(0);
  return dialog;
}

async function changePassword(page: Page, newPassword: string) {
  const dialog = page.getByRole('dialog', { name: 'Đổi mật khẩu' });
  await dialog.getByRole('textbox', { name: 'Mật khẩu mới', exact: true }).fill(newPassword);
  await dialog.getByRole('textbox', { name: 'Xác nhận mật khẩu mới' }).fill(`${newPassword}x`);
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog.getByText('Nội dung xác nhận không chính xác').first()).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Xác nhận mật khẩu mới' }).fill(newPassword);
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog).toBeHidden();
  const success = page.getByRole('dialog', { name: 'Thành công' });
  await expect(success).toContainText('Mật khẩu của bạn đã được thay đổi.');
  await success.getByRole('button', { name: 'Đồng ý' }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function signOut(page: Page) {
  await page.getByTestId('member-menu').click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await page.getByRole('dialog', { name: 'Đăng xuất' }).getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page.locator('header').first().getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
}

test('signing in with the default password forces a change that cannot be dismissed', async ({
  page,
  request,
}) => {
  const member = await registerMember(request, {
    username: uniqueUsername('dflt'),
    password: DEFAULT_PASSWORD,
  });
  await signInThroughPopup(page, member.username, DEFAULT_PASSWORD);
  await expectForcedChangeDialog(page);
  await changePassword(page, 'Fresh2026');
  await expect(page.getByTestId('member-menu')).toContainText(member.username);

  // The new password is the one that works now, and it asks for nothing more.
  await signOut(page);
  await signInThroughPopup(page, member.username, 'Fresh2026');
  await expect(page.getByTestId('member-menu')).toContainText(member.username);
  await expect(page.getByRole('dialog', { name: 'Đổi mật khẩu' })).toHaveCount(0);
});

test('a forgotten password comes by e-mail; signing in with it forces a change', async ({
  page,
  request,
}) => {
  const username = uniqueUsername('mail');
  const member = await registerMember(request, { username, email: `${username}@example.com` });
  await page.goto('/login');
  await page
    .getByRole('dialog', { name: 'Đăng nhập' })
    .getByRole('button', { name: 'Quên mật khẩu?' })
    .click();
  const forgot = page.getByRole('dialog', { name: 'Quên mật khẩu' });
  await expect(forgot.getByRole('tab', { name: 'E-mail' })).toHaveAttribute('aria-selected', 'true');
  await forgot.getByRole('textbox', { name: 'Tên đăng nhập' }).fill(member.username);
  await forgot.getByRole('textbox', { name: 'E-mail' }).fill(member.email!);
  await forgot.getByRole('button', { name: 'Gửi' }).click();
  const sent = page.getByRole('dialog', { name: 'Thành công' });
  await expect(sent).toContainText('Mật khẩu đã được gửi đến e-mail của bạn.');
  await sent.getByRole('button', { name: 'Đồng ý' }).click();
  await expect(forgot).toBeHidden();

  const body = await latestEmailBody(request, member.email!);
  const temporary = /Mật khẩu tạm thời của bạn là ([A-Za-z0-9]+)\./.exec(body)?.[1];
  expect(temporary, body).toBeTruthy();
  await signInThroughPopup(page, member.username, temporary!);
  await expectForcedChangeDialog(page);
  await changePassword(page, 'Fresh2026');
  await expect(page.getByTestId('member-menu')).toContainText(member.username);
});

test('a forgotten password is reset with an SMS code and the member is signed in', async ({
  page,
  request,
}) => {
  const member = await registerMember(request, { mobileNum: uniqueMobile() });
  await page.goto('/login');
  await page
    .getByRole('dialog', { name: 'Đăng nhập' })
    .getByRole('button', { name: 'Quên mật khẩu?' })
    .click();
  const forgot = page.getByRole('dialog', { name: 'Quên mật khẩu' });
  await forgot.getByRole('tab', { name: 'Điện thoại' }).click();
  await forgot.getByRole('textbox', { name: 'Số điện thoại' }).fill(member.mobileNum!);
  await forgot.getByRole('button', { name: 'Gửi mã' }).click();
  await expect(forgot.getByTestId('send-code')).toHaveText(/^Gửi lại sau \d+ giây$/);
  await forgot
    .getByRole('textbox', { name: 'Mã SMS' })
    .fill(await latestSmsCode(request, phoneOf(member.mobileNum!)));
  await forgot.getByRole('textbox', { name: 'Mật khẩu mới' }).fill('Fresh2026');
  await forgot.getByRole('button', { name: 'Đặt lại và đăng nhập' }).click();
  await expect(forgot).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('member-menu')).toContainText(member.mobileNum!);
  await expect(page.getByRole('dialog', { name: 'Đổi mật khẩu' })).toHaveCount(0);
});

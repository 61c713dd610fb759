// Journey: a member sets up an authenticator app in the security centre (QR code and key, confirmed
// by a code from the app); it is then one of the account's second factors.
import { expect, test } from './support/test';
import { totpCode } from '../apps/server/src/plugins/totp';
import { registerMember, uniqueUsername } from './support/accounts';

test('a member sets up an authenticator app', async ({ page, request }) => {
  const member = await registerMember(request, { username: uniqueUsername('totp') });
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
  await dialog.getByRole('textbox', { name: 'Tên đăng nhập' }).fill(member.username);
  await dialog.getByRole('textbox', { name: 'Mật khẩu' }).fill(member.password);
  await dialog.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page.getByTestId('member-menu')).toContainText(member.username);

  await page.goto('/member');
  const card = page.getByRole('region', { name: 'Ứng dụng xác thực' });
  await card.getByRole('button', { name: 'Thiết lập' }).click();
  await expect(card.locator('svg').first()).toBeVisible();
  const secret = (await card.locator('code').textContent())!.trim();

  await card.getByRole('textbox', { name: 'Mã từ ứng dụng' }).fill('000000');
  await card.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(card.getByText('Thông tin xác minh không đúng').first()).toBeVisible();

  await card.getByRole('textbox', { name: 'Mã từ ứng dụng' }).fill(totpCode(secret));
  await card.getByRole('button', { name: 'Xác nhận' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Đồng ý' }).click();
  await expect(card.getByTestId('totp-status')).toHaveText('Ứng dụng xác thực của bạn đã được thiết lập.');
});

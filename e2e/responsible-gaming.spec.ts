// Journey (issue 19 items 5 and 6): a new member sets a deposit limit in the member centre and is
// refused a deposit above it with the room left, deposits within it, then excludes themself for six
// months, is signed out at once and can no longer sign in. A new member, so that no other journey
// meets the exclusion. The screens are in Vietnamese (the site's default).
import { expect, test } from './support/test';
import { registerMember } from './support/accounts';

test('a deposit limit refuses a deposit above it; a self-exclusion signs out and bars sign-in', async ({
  page,
  request,
}) => {
  const member = await registerMember(request);
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Đăng nhập' });
  await login.getByRole('textbox', { name: 'Tên đăng nhập' }).fill(member.username);
  await login.getByRole('textbox', { name: 'Mật khẩu' }).fill(member.password);
  await login.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page.getByTestId('member-menu')).toBeVisible();

  // A limit of 100.00 per 24 hours applies at once.
  await page.goto('/member?section=responsibleGaming');
  await expect(page.getByTestId('previous-sign-in')).toHaveText('Đây là lần đăng nhập đầu tiên của bạn.');
  await page.getByRole('textbox', { name: 'Mỗi 24 giờ', exact: true }).fill('100');
  await page.getByRole('button', { name: 'Lưu giới hạn', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('Đã lưu giới hạn nạp tiền của bạn.');
  await page.getByRole('dialog').getByRole('button', { name: 'Đồng ý' }).click();
  await expect(page.getByTestId('limit-day')).toContainText('Còn lại: $100.00');

  // 200.00 is refused with the room left; 100.00 goes through.
  await page.goto('/member?section=deposit');
  const amount = page.getByRole('textbox', { name: 'Số tiền' });
  await amount.fill('200.00');
  await page.getByRole('button', { name: 'Nạp tiền', exact: true }).click();
  await expect(
    page.getByText(/vượt giới hạn nạp của bạn: hiện bạn chỉ có thể nạp tối đa 100\.00/).first(),
  ).toBeVisible();
  await expect(page.getByTestId('deposit-result')).toHaveCount(0);
  await amount.fill('100.00');
  await page.getByRole('button', { name: 'Nạp tiền', exact: true }).click();
  await expect(page.getByTestId('deposit-result')).toBeVisible();

  // Six months of self-exclusion: asked first, then the tab is signed out.
  await page.goto('/member?section=responsibleGaming');
  await page.getByRole('combobox', { name: 'Thời gian', exact: true }).selectOption({ label: '6 tháng' });
  await page.getByRole('button', { name: 'Bắt đầu tạm nghỉ' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Tự loại trừ 6 tháng?');
  await confirm.getByRole('button', { name: 'Bắt đầu tạm nghỉ' }).click();
  await expect(page.getByRole('dialog')).toContainText('Thời gian tạm nghỉ đã bắt đầu');
  await page.getByRole('dialog').getByRole('button', { name: 'Đồng ý' }).click();
  await expect(page.getByTestId('member-menu')).toHaveCount(0);

  // Signing in again is refused, with the end of the exclusion.
  await page.goto('/login');
  await login.getByRole('textbox', { name: 'Tên đăng nhập' }).fill(member.username);
  await login.getByRole('textbox', { name: 'Mật khẩu' }).fill(member.password);
  await login.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page.getByText(/Bạn đã tự loại trừ khỏi việc chơi đến \d{4}-\d\d-\d\d/).first()).toBeVisible();
  await expect(page.getByTestId('member-menu')).toHaveCount(0);
});

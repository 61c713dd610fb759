// Journey: free play signs a visitor in as a trial member, who is refused real-money and member-centre
// actions with the "real account needed" prompt; its confirm button leaves the trial for registration
// (SPEC.md §4 "Free-play login", "Action guard"; §6 "Trial member"; §8 "Trial user acting").
import { expect, test } from './support/test';

test('a trial member is asked for a real account before deposit or the member centre', async ({ page }) => {
  await page.goto('/');
  const header = page.locator('header').first();
  await header.getByRole('button', { name: 'Chơi thử' }).click();
  const memberMenu = page.getByTestId('member-menu');
  await expect(memberMenu).toContainText('Guest');
  await expect(header.getByRole('button', { name: 'Đăng nhập' })).toHaveCount(0);

  await memberMenu.click();
  await expect(page.getByRole('menu').getByText('Chơi thử', { exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Đổi mật khẩu' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Nạp tiền' }).click();
  const prompt = page.getByRole('dialog', { name: 'Cần tài khoản thật' });
  await expect(prompt).toContainText('Chức năng này cần tài khoản thật.');
  await prompt.getByRole('button', { name: 'Hủy' }).click();
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(memberMenu).toContainText('Guest');

  await page.goto('/member');
  await expect(prompt).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await prompt.getByRole('button', { name: 'Đăng ký ngay' }).click();
  const register = page.getByRole('dialog', { name: 'Đăng ký tài khoản' });
  await expect(register).toBeVisible();
  // The trial session has ended: closing registration shows a visitor's header.
  await page.keyboard.press('Escape');
  await expect(register).toBeHidden();
  await expect(header.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
});

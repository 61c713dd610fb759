// Journey: routes behave as SPEC.md §2 says: protected pages send visitors to the login popup,
// unknown addresses get a 404 inside the layout, game pages drop the side menu, and the agent centre
// admits agents only.
import { expect, test } from './support/test';
import { DEMO } from './support/operator';

test('a protected route redirects to /login, which opens the login popup on home', async ({ page }) => {
  await page.goto('/member');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeVisible();
});

test('an unknown route shows a 404 page inside the layout', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Không tìm thấy trang' })).toBeVisible();
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await page.getByRole('link', { name: 'Quay lại sảnh' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sảnh trò chơi' })).toBeVisible();
});

test('game pages hide the side menu and /seamless has no footer', async ({ page }) => {
  await page.goto('/sealottery');
  await expect(page.getByRole('heading', { level: 1, name: 'Xổ số Đông Nam Á' })).toBeVisible();
  await expect(page.getByTestId('side-menu')).toHaveCount(0);
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await page.goto('/seamless');
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
});

test('navigation scrolls back to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/');
  await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  // The footer's products lead to their pages (its help links open the help popup in place).
  await page.getByTestId('site-footer').getByRole('link', { name: 'Slot' }).click();
  await expect(page).toHaveURL(/\/rng$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Slot' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a member signs in through the popup; the agent centre sends members to /agent', async ({ page }) => {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
  await dialog.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(dialog.getByText('Không được để trống').first()).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Tên đăng nhập' }).fill(`  ${DEMO.member.username} `);
  await dialog.getByLabel('Mật khẩu').fill(DEMO.member.password);
  await dialog.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('member-menu')).toContainText('Demo Player');
  await page.goto('/agentHome');
  await expect(page).toHaveURL(/\/agent$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Đăng nhập đại lý' })).toBeVisible();
});

test('an agent signs in on /agent and lands on the agent centre with a live clock', async ({ page }) => {
  await page.goto('/agent');
  await page.getByLabel('Tên đăng nhập').fill(DEMO.agent.username);
  await page.getByLabel('Mật khẩu').fill(DEMO.agent.password);
  await page.getByRole('main').getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page).toHaveURL(/\/agentHome$/);
  await expect(page.getByTestId('agent-name')).toHaveText('Agent One');
  await expect(page.getByText('GMT+8', { exact: true })).toBeVisible();
  const first = await page.getByTestId('agent-clock').textContent();
  await expect.poll(() => page.getByTestId('agent-clock').textContent(), { timeout: 3_000 }).not.toBe(first);
  await page.getByRole('button', { name: 'Đăng xuất' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page).toHaveURL(/\/agent$/);
});

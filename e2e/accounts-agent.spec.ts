// Journey: the agent landing page admits agents only (SPEC.md §2 "/agent", §6 "Non-agents cannot log
// in"): an agent lands on /agentHome, a member's correct credentials are refused in place.
import { expect, test } from './support/test';
import { DEMO } from './support/operator';

test('an agent signs in on /agent and lands on /agentHome', async ({ page }) => {
  await page.goto('/agent');
  const main = page.getByRole('main');
  await expect(main.getByRole('checkbox', { name: 'Ghi nhớ đăng nhập' })).toHaveCount(0);
  await main.getByRole('textbox', { name: 'Tên đăng nhập' }).fill(DEMO.agent.username);
  await main.getByRole('textbox', { name: 'Mật khẩu' }).fill(DEMO.agent.password);
  await main.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page).toHaveURL(/\/agentHome$/);
  await expect(page.getByTestId('agent-name')).toHaveText('Agent One');
});

test('a member is refused on /agent with "Non-agents cannot log in"', async ({ page }) => {
  await page.goto('/agent');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Tên đăng nhập' }).fill(DEMO.member.username);
  await main.getByRole('textbox', { name: 'Mật khẩu' }).fill(DEMO.member.password);
  await main.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(main.getByRole('alert')).toHaveText('Tài khoản không phải đại lý không thể đăng nhập');
  await expect(page).toHaveURL(/\/agent$/);
  await expect(page.getByTestId('member-menu')).toHaveCount(0);
  await page.goto('/agentHome');
  await expect(page).toHaveURL(/\/agent$/);
});

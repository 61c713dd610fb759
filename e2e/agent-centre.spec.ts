// Journey: the agent centre on real data (issue 13). agent1 signs in on /agent, creates a member in the
// register centre and funds it from downline management; the member signs in with the operator's
// default password, is made to change it, and plays a slot; agent1 then finds the round in team
// betting and its stake in the team overview and the user profit and loss. The browser runs at UTC-12
// and the site at GMT+14, so at any moment the two calendars differ: every screen must open on the
// site's today.
import { expect, test, type Page } from './support/test';
import { DEFAULT_PASSWORD, uniqueUsername } from './support/accounts';
import { DEMO, encrypt, operatorToken, updateSiteSettings } from './support/operator';
import { minorOf, signInThroughPopup, spinSlotOnce } from './support/member';

const SITE_OFFSET_MINUTES = 14 * 60;
const PAYMENT_PASSWORD = '135790';
const siteToday = () => new Date(Date.now() + SITE_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);

test.use({ timezoneId: 'Etc/GMT+12' });

test.beforeAll(async ({ request }) => {
  await updateSiteSettings(request, await operatorToken(request), {
    timeZoneOffsetMinutes: SITE_OFFSET_MINUTES,
  });
  // agent1's payment password, through the API as the security centre sets it.
  const session = await request.post('/api/session', {
    data: { jwe: await encrypt(request, { ...DEMO.agent, site: 'agent' }) },
  });
  const token = (await session.json()).value.token as string;
  const headers = { authorization: `Bearer ${token}` };
  const status = await (await request.get('/api/payments/payment-password', { headers })).json();
  if (!status.value.set) {
    const response = await request.post('/api/payments/payment-password', {
      headers,
      data: {
        jwe: await encrypt(request, {
          loginPassword: DEMO.agent.password,
          paymentPassword: PAYMENT_PASSWORD,
          confirmPaymentPassword: PAYMENT_PASSWORD,
        }),
      },
    });
    if (!response.ok()) throw new Error(`payment password: ${await response.text()}`);
  }
});

test.afterAll(async ({ request }) => {
  await updateSiteSettings(request, await operatorToken(request), { timeZoneOffsetMinutes: 480 });
});

async function signInAsAgent(page: Page) {
  await page.goto('/agent');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Tên đăng nhập' }).fill(DEMO.agent.username);
  await main.getByRole('textbox', { name: 'Mật khẩu' }).fill(DEMO.agent.password);
  await main.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page).toHaveURL(/\/agentHome/);
}

async function openItem(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Menu đại lý' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

test('agent1 creates a member who changes the default password and plays; agent1 sees the round', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const username = uniqueUsername('kid');
  await signInAsAgent(page);

  // Register centre: a member with the operator's default password.
  await openItem(page, 'Trung tâm đăng ký');
  const create = page.getByRole('form', { name: 'Tạo tài khoản' });
  await create.getByRole('textbox', { name: 'Tên đăng nhập' }).fill(username);
  await create.getByRole('button', { name: 'Tạo tài khoản' }).click();
  await expect(page.getByText(`Đã tạo tài khoản ${username}`)).toBeVisible();

  // Downline management: the new member is a direct child; 50.00 goes to it.
  await openItem(page, 'Quản lý tuyến dưới');
  const screen = page.getByRole('region', { name: 'Quản lý tuyến dưới' });
  await screen.getByLabel('Tên đăng nhập').fill(username);
  await screen.getByRole('button', { name: 'Tìm kiếm' }).click();
  const row = screen.locator('tbody tr', { hasText: username });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Chuyển tiền cho ${username}` }).click();
  const transfer = page.getByRole('dialog', { name: `Chuyển tiền cho ${username}` });
  await transfer.getByRole('textbox', { name: 'Số tiền' }).fill('50');
  await transfer.getByLabel('Mật khẩu thanh toán').fill(PAYMENT_PASSWORD);
  await transfer.getByRole('button', { name: 'Chuyển tiền' }).click();
  await expect(transfer.getByText(/Đã chuyển .*50\.00/)).toBeVisible();
  await transfer.getByRole('button', { name: 'Đóng' }).first().click();

  await page.getByRole('button', { name: 'Đăng xuất' }).click();
  await page.getByRole('dialog', { name: 'Đăng xuất' }).getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page).toHaveURL(/\/agent$/);

  // The member: the default password opens the forced change, then one spin of a slot.
  await signInThroughPopup(page, username, DEFAULT_PASSWORD);
  const change = page.getByRole('dialog', { name: 'Đổi mật khẩu' });
  await expect(change).toBeVisible();
  await change.getByRole('textbox', { name: 'Mật khẩu mới', exact: true }).fill('Fresh2026');
  await change.getByRole('textbox', { name: 'Xác nhận mật khẩu mới' }).fill('Fresh2026');
  await change.getByRole('button', { name: 'Lưu' }).click();
  await page.getByRole('dialog', { name: 'Thành công' }).getByRole('button', { name: 'Đồng ý' }).click();
  await expect(page.getByTestId('member-menu')).toContainText(username);

  await spinSlotOnce(page);

  await page.getByTestId('member-menu').click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await page.getByRole('dialog', { name: 'Đăng xuất' }).getByRole('button', { name: 'Xác nhận' }).click();

  // agent1 again: team betting lists the round under the member, on the site's today.
  await signInAsAgent(page);
  await openItem(page, 'Cược của đội nhóm');
  const bets = page.getByRole('region', { name: 'Cược của đội nhóm' });
  await expect(bets.getByLabel('Đến ngày')).toHaveValue(siteToday());
  await bets.getByLabel('Thành viên').fill(username);
  await bets.getByRole('button', { name: 'Tìm kiếm' }).click();
  const round = bets.locator('tbody tr', { hasText: username });
  await expect(round).toHaveCount(1);
  await expect(round).toContainText('Rồng May Mắn');
  const stake = minorOf(await round.locator('td').nth(4).textContent());
  expect(stake).toBeGreaterThan(0);

  // The overview counts the member and its stake today; the P&L puts the member's row under agent1.
  await openItem(page, 'Tổng quan đội nhóm');
  const overview = page.getByRole('region', { name: 'Tổng quan đội nhóm' });
  await expect(overview.getByLabel('Đến ngày')).toHaveValue(siteToday());
  await expect(overview.getByTestId('card-newRegistrations')).not.toHaveText(/^\D*0$/);
  expect(minorOf(await overview.getByTestId('card-validBet').textContent())).toBeGreaterThanOrEqual(stake);

  await openItem(page, 'Lãi lỗ người dùng');
  const profitLoss = page.getByRole('region', { name: 'Lãi lỗ người dùng' });
  await expect(profitLoss.getByLabel('Đến ngày')).toHaveValue(siteToday());
  const memberRow = profitLoss.locator('tbody tr', { hasText: username });
  await expect(memberRow).toHaveCount(1);
  expect(minorOf(await memberRow.locator('td').nth(3).textContent())).toBe(stake);
});

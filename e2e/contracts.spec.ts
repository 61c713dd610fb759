// Journey: agent contracts and their settlement (issue 14). The operator issues agent1 a real-time
// salary contract in the console; agent1 accepts it in the consent pop-up, offers its sub-agent agent1a
// a higher rate and is refused on the tier, then a valid one; agent1a accepts in its consent pop-up;
// agent1a's member ngocanh99 plays a slot; the operator settles the 5-minute window (the journey's
// server runs the settlement clock a day ahead, SETTLEMENT_CLOCK_OFFSET_MINUTES, so the window has
// ended); both agents find their bill in "my income" and the money in their transaction details.
import type { APIRequestContext, Browser } from '@playwright/test';
import { closeAnnouncementPopups, expect, test, type Page } from './support/test';
import { DEMO, operatorToken, signInAsOperator } from './support/operator';
import { signInThroughPopup, spinSlotOnce } from './support/member';

const AGENT_PASSWORD = 'Agent2026';

async function siteOffsetMinutes(page: Page): Promise<number> {
  const response = await page.request.get('/api/permission');
  return (await response.json()).value.timeZoneOffsetMinutes as number;
}

/** The real-time window (RT:YYYY-MM-DDTHH:MM, 5 minutes) that contains `at` in the site's time. */
function windowKey(at: number, offsetMinutes: number): string {
  const local = new Date(at + offsetMinutes * 60_000);
  const minutes = local.getUTCMinutes() - (local.getUTCMinutes() % 5);
  return `RT:${local.toISOString().slice(0, 11)}${String(local.getUTCHours()).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** A page of a context of its own (another person's browser), the announcement popups already closed. */
async function freshPage(browser: Browser, request: APIRequestContext): Promise<Page> {
  const context = await browser.newContext();
  await closeAnnouncementPopups(context, request);
  return context.newPage();
}

async function agentPage(browser: Browser, request: APIRequestContext, username: string): Promise<Page> {
  const page = await freshPage(browser, request);
  await page.goto('/agent');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Tên đăng nhập' }).fill(username);
  await main.getByRole('textbox', { name: 'Mật khẩu' }).fill(AGENT_PASSWORD);
  await main.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page).toHaveURL(/\/agentHome/);
  return page;
}

async function acceptOffer(page: Page, issuer: string) {
  const consent = page.getByRole('dialog', { name: 'Đề xuất hợp đồng' });
  await expect(consent).toBeVisible();
  const offer = consent
    .locator('section, article, li, div')
    .filter({ hasText: 'Lương thời gian thực' })
    .filter({ hasText: issuer })
    .last();
  await offer.getByRole('button', { name: /^Chấp nhận/ }).click();
  await expect(consent).toBeHidden();
}

async function openItem(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Menu đại lý' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

test('the operator contracts agent1, agent1 contracts agent1a, a member plays, the window is settled and paid', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  // A clean start for a retried run: earlier real-time contracts of the two agents end.
  const token = await operatorToken(request);
  const operatorHeaders = { authorization: `Bearer ${token}` };
  const earlier = await (
    await request.get('/api/operator/contracts?type=REALTIME&pageSize=100', { headers: operatorHeaders })
  ).json();
  for (const contract of earlier.value.list as { id: number; status: string }[]) {
    if (contract.status === 'ACTIVE' || contract.status === 'PENDING') {
      await request.post(`/api/operator/contracts/${contract.id}/terminate`, {
        headers: operatorHeaders,
        data: {},
      });
    }
  }

  // The operator issues agent1 a platform contract: real-time salary, 2 % of the window's valid bet.
  await signInAsOperator(page);
  await page.goto('/operator/contracts');
  await page.getByRole('tab', { name: 'Cấp hợp đồng' }).click();
  const issue = page.getByRole('main');
  const holder = issue.getByRole('combobox', { name: 'Đại lý cấp cao nhất' });
  const option = await holder.locator('option', { hasText: `${DEMO.agent.username} (#` }).textContent();
  await holder.selectOption({ label: option!.trim() });
  await issue.getByRole('combobox', { name: 'Loại' }).selectOption({ label: 'Lương thời gian thực' });
  await issue.getByRole('textbox', { name: /Tỷ lệ \(%\), bậc 1/ }).fill('2');
  await issue.getByRole('button', { name: 'Đề xuất hợp đồng' }).click();
  await expect(issue.getByText(/Đã đề xuất hợp đồng #\d+/)).toBeVisible();

  // agent1 accepts, then offers agent1a 2.5 % (above its own 2 %: refused on the tier), then 1.5 %.
  const agent1 = await agentPage(browser, request, DEMO.agent.username);
  await acceptOffer(agent1, 'Nền tảng');
  await openItem(agent1, 'Quản lý tuyến dưới');
  const row = agent1.locator('tbody tr', { hasText: 'agent1a' });
  await row
    .getByRole('button', { name: /Đề xuất (hợp đồng|lại)|Đề xuất hợp đồng mới/ })
    .first()
    .click();
  const offer = agent1.getByRole('dialog', { name: 'Hợp đồng cho agent1a' });
  await offer.getByRole('combobox', { name: 'Loại' }).selectOption({ label: 'Lương thời gian thực' });
  const rate = offer.getByRole('textbox', { name: 'Tỷ lệ (%)' }).first();
  await rate.fill('2.5');
  await offer.getByRole('button', { name: 'Gửi đề xuất' }).click();
  await expect(offer.getByText(/trả cao hơn hợp đồng của chính bạn/).first()).toBeVisible();
  await rate.fill('1.5');
  await offer.getByRole('button', { name: 'Gửi đề xuất' }).click();
  await expect(offer.getByText(/Chờ trả lời|PENDING/)).toBeVisible();

  // agent1a accepts in its consent pop-up.
  const agent1a = await agentPage(browser, request, 'agent1a');
  await acceptOffer(agent1a, DEMO.agent.username);

  // agent1a's member plays one spin.
  const member = await freshPage(browser, request);
  const before = Date.now();
  await member.goto('/');
  await signInThroughPopup(member, 'ngocanh99', 'Player2026');
  await spinSlotOnce(member);
  const after = Date.now();

  // The operator settles the window (and the one before, had the spin crossed into the next).
  const offset = await siteOffsetMinutes(page);
  const keys = [...new Set([windowKey(before, offset), windowKey(after, offset)])];
  await page.getByRole('tab', { name: 'Quyết toán' }).click();
  const run = page.getByRole('main');
  for (const key of keys) {
    await run.getByRole('combobox', { name: 'Loại' }).selectOption({ label: 'Lương thời gian thực' });
    await run.getByRole('textbox', { name: 'Mã kỳ' }).fill(key);
    await run.getByRole('button', { name: 'Chạy quyết toán' }).click();
    await page
      .getByRole('dialog', { name: 'Chạy quyết toán' })
      .getByRole('button', { name: 'Chạy quyết toán' })
      .click();
    await expect(run.getByText('Hoàn tất').first()).toBeVisible();
  }

  // Both agents: the bill in "my income" (paid) and the money among their transactions.
  for (const [agentPageOf, name] of [
    [agent1, DEMO.agent.username],
    [agent1a, 'agent1a'],
  ] as const) {
    await agentPageOf.reload();
    await openItem(agentPageOf, 'Thu nhập của tôi');
    await agentPageOf.getByRole('tab', { name: 'Lương thời gian thực' }).click();
    const bill = agentPageOf.locator('tbody tr', { hasText: keys.at(-1)! });
    await expect(bill, `${name}'s bill`).toContainText('Đã trả');
    await openItem(agentPageOf, 'Chi tiết giao dịch');
    await expect(agentPageOf.getByText('Lương thời gian thực').first()).toBeVisible();
  }
});

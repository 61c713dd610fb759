// Journey (operator console, games and VIP desk): the operator switches the live-casino vendor off
// and a visitor's home page (a fresh browser) loses the live casino lane and menu entry, then back on;
// marks a slot hot and a visitor finds it among the hot games; and renames VIP 1 in the ladder, then
// sees a bad amount and a lower threshold refused next to their cells. The console is in Vietnamese
// (the default). Each test puts back what it changed, through the API as well in case it fails
// half-way, because other journeys share the server.
import type { Browser } from '@playwright/test';
import { closeAnnouncementPopups, expect, test, type APIRequestContext, type Page } from './support/test';
import { operatorToken, signInAsOperator } from './support/operator';

const LIVE_VENDOR = 'PDLIVE';
const SLOT = { code: 'jade-temple', name: 'Jade Temple' };

type VipLevel = {
  level: number;
  name: string;
  minValidBet: string;
  minDeposit: string;
  upgradeBonus: string;
};

/** An operator call straight to the API, for setting up and for putting things back. */
async function operatorApi<T>(
  request: APIRequestContext,
  method: 'GET' | 'PATCH' | 'PUT',
  path: string,
  data?: unknown,
): Promise<T> {
  const token = await operatorToken(request);
  const response = await request.fetch(path, { method, data, headers: { authorization: `Bearer ${token}` } });
  if (!response.ok()) throw new Error(`${method} ${path} failed: ${await response.text()}`);
  return (await response.json()).value as T;
}

/** A visitor's home page in a browser of its own (nothing cached from the operator's tab). */
async function visitorHome(browser: Browser, request: APIRequestContext) {
  const context = await browser.newContext();
  await closeAnnouncementPopups(context, request);
  const home = await context.newPage();
  await home.goto('/');
  // The lanes have loaded once the slots section is there.
  await expect(home.getByTestId('section-RNG')).toBeVisible();
  return { home, close: () => context.close() };
}

async function openDesk(page: Page, tab?: string) {
  await signInAsOperator(page);
  await page.getByRole('link', { name: 'Trò chơi và VIP' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trò chơi và VIP' })).toBeVisible();
  if (tab) await page.getByRole('tab', { name: tab, exact: true }).click();
}

/** Each visitor check opens a fresh browser; on a busy machine a few of them take a while. */
const VISITOR_TEST_TIMEOUT_MS = 120_000;

const savedNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'Đã lưu' });

test('the operator switches the live casino vendor off and on, and a visitor’s home follows', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(VISITOR_TEST_TIMEOUT_MS);
  try {
    await openDesk(page);
    const row = page.locator(`[data-testid="vendor-row"][data-vendor-code="${LIVE_VENDOR}"]`);
    const enabled = row.getByRole('switch', { name: 'Hiện Playdeck Live trong sảnh' });
    await expect(enabled).toBeChecked();

    const before = await visitorHome(browser, request);
    await expect(before.home.getByTestId('section-LIVE')).toBeVisible();
    await expect(before.home.getByTestId('home-menu-LIVE')).toBeVisible();
    await before.close();

    await enabled.click();
    await expect(enabled).not.toBeChecked();
    await expect(savedNotice(page)).toBeVisible();
    await expect(row).toContainText('3 / 3');

    const off = await visitorHome(browser, request);
    await expect(off.home.getByTestId('section-LIVE')).toHaveCount(0);
    await expect(off.home.getByTestId('home-menu-LIVE')).toHaveCount(0);
    await expect(off.home.getByRole('link', { name: 'Casino trực tiếp' })).toHaveCount(0);
    await off.close();

    await enabled.click();
    await expect(enabled).toBeChecked();
    const on = await visitorHome(browser, request);
    await expect(on.home.getByTestId('section-LIVE')).toBeVisible();
    await on.close();
  } finally {
    await operatorApi(request, 'PATCH', `/api/operator/vendors/${LIVE_VENDOR}`, { enabled: true });
  }
});

test('the operator marks a slot hot and a visitor finds it among the hot games', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(VISITOR_TEST_TIMEOUT_MS);
  const found = await operatorApi<{ list: { id: number; isHot: number }[] }>(
    request,
    'GET',
    `/api/operator/games?search=${SLOT.code}`,
  );
  const slot = found.list[0]!;
  expect(slot.isHot).toBe(0);
  try {
    await openDesk(page, 'Trò chơi');
    await page.getByRole('combobox', { name: 'Nhà cung cấp' }).selectOption('PDSLOT');
    await page.getByRole('searchbox', { name: 'Tên hoặc mã' }).fill('jade');
    await page.getByRole('button', { name: 'Tìm', exact: true }).click();
    const rows = page.getByTestId('game-row');
    await expect(rows).toHaveCount(1);
    const hot = rows.getByRole('switch', { name: `Đánh dấu ${SLOT.name} là hot` });
    await expect(hot).not.toBeChecked();
    await hot.click();
    await expect(hot).toBeChecked();
    await expect(savedNotice(page)).toBeVisible();

    const visitor = await visitorHome(browser, request);
    await expect(
      visitor.home
        .getByTestId('section-hot')
        .locator(`[data-testid="game-tile"][data-game-code="${SLOT.code}"]`),
    ).toBeVisible();
    await visitor.close();

    // Put it back the way an operator would.
    await hot.click();
    await expect(hot).not.toBeChecked();
  } finally {
    await operatorApi(request, 'PATCH', `/api/operator/games/${slot.id}`, { isHot: 0 });
  }
});

test('the operator renames VIP 1 and sees bad values refused next to their cells', async ({
  page,
  request,
}) => {
  const ladder = await operatorApi<VipLevel[]>(request, 'GET', '/api/operator/vip/levels');
  expect(ladder[1]?.name).toBe('VIP 1');
  const cell = (column: string, row: number) =>
    page.getByRole('textbox', { name: `${column}, dòng ${row}`, exact: true });
  try {
    await openDesk(page, 'Bậc VIP');
    await expect(page).toHaveURL(/tab=vip/);
    const name = cell('Tên', 2);
    await expect(name).toHaveValue('VIP 1');
    await name.fill('VIP Bạc');
    await page.getByRole('button', { name: 'Lưu', exact: true }).click();
    await expect(savedNotice(page)).toBeVisible();

    // The ladder was saved: a reload (the tab is in the address) shows the new name.
    await page.reload();
    await expect(cell('Tên', 2)).toHaveValue('VIP Bạc');

    // An amount with three decimals is refused next to its cell, and nothing else is marked.
    const deposit = cell('Nạp tối thiểu', 3);
    await deposit.fill('12.345');
    await page.getByRole('button', { name: 'Lưu', exact: true }).click();
    await expect(deposit).toHaveAttribute('aria-invalid', 'true');
    await expect(deposit).toHaveAccessibleDescription('Vui lòng nhập số tiền có tối đa hai chữ số thập phân');
    await expect(page.getByText('Vui lòng nhập số tiền có tối đa hai chữ số thập phân')).toBeVisible();
    await expect(cell('Tên', 2)).not.toHaveAttribute('aria-invalid', 'true');

    // So is a level that needs less than the one below it.
    await deposit.fill('200.00');
    const validBet = cell('Cược hợp lệ tối thiểu', 4);
    await validBet.fill('50');
    await page.getByRole('button', { name: 'Lưu', exact: true }).click();
    await expect(validBet).toHaveAccessibleDescription(
      'Cấp cao hơn không được yêu cầu ít hơn cấp ngay dưới nó',
    );
    await expect(deposit).not.toHaveAttribute('aria-invalid', 'true');

    // Discard the bad values and put the name back.
    await page.getByRole('button', { name: 'Bỏ thay đổi' }).click();
    await expect(deposit).toHaveValue('200.00');
    await cell('Tên', 2).fill('VIP 1');
    await page.getByRole('button', { name: 'Lưu', exact: true }).click();
    await expect(savedNotice(page)).toBeVisible();
    await page.reload();
    await expect(cell('Tên', 2)).toHaveValue('VIP 1');
  } finally {
    await operatorApi(request, 'PUT', '/api/operator/vip/levels', { levels: ladder });
  }
});

// Journey: the demo member signs in on /rng, searches a slot by name, filters the list by vendor,
// favourites a game and finds it under FAV, launches a slot into the game popup (its frame shows the
// slot page with the Spin button), closes the popup and finds the game under RECENT (SPEC.md §2
// "Game lobby", "Game tile", "Modals: game popup"; §4 "Favourites").
import { expect, test, type Page } from './support/test';
import { signInAsDemo } from './support/member';

const SLOT = 'lucky-dragon';
const SLOT_NAME = 'Rồng May Mắn';

const tile = (page: Page, gameCode: string) =>
  page.locator(`[data-testid="game-tile"][data-game-code="${gameCode}"]`);

test('the demo member searches, filters, favourites, plays a slot in the popup and sees it in recent', async ({
  page,
}) => {
  await signInAsDemo(page);
  await page.goto('/rng');
  const tiles = page.getByTestId('game-tile');
  await expect(tiles).toHaveCount(18);
  await expect(page.getByRole('navigation', { name: 'Phân trang' })).toBeVisible();

  // Search by name (case and spaces do not matter), then clear it.
  const search = page.getByTestId('game-search');
  await search.fill('  RỒNG may ');
  await search.press('Enter');
  await expect(tiles).toHaveCount(1);
  await expect(tile(page, SLOT)).toContainText(SLOT_NAME);
  await search.fill('no such game at all');
  await search.press('Enter');
  await expect(page.getByText('Không có trò chơi nào khớp “no such game at all”.')).toBeVisible();
  await search.fill('');
  await search.press('Enter');

  // Filter by vendor: the studio's 26 slots over two pages.
  const vendors = page.getByTestId('vendor-filter');
  await vendors.getByRole('radio', { name: 'Playdeck Slots' }).click();
  await expect(vendors.getByRole('radio', { name: 'Playdeck Slots' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(tiles).toHaveCount(18);
  await page.getByRole('button', { name: 'Trang 2' }).click();
  await expect(tiles).toHaveCount(8);
  await page.getByRole('button', { name: 'Trang 1' }).click();

  // Favourite the slot (optimistic), and find it under FAV.
  const favourited = page.waitForResponse(
    (response) => response.url().endsWith('/api/lobby/favourites') && response.request().method() === 'POST',
  );
  await tile(page, SLOT).getByTestId('favourite-toggle').click();
  await expect(tile(page, SLOT).getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true');
  expect((await favourited).status()).toBe(200);
  await page.getByRole('tab', { name: 'Yêu thích' }).click();
  await expect(tiles).toHaveCount(1);
  await expect(tile(page, SLOT)).toBeVisible();

  // Launch it into the game popup: the frame shows the slot page with its Spin button.
  await tile(page, SLOT).hover();
  await tile(page, SLOT)
    .getByRole('button', { name: `Chơi ${SLOT_NAME}` })
    .click();
  const popup = page.getByRole('dialog', { name: SLOT_NAME });
  await expect(popup).toBeVisible();
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.getByRole('button', { name: 'Quay', exact: true })).toBeVisible({ timeout: 20_000 });
  await popup.getByRole('button', { name: 'Đóng' }).click();
  await expect(popup).toBeHidden();

  // It is now the latest of the recent games.
  await page.getByRole('tab', { name: 'Gần đây' }).click();
  await expect(tiles.first()).toHaveAttribute('data-game-code', SLOT);

  // Unfavouriting removes it from FAV at once.
  await page.getByRole('tab', { name: 'Yêu thích' }).click();
  await tile(page, SLOT).getByTestId('favourite-toggle').click();
  await expect(tile(page, SLOT)).toHaveCount(0);
  await expect(page.getByText('Chưa có trò chơi nào ở đây.')).toBeVisible();
});

test('a visitor choosing RECENT or FAV gets the login popup', async ({ page }) => {
  await page.goto('/rng');
  await page.getByRole('tab', { name: 'Gần đây' }).click();
  await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Đăng nhập' }).getByRole('button', { name: 'Đóng' }).click();
  await expect(page.getByRole('tab', { name: 'Tất cả' })).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('favourite-toggle').first().click();
  await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeVisible();
});

// Journey (accounts issue, VIP): the demo member sees the VIP 0 label in the header drop-down, opens
// the security centre's VIP panel from the side menu, plays a house slot until 100.00 of valid bets
// reach VIP 1, and then sees VIP 1 in the panel and the header, the 8.00 upgrade bonus in the header
// balance, and the upgrade in the history. The member's screens are in Vietnamese (the default).
import { expect, test, type FrameLocator, type Page } from './support/test';
import { headerBalanceMinor, minorOf, signInAsDemo } from './support/member';

const SLOT = 'lucky-dragon';
/** The demo ladder: VIP 1 needs 100.00 of valid bets and pays 8.00 once. */
const VIP1_VALID_BET_CENTS = 100_00;
const VIP1_BONUS_CENTS = 8_00;
const BET = '50.00';

async function headerVipLabel(page: Page): Promise<string | null> {
  await page.getByTestId('member-menu').click();
  const label = page.getByTestId('member-vip');
  await expect(label).toBeVisible();
  const text = await label.textContent();
  await page.keyboard.press('Escape');
  return text;
}

/** Spins at BET until the spins add up to `validBetCents`; answers the game's balance after the last. */
async function spinFor(game: FrameLocator, validBetCents: number): Promise<number> {
  const more = game.getByRole('button', { name: 'Tăng cược' });
  const bet = game.getByTestId('slot-bet');
  // From the default 1.00 up to BET: a few steps of the machine's bet list.
  for (let step = 0; step < 10 && (await bet.textContent()) !== BET; step += 1) {
    await expect(more).toBeEnabled();
    await more.click();
  }
  await expect(bet).toHaveText(BET);
  const spin = game.getByRole('button', { name: 'Quay' });
  const outcome = game.getByTestId('slot-win');
  for (let staked = 0; staked < validBetCents; staked += minorOf(BET)) {
    await expect(spin).toBeEnabled();
    await spin.click();
    await expect(outcome).toHaveText(/Bạn thắng|Lần này chưa trúng/);
    await expect(spin).toBeEnabled();
  }
  return minorOf(await game.getByTestId('house-balance').textContent());
}

test('the demo member climbs from VIP 0 to VIP 1 by playing a slot and is paid the upgrade bonus once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/rng');
  await signInAsDemo(page);
  expect(await headerVipLabel(page)).toBe('VIP 0');

  // The side menu's VIP item opens the security centre's VIP panel.
  await page.getByTestId('side-menu-vip').click();
  await expect(page).toHaveURL(/\/member\?section=security/);
  const panel = page.getByTestId('vip-panel');
  await expect(panel.getByTestId('vip-level')).toHaveText('VIP 0');
  await expect(panel.getByText('Cấp tiếp theo: VIP 1')).toBeVisible();
  await expect(panel.getByText('Thưởng thăng cấp 8.00')).toBeVisible();
  await expect(panel.getByRole('progressbar', { name: 'Cược hợp lệ' })).toBeVisible();
  await expect(panel.getByTestId('vip-ladder').locator('tr[aria-current="true"]')).toContainText('VIP 0');
  await expect(panel.getByText('Chưa có lần thăng cấp nào')).toBeVisible();

  // Play the slot until the valid bets reach VIP 1.
  await page.goto('/rng');
  await page
    .locator(`[data-testid="game-tile"][data-game-code="${SLOT}"]`)
    .getByRole('button', { name: /^Chơi/ })
    .first()
    .click();
  const popup = page.getByRole('dialog', { name: 'Rồng May Mắn' });
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.getByTestId('slot-reels')).toBeVisible();
  const afterPlay = await spinFor(game, VIP1_VALID_BET_CENTS);
  await popup.getByRole('button', { name: 'Đóng' }).click();
  await expect(popup).toBeHidden();

  // Reading the VIP status records VIP 1 and pays its bonus; the header follows by push.
  await page.goto('/member?section=security');
  await expect(panel.getByTestId('vip-level')).toHaveText('VIP 1');
  await expect(panel.getByTestId('vip-ladder').locator('tr[aria-current="true"]')).toContainText('VIP 1');
  const history = panel.getByTestId('vip-history').locator('tbody tr');
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText('VIP 1');
  await expect(history.first()).toContainText('8.00');
  await expect.poll(() => headerBalanceMinor(page)).toBe(afterPlay + VIP1_BONUS_CENTS);
  await expect.poll(() => headerVipLabel(page)).toBe('VIP 1');

  // Reading again pays nothing more.
  await page.reload();
  await expect(panel.getByTestId('vip-level')).toHaveText('VIP 1');
  await expect(panel.getByTestId('vip-history').locator('tbody tr')).toHaveCount(1);
  expect(await headerBalanceMinor(page)).toBe(afterPlay + VIP1_BONUS_CENTS);
});

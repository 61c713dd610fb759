// Journey: the demo member sits down at a live baccarat table (the lobby's launch gives the game's
// address, opened as the game popup's frame would), bets on Banker while betting is open, watches the
// hand dealt by the table's clock, and sees the bet settled and the balance move by what it paid
// (DESIGN.md "Game vendors"; the table plays a hand every 30 s, so this takes up to a minute).
import { expect, test } from './support/test';
import { minorOf } from './support/member';
import { launchAsDemo, waitForBetting } from './support/house';

const TABLE = 'BAC01';
const STAKE_CENTS = 10_00;
/** Bet only with this much of the betting phase left, so the click is not late. */
const SECONDS_NEEDED = 4;

const amount = (value: number) => (value / 100).toFixed(2);

test('the demo member bets on Banker and is paid by the dealt hand', async ({ page, request }) => {
  test.setTimeout(120_000);
  const url = await launchAsDemo(request, 'PDLIVE', TABLE);
  expect(url).toMatch(new RegExp(`^/house/baccarat/${TABLE}\\?launch=`));

  await page.goto(url);
  const balance = page.getByTestId('house-balance');
  await expect(balance).toHaveText(/^\d+\.\d{2}$/);
  await expect(page.getByTestId('stream-state')).toHaveText('Trực tiếp');
  await expect(page.getByTestId('seed-hash')).toHaveText(/^[0-9a-f]{64}$/);

  await waitForBetting(page, {
    phaseTestId: 'baccarat-phase',
    secondsNeeded: SECONDS_NEEDED,
    roundTimeoutMs: 35_000,
    secondsLeft: (countdown) => Number.parseInt(countdown ?? '0', 10),
  });
  const before = minorOf(await balance.textContent());
  await page.getByTestId('chip-10.00').click();
  const placed = page.waitForResponse(
    (response) =>
      response.url().endsWith('/house/api/baccarat/bets') && response.request().method() === 'POST',
  );
  await page.getByTestId('spot-banker').click();
  expect((await placed).status()).toBe(200);
  await expect(page.getByTestId('stake-banker')).toHaveText('10.00');
  await expect(balance).toHaveText(amount(before - STAKE_CENTS));

  // Betting closes, the cards are dealt and turned, the winner is named and the bet is paid.
  await expect(page.getByTestId('baccarat-phase')).toHaveAttribute('data-phase', 'dealing', {
    timeout: 25_000,
  });
  await expect(page.getByTestId('winner')).toBeVisible({ timeout: 15_000 });
  const settled = page.locator('[data-testid="my-bets"] li, [data-testid="last-bets"] li').first();
  await expect(settled).toHaveAttribute('data-outcome', /^(win|lose|push)$/, { timeout: 15_000 });
  const outcome = await settled.getAttribute('data-outcome');
  const returned = { win: 19_50, lose: 0, push: STAKE_CENTS }[outcome as 'win' | 'lose' | 'push'];
  await expect(balance).toHaveText(amount(before - STAKE_CENTS + returned));
  await expect(settled.getByRole('link')).toHaveAttribute('href', /^\/house\/verify\?round=BAC01-/);
});

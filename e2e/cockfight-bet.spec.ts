// Journey (issue 16 item 4): the demo member opens the house cockfight arena (the lobby's launch gives
// the game's address, opened as the game popup's frame would), bets on meron at the fight's odds while
// betting is open, watches the fight and its result pushed over the stream, and sees the bet settled
// and the balance move by what it paid, with the fight's seed revealed. The arena fights every three
// minutes (two of betting), so this takes up to four.
import { expect, test } from './support/test';
import { minorOf } from './support/member';
import { launchAsDemo, waitForBetting } from './support/house';

const ARENA = 'CF01';
const STAKE_CENTS = 10_00;
/** Bet only with this much of the betting phase left, so the click is not late. */
const SECONDS_NEEDED = 5;

const amount = (value: number) => (value / 100).toFixed(2);

/** "1:05" → 65. */
const secondsOf = (clock: string | null) => {
  const [minutes = '0', seconds = '0'] = (clock ?? '0:00').split(':');
  return Number(minutes) * 60 + Number(seconds);
};

test('the demo member bets on meron and is paid by the fight’s result', async ({ page, request }) => {
  test.setTimeout(300_000);
  const url = await launchAsDemo(request, 'PDCOCK', ARENA);
  expect(url).toMatch(new RegExp(`^/house/cockfight/${ARENA}\\?launch=`));

  await page.goto(url);
  const balance = page.getByTestId('house-balance');
  await expect(balance).toHaveText(/^\d+\.\d{2}$/);
  await expect(page.getByTestId('stream-state')).toHaveText('Trực tiếp');
  await expect(page.getByTestId('seed-hash')).toHaveText(/^[0-9a-f]{64}$/);

  await waitForBetting(page, {
    phaseTestId: 'cockfight-phase',
    secondsNeeded: SECONDS_NEEDED,
    roundTimeoutMs: 70_000,
    secondsLeft: secondsOf,
  });
  const before = minorOf(await balance.textContent());
  await page.getByTestId('chip-10.00').click();
  const placed = page.waitForResponse(
    (response) =>
      response.url().endsWith('/house/api/cockfight/bets') && response.request().method() === 'POST',
  );
  await page.getByTestId('spot-meron').click();
  expect((await placed).status()).toBe(200);
  await expect(page.getByTestId('stake-meron')).toHaveText('10.00');
  await expect(balance).toHaveText(amount(before - STAKE_CENTS));
  // The price the bet was taken at ("0.81:1"): a win returns the stake and stake × 0.81.
  const bet = page.getByTestId('my-bets').locator('li').first();
  const odds = /@ (\d+(?:\.\d{1,2})?):1/.exec((await bet.textContent()) ?? '')![1]!;
  const winnings = (STAKE_CENTS * Math.round(Number(odds) * 100)) / 100;

  // Betting closes, the roosters fight, the result is pushed and the bet is paid.
  await expect(page.getByTestId('cockfight-phase')).toHaveAttribute('data-phase', 'fighting', {
    timeout: 130_000,
  });
  await expect(page.getByTestId('winner')).toBeVisible({ timeout: 60_000 });
  const settled = page.locator('[data-testid="my-bets"] li, [data-testid="last-bets"] li').first();
  await expect(settled).toHaveAttribute('data-outcome', /^(win|lose|push)$/, { timeout: 20_000 });
  const outcome = (await settled.getAttribute('data-outcome')) as 'win' | 'lose' | 'push';
  // A draw returns a meron bet's stake (push).
  const returned = { win: STAKE_CENTS + winnings, lose: 0, push: STAKE_CENTS }[outcome];
  await expect(balance).toHaveText(amount(before - STAKE_CENTS + returned));
  await expect(page.getByTestId('revealed-seed')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(settled.getByRole('link')).toHaveAttribute('href', /^\/house\/verify\?round=CF01-/);
});

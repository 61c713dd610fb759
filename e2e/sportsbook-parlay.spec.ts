// Journey (issue 16 items 2, 5 and 6): the demo member opens /sports, finds the fixture board with
// virtual football's round (a round every 3 minutes, each match about 2), opens a fixture from it in
// the game popup (the sportsbook marks it), puts two matches of the next round with time to bet into
// a parlay, places it (one debit), watches the round play and sees the parlay settled by the job, the
// balance moved by what it paid, and the bet in the betting record, whose details link shows each
// leg's fixture, market, selection and odds. The wait for the result is measured from the picked
// round's countdown: up to 3.5 minutes to kick-off (a round with less than SECONDS_NEEDED left is
// skipped for the next), 126 s of play, then the job (every 5 s) and the list (every 10 s).
import { expect, test } from './support/test';
import { headerBalanceMinor, minorOf, signInAsDemo } from './support/member';

const STAKE = '10.00';
/** Bet only on a round this far from kick-off, so the click is not late. */
const SECONDS_NEEDED = 30;
/** A virtual match: 2 × 45 minutes and a 15-minute break, a match second lasting 20 ms. */
const MATCH_SECONDS = (2 * 45 + 15) * 60 * 0.02;
/** After the match: the settlement job's interval, the bet list's refresh and a loaded machine's slack. */
const SETTLE_SLACK_SECONDS = 75;

/** "Bắt đầu sau 02:13" → 133; null when there is no countdown. */
const secondsOf = (text: string | null) => {
  const match = /(\d+):(\d{2})/.exec(text ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

test('the demo member places a parlay on virtual football from the sports page and sees it settle', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await signInAsDemo(page);
  const before = await headerBalanceMinor(page);
  await page.goto('/sports');

  // The board lists the fixtures by league; virtual football's round is among them.
  const board = page.getByTestId('fixture-board');
  await expect(board.getByRole('heading', { name: 'Lịch thi đấu' })).toBeVisible();
  const virtual = board.getByTestId('board-league-VF-PREMIER');
  await expect(virtual).toContainText('Giải Ngoại Hạng Ảo');
  const listed = virtual.locator('[data-testid^="board-fixture-"]').first();
  const focus = (await listed.getAttribute('data-testid'))!.replace('board-fixture-', '');
  await listed.click();

  // The sportsbook opens in the game popup at that fixture.
  const popup = page.getByRole('dialog', { name: 'Bóng đá ảo' });
  await expect(popup).toBeVisible();
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.getByTestId(`fixture-${focus}`)).toHaveAttribute('data-focused', 'true');
  expect(minorOf(await game.getByTestId('house-balance').textContent())).toBe(before);

  // Two matches of the first round with time left to bet: their countdowns read the same.
  let picks: string[] = [];
  let kickOffInSeconds = 0;
  await expect
    .poll(
      async () => {
        const upcoming = game.locator('article[data-phase="PRE_MATCH"]');
        const chosen: string[] = [];
        kickOffInSeconds = 0;
        for (const fixture of await upcoming.all()) {
          const left = secondsOf(await fixture.getByTestId('kick-off-countdown').textContent());
          if (left !== null && left >= SECONDS_NEEDED) {
            chosen.push((await fixture.getAttribute('data-testid'))!);
            kickOffInSeconds = Math.max(kickOffInSeconds, left);
          }
          if (chosen.length === 2) break;
        }
        picks = chosen.map((testId) => testId.replace('fixture-', ''));
        return picks.length;
      },
      { timeout: 30_000 },
    )
    .toBe(2);
  for (const fixtureId of picks) await game.getByTestId(`odds-${fixtureId}-MATCH_RESULT-HOME`).click();

  const slip = game.getByTestId('bet-slip');
  await expect(slip.getByTestId('slip-kind')).toHaveText('Xiên 2');
  await slip.getByTestId('stake-input').fill(STAKE);
  await slip.getByRole('checkbox', { name: 'Chấp nhận thay đổi tỷ lệ cược' }).check();
  const placed = page.waitForResponse(
    (response) =>
      response.url().endsWith('/house/api/sportsbook/bets') && response.request().method() === 'POST',
  );
  await slip.getByRole('button', { name: 'Đặt cược', exact: true }).click();
  const answer = await placed;
  expect(answer.status()).toBe(200);
  const { bet } = (await answer.json()).value as {
    bet: { betId: string; legs: { fixtureId: string; odds: string }[]; potentialPayout: string };
  };
  expect(bet.legs.map((leg) => leg.fixtureId)).toEqual(picks);
  await expect(slip.getByRole('status')).toContainText(bet.betId);
  await expect(game.getByTestId('house-balance')).toHaveText(((before - 1000) / 100).toFixed(2));
  const open = game.getByTestId(`bet-${bet.betId}`);
  await expect(open.getByTestId('bet-status')).toHaveText('Đang chờ');

  // The round kicks off and plays; the job settles the parlay once both matches are over.
  await game.getByRole('tab', { name: 'Đã kết toán' }).click();
  const settled = game.getByTestId(`bet-${bet.betId}`);
  await expect(settled.getByTestId('bet-status')).toHaveText(/^(Thắng|Thua)$/, {
    timeout: (kickOffInSeconds + MATCH_SECONDS + SETTLE_SLACK_SECONDS) * 1000,
  });
  const won = (await settled.getByTestId('bet-status').textContent()) === 'Thắng';
  const paid = won ? minorOf(bet.potentialPayout) : 0;
  await expect(settled.getByTestId('bet-payout')).toHaveText(won ? bet.potentialPayout : '0.00');
  await expect(settled.locator('[data-outcome]')).toHaveCount(2);
  for (const outcome of await settled.locator('[data-outcome]').all())
    await expect(outcome).toHaveAttribute('data-outcome', /^(WIN|LOSE)$/);

  // The header follows the wallet; the bet is in the betting record with its legs behind the link.
  await popup.getByRole('button', { name: 'Đóng' }).click();
  await expect.poll(() => headerBalanceMinor(page)).toBe(before - 1000 + paid);
  await page.goto('/member?section=bettingRecord');
  const row = page.getByTestId('betting-record').locator('tbody tr').first();
  await expect(row).toContainText('Bóng đá ảo');
  await expect(row).toContainText(STAKE);
  const fairness = await row.getByRole('link', { name: 'Minh bạch' }).getAttribute('href');
  expect(fairness).toBe(`/house/verify?round=${bet.betId}`);
  await page.goto(fairness!);
  const detail = page.getByTestId('round-bet');
  await expect(detail).toContainText('Xiên 2');
  await expect(detail.getByTestId('round-bet-status')).toHaveText(won ? 'Thắng' : 'Thua');
  for (const leg of bet.legs) await expect(detail).toContainText(`1X2: Chủ nhà @ ${leg.odds}`);
  await expect(page.getByTestId('verify-result')).toBeVisible();
});

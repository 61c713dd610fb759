// Journey (issue 17 items 3 and 7): the demo member opens the house bingo room with the shortest round
// (the lobby's launch gives the game's address, opened as the game popup's frame would), waits for a
// buying phase with time left, buys a card, watches the balls come over the room's stream and the card
// daubed, and sees the round's result: the card's prize, the seed revealed with the card's verify link,
// and the balance moved by exactly what the card paid. BG02 plays a round every three minutes (70 s of
// sales, 80 s of balls), so this takes up to four and a half.
import { expect, test } from './support/test';
import { minorOf } from './support/member';
import { launchAsDemo, waitForBetting } from './support/house';

const ROOM = 'BG02';
const PRICE_CENTS = 5_00;
/** Buy only with this much of the buying phase left, so the click is not late. */
const SECONDS_NEEDED = 5;

const amount = (value: number) => (value / 100).toFixed(2);

/** "01:05" → 65. */
const secondsOf = (clock: string | null) => {
  const [minutes = '0', seconds = '0'] = (clock ?? '00:00').split(':');
  return Number(minutes) * 60 + Number(seconds);
};

test('the demo member buys a bingo card, watches the balls and is paid what the card won', async ({
  page,
  request,
}) => {
  test.setTimeout(330_000);
  const url = await launchAsDemo(request, 'PDBINGO', ROOM);
  expect(url).toMatch(new RegExp(`^/house/bingo/${ROOM}\\?launch=`));

  await page.goto(url);
  const balance = page.getByTestId('house-balance');
  await expect(balance).toHaveText(/^\d+\.\d{2}$/);
  await expect(page.getByTestId('stream-state')).toHaveText('Trực tiếp');
  await expect(page.getByTestId('seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByTestId('rtp')).toHaveText('Tỷ lệ hoàn trả: 95.39%');

  // A round of BG02 is 180 s: a whole round may pass before sales open again.
  await waitForBetting(page, {
    phaseTestId: 'bingo-phase',
    secondsNeeded: SECONDS_NEEDED,
    roundTimeoutMs: 120_000,
    secondsLeft: secondsOf,
  });
  const before = minorOf(await balance.textContent());
  const bought = page.waitForResponse(
    (response) => response.url().endsWith('/house/api/bingo/cards') && response.request().method() === 'POST',
  );
  await page.getByTestId('buy-cards').click();
  expect((await bought).status()).toBe(200);
  const card = page.getByTestId('my-cards').getByTestId('bingo-card');
  await expect(card).toHaveCount(1);
  await expect(balance).toHaveText(amount(before - PRICE_CENTS));

  // Sales close and the balls come one by one, lit on the board as they are called.
  const phase = page.getByTestId('bingo-phase');
  await expect(phase).toHaveAttribute('data-phase', 'drawing', { timeout: 75_000 });
  await expect(page.getByTestId('latest-ball')).toHaveText(/^[BINGO]\d{1,2}$/, { timeout: 10_000 });
  await expect(page.getByTestId('ball-count')).toHaveText(/^Bóng (?:[3-9]|[1-4]\d)\/40$/, {
    timeout: 10_000,
  });
  const lit = await page.getByTestId('ball-board').locator('[data-called]').count();
  expect(lit).toBeGreaterThanOrEqual(3);

  // The last ball: the seed is revealed and the card is paid its prize (0.00 when it won nothing).
  const paid = page.locator('[data-testid="bingo-card"][data-payout]').first();
  await expect(paid).toBeVisible({ timeout: 110_000 });
  await expect(page.getByTestId('ball-count')).toHaveText('Bóng 40/40');
  const payout = minorOf(await paid.getAttribute('data-payout'));
  await expect(balance).toHaveText(amount(before - PRICE_CENTS + payout));
  await expect(paid.getByTestId('card-prize')).toBeVisible();
  await expect(page.getByTestId('revealed-seed')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByTestId('result-summary')).toBeVisible();
  await expect(paid.getByTestId('card-verify')).toHaveAttribute(
    'href',
    new RegExp(`^/house/verify\\?round=${ROOM}-`),
  );
});

// Journey: the demo member opens the South-East Asian lottery page for the one-minute game (SPEC.md
// §2 /seaLottery?gameCode=, login required), buys a big/small ticket in the game's frame, and sees
// it settle at the draw (won or lost, with its payout), the draw's number shown in the game, and the
// page's opened-numbers board agree with it. The demo member starts with 1,000.00 (seed data).
import { expect, test, type FrameLocator } from './support/test';
import { signInAsDemo } from './support/member';

/** A one-minute game: the ticket's draw is at most a minute away, plus the job's second. */
const SETTLE_TIMEOUT_MS = 95_000;

/** The amount in a "1234.50" text as minor units. */
const minor = (text: string | null) => Math.round(Number(text) * 100);

/** Waits until the draw takes tickets (in its last 10 s before a draw a one-minute game does not). */
async function waitForBetting(game: FrameLocator) {
  await expect(game.getByTestId('lottery-phase')).toHaveText('Đang nhận cược', { timeout: 30_000 });
}

test('the demo member buys a lottery ticket in the frame and sees it settle at the draw', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInAsDemo(page);
  await page.goto('/seaLottery?gameCode=SEA5D1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Xổ số Đông Nam Á · Đông Nam Á 5D 1 phút');
  await expect(page.getByTestId('lottery-game-SEA5D1')).toHaveAttribute('aria-current', 'page');
  // The page lists the South-East Asian studio's games only.
  await expect(page.getByTestId('lottery-game-TH4D5')).toBeVisible();
  await expect(page.getByTestId('lottery-game-VNNORTH5')).toHaveCount(0);

  const game = page.frameLocator('[data-testid="lottery-frame"]');
  await expect(game.getByRole('heading', { name: 'Đông Nam Á 5D 1 phút' })).toBeVisible();
  const balance = game.getByTestId('house-balance');
  await expect(balance).toHaveText(/^\d+\.\d{2}$/);
  await waitForBetting(game);

  await game.getByRole('tab', { name: /Tài \/ Xỉu/ }).click();
  await game.getByRole('button', { name: 'Tài', exact: true }).click();
  await expect(game.getByTestId('lottery-selection')).toHaveText('big');
  await game.getByRole('textbox', { name: 'Tiền cược' }).fill('10');
  await expect(game.getByText('Thắng với tỷ lệ ×1.96 nhận 19.60')).toBeVisible();
  const before = minor(await balance.textContent());
  await waitForBetting(game);
  await game.getByRole('button', { name: 'Đặt vé' }).click();
  await expect(game.getByRole('status').filter({ hasText: 'Đã đặt vé. Chúc may mắn!' })).toBeVisible();
  await expect.poll(async () => minor(await balance.textContent())).toBe(before - 1_000);

  const ticket = game.getByTestId('lottery-ticket').first();
  await expect(ticket).toHaveAttribute('data-outcome', 'waiting');
  await expect(ticket).toContainText('Chờ quay số');
  await expect(ticket.locator('[data-selection="big"]')).toHaveText('Tài');

  // The draw: the ticket settles, won at 1.96 or lost, and shows the draw's number.
  await expect(ticket).toHaveAttribute('data-outcome', /^(won|lost)$/, { timeout: SETTLE_TIMEOUT_MS });
  const outcome = await ticket.getAttribute('data-outcome');
  await expect(ticket).toContainText(outcome === 'won' ? 'Thắng' : 'Thua');
  await expect(ticket).toContainText(outcome === 'won' ? '19.60' : '0.00');
  const winningNumber = (await ticket.getByTestId('lottery-ticket-number').textContent()) ?? '';
  expect(winningNumber).toMatch(/^\d{5}$/);
  const digitSum = [...winningNumber].reduce((sum, digit) => sum + Number(digit), 0);
  expect(outcome).toBe(digitSum > 22.5 ? 'won' : 'lost');
  await expect(game.getByTestId('lottery-last-result').getByRole('img')).toHaveAttribute(
    'data-number',
    winningNumber,
  );
  await expect
    .poll(async () => minor(await balance.textContent()))
    .toBe(before - 1_000 + (outcome === 'won' ? 1_960 : 0));

  // The member page's board shows the same draw, from the platform's public calls.
  await expect(page.getByTestId('lottery-opened').getByRole('img')).toHaveAttribute(
    'data-number',
    winningNumber,
    {
      timeout: 15_000,
    },
  );
  await expect(page.getByTestId('lottery-recent-results')).toContainText(winningNumber);
});

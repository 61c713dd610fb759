// Journey (issue 17 items 4, 5 and 7): the demo member finds video poker among the RNG games (the
// "Video poker" sub-type), opens Jacks or Better from its tile, deals five coins, holds what the hint
// advises, draws, and sees the result; the game's balance moves by exactly the payout minus the bet,
// and the header's balance agrees once the popup closes.
import { expect, test } from './support/test';
import { headerBalanceMinor, minorOf, signInAsDemo } from './support/member';

const GAME = 'jacks-or-better';

test('the demo member plays a hand of video poker and the balance moves by the payout minus the bet', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsDemo(page);
  const before = await headerBalanceMinor(page);
  await page.goto('/rng');

  await page.getByTestId('rng-sub-types').getByRole('radio', { name: 'Video poker' }).click();
  const tile = page.locator(`[data-testid="game-tile"][data-game-code="${GAME}"]`).first();
  await expect(tile.locator('img').first()).toHaveAttribute(
    'src',
    /\/house\/art\/video-poker\/jacks-or-better\.svg$/,
  );
  await tile.getByRole('button', { name: /^Chơi/ }).first().click();
  const popup = page.getByRole('dialog', { name: 'Poker Đôi J Trở Lên' });
  const game = page.frameLocator('[data-testid="game-frame"]');
  // The machine's glass: the exact return is computed by the engine on the server's first call.
  await expect(game.getByTestId('vp-paytable')).toBeVisible({ timeout: 30_000 });
  await expect(game.getByText('Tỷ lệ hoàn trả khi cược 5 xu: 99.54%', { exact: false })).toBeVisible();
  const balance = game.getByTestId('house-balance');
  expect(minorOf(await balance.textContent())).toBe(before);

  // Deal: five coins of the first value (0.10) is the bet the machine starts on.
  const result = game.getByTestId('vp-result');
  await game.getByRole('button', { name: 'Chia bài' }).click();
  await expect(result).toHaveAttribute('data-phase', 'dealt');
  const bet = minorOf(await result.getAttribute('data-bet'));
  expect(bet).toBe(50);
  await expect(balance).toHaveText(((before - bet) / 100).toFixed(2));
  await expect(game.getByRole('img', { name: /^(10|[2-9AJQK])[♠♥♦♣]$/ })).toHaveCount(5);

  // Hold what the hint advises (the hold of highest expected return), then draw with it.
  const hinted = page.waitForResponse((response) => response.url().endsWith('/house/api/video-poker/hint'));
  await game.getByRole('button', { name: 'Gợi ý' }).click();
  const hint = (await (await hinted).json()).value as { held: boolean[] };
  await expect(result).toHaveText(/^Gợi ý:/);
  const drawn = page.waitForRequest((request) => request.url().endsWith('/house/api/video-poker/draw'));
  await game.getByRole('button', { name: 'Đổi bài' }).click();
  expect((await drawn).postDataJSON()).toEqual({ held: hint.held });

  await expect(result).toHaveAttribute('data-phase', 'drawn');
  const payout = minorOf(await result.getAttribute('data-payout'));
  await expect(result).toHaveText(payout > 0 ? /bạn thắng/ : 'Lần này chưa trúng');
  const after = before - bet + payout;
  await expect(balance).toHaveText((after / 100).toFixed(2));
  await expect(game.getByRole('button', { name: 'Chia bài' })).toBeEnabled();

  await popup.getByRole('button', { name: 'Đóng' }).click();
  await expect(popup).toBeHidden();
  await expect.poll(() => headerBalanceMinor(page)).toBe(after);
});

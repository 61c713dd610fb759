// Journey: the demo member plays a house slot in the game popup until a spin wins; the header balance
// follows the game's (pushed over the WebSocket, no polling), the betting record shows the winning
// round, and its fairness page checks the round once the seeds are rotated (issue 5: house vendor,
// seamless wallet, provably fair).
import { expect, test, type FrameLocator } from './support/test';
import { headerBalanceMinor, minorOf, signInAsDemo } from './support/member';

const SLOT = 'lucky-dragon';
/** Enough spins that a win comes (the machine hits on about one spin in three) yet the test ends. */
const SPINS_MAX = 60;

async function spinUntilWin(game: FrameLocator): Promise<{ win: number; balance: number }> {
  const spin = game.getByRole('button', { name: 'Quay' });
  const outcome = game.getByTestId('slot-win');
  for (let spins = 0; spins < SPINS_MAX; spins += 1) {
    await expect(spin).toBeEnabled();
    await spin.click();
    // The reels turn, then the outcome shows: a win or "no win this time".
    await expect(outcome).toHaveText(/Bạn thắng|Lần này chưa trúng/);
    await expect(spin).toBeEnabled();
    const text = await outcome.textContent();
    if (text?.startsWith('Bạn thắng')) {
      return { win: minorOf(text), balance: minorOf(await game.getByTestId('house-balance').textContent()) };
    }
  }
  throw new Error(`no win in ${SPINS_MAX} spins`);
}

test('the demo member plays a slot until a win shows in the header balance and the betting record', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/rng');
  await signInAsDemo(page);
  const before = await headerBalanceMinor(page);

  await page
    .locator(`[data-testid="game-tile"][data-game-code="${SLOT}"]`)
    .getByRole('button', { name: /^Chơi/ })
    .first()
    .click();
  const popup = page.getByRole('dialog', { name: 'Rồng May Mắn' });
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.getByTestId('slot-reels')).toBeVisible();
  expect(minorOf(await game.getByTestId('house-balance').textContent())).toBe(before);

  const { win, balance } = await spinUntilWin(game);
  expect(win).toBeGreaterThan(0);
  await popup.getByRole('button', { name: 'Đóng' }).click();
  await expect(popup).toBeHidden();
  await expect.poll(() => headerBalanceMinor(page)).toBe(balance);

  // The winning round heads the betting record, with its payout and a fairness link.
  await page.goto('/member?section=bettingRecord');
  const record = page.getByTestId('betting-record');
  const newest = record.locator('tbody tr').first();
  await expect(newest).toContainText('Rồng May Mắn');
  const payout = (win / 100).toFixed(2);
  await expect(newest).toContainText(payout);
  const fairness = await newest.getByRole('link', { name: 'Minh bạch' }).getAttribute('href');
  expect(fairness).toMatch(/^\/house\/verify\?round=PDSLOT-/);

  // Before rotation the server seed stays secret; after it the page recomputes the same reels.
  await page.goto(fairness!);
  await expect(page.getByText('vẫn đang được dùng')).toBeVisible();
  const launched = await page.request.post('/api/lobby/launch', {
    headers: {
      authorization: `Bearer ${await page.evaluate(() => sessionStorage.getItem('playdeck.token') ?? '')}`,
    },
    data: { vendorCode: 'PDSLOT', gameCode: SLOT },
  });
  expect(launched.ok()).toBe(true);
  await page.goto((await launched.json()).value.url);
  await page.getByRole('button', { name: 'Minh bạch' }).click();
  await page
    .getByRole('dialog', { name: 'Minh bạch' })
    .getByRole('button', { name: 'Đổi hạt giống' })
    .click();
  await expect(page.getByTestId('revealed-seed')).toBeVisible();
  await page.goto(fairness!);
  const result = page.getByTestId('verify-result');
  await expect(result).toContainText('Mã băm của hạt giống máy chủ khớp với giá trị đã công bố');
  await expect(result).toContainText('Kết quả tính lại khớp với ván đã ghi');
});

// Journey (issue 17 item 6): a visitor, never signed in and given no trial account, opens a house slot
// with its tile's free-trial button; the game page says plainly it is play money (2,000.00 of it),
// spins move only that play money, the site stays signed out, and the platform's ledger holds not one
// more transaction (the operator's ledger check, before and after).
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { minorOf } from './support/member';
import { operatorToken } from './support/operator';

const SLOT = 'lucky-dragon';
const SPINS = 3;

async function ledgerTransactions(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/operator/ledger/verify', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  const value = (await response.json()).value as { balanced: boolean; transactionsChecked: number };
  expect(value.balanced).toBe(true);
  return value.transactionsChecked;
}

test('a visitor tries a slot in play money and the ledger does not move', async ({ page, request }) => {
  const token = await operatorToken(request);
  await page.goto('/rng');
  const tile = page.locator(`[data-testid="game-tile"][data-game-code="${SLOT}"]`).first();
  const before = await ledgerTransactions(request, token);
  const header = page.locator('header').first();
  await expect(header.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
  await tile.getByRole('button', { name: 'Chơi thử' }).click();

  const popup = page.getByRole('dialog', { name: 'Rồng May Mắn' });
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.getByTestId('demo-money')).toHaveText(
    'Chơi thử. Bạn đang chơi bằng tiền ảo: tiền cược không phải tiền thật và tiền thắng không được trả.',
  );
  const balance = game.getByTestId('house-balance');
  await expect(balance).toHaveText('2000.00');

  const spin = game.getByRole('button', { name: 'Quay' });
  const outcome = game.getByTestId('slot-win');
  let expected = minorOf(await balance.textContent());
  for (let spins = 0; spins < SPINS; spins += 1) {
    await expect(spin).toBeEnabled();
    const answered = page.waitForResponse((response) => response.url().endsWith('/house/api/slots/spin'));
    await spin.click();
    const value = (await (await answered).json()).value as { bet: string; win: string };
    expected += minorOf(value.win) - minorOf(value.bet);
    await expect(outcome).toHaveText(/Bạn thắng|Lần này chưa trúng/);
    await expect(balance).toHaveText((expected / 100).toFixed(2));
  }

  expect(await ledgerTransactions(request, token)).toBe(before);
  // No sign-in and no trial account came of it: the header still offers sign-in, and no member menu.
  await popup.getByRole('button', { name: 'Đóng' }).click();
  await expect(header.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
  await expect(page.getByTestId('member-menu')).toHaveCount(0);
});

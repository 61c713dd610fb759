// Journey (issue 17 items 4 and 5): the demo member opens the Lucky Coins scratch card, reads that a
// ticket's result is fixed when it is bought, buys one (its price paid, its prize still hidden, the
// balance showing only the price gone), rubs the foil off a cell with the mouse, reveals the rest,
// and sees the prize the server decided with the balance after it; the platform's ledger stays
// balanced.
import type { APIRequestContext } from '@playwright/test';
import { launchAsDemo } from './support/house';
import { minorOf } from './support/member';
import { operatorToken } from './support/operator';
import { expect, test } from './support/test';

async function ledgerBalanced(request: APIRequestContext): Promise<boolean> {
  const response = await request.get('/api/operator/ledger/verify', {
    headers: { authorization: `Bearer ${await operatorToken(request)}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).value.balanced as boolean;
}

test('the demo member buys a scratch ticket, scratches it and is paid what was fixed at purchase', async ({
  page,
  request,
}) => {
  await page.goto(await launchAsDemo(request, 'PDSCRATCH', 'SC01'));
  await expect(page.getByRole('heading', { name: 'Xu May Mắn' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Kết quả của vé đã được định sẵn ngay khi bạn mua');
  await expect(page.getByTestId('scratch-rtp')).toHaveText('95.10%');
  const balance = page.getByTestId('house-balance');
  await expect(balance).toHaveText(/\d\.\d{2}/);
  const before = minorOf(await balance.textContent());

  const answered = page.waitForResponse((response) => response.url().endsWith('/house/api/scratch/tickets'));
  await page.getByRole('button', { name: 'Mua vé · 1.00' }).click();
  const ticket = (await (await answered).json()).value as { prize: string; balance: string };
  const result = page.getByTestId('scratch-result');
  await expect(result).toHaveText('Đã mở 0/9 ô');
  // Paid, not yet revealed: the balance shows the price gone and nothing of the prize.
  await expect(balance).toHaveText(((before - 100) / 100).toFixed(2));

  // Rub the top left cell with the mouse, side to side.
  const foil = page.getByTestId('scratch-foil');
  const box = (await foil.boundingBox())!;
  const cell = { left: box.x + 4, right: box.x + box.width / 3 - 4, top: box.y, height: box.height / 3 };
  await page.mouse.move(cell.left, cell.top + 6);
  await page.mouse.down();
  for (let pass = 0; pass < 7; pass += 1) {
    const y = cell.top + (cell.height * (pass + 0.5)) / 7;
    await page.mouse.move(cell.right, y, { steps: 6 });
    await page.mouse.move(cell.left, y + cell.height / 14, { steps: 6 });
  }
  await page.mouse.up();
  await expect(result).toHaveText(/Đã mở [1-9]\/9 ô/);
  await expect(page.getByTestId('scratch-key-0')).not.toHaveAccessibleName('Ô 1: mở ô');

  await page.getByRole('button', { name: 'Mở tất cả' }).click();
  await expect(result).toHaveText(
    ticket.prize === '0.00'
      ? 'Vé này không trúng'
      : new RegExp(`^Bạn trúng ${ticket.prize.replace('.', '\\.')}!`),
  );
  await expect(balance).toHaveText(ticket.balance);
  expect(minorOf(ticket.balance)).toBe(before - 100 + minorOf(ticket.prize));
  await expect(page.getByRole('button', { name: 'Mua vé khác · 1.00' })).toBeEnabled();
  expect(await ledgerBalanced(request)).toBe(true);
});

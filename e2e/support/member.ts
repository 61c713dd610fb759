// What journeys do as a member in the browser: sign in through the login popup, read the header's
// balance (pushed by the server after every move) as minor units.
import { expect, type Page } from '@playwright/test';
import { DEMO } from './operator';

/** Opens /login (the login popup over the home page) and signs in; the popup closes on success. */
export async function signInThroughPopup(page: Page, username: string, password: string) {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
  await dialog.getByRole('textbox', { name: 'Tên đăng nhập' }).fill(username);
  await dialog.getByRole('textbox', { name: 'Mật khẩu' }).fill(password);
  await dialog.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Signs the demo member in and waits for the header's member menu. */
export async function signInAsDemo(page: Page) {
  await signInThroughPopup(page, DEMO.member.username, DEMO.member.password);
  await expect(page.getByTestId('member-menu')).toBeVisible();
}

/** "$1,234.50", "-12.00" or "1234.50" as minor units (cents). */
export function minorOf(text: string | null): number {
  const match = /(-)?([\d,]+)\.(\d{2})/.exec(text ?? '');
  if (!match) throw new Error(`no amount in ${text}`);
  return (match[1] ? -1 : 1) * (Number(match[2]!.replaceAll(',', '')) * 100 + Number(match[3]));
}

/** The balance in the header's member menu, in minor units (opens and closes the menu). */
export async function headerBalanceMinor(page: Page): Promise<number> {
  await page.getByTestId('member-menu').click();
  const balance = page.getByTestId('member-balance');
  // "…" while the first balance call is on its way.
  await expect(balance).toHaveText(/\d\.\d{2}/);
  const text = await balance.textContent();
  await page.keyboard.press('Escape');
  return minorOf(text);
}

/** Opens a house slot's game popup from the /rng list, spins once (a win or not) and closes it. */
export async function spinSlotOnce(page: Page, slot = 'lucky-dragon', name = 'Rồng May Mắn') {
  await page.goto('/rng');
  await page
    .locator(`[data-testid="game-tile"][data-game-code="${slot}"]`)
    .getByRole('button', { name: /^Chơi/ })
    .first()
    .click();
  const popup = page.getByRole('dialog', { name });
  const game = page.frameLocator('[data-testid="game-frame"]');
  const spin = game.getByRole('button', { name: 'Quay' });
  await expect(spin).toBeEnabled();
  await spin.click();
  await expect(game.getByTestId('slot-win')).toHaveText(/Bạn thắng|Lần này chưa trúng/);
  await popup.getByRole('button', { name: 'Đóng' }).click();
}

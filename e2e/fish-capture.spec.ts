// Journey (issue 17 items 1, 5 and 7): the demo member opens the Coral Reef fish room from /fish (its
// tile with its art), turns auto-fire on and lets the cannon shoot fish until a capture pays, turns it
// off, and sees the game's balance moved by exactly the wins less the bets of every answered batch, and
// the site's header balance agree once the game closes. Bad input through the game's own session: a
// bet the room does not offer is refused for that shot and costs nothing, a batch of too many shots is
// refused with a message per field, and the balance does not move.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import { headerBalanceMinor, minorOf, signInAsDemo } from './support/member';

const ROOM = 'coral-reef';
const ROOM_NAME = 'Rạn San Hô';

/** The game session the game page keeps in its tab, and the fish it can see now. */
async function gameSession(page: Page) {
  const frame = page.frames().find((candidate) => candidate.url().includes(`/house/fish/${ROOM}`));
  if (!frame) throw new Error('no fish game frame');
  const stored = await frame.evaluate((key) => sessionStorage.getItem(key), `playdeck.house.fish.${ROOM}`);
  return `Bearer ${(JSON.parse(stored!) as { sessionToken: string }).sessionToken}`;
}

test('the demo member shoots fish until a capture pays, and the balance moves by wins less bets', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/fish');
  await signInAsDemo(page);
  const before = await headerBalanceMinor(page);

  await page.goto('/fish');
  const tile = page.locator(`[data-testid="game-tile"][data-game-code="${ROOM}"]`);
  await expect(tile.locator('img').first()).toHaveAttribute('src', `/house/art/fish/${ROOM}.svg`);
  await tile.getByRole('button', { name: /^Chơi/ }).first().click();
  const popup = page.getByRole('dialog', { name: ROOM_NAME });
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.getByTestId('fish-pond')).toBeVisible();
  const balance = game.getByTestId('house-balance');
  await expect(balance).toHaveText(/^\d+\.\d{2}$/);
  expect(minorOf(await balance.textContent())).toBe(before);
  await expect(game.getByTestId('fish-bet')).toHaveText('0.10');

  // Auto-fire shoots at the fish nearest the aim four times a second; a clownfish is caught about one
  // shot in two, so a capture comes within seconds.
  await game.getByTestId('fish-auto').click();
  await expect(game.getByTestId('fish-auto')).toHaveAttribute('aria-pressed', 'true');
  const news = game.getByTestId('fish-news');
  await expect
    .poll(async () => Number(await news.getAttribute('data-captures')), { timeout: 90_000 })
    .toBeGreaterThan(0);
  await expect(news).toContainText(/Bắt được .+ ×\d+: \+\d+\.\d{2}/);
  await game.getByTestId('fish-auto').click();
  await expect(game.getByTestId('fish-auto')).toHaveAttribute('aria-pressed', 'false');
  await expect(game.getByTestId('fish-pending')).toHaveAttribute('data-state', 'idle', { timeout: 20_000 });

  const staked = minorOf(await game.getByTestId('fish-staked').textContent());
  const won = minorOf(await game.getByTestId('fish-won').textContent());
  expect(staked).toBeGreaterThan(0);
  expect(won).toBeGreaterThan(0);
  const after = minorOf(await balance.textContent());
  expect(after).toBe(before - staked + won);

  // Bad input, sent with the game's own session: nothing moves.
  const authorization = await gameSession(page);
  const scene = await page.request.get('/house/api/fish/room', { headers: { authorization } });
  const sceneIndex = (await scene.json()).value.sceneIndex as number;
  const offLimits = await page.request.post('/house/api/fish/batches', {
    headers: { authorization },
    data: {
      requestId: randomUUID(),
      sceneIndex,
      shots: [{ shotIndex: 0, fishId: `${sceneIndex}-0`, timeMs: 0, bet: '5.00' }],
    },
  });
  expect(offLimits.status()).toBe(200);
  expect((await offLimits.json()).value).toMatchObject({
    roundId: null,
    stake: '0.00',
    shots: [{ outcome: 'REFUSED', refusal: 'BET_NOT_ALLOWED', stake: '0.00' }],
    balance: (after / 100).toFixed(2),
  });
  const tooMany = await page.request.post('/house/api/fish/batches', {
    headers: { authorization, 'accept-language': 'vi' },
    data: {
      requestId: randomUUID(),
      sceneIndex,
      shots: Array.from({ length: 21 }, (_, shotIndex) => ({
        shotIndex,
        fishId: `${sceneIndex}-0`,
        timeMs: 0,
        bet: '0.10',
      })),
    },
  });
  expect(tooMany.status()).toBe(400);
  expect((await tooMany.json()).fields.shots).toBeTruthy();

  await popup.getByRole('button', { name: 'Đóng' }).click();
  await expect(popup).toBeHidden();
  await expect.poll(() => headerBalanceMinor(page)).toBe(after);
});

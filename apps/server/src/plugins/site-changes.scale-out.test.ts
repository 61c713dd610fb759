// Proves that what an API process keeps in memory of what the operator sets is dropped on every
// process the moment the operator changes it through another one (issue 20 item 2, DESIGN.md
// "Scale-out", docs/decisions/021-scale-out.md): two apps on one database and one Redis; each value
// is read on the second app first (so that it keeps it), changed through the first app's operator
// desk, and asked of the second again until it answers the new value, within a bound well under the
// time the second app would keep it otherwise (site settings, VIP ladder and phone sign-in 3 s,
// vendors' rows 5 s, lobby lanes and catalogue 30 s). Needs TEST_REDIS_URL (.ci/run sets it in the
// PostgreSQL run when a Redis answers); skipped otherwise.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENDOR_SIGNATURE_HEADER } from '@playdeck/contract/vendors';
import { gamesTable } from '../features/lobby/lobby.table';
import { signBody } from '../features/vendors/vendors.signature';
import { TEST_REDIS_URL, twoApps, type TwoApps } from '../test-support/build-test-app';
import { fundedMember } from '../test-support/factories';
import { operatorHeaders } from '../test-support/payments';

const HOUSE_SECRET = 'house-secret-for-site-changes-scale-out';
/** Far under every time a value is kept: an answer within it came from the announcement. */
const ANNOUNCEMENT_BOUND_MS = 1_000;
const soon = { timeout: ANNOUNCEMENT_BOUND_MS, interval: 20 };

let apps: TwoApps;
let desk: FastifyInstance;
let other: FastifyInstance;
let operator: { authorization: string };

beforeAll(async () => {
  if (!TEST_REDIS_URL) return;
  apps = await twoApps({ redisUrl: TEST_REDIS_URL, env: { HOUSE_VENDOR_SECRET: HOUSE_SECRET } });
  desk = apps.first.app;
  other = apps.second.app;
  operator = await operatorHeaders(desk);
}, 120_000);
afterAll(() => apps?.close());

async function change(method: 'PATCH' | 'PUT', url: string, payload: object) {
  const response = await desk.inject({ method, url, headers: operator, payload });
  expect(response.statusCode, response.body).toBe(200);
}

const get = async (url: string) => {
  const response = await other.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
};

describe.skipIf(!TEST_REDIS_URL)('the other process drops what it keeps (needs TEST_REDIS_URL)', () => {
  it('site settings: the start-up call answers the new site name', async () => {
    const siteName = () => get('/api/permission').then((value) => value.siteName as string);
    expect(await siteName()).toBe('Playdeck');
    await change('PATCH', '/api/operator/site-settings', { siteName: 'Playdeck Scale-out' });
    await expect.poll(siteName, soon).toBe('Playdeck Scale-out');
    // Maintenance, asked by every API call's access check, turns on there at once too.
    await change('PATCH', '/api/operator/site-settings', { maintenance: true });
    await expect.poll(() => get('/api/permission').then((value) => value.maintenance), soon).toBe(true);
    await change('PATCH', '/api/operator/site-settings', { maintenance: false, siteName: 'Playdeck' });
    await expect.poll(siteName, soon).toBe('Playdeck');
  });

  it('vendors: a disabled vendor leaves the lanes, and its signed wallet calls are refused', async () => {
    const member = await fundedMember(apps.first.database.db, 1_000n);
    const body = JSON.stringify({ playerId: member.id });
    const walletCall = async () =>
      (
        await other.inject({
          method: 'POST',
          url: '/api/vendor/PDSLOT/balance',
          headers: {
            'content-type': 'application/json',
            [VENDOR_SIGNATURE_HEADER]: signBody(HOUSE_SECRET, body),
          },
          payload: body,
        })
      ).statusCode;
    const lanes = () =>
      get('/api/lobby/vendors').then((value) =>
        value.lanes.flatMap((lane: { cards: { vassalage: string }[] }) =>
          lane.cards.map((card) => card.vassalage),
        ),
      );
    expect(await walletCall()).toBe(200);
    expect(await lanes()).toContain('PDSLOT');
    await change('PATCH', '/api/operator/vendors/PDSLOT', { enabled: false });
    await expect.poll(walletCall, soon).toBe(404);
    await expect.poll(lanes, soon).not.toContain('PDSLOT');
    await change('PATCH', '/api/operator/vendors/PDSLOT', { enabled: true });
    await expect.poll(walletCall, soon).toBe(200);
    await expect.poll(lanes, soon).toContain('PDSLOT');
  });

  it('games: a game switched off leaves the game list', async () => {
    const [game] = await apps.first.database.db
      .select({ id: gamesTable.id })
      .from(gamesTable)
      .where(and(eq(gamesTable.vendorCode, 'PDSLOT'), eq(gamesTable.gameCode, 'lucky-dragon')));
    const listed = () =>
      get('/api/lobby/games?vassalage=PDSLOT&pageSize=100').then((value) =>
        value.games.map((item: { gameCode: string }) => item.gameCode),
      );
    expect(await listed()).toContain('lucky-dragon');
    await change('PATCH', `/api/operator/games/${game!.id}`, { enabled: false });
    await expect.poll(listed, soon).not.toContain('lucky-dragon');
    await change('PATCH', `/api/operator/games/${game!.id}`, { enabled: true });
    await expect.poll(listed, soon).toContain('lucky-dragon');
  });

  it('the VIP ladder: turning VIP off shows in the start-up call', async () => {
    const hasVip = () => get('/api/permission').then((value) => value.hasVip as boolean);
    const before = await desk.inject({ method: 'GET', url: '/api/operator/vip/levels', headers: operator });
    const levels = before.json().value;
    expect(await hasVip()).toBe(levels.length > 0);
    await change('PUT', '/api/operator/vip/levels', { levels: [] });
    await expect.poll(hasVip, soon).toBe(false);
    await change('PUT', '/api/operator/vip/levels', {
      levels: [{ level: 1, name: 'VIP 1', minValidBet: '100.00', minDeposit: '0.00', upgradeBonus: '0.00' }],
    });
    await expect.poll(hasVip, soon).toBe(true);
  });

  it('phone sign-in: the provider the operator picks is the one the page is told', async () => {
    const provider = () => get('/api/sms/phone-auth').then((value) => value.provider as string);
    expect(await provider()).toBe('builtin');
    await change('PUT', '/api/operator/sms/phone-auth', {
      provider: 'firebase',
      projectId: 'playdeck-scale',
      apiKey: 'scale-out-api-key',
    });
    await expect.poll(provider, soon).toBe('firebase');
    await change('PUT', '/api/operator/sms/phone-auth', { provider: 'builtin' });
    await expect.poll(provider, soon).toBe('builtin');
  });
});

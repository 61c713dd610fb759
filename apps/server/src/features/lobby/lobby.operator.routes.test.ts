// Proves the operator's catalogue desk: vendors with their game counts, games filtered and paged,
// each change visible in the member lobby at once (lanes, lists, hot, names, launch) — also in
// another API process through Redis when TEST_REDIS_URL is set — every bad input refused with its
// field named, unknown vendors and games 404, and the desk closed to everyone but the operator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorHeaders } from '../../test-support/payments';
import { buildTestApp, TEST_REDIS_URL, twoApps, type TestApp } from '../../test-support/build-test-app';
import { authHeader } from '../../test-support/session';

let testApp: TestApp;
let operator: { authorization: string };

beforeAll(async () => {
  testApp = await buildTestApp();
  operator = await operatorHeaders(testApp.app);
});
afterAll(() => testApp.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });
const patch = (url: string, payload: unknown, headers = operator) =>
  testApp.app.inject({ method: 'PATCH', url, payload: payload as object, headers });

const laneVendors = async () =>
  (await get('/api/lobby/vendors'))
    .json()
    .value.lanes.flatMap((lane: { cards: { vassalage: string }[] }) =>
      lane.cards.map((card) => card.vassalage),
    );

describe('operator vendors', () => {
  it('lists every vendor with its game counts', async () => {
    const vendors = (await get('/api/operator/vendors', operator)).json().value;
    const slots = vendors.find((vendor: { code: string }) => vendor.code === 'PDSLOT');
    expect(slots).toMatchObject({
      gameType: 'RNG',
      isHouse: true,
      enabled: true,
      games: 26,
      enabledGames: 26,
    });
  });

  it('switches a vendor off and on: its lane and games leave the lobby and come back', async () => {
    expect(await laneVendors()).toContain('PDLIVE');
    const off = await patch('/api/operator/vendors/PDLIVE', { enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().value).toMatchObject({ code: 'PDLIVE', enabled: false });
    expect(await laneVendors()).not.toContain('PDLIVE');
    expect((await get('/api/lobby/games?gameType=LIVE&vassalage=PDLIVE')).statusCode).toBe(404);

    await patch('/api/operator/vendors/PDLIVE', { enabled: true, displayName: 'House Live' });
    const lanes = (await get('/api/lobby/vendors')).json().value.lanes;
    const live = lanes.find((lane: { title: string }) => lane.title === 'LIVE');
    expect(live.cards[0]).toMatchObject({ vassalage: 'PDLIVE', displayName: 'House Live' });
  });

  it('refuses bad changes field by field, and an unknown vendor', async () => {
    for (const [body, field] of [
      [{}, 'body'],
      [{ displayName: ' ' }, 'displayName'],
      [{ iconUrl: 'javascript:alert(1)' }, 'iconUrl'],
      [{ iconUrl: 'http://example.com/a.svg' }, 'iconUrl'],
      [{ sortOrder: -1 }, 'sortOrder'],
      [{ enabled: 'yes' }, 'enabled'],
      [{ secret: 'x' }, 'body'],
    ] as const) {
      const response = await patch('/api/operator/vendors/PDSLOT', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().fields), JSON.stringify(body)).toEqual([field]);
    }
    const missing = await patch('/api/operator/vendors/NOPE', { enabled: false });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('VENDOR_NOT_FOUND');
  });
});

describe('operator games', () => {
  it('lists games by vendor, type, state and name or code, paged', async () => {
    const page = (await get('/api/operator/games?vendorCode=PDSLOT&pageSize=10', operator)).json().value;
    expect(page).toMatchObject({ pageNo: 1, pageSize: 10, total: 26, totalPages: 3 });
    const found = (await get('/api/operator/games?search=lucky%20dr', operator)).json().value;
    expect(found.list.map((game: { name: string }) => game.name)).toEqual(['Lucky Dragon']);
    const lucky = (await get('/api/operator/games?search=lucky', operator)).json().value;
    expect(lucky.list.map((game: { name: string }) => game.name).sort()).toEqual([
      'Lucky Coins',
      'Lucky Dragon',
    ]);
    const byVietnamese = (await get('/api/operator/games?search=R%E1%BB%93ng', operator)).json().value;
    expect(byVietnamese.list.map((game: { nameVi: string }) => game.nameVi)).toContain('Rồng May Mắn');
    const wildcard = (await get('/api/operator/games?search=%25', operator)).json().value;
    expect(wildcard.total).toBe(0);
    const lottery = (await get('/api/operator/games?gameType=LOTT', operator)).json().value;
    expect(lottery.list.every((game: { gameType: string }) => game.gameType === 'LOTT')).toBe(true);
  });

  it('changes a game: hot, names, free trial, switched off — and the lobby shows it', async () => {
    const [game] = (await get('/api/operator/games?search=Jade%20Temple', operator)).json().value.list;
    const hotBefore = (await get('/api/lobby/hot?limit=60'))
      .json()
      .value.list.map((item: { nodeId: number }) => item.nodeId);
    expect(hotBefore).not.toContain(game.id);

    const changed = await patch(`/api/operator/games/${game.id}`, {
      isHot: 1,
      nameVi: 'Đền Ngọc Xanh',
      supportPlay: 0,
    });
    expect(changed.json().value).toMatchObject({
      id: game.id,
      isHot: 1,
      nameVi: 'Đền Ngọc Xanh',
      supportPlay: 0,
    });
    const hot = (await get('/api/lobby/hot?limit=60&language=vi', { 'accept-language': 'vi' })).json().value
      .list;
    expect(hot.find((item: { nodeId: number }) => item.nodeId === game.id)).toMatchObject({
      gameName: 'Đền Ngọc Xanh',
      isHot: 1,
      supportPlay: 0,
    });

    await patch(`/api/operator/games/${game.id}`, { enabled: false });
    const listed = (await get('/api/lobby/games?gameType=RNG&vassalage=PDSLOT&pageSize=100')).json().value
      .games;
    expect(listed.map((item: { nodeId: number }) => item.nodeId)).not.toContain(game.id);
    const member = await authHeader(testApp.app, { username: 'demo', password: 'Demo2026' });
    const launch = await testApp.app.inject({
      method: 'POST',
      url: '/api/lobby/launch',
      headers: member,
      payload: { gameId: game.id },
    });
    expect(launch.statusCode).toBe(404);
    await patch(`/api/operator/games/${game.id}`, { enabled: true, isHot: 0, nameVi: null, supportPlay: 1 });
  });

  it('refuses bad changes field by field, and an unknown game', async () => {
    for (const [body, field] of [
      [{}, 'body'],
      [{ name: '' }, 'name'],
      [{ isHot: 2 }, 'isHot'],
      [{ supportPlay: '0' }, 'supportPlay'],
      [{ gameClassify: 'jp' }, 'gameClassify'],
      [{ iconUrl: 'data:image/png;base64,AAAA' }, 'iconUrl'],
      [{ sortOrder: 1.5 }, 'sortOrder'],
    ] as const) {
      const response = await patch('/api/operator/games/1', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().fields), JSON.stringify(body)).toEqual([field]);
    }
    expect((await patch('/api/operator/games/999999', { isHot: 1 })).json().code).toBe('GAME_NOT_FOUND');
    expect((await get('/api/operator/games?pageSize=101', operator)).statusCode).toBe(400);
    expect((await get('/api/operator/games?enabled=maybe', operator)).statusCode).toBe(400);
  });
});

describe('the desk is for operators only', () => {
  it('answers 401 without a session and 403 to a member', async () => {
    const member = await authHeader(testApp.app, { username: 'demo', password: 'Demo2026' });
    expect((await get('/api/operator/vendors')).statusCode).toBe(401);
    expect((await get('/api/operator/games', member)).statusCode).toBe(403);
    expect((await patch('/api/operator/vendors/PDSLOT', { enabled: false }, member)).statusCode).toBe(403);
    expect((await get('/api/operator/vendors', operator)).json().value[0].enabled).toBe(true);
  });
});

describe('another API process', () => {
  it.runIf(TEST_REDIS_URL)('drops its lanes when the operator changes a vendor', async () => {
    const apps = await twoApps({ redisUrl: TEST_REDIS_URL });
    try {
      const desk = apps.first.app;
      const lobby = apps.second.app;
      const lanesOf = async () =>
        (await lobby.inject({ method: 'GET', url: '/api/lobby/vendors' }))
          .json()
          .value.lanes.flatMap((lane: { cards: { vassalage: string }[] }) =>
            lane.cards.map((card) => card.vassalage),
          );
      expect(await lanesOf()).toContain('PDLIVE');
      const headers = await operatorHeaders(desk);
      await desk.inject({
        method: 'PATCH',
        url: '/api/operator/vendors/PDLIVE',
        headers,
        payload: { enabled: false },
      });
      await expect.poll(lanesOf, { timeout: 1_000 }).not.toContain('PDLIVE');
    } finally {
      await apps.close();
    }
  });
});

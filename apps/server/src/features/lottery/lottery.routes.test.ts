// Proves the member site's public lottery calls (SPEC.md §7 "Lottery (all GET)"): games by prize
// mode with their next draw, recent results with the revealed seeds (never an undrawn draw's seed),
// the latest opened numbers, the Vietnamese menu by region, the catalogue's say over what is listed,
// and refusals of unknown games and prize modes.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { gamesTable } from '../lobby/lobby.table';

const DRAW_INTERVAL_MS = 60_000;
/** One second after a SEA5D1 draw; every game's interval divides 5 minutes, so start on one. */
const START_MS = Math.ceil(Date.now() / 300_000) * 300_000 + 1_000;
let at = START_MS;
let testApp: TestApp;

const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
const runDrawJob = () => testApp.app.scheduler.runOnce(testApp.app.jobs.lotteryDraws!);

beforeAll(async () => {
  testApp = await buildTestApp({ now: () => new Date(at), listen: true });
  // Three SEA5D1 draws and one of every other game: made ahead, then drawn as the clock passes them.
  await runDrawJob();
  for (let minute = 1; minute <= 5; minute += 1) {
    at = START_MS + minute * DRAW_INTERVAL_MS;
    await runDrawJob();
  }
});
afterAll(() => testApp.close());

describe('GET /api/lottery/games', () => {
  it('lists every lottery game for LOTT and ELOTT, one studio for SEA and VN', async () => {
    const codes = async (prizeMode: string) =>
      (await get(`/api/lottery/games?prizeMode=${prizeMode}`))
        .json()
        .value.list.map((game: { gameCode: string }) => game.gameCode);
    const sea = ['SEA5D1', 'SEA5D3', 'SEA5D5', 'TH4D5', 'MY4D3'];
    const vietnam = ['VNNORTH5', 'VNSOUTH2', 'VNCENTRAL3'];
    expect(await codes('LOTT')).toEqual([...sea, ...vietnam]);
    expect(await codes('ELOTT')).toEqual([...sea, ...vietnam]);
    expect(await codes('SEA')).toEqual(sea);
    expect(await codes('VN')).toEqual(vietnam);
    const response = await get('/api/lottery/games');
    expect(response.json().value.prizeMode).toBe('LOTT');
    const sea5d1 = response.json().value.list[0];
    expect(sea5d1).toMatchObject({
      vendorCode: 'TCG_SEA',
      gameType: 'LOTT',
      name: { en: 'SEA 5D 1 Minute' },
      drawIntervalSeconds: 60,
      iconUrl: '/house/art/lottery/SEA5D1.webp',
      nextDrawAt: new Date(
        Math.floor(at / DRAW_INTERVAL_MS) * DRAW_INTERVAL_MS + DRAW_INTERVAL_MS,
      ).toISOString(),
    });
  });

  it('refuses an unknown prize mode', async () => {
    const response = await get('/api/lottery/games?prizeMode=ZZ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { prizeMode: expect.any(String) },
    });
  });

  it('leaves out a game the operator disabled in the catalogue', async () => {
    const where = and(eq(gamesTable.vendorCode, 'TCG_SEA'), eq(gamesTable.gameCode, 'MY4D3'));
    await testApp.database.db.update(gamesTable).set({ enabled: false }).where(where);
    try {
      const list = (await get('/api/lottery/games?prizeMode=SEA')).json().value.list;
      expect(list.map((game: { gameCode: string }) => game.gameCode)).not.toContain('MY4D3');
      expect((await get('/api/lottery/results?gameCode=MY4D3')).statusCode).toBe(404);
    } finally {
      await testApp.database.db.update(gamesTable).set({ enabled: true }).where(where);
    }
  });
});

describe('GET /api/lottery/results', () => {
  it('answers one game’s drawn results, newest first, with seeds that hash to the published hash', async () => {
    const response = await get('/api/lottery/results?gameCode=SEA5D1&limit=3');
    expect(response.statusCode).toBe(200);
    const list = response.json().value.list;
    expect(list).toHaveLength(3);
    const newest = Math.floor(at / DRAW_INTERVAL_MS);
    expect(list.map((result: { drawNumber: number }) => result.drawNumber)).toEqual([
      newest,
      newest - 1,
      newest - 2,
    ]);
    for (const result of list) {
      expect(result.winningNumber).toMatch(/^[0-9]{5}$/);
      expect(result.numbers).toEqual([result.winningNumber]);
      expect(result.prizes).toEqual([]);
      expect(result.drawLabel).toMatch(/^\d{8}-\d{4}$/);
      expect(createHash('sha256').update(result.serverSeed).digest('hex')).toBe(result.serverSeedHash);
      expect(result.clientSeed).toBe(`SEA5D1:${result.drawNumber}`);
    }
  });

  it('answers a Vietnamese draw with its prizes, special prize first', async () => {
    const [result] = (await get('/api/lottery/results?gameCode=VNNORTH5&limit=1')).json().value.list;
    expect(result.prizes.map((prize: { prize: string }) => prize.prize)).toEqual([
      'special',
      'first',
      'second',
      'third',
      'fourth',
      'fifth',
      'sixth',
      'seventh',
    ]);
    expect(result.numbers).toHaveLength(27);
    expect(result.prizes[0]).toMatchObject({
      name: { en: 'Special prize' },
      numbers: [result.winningNumber],
    });
  });

  it('mixes every game when none is named, and never shows an undrawn draw', async () => {
    const list = (await get('/api/lottery/results?limit=50')).json().value.list;
    expect(new Set(list.map((result: { gameCode: string }) => result.gameCode)).size).toBe(8);
    for (const result of list) expect(new Date(result.drawAt).getTime()).toBeLessThanOrEqual(at);
    const times = list.map((result: { drawAt: string }) => result.drawAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('refuses an unknown game and a limit out of bounds', async () => {
    expect((await get('/api/lottery/results?gameCode=NOPE')).json().code).toBe('GAME_NOT_FOUND');
    expect((await get('/api/lottery/results?gameCode=SEA5D1&limit=51')).statusCode).toBe(400);
    expect((await get('/api/lottery/results?gameCode=SEA5D1&limit=0')).statusCode).toBe(400);
    expect((await get('/api/lottery/results?gameCode=bad%20code')).statusCode).toBe(400);
  });
});

describe('GET /api/lottery/opened-numbers', () => {
  it('answers the latest draw of a game with the last two digits of every number', async () => {
    const [latest] = (await get('/api/lottery/results?gameCode=VNSOUTH2&limit=1')).json().value.list;
    const response = await get('/api/lottery/opened-numbers?gameCode=VNSOUTH2');
    expect(response.statusCode).toBe(200);
    const [opened] = response.json().value.list;
    expect(opened).toMatchObject({
      gameCode: 'VNSOUTH2',
      drawNumber: latest.drawNumber,
      winningNumber: latest.winningNumber,
      lastTwoDigits: latest.numbers.map((number: string) => number.slice(-2)),
    });
    expect(new Date(opened.nextDrawAt).getTime()).toBeGreaterThan(at);
  });

  it('answers every game’s latest draw when none is named', async () => {
    const list = (await get('/api/lottery/opened-numbers')).json().value.list;
    expect(list).toHaveLength(8);
    expect((await get('/api/lottery/opened-numbers?gameCode=NOPE')).statusCode).toBe(404);
  });
});

describe('GET /api/lottery/vn-menu', () => {
  it('groups the Vietnamese games by region', async () => {
    const { gameMenus } = (await get('/api/lottery/vn-menu')).json().value;
    expect(
      gameMenus.map((menu: { regionCode: string; games: { gameCode: string }[] }) => [
        menu.regionCode,
        menu.games.map((game) => game.gameCode),
      ]),
    ).toEqual([
      ['north', ['VNNORTH5']],
      ['south', ['VNSOUTH2']],
      ['central', ['VNCENTRAL3']],
    ]);
    expect(gameMenus[0].region).toEqual({ en: 'Northern Vietnam', vi: 'Miền Bắc' });
  });
});

describe('OpenAPI', () => {
  it('documents every lottery call with its tag', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of [
      '/api/lottery/games',
      '/api/lottery/results',
      '/api/lottery/opened-numbers',
      '/api/lottery/vn-menu',
    ])
      expect(document.paths[path].get.tags).toEqual(['lottery']);
    for (const path of ['/house/api/lottery/state', '/house/api/lottery/results'])
      expect(document.paths[path].get.tags).toEqual(['house']);
    expect(document.paths['/house/api/lottery/tickets'].post.tags).toEqual(['house']);
  });
});

// Proves the lobby's lists over HTTP on the seeded house catalogue: the game list's filters, search,
// paging and caps; hot games; recent games written by launch; favourites (session, trial refusal,
// idempotent add and remove); the winner board from real settled wins with masked names; and the
// jackpot pool growing with a house slot spin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountsTable } from '../account/account.table';
import { gameRoundsTable } from '../vendors/vendors.table';
import { houseCatalogue } from '../../vendors/house/catalogue';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { fundedMember } from '../../test-support/factories';
import { authHeader } from '../../test-support/session';
import { gamesTable } from './lobby.table';

let testApp: TestApp;
const catalogue = houseCatalogue();
const slots = catalogue.filter((game) => game.vendorCode === 'PDSLOT');

beforeAll(async () => {
  testApp = await buildTestApp({
    env: { HOUSE_VENDOR_SECRET: 'house-secret-for-lobby-lists' },
    listen: true,
  });
});
afterAll(() => testApp.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) =>
  testApp.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...headers } });
const send = (method: 'POST' | 'DELETE', url: string, payload: unknown, headers: Headers = {}) =>
  testApp.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { 'accept-language': 'en', ...headers },
  });
const names = (games: { gameName: string }[]) => games.map((game) => game.gameName);

async function memberHeaders() {
  const member = await fundedMember(testApp.database.db, 100_000n);
  return { member, headers: await authHeader(testApp.app, member) };
}

async function trialHeaders() {
  const trial = (await testApp.app.inject({ method: 'POST', url: '/api/session/trial' })).json().value;
  return { authorization: `Bearer ${trial.token}` };
}

const gameIdOf = async (gameCode: string) =>
  (await testApp.database.db.select().from(gamesTable).where(eq(gamesTable.gameCode, gameCode)))[0]!.id;

describe('GET /api/lobby/games', () => {
  it('pages the whole catalogue 18 at a time by default', async () => {
    const value = (await get('/api/lobby/games')).json().value;
    expect(value.pageNo).toBe(1);
    expect(value.pageSize).toBe(18);
    expect(value.total).toBe(catalogue.length);
    expect(value.totalPages).toBe(Math.ceil(catalogue.length / 18));
    expect(value.games).toHaveLength(18);
    expect(catalogue.length).toBeGreaterThanOrEqual(26);
  });

  it('filters by type and vendor and pages through them', async () => {
    const first = (await get('/api/lobby/games?gameType=RNG&vassalage=PDSLOT&pageSize=18')).json().value;
    expect(first.total).toBe(slots.length);
    expect(first.totalPages).toBe(Math.ceil(slots.length / 18));
    const second = (await get('/api/lobby/games?gameType=RNG&vassalage=PDSLOT&pageNo=2')).json().value;
    expect(second.games).toHaveLength(slots.length - 18);
    const all = [...first.games, ...second.games].map((game: { gameCode: string }) => game.gameCode);
    expect(new Set(all).size).toBe(slots.length);
    const beyond = (await get('/api/lobby/games?gameType=RNG&pageNo=50')).json().value;
    expect(beyond.games).toEqual([]);
    // RNG holds the slots and the other instant games (scratch, video poker, blackjack).
    expect(beyond.total).toBe(catalogue.filter((game) => game.gameType === 'RNG').length);
    expect(beyond.total).toBeGreaterThan(slots.length);
  });

  it('answers each game with its vendor, icon and flags', async () => {
    const value = (await get('/api/lobby/games?vassalage=PDSLOT&pageSize=1')).json().value;
    expect(value.games[0]).toEqual({
      nodeId: expect.any(Number),
      gameName: 'Lucky Dragon',
      gameCode: 'lucky-dragon',
      iconUrl: '/house/art/slots/lucky-dragon.webp',
      vassalage: 'PDSLOT',
      vendorName: 'Playdeck Slots',
      vendorIcon: '/vendors/PDSLOT.svg',
      gameType: 'RNG',
      gameClassify: 'JP',
      isHot: 1,
      supportPlay: 0,
      isGame: 'GAME',
    });
  });

  it('treats vassalage ALL as every vendor', async () => {
    const value = (await get('/api/lobby/games?vassalage=ALL')).json().value;
    expect(value.total).toBe(catalogue.length);
  });

  it('searches names case-insensitively, trimmed, in either language', async () => {
    const dragon = (await get('/api/lobby/games?gameName=%20%20DRAGON%20')).json().value;
    expect(names(dragon.games)).toContain('Lucky Dragon');
    expect(dragon.games.every((game: { gameName: string }) => /dragon/i.test(game.gameName))).toBe(true);
    const vietnamese = (
      await get(`/api/lobby/games?gameName=${encodeURIComponent('rồng')}&language=vi`)
    ).json().value;
    expect(names(vietnamese.games)).toContain('Rồng May Mắn');
    const nothing = (await get('/api/lobby/games?gameName=zzzz-no-game')).json().value;
    expect(nothing).toMatchObject({ games: [], total: 0, totalPages: 0 });
  });

  it('matches % and _ literally', async () => {
    const percent = (await get('/api/lobby/games?gameName=%25')).json().value;
    expect(percent.total).toBe(0);
    const underscore = (await get('/api/lobby/games?gameName=_')).json().value;
    expect(underscore.total).toBe(0);
  });

  it("matches the apostrophe of Pharaoh's Gold", async () => {
    const value = (await get(`/api/lobby/games?gameName=${encodeURIComponent("pharaoh's")}`)).json().value;
    expect(names(value.games)).toEqual(["Pharaoh's Gold"]);
  });

  it('names games in the asked language', async () => {
    const vi = (await get('/api/lobby/games?vassalage=PDSLOT&pageSize=1', { 'accept-language': 'vi' })).json()
      .value;
    expect(vi.games[0].gameName).toBe('Rồng May Mắn');
    const en = (
      await get('/api/lobby/games?vassalage=PDSLOT&pageSize=1&language=en', { 'accept-language': 'vi' })
    ).json().value;
    expect(en.games[0].gameName).toBe('Lucky Dragon');
  });

  it('refuses a page size over the cap, a page below 1 and unknown types, with field messages', async () => {
    for (const [query, field] of [
      ['pageSize=101', 'pageSize'],
      ['pageSize=0', 'pageSize'],
      ['pageNo=0', 'pageNo'],
      ['pageNo=abc', 'pageNo'],
      ['gameType=CASINO', 'gameType'],
      ['gameClassify=XX', 'gameClassify'],
      [`gameName=${'a'.repeat(51)}`, 'gameName'],
      ['language=fr', 'language'],
    ] as const) {
      const response = await get(`/api/lobby/games?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(Object.keys(response.json().fields), query).toEqual([field]);
    }
    const capped = (await get('/api/lobby/games?pageSize=100')).json().value;
    expect(capped.pageSize).toBe(100);
  });

  it('answers an unknown or disabled vendor with 404 and a clear message', async () => {
    const unknown = await get('/api/lobby/games?vassalage=NOPE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'VENDOR_NOT_FOUND',
      message: 'This game provider is not available',
    });
  });

  it('leaves out disabled games once the catalogue is reloaded (a flush, or its 30 s)', async () => {
    await testApp.database.db
      .update(gamesTable)
      .set({ enabled: false })
      .where(eq(gamesTable.gameCode, 'space-voyage'));
    try {
      await get('/api/lobby/vendors?flush=true');
      const value = (await get('/api/lobby/games?gameName=space')).json().value;
      expect(value.total).toBe(0);
    } finally {
      await testApp.database.db
        .update(gamesTable)
        .set({ enabled: true })
        .where(eq(gamesTable.gameCode, 'space-voyage'));
      await get('/api/lobby/vendors?flush=true');
    }
  });
});

describe('GET /api/lobby/hot', () => {
  it('lists the hot games, by type and vendor', async () => {
    const all = (await get('/api/lobby/hot')).json().value.list;
    expect(all.length).toBe(catalogue.filter((game) => game.isHot === 1).length);
    expect(all.every((game: { isHot: number }) => game.isHot === 1)).toBe(true);
    const rng = (await get('/api/lobby/hot?gameType=RNG&vassalage=PDSLOT')).json().value.list;
    expect(names(rng)).toEqual(['Lucky Dragon', 'Golden Lotus', "Pharaoh's Gold", 'Fruit Fiesta']);
  });

  it('refuses an unknown vendor and type', async () => {
    expect((await get('/api/lobby/hot?vassalage=NOPE')).statusCode).toBe(404);
    expect((await get('/api/lobby/hot?gameType=NOPE')).statusCode).toBe(400);
  });
});

describe('recent games', () => {
  const launch = (headers: Headers, gameCode: string) =>
    send('POST', '/api/lobby/launch', { vendorCode: 'PDSLOT', gameCode }, headers);

  it('lists what the member launched, latest first, once per game', async () => {
    const { headers } = await memberHeaders();
    expect((await get('/api/lobby/recent', headers)).json().value).toEqual({
      list: [],
      page: 1,
      pageSize: 12,
      total: 0,
      totalPages: 0,
    });
    for (const gameCode of ['lucky-dragon', 'golden-lotus', 'jade-temple', 'lucky-dragon']) {
      expect((await launch(headers, gameCode)).statusCode).toBe(200);
    }
    const value = (await get('/api/lobby/recent', headers)).json().value;
    expect(value.list.map((game: { gameCode: string }) => game.gameCode)).toEqual([
      'lucky-dragon',
      'jade-temple',
      'golden-lotus',
    ]);
    expect(value.total).toBe(3);
    const paged = (await get('/api/lobby/recent?page=2&pageSize=2', headers)).json().value;
    expect(paged).toMatchObject({ page: 2, pageSize: 2, total: 3, totalPages: 2 });
    expect(paged.list.map((game: { gameCode: string }) => game.gameCode)).toEqual(['golden-lotus']);
    const filtered = (await get('/api/lobby/recent?gameType=LIVE', headers)).json().value;
    expect(filtered.list).toEqual([]);
  });

  it('keeps each member’s recent games apart', async () => {
    const { headers } = await memberHeaders();
    expect((await get('/api/lobby/recent', headers)).json().value.total).toBe(0);
  });

  it('needs a session and a real account, and checks its paging', async () => {
    const anonymous = await get('/api/lobby/recent');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('NOT_LOGGED_IN');
    const trial = await get('/api/lobby/recent', await trialHeaders());
    expect(trial.statusCode).toBe(403);
    expect(trial.json().code).toBe('REAL_ACCOUNT_REQUIRED');
    const { headers } = await memberHeaders();
    expect((await get('/api/lobby/recent?pageSize=101', headers)).statusCode).toBe(400);
    expect((await get('/api/lobby/recent?page=0', headers)).statusCode).toBe(400);
    expect((await get('/api/lobby/recent?vassalage=NOPE', headers)).statusCode).toBe(404);
  });

  it('lets a trial member play without recording a refusal', async () => {
    const response = await launch(await trialHeaders(), 'golden-lotus');
    expect(response.statusCode).toBe(200);
  });
});

describe('favourites', () => {
  const favourite = (nodeId: number, vendor = 'PDSLOT', gameType = 'RNG') => ({ nodeId, vendor, gameType });

  it('adds and removes idempotently and lists with content, pageNum and totalPages', async () => {
    const { headers } = await memberHeaders();
    const dragon = await gameIdOf('lucky-dragon');
    const lotus = await gameIdOf('golden-lotus');
    expect((await get('/api/lobby/favourites/ids', headers)).json().value).toEqual({ ids: [] });
    const added = await send('POST', '/api/lobby/favourites', favourite(dragon), headers);
    expect(added.statusCode).toBe(200);
    expect(added.json().value).toEqual({ ids: [dragon] });
    expect((await send('POST', '/api/lobby/favourites', favourite(dragon), headers)).json().value).toEqual({
      ids: [dragon],
    });
    await send('POST', '/api/lobby/favourites', favourite(lotus), headers);
    expect((await get('/api/lobby/favourites/ids', headers)).json().value.ids.sort()).toEqual(
      [dragon, lotus].sort(),
    );
    const list = (await get('/api/lobby/favourites?pageNo=1&pageSize=999', headers)).json().value;
    expect(list).toMatchObject({ pageNum: 1, pageSize: 999, total: 2, totalPages: 1 });
    expect(list.content.map((game: { gameCode: string }) => game.gameCode)).toEqual([
      'golden-lotus',
      'lucky-dragon',
    ]);
    const removed = await send('DELETE', '/api/lobby/favourites', favourite(dragon), headers);
    expect(removed.json().value).toEqual({ ids: [lotus] });
    const again = await send('DELETE', '/api/lobby/favourites', favourite(dragon), headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().value).toEqual({ ids: [lotus] });
  });

  it('refuses a game that is unknown or not of the named vendor and type', async () => {
    const { headers } = await memberHeaders();
    const dragon = await gameIdOf('lucky-dragon');
    for (const body of [
      favourite(999_999),
      favourite(dragon, 'PDLIVE'),
      favourite(dragon, 'PDSLOT', 'LIVE'),
    ]) {
      const response = await send('POST', '/api/lobby/favourites', body, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('GAME_NOT_FOUND');
    }
    const malformed = await send(
      'POST',
      '/api/lobby/favourites',
      { nodeId: 'x', vendor: '', gameType: 'NOPE' },
      headers,
    );
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().fields).sort()).toEqual(['gameType', 'nodeId', 'vendor']);
    expect((await get('/api/lobby/favourites?pageSize=1000', headers)).statusCode).toBe(400);
  });

  it('needs a session and refuses trial members', async () => {
    const dragon = await gameIdOf('lucky-dragon');
    expect((await get('/api/lobby/favourites')).statusCode).toBe(401);
    expect((await get('/api/lobby/favourites/ids')).statusCode).toBe(401);
    expect((await send('POST', '/api/lobby/favourites', favourite(dragon))).statusCode).toBe(401);
    const trial = await trialHeaders();
    for (const response of [
      await get('/api/lobby/favourites', trial),
      await get('/api/lobby/favourites/ids', trial),
      await send('POST', '/api/lobby/favourites', favourite(dragon), trial),
      await send('DELETE', '/api/lobby/favourites', favourite(dragon), trial),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('REAL_ACCOUNT_REQUIRED');
    }
  });
});

describe('GET /api/lobby/winners', () => {
  it('lists settled rounds that paid more than their stake, newest first, names masked', async () => {
    const { db } = testApp.database;
    const [demo] = await db.select().from(accountsTable).where(eq(accountsTable.username, 'demo'));
    const round = (
      roundId: string,
      stakeMinor: bigint,
      payoutMinor: bigint,
      status: 'settled' | 'open',
      minutesAgo: number,
    ) => ({
      vendorCode: 'PDSLOT',
      roundId,
      memberAccountId: demo!.id,
      gameCode: 'golden-lotus',
      gameCategory: 'RNG',
      stakeMinor,
      validBetMinor: stakeMinor,
      payoutMinor,
      status,
      settledAt: status === 'settled' ? new Date(Date.now() - minutesAgo * 60_000) : null,
    });
    await db
      .insert(gameRoundsTable)
      .values([
        round('win-old', 100n, 500n, 'settled', 10),
        round('win-new', 200n, 12_345n, 'settled', 1),
        round('loss', 500n, 100n, 'settled', 2),
        round('even', 500n, 500n, 'settled', 3),
        round('open', 100n, 0n, 'open', 0),
      ]);
    const value = (await get('/api/lobby/winners?gameCategory=ALL&limitNum=20')).json().value;
    expect(value.list.slice(0, 2)).toEqual([
      {
        recordId: expect.any(Number),
        gameName: 'Golden Lotus',
        customerName: 'de**o',
        winAmount: '123.45',
        iconUrl: '/house/art/slots/golden-lotus.webp',
      },
      expect.objectContaining({ winAmount: '5.00', customerName: 'de**o' }),
    ]);
    expect(value.list.map((winner: { winAmount: string }) => winner.winAmount)).not.toContain('1.00');
    const vi = (await get('/api/lobby/winners?limitNum=1', { 'accept-language': 'vi' })).json().value;
    expect(vi.list).toHaveLength(1);
    expect(vi.list[0].gameName).toBe('Sen Vàng');
    expect((await get('/api/lobby/winners?gameCategory=LIVE')).json().value.list).toEqual([]);
  });

  it('refuses a limit over the cap and an unknown category', async () => {
    expect((await get('/api/lobby/winners?limitNum=51')).statusCode).toBe(400);
    expect((await get('/api/lobby/winners?limitNum=0')).statusCode).toBe(400);
    expect((await get('/api/lobby/winners?gameCategory=CASINO')).statusCode).toBe(400);
  });
});

describe('GET /api/lobby/jackpot', () => {
  it('answers the pool, which grows with a house slot spin', async () => {
    const before = (await get('/api/lobby/jackpot')).json().value.amount as string;
    expect(Number(before)).toBeGreaterThanOrEqual(88_888);
    const { headers } = await memberHeaders();
    const launched = (
      await send('POST', '/api/lobby/launch', { vendorCode: 'PDSLOT', gameCode: 'lucky-dragon' }, headers)
    ).json().value;
    const launchToken = new URL(launched.url, 'http://x').searchParams.get('launch');
    const session = (await send('POST', '/house/api/session', { launchToken })).json().value;
    const spin = await send(
      'POST',
      '/house/api/slots/spin',
      { bet: '10.00' },
      {
        authorization: `Bearer ${session.sessionToken}`,
      },
    );
    expect(spin.statusCode).toBe(200);
    const after = (await get('/api/lobby/jackpot')).json().value.amount as string;
    expect(Math.round((Number(after) - Number(before)) * 100)).toBe(5);
  });
});

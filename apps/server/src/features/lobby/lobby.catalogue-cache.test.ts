// Proves the game list's in-memory pages: a search over a larger catalogue answers what a plain
// filter of the whole catalogue would (whichever list was asked first), a repeated page comes back
// as the same bytes in each language apart, and kept pages are dropped at once when the operator
// switches a game off here, or when another process announces a change on the bus.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successEnvelope } from '@playdeck/contract/envelope';
import { gamesQuerySchema, gamesResponseSchema, type GamesQuery } from '@playdeck/contract/lobby';
import type { z } from 'zod';
import { SITE_CHANGED_CHANNEL } from '../../plugins/site-changes';
import { operatorHeaders } from '../../test-support/payments';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { createLobbyRepository } from './lobby.repository';
import { filterCatalogue, nameIn, offsetOf, searchNamesOf, totalPagesOf } from './lobby.rules';
import { createLobbyService } from './lobby.service';
import { gamesTable, vendorsTable } from './lobby.table';

let testApp: TestApp;
let operator: { authorization: string };

const EXTRA_VENDOR = 'CACHETEST';
const EXTRA_GAMES = 240;
const WORDS = ['Lucky', 'Golden', 'Dragon', 'Tiger', 'Lotus', 'Jade'];
const CLASSIFIES = ['SC', 'VP', 'JP'];

beforeAll(async () => {
  testApp = await buildTestApp();
  operator = await operatorHeaders(testApp.app);
  const { db } = testApp.database;
  await db.insert(vendorsTable).values({
    code: EXTRA_VENDOR,
    displayName: 'Cache Test Slots',
    gameType: 'RNG',
    iconUrl: '/vendors/PDSLOT.svg',
    sortOrder: 50,
  });
  await db.insert(gamesTable).values(
    Array.from({ length: EXTRA_GAMES }, (_, index) => {
      const name = `${WORDS[index % WORDS.length]} ${WORDS[Math.floor(index / WORDS.length) % WORDS.length]} ${index}`;
      return {
        vendorCode: EXTRA_VENDOR,
        gameCode: `cache-${index}`,
        name,
        // Every third game has no Vietnamese name: the English one stands in.
        nameVi: index % 3 === 0 ? null : `Trò ${name}`,
        gameType: 'RNG',
        gameClassify: CLASSIFIES[index % CLASSIFIES.length],
        iconUrl: '/house/art/slots/lucky-dragon.svg',
        isHot: index % 20 === 0 ? 1 : 0,
        sortOrder: EXTRA_GAMES - index,
      };
    }),
  );
  await testApp.app.inject({ method: 'GET', url: '/api/lobby/vendors?flush=true' });
});
afterAll(() => testApp.close());

const get = (url: string, language = 'en') =>
  testApp.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });

describe('the game list kept in memory', () => {
  it('searches through the kept lists as a filter of the whole catalogue would, in any order', async () => {
    const lobby = createLobbyService({ db: testApp.database.db });
    const catalogue = (await createLobbyRepository(testApp.database.db).listCatalogue()).map((row) => ({
      ...row,
      searchNames: searchNamesOf(row.name, row.nameVi),
    }));
    const page = (fields: z.input<typeof gamesQuerySchema>): GamesQuery => gamesQuerySchema.parse(fields);
    // Searches come before and after the lists they narrow, so that both orders are exercised.
    const queries: GamesQuery[] = [
      page({ gameType: 'RNG', gameName: 'golden dragon' }),
      page({ gameType: 'RNG' }),
      page({ gameType: 'RNG', gameName: 'GOLDEN', pageNo: 2 }),
      page({ gameType: 'RNG', vassalage: EXTRA_VENDOR, gameName: 'jade', pageSize: 7, pageNo: 3 }),
      page({ gameType: 'RNG', vassalage: EXTRA_VENDOR }),
      page({ gameType: 'RNG', vassalage: EXTRA_VENDOR, gameClassify: 'JP', gameName: 'tiger' }),
      page({ gameName: 'trò lotus', pageSize: 100 }),
      page({ gameName: 'rồng' }),
      page({ gameName: 'no such game' }),
      page({ gameType: 'LIVE', gameName: 'golden' }),
      page({ gameType: 'RNG', pageNo: 13 }),
      page({ pageNo: 100_000 }),
    ];
    for (const language of ['en', 'vi']) {
      for (const query of queries) {
        const matched = filterCatalogue(catalogue, {
          gameType: query.gameType,
          vendorCode: query.vassalage,
          gameClassify: query.gameClassify,
          search: query.gameName,
        });
        const offset = offsetOf(query.pageNo, query.pageSize);
        const answer = await lobby.games(query, language);
        const label = `${language} ${JSON.stringify(query)}`;
        expect(answer.total, label).toBe(matched.length);
        expect(answer.totalPages, label).toBe(totalPagesOf(matched.length, query.pageSize));
        expect(
          answer.games.map((game) => [game.nodeId, game.gameName]),
          label,
        ).toEqual(
          matched.slice(offset, offset + query.pageSize).map((game) => [game.id, nameIn(game, language)]),
        );
      }
    }
    expect((await lobby.games(page({ gameName: 'golden dragon' }), 'en')).total).toBeGreaterThan(0);
  });

  it('answers a repeated page as the same bytes, each language apart, and refuses to change a kept page', async () => {
    const url = `/api/lobby/games?gameType=RNG&vassalage=${EXTRA_VENDOR}&gameName=lucky&pageNo=2&pageSize=5`;
    const first = await get(url);
    const again = await get(url);
    expect(again.body).toBe(first.body);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(successEnvelope(gamesResponseSchema).parse(first.json())).toEqual(first.json());
    const vietnamese = await get(url, 'vi');
    expect(vietnamese.body).not.toBe(first.body);
    const namesOf = (body: { value: { games: { gameName: string }[] } }) =>
      body.value.games.map((game) => game.gameName);
    expect(namesOf(vietnamese.json()).some((name) => name.startsWith('Trò '))).toBe(true);
    expect(namesOf(first.json()).some((name) => name.startsWith('Trò '))).toBe(false);

    const lobby = createLobbyService({ db: testApp.database.db });
    const query = gamesQuerySchema.parse({ gameType: 'RNG', pageSize: 3 });
    const kept = await lobby.games(query, 'en');
    expect(await lobby.games({ ...query }, 'en')).toBe(kept);
    expect(await lobby.games({ ...query, pageSize: 4 }, 'en')).not.toBe(kept);
    expect(() => kept.games.push(kept.games[0]!)).toThrow(TypeError);
    expect(() => Object.assign(kept, { total: 0 })).toThrow(TypeError);
  });

  it("drops kept pages at once when the operator switches a game off, and shows it again when it's on", async () => {
    const url = `/api/lobby/games?gameType=RNG&vassalage=${EXTRA_VENDOR}&pageSize=4`;
    const before = (await get(url)).json().value;
    const [first] = before.games;
    const off = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/operator/games/${first.nodeId}`,
      headers: operator,
      payload: { enabled: false },
    });
    expect(off.statusCode).toBe(200);
    const after = (await get(url)).json().value;
    expect(after.games.map((game: { nodeId: number }) => game.nodeId)).not.toContain(first.nodeId);
    expect(after.total).toBe(before.total - 1);

    await testApp.app.inject({
      method: 'PATCH',
      url: `/api/operator/games/${first.nodeId}`,
      headers: operator,
      payload: { enabled: true },
    });
    expect((await get(url)).json().value).toEqual(before);
  });

  it('drops kept pages when another process announces an operator change on the bus', async () => {
    const url = `/api/lobby/games?vassalage=${EXTRA_VENDOR}&gameName=cache-renamed`;
    expect((await get(url)).json().value.total).toBe(0);
    const { db } = testApp.database;
    // Another API process's operator desk changes the table and announces it; this one only hears it.
    await db
      .update(gamesTable)
      .set({ name: 'Cache-Renamed Fortune' })
      .where(eq(gamesTable.gameCode, 'cache-7'));
    expect((await get(url)).json().value.total).toBe(0);
    testApp.app.bus.publish(SITE_CHANGED_CHANNEL, {});
    const renamed = (await get(url)).json().value;
    expect(renamed.games.map((game: { gameName: string }) => game.gameName)).toEqual([
      'Cache-Renamed Fortune',
    ]);
  });
});

// What the route tests of the multi-step card games (video poker, blackjack) share: a member launched
// into a game over the real platform launch, the game's calls with that session, the money the
// platform saw move for a round, and a way to pick which hand the next deal gives (by moving the
// player's seed pair to the first nonce whose deal a test wants, as a player could by playing on).
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { gameRoundsTable, vendorTransactionsTable } from '../../features/vendors/vendors.table';
import type { TestApp } from '../../test-support/build-test-app';
import { authHeader } from '../../test-support/session';
import { houseSeedsTable } from './house.table';

export type Headers = { authorization: string };
/** Nonces searched for a wanted deal before a test gives up. */
const NONCES_SEARCHED_MAX = 20_000;

export function cardGameCalls(
  getTestApp: () => TestApp,
  studio: 'video-poker' | 'blackjack',
  vendorCode: string,
) {
  /** Launches `member` into `gameCode` and opens the game session; answers both sessions' headers. */
  async function open(member: { username: string; password: string }, gameCode: string) {
    const { app } = getTestApp();
    const headers = await authHeader(app, member);
    const launched = await app.inject({
      method: 'POST',
      url: '/api/lobby/launch',
      headers,
      payload: { vendorCode, gameCode },
    });
    expect(launched.statusCode).toBe(200);
    const url = new URL(launched.json().value.url, 'http://x');
    expect(url.pathname).toBe(`/house/${studio}/${gameCode}`);
    const opened = await app.inject({
      method: 'POST',
      url: '/house/api/session',
      payload: { launchToken: url.searchParams.get('launch') },
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().value).toMatchObject({ kind: studio, vendorCode, gameCode });
    const game: Headers = { authorization: `Bearer ${opened.json().value.sessionToken as string}` };
    return { game, member: headers, playerId: opened.json().value.playerId as number };
  }

  const get = (game: Headers, name: string) =>
    getTestApp().app.inject({ method: 'GET', url: `/house/api/${studio}/${name}`, headers: game });
  const post = (game: Headers, name: string, payload: unknown) =>
    getTestApp().app.inject({
      method: 'POST',
      url: `/house/api/${studio}/${name}`,
      headers: { ...game, 'accept-language': 'en' },
      payload: payload as object,
    });

  /** The member's platform balance. */
  const balanceOf = async (member: Headers) =>
    (await getTestApp().app.inject({ method: 'GET', url: '/api/wallet/balance', headers: member })).json()
      .value.balance as string;

  /** The platform's record of a round: its row and every wallet call that moved money on it. */
  async function platformRound(roundId: string) {
    const { db } = getTestApp().database;
    const [round] = await db
      .select()
      .from(gameRoundsTable)
      .where(and(eq(gameRoundsTable.vendorCode, vendorCode), eq(gameRoundsTable.roundId, roundId)));
    const movements = round
      ? await db
          .select()
          .from(vendorTransactionsTable)
          .where(eq(vendorTransactionsTable.gameRoundId, round.id))
          .orderBy(vendorTransactionsTable.id)
      : [];
    return { round, movements };
  }

  /** The player's active seed pair (made by asking for it, as the fairness panel does). */
  async function activeSeed(game: Headers, playerId: number) {
    const { app, database } = getTestApp();
    expect((await app.inject({ method: 'GET', url: '/house/api/seeds', headers: game })).statusCode).toBe(
      200,
    );
    const [seed] = await database.db
      .select()
      .from(houseSeedsTable)
      .where(
        and(
          eq(houseSeedsTable.playerId, playerId),
          eq(houseSeedsTable.vendorCode, vendorCode),
          eq(houseSeedsTable.active, true),
        ),
      );
    return seed!;
  }

  /**
   * Moves the player's next nonce to the first one from now whose seeds `wanted` accepts, so that the
   * next deal is the hand a test needs (a pair to split, a hand to double).
   */
  async function dealNext(
    game: Headers,
    playerId: number,
    wanted: (seeds: { serverSeed: string; clientSeed: string; nonce: number }) => boolean,
  ): Promise<number> {
    const seed = await activeSeed(game, playerId);
    for (let nonce = seed.nextNonce; nonce < seed.nextNonce + NONCES_SEARCHED_MAX; nonce += 1) {
      if (!wanted({ serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce })) continue;
      await getTestApp()
        .database.db.update(houseSeedsTable)
        .set({ nextNonce: nonce })
        .where(eq(houseSeedsTable.id, seed.id));
      return nonce;
    }
    throw new Error('no nonce deals the hand wanted');
  }

  return { open, get, post, balanceOf, platformRound, activeSeed, dealNext };
}

/** "12.34" → 1234n. */
export const minorOf = (amount: string) => BigInt(amount.replace('.', ''));

// What the card-room tests share: a member launched into a table over the real platform launch, the
// table calls made with that game session, a clock the tests move, the dealer run as the scheduler
// runs it, and the money a hand moved as the platform and the house recorded it.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { PokerTableValue } from '@playdeck/contract/poker';
import { gameRoundsTable } from '../../../features/vendors/vendors.table';
import { ledgerTransactionsTable } from '../../../features/wallet/wallet.table';
import type { Database } from '../../../plugins/database';
import { authHeader } from '../../../test-support/session';
import { houseRoundsTable } from '../house.table';
import { housePokerHandsTable } from '../house.table';

export type GameHeaders = { authorization: string };

/** A clock the tests move: the app reads it for turns, pauses and hands. */
export function fakeClock(startMs = Date.parse('2026-11-28T04:00:00Z')) {
  let ms = startMs;
  return {
    now: () => new Date(ms),
    get ms() {
      return ms;
    },
    advance: (byMs: number) => void (ms += byMs),
  };
}

/** Launches a member into a table and opens the game session, checking each step. */
export async function openTable(
  app: FastifyInstance,
  member: { username: string; password: string },
  tableCode: string,
): Promise<GameHeaders> {
  const launched = await app.inject({
    method: 'POST',
    url: '/api/lobby/launch',
    headers: await authHeader(app, member),
    payload: { vendorCode: 'PDPVP', gameCode: tableCode },
  });
  expect(launched.statusCode).toBe(200);
  const url = new URL(launched.json().value.url, 'http://x');
  expect(url.pathname).toBe(`/house/poker/${tableCode}`);
  const opened = await app.inject({
    method: 'POST',
    url: '/house/api/session',
    payload: { launchToken: url.searchParams.get('launch') },
  });
  expect(opened.statusCode).toBe(200);
  expect(opened.json().value).toMatchObject({ kind: 'poker', vendorCode: 'PDPVP', gameCode: tableCode });
  return { authorization: `Bearer ${opened.json().value.sessionToken as string}` };
}

export const tableCalls = (app: FastifyInstance) => ({
  table: (game: GameHeaders) => app.inject({ method: 'GET', url: '/house/api/poker/table', headers: game }),
  sit: (game: GameHeaders, body: unknown) =>
    app.inject({
      method: 'POST',
      url: '/house/api/poker/sit',
      headers: { ...game, 'accept-language': 'en' },
      payload: body as object,
    }),
  leave: (game: GameHeaders) =>
    app.inject({
      method: 'POST',
      url: '/house/api/poker/leave',
      headers: { ...game, 'accept-language': 'en' },
    }),
  act: (game: GameHeaders, handNumber: number, action: unknown) =>
    app.inject({
      method: 'POST',
      url: '/house/api/poker/act',
      headers: { ...game, 'accept-language': 'en' },
      payload: { handNumber, action } as object,
    }),
  balance: async (game: GameHeaders) =>
    (await app.inject({ method: 'GET', url: '/house/api/balance', headers: game })).json().value
      .balance as string,
});

/** The table as the player sees it now. */
export async function tableOf(app: FastifyInstance, game: GameHeaders): Promise<PokerTableValue> {
  const response = await tableCalls(app).table(game);
  expect(response.statusCode).toBe(200);
  return response.json().value as PokerTableValue;
}

export const runDealer = (app: FastifyInstance) => app.scheduler.runOnce(app.jobs.pokerTables!);

/**
 * A simple member's play: check when free, else call; never more. Answers the action sent, or null
 * when it was not this member's turn.
 */
export function passiveAction(value: PokerTableValue): { type: string } | null {
  const legal = value.hand?.legalActions;
  if (!legal) return null;
  return legal.check ? { type: 'check' } : legal.call ? { type: 'call' } : { type: 'fold' };
}

/** The platform's and the house's record of one hand's money. */
export async function handMoney(db: Database, tableCode: string, handNumber: number) {
  const [hand] = await db
    .select()
    .from(housePokerHandsTable)
    .where(
      and(eq(housePokerHandsTable.tableCode, tableCode), eq(housePokerHandsTable.handNumber, handNumber)),
    );
  const rounds = await db.select().from(houseRoundsTable).where(eq(houseRoundsTable.pokerHandId, hand!.id));
  const roundIds = rounds.map((round) => round.roundId);
  const platform = roundIds.length
    ? await db.select().from(gameRoundsTable).where(inArray(gameRoundsTable.roundId, roundIds))
    : [];
  const credits = roundIds.length
    ? await db
        .select({ roundId: sql<string>`${ledgerTransactionsTable.metadata}->>'roundId'` })
        .from(ledgerTransactionsTable)
        .where(
          and(
            eq(ledgerTransactionsTable.kind, 'vendor_credit'),
            inArray(sql`${ledgerTransactionsTable.metadata}->>'roundId'`, roundIds),
          ),
        )
    : [];
  return { hand: hand!, rounds, platform, credits };
}

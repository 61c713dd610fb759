// What the lottery tests share: a fake clock, a member launched into a lottery game over the real
// platform launch, the house's game calls, and the platform's side of the money.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../seed/demo-data';
import { authHeader } from '../../../test-support/session';
import { findLotteryGame, type LotteryGame } from './games';
import { currentDraw } from './schedule';
import { houseLotteryDrawsTable } from '../house.table';
import type { Database } from '../../../plugins/database';

/** A clock the tests move by hand; the lottery service reads it through `now`. */
export function fakeClock(startMs: number) {
  let at = startMs;
  return {
    now: () => new Date(at),
    get ms() {
      return at;
    },
    set(ms: number) {
      if (ms < at) throw new Error('the test clock only moves forward');
      at = ms;
    },
  };
}

export function lotteryGame(gameCode: string): LotteryGame {
  const game = findLotteryGame(gameCode);
  if (!game) throw new Error(`no lottery game ${gameCode}`);
  return game;
}

/** One second after the next draw of the game from now: its following draw takes tickets. */
export function justAfterADraw(gameCode: string, fromMs = Date.now()): number {
  return currentDraw(lotteryGame(gameCode), fromMs).drawAt + 1_000;
}

export type GameHeaders = { authorization: string };

/** Signs the member in, launches the game through the platform and opens its game session. */
export async function openLottery(
  app: FastifyInstance,
  member: { username: string; password: string },
  gameCode: string,
): Promise<{ game: GameHeaders; member: GameHeaders; balance: string }> {
  const lottery = lotteryGame(gameCode);
  const headers = await authHeader(app, member);
  const launched = await app.inject({
    method: 'POST',
    url: '/api/lobby/launch',
    headers,
    payload: { vendorCode: lottery.vendorCode, gameCode },
  });
  expect(launched.statusCode).toBe(200);
  const url = new URL(launched.json().value.url, 'http://x');
  expect(url.pathname).toBe(`/house/lottery/${gameCode}`);
  const opened = await app.inject({
    method: 'POST',
    url: '/house/api/session',
    payload: { launchToken: url.searchParams.get('launch') },
  });
  expect(opened.statusCode).toBe(200);
  const session = opened.json().value;
  return {
    game: { authorization: `Bearer ${session.sessionToken}` },
    member: headers,
    balance: session.balance,
  };
}

export const placeTicket = (
  app: FastifyInstance,
  game: GameHeaders,
  ticket: { betType: string; selection: string; amount: string },
) => app.inject({ method: 'POST', url: '/house/api/lottery/tickets', headers: game, payload: ticket });

export const balanceOf = async (app: FastifyInstance, member: GameHeaders): Promise<string> =>
  (await app.inject({ method: 'GET', url: '/api/wallet/balance', headers: member })).json().value.balance;

export async function ledgerBalanced(app: FastifyInstance): Promise<boolean> {
  const operator = await authHeader(app, { ...DEMO_ACCOUNTS.operator, site: 'operator' });
  const verify = await app.inject({ method: 'GET', url: '/api/operator/ledger/verify', headers: operator });
  expect(verify.statusCode).toBe(200);
  return verify.json().value.balanced;
}

/** The stored draw (the test may read its hidden seed to pick a winning selection). */
export async function drawRow(db: Database, gameCode: string, drawNumber: number) {
  const rows = await db
    .select()
    .from(houseLotteryDrawsTable)
    .where(eq(houseLotteryDrawsTable.drawNumber, drawNumber));
  const row = rows.find((candidate) => candidate.gameCode === gameCode);
  if (!row) throw new Error(`no draw ${gameCode} ${drawNumber}`);
  return row;
}

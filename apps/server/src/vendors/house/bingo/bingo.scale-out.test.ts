// Proves that a bingo round pays every winning card exactly once when two API processes run the dealer
// at the same moment (DESIGN.md "Scale-out"): under the scheduler's advisory lock, and even without it,
// where only the conditional moves of the round (balls announced, open → drawn → settled) and the
// wallet's idempotent credits stand between the two. With TEST_DATABASE_URL the two apps are separate
// pools on one PostgreSQL database; on PGlite they share the one handle.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromMinor } from '@playdeck/contract/money';
import { gameRoundsTable } from '../../../features/vendors/vendors.table';
import { buildSecondTestApp, buildTestApp, type TestApp } from '../../../test-support/build-test-app';
import { expectSettledAndPaidOnce } from '../../../test-support/paid-once';
import { fundedMember } from '../../../test-support/factories';
import { ledgerVerify } from '../../../test-support/session';
import {
  buyCards,
  cardsOfSeeds,
  gameBalanceOf,
  hasTiers,
  knownSeeds,
  newRequestId,
  openRoom,
  plantRound,
  prizesOf,
  room,
  roundRow,
  type GameHeaders,
} from './bingo.test-helpers';
import type { BingoCard } from './cards';
import { roundNumberAt, roundTimes } from './schedule';

const ROOM = 'BG02';
const CARDS_EACH = 4;
let clockMs = Date.now();
let first: TestApp;
let second: TestApp;
let nextRound = roundNumberAt(room(ROOM), Date.now()) + 10;

beforeAll(async () => {
  first = await buildTestApp({
    env: { HOUSE_VENDOR_SECRET: 'house-secret-for-bingo-scale-out-tests' },
    listen: true,
    now: () => new Date(clockMs),
  });
  second = await buildSecondTestApp(first);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

type Player = { game: GameHeaders; cards: BingoCard[] };

/**
 * Three players, each on one of the two apps, each with four cards of a planted round on which some of
 * their cards win a line or two lines and some win nothing.
 */
async function cardsOnARound(): Promise<{ players: Player[]; roundNumber: number; calledBalls: number[] }> {
  nextRound += 10;
  const roundNumber = nextRound;
  const members = await Promise.all([0, 1, 2].map(() => fundedMember(first.database.db, 100_00n)));
  const cards: BingoCard[][] = [];
  for (const [index, member] of members.entries()) {
    const seeds = await knownSeeds(first.database.db, member.id, `scale-${roundNumber}-${index}`);
    cards.push(cardsOfSeeds(seeds, CARDS_EACH));
  }
  const { calledBalls } = await plantRound(
    first.database.db,
    ROOM,
    roundNumber,
    hasTiers(ROOM, cards.flat(), ['none', 'line', 'two-lines']),
  );
  clockMs = roundTimes(room(ROOM), roundNumber).opensAt + 5_000;
  const players: Player[] = [];
  for (const [index, member] of members.entries()) {
    const app = index % 2 === 0 ? first.app : second.app;
    const game = await openRoom(app, member, ROOM);
    const bought = await buyCards(app, game, { count: CARDS_EACH, requestId: newRequestId() });
    expect(bought.statusCode).toBe(200);
    players.push({ game, cards: cards[index]! });
  }
  return { players, roundNumber, calledBalls };
}

async function expectPaidOnce(run: () => Promise<unknown>) {
  const { players, roundNumber, calledBalls } = await cardsOnARound();
  // Halfway through the drawing, then past the last ball: both dealers run at each moment.
  clockMs = roundTimes(room(ROOM), roundNumber).closesAt + 21_000;
  await run();
  clockMs = roundTimes(room(ROOM), roundNumber).drawnAt + 300;
  await run();
  // Whatever happened concurrently, a later pass finishes anything left and changes nothing paid.
  await first.app.scheduler.runOnce(first.app.jobs.bingoRounds!);

  expect(await roundRow(first.database.db, ROOM, roundNumber)).toMatchObject({
    status: 'settled',
    ballsAnnounced: room(ROOM).ballsCalled,
  });
  const rounds = await first.database.db
    .select()
    .from(gameRoundsTable)
    .where(sql`${gameRoundsTable.roundId} like ${`${ROOM}-${roundNumber}-%`}`);
  expect(rounds).toHaveLength(players.length * CARDS_EACH);
  const winners = await expectSettledAndPaidOnce(first.database.db, rounds);
  expect(winners.length).toBeLessThan(rounds.length);

  // Every player's balance is the start, less the cards, plus exactly one prize per card.
  for (const [index, player] of players.entries()) {
    const paid = prizesOf(ROOM, player.cards, calledBalls).reduce(
      (sum, prize) => sum + prize.amountMinor,
      0n,
    );
    const app = index % 2 === 0 ? first.app : second.app;
    expect(await gameBalanceOf(app, player.game)).toBe(
      fromMinor(100_00n - BigInt(CARDS_EACH) * room(ROOM).cardPriceMinor + paid),
    );
  }
  expect((await ledgerVerify(first.app)).balanced).toBe(true);
}

describe('two processes, one bingo round', () => {
  it('pays every winner once when both run the dealer under the scheduler at the same moment', async () => {
    await expectPaidOnce(async () => {
      const ran = await Promise.all([
        first.app.scheduler.runOnce(first.app.jobs.bingoRounds!),
        second.app.scheduler.runOnce(second.app.jobs.bingoRounds!),
      ]);
      // At least one ran; with overlapping runs the lock turned the other away.
      expect(ran).toContain(true);
    });
  });

  it('pays every winner once even when both run the dealer without the lock', async () => {
    await expectPaidOnce(() =>
      Promise.all([first.app.jobs.bingoRounds!.run(), second.app.jobs.bingoRounds!.run()]),
    );
  });
});

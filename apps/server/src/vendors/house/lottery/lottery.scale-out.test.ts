// Proves that a draw pays every ticket exactly once when two API processes run the draw job at the
// same moment (DESIGN.md "Scale-out"): under the scheduler's advisory lock, and even without it,
// where only the conditional draw update and the wallet's idempotent credits stand between the two.
// With TEST_DATABASE_URL the two apps are separate pools on one PostgreSQL database; on PGlite they
// share the one handle.
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRoundsTable } from '../../../features/vendors/vendors.table';
import { buildSecondTestApp, buildTestApp, type TestApp } from '../../../test-support/build-test-app';
import { expectSettledAndPaidOnce } from '../../../test-support/paid-once';
import { fundedMember } from '../../../test-support/factories';
import { payoutMinor } from './bets';
import { drawResult } from './draw';
import {
  balanceOf,
  drawRow,
  fakeClock,
  justAfterADraw,
  ledgerBalanced,
  lotteryGame,
  openLottery,
  placeTicket,
  type GameHeaders,
} from './lottery.test-helpers';

const clock = fakeClock(justAfterADraw('SEA5D1'));
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  first = await buildTestApp({
    env: { HOUSE_VENDOR_SECRET: 'house-secret-for-scale-out-tests' },
    listen: true,
    now: clock.now,
  });
  second = await buildSecondTestApp(first);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

type Player = { game: GameHeaders; member: GameHeaders; startMinor: bigint };

/** Three players, each on one of the two apps, each with tickets on every kind of outcome. */
async function ticketsOnTheOpenDraw(): Promise<{
  players: Player[];
  roundIds: string[];
  drawNumber: number;
  drawAt: string;
}> {
  const players: Player[] = [];
  const roundIds: string[] = [];
  let draw = { drawNumber: 0, drawAt: '' };
  for (let index = 0; index < 3; index += 1) {
    const app = index % 2 === 0 ? first.app : second.app;
    const account = await fundedMember(first.database.db, 20_000n);
    const opened = await openLottery(app, account, 'SEA5D1');
    players.push({ game: opened.game, member: opened.member, startMinor: 20_000n });
    for (const selection of ['1:0', '1:1', '1:2', '2:5', '5:9']) {
      const response = await placeTicket(app, opened.game, {
        betType: 'digit-at-position',
        selection,
        amount: '3.00',
      });
      expect(response.statusCode).toBe(200);
      roundIds.push(response.json().value.ticket.roundId);
      draw = response.json().value.ticket;
    }
    for (const selection of ['big', 'small']) {
      const response = await placeTicket(app, opened.game, {
        betType: 'big-small',
        selection,
        amount: '2.00',
      });
      roundIds.push(response.json().value.ticket.roundId);
    }
  }
  return { players, roundIds, ...draw };
}

async function expectPaidOnce(run: () => Promise<unknown>) {
  const { players, roundIds, drawNumber, drawAt } = await ticketsOnTheOpenDraw();
  clock.set(new Date(drawAt).getTime() + 200);
  await run();
  // Whatever happened concurrently, a later pass finishes anything left and changes nothing paid.
  await first.app.scheduler.runOnce(first.app.jobs.lotteryDraws!);

  const stored = await drawRow(first.database.db, 'SEA5D1', drawNumber);
  expect(stored.status).toBe('settled');
  const game = lotteryGame('SEA5D1');
  const result = drawResult(game, stored.serverSeed, stored.clientSeed);
  const rounds = await first.database.db
    .select()
    .from(gameRoundsTable)
    .where(inArray(gameRoundsTable.roundId, roundIds));
  expect(rounds).toHaveLength(roundIds.length);
  await expectSettledAndPaidOnce(first.database.db, rounds);

  // Every player's balance is the start, less the stakes, plus exactly one payout per ticket.
  const selections = ['1:0', '1:1', '1:2', '2:5', '5:9'];
  let perPlayer = -(5n * 300n + 2n * 200n);
  for (const selection of selections)
    perPlayer += payoutMinor(game, 'digit-at-position', selection, 300n, result);
  for (const selection of ['big', 'small'])
    perPlayer += payoutMinor(game, 'big-small', selection, 200n, result);
  for (const player of players) {
    const expected = player.startMinor + perPlayer;
    expect(await balanceOf(first.app, player.member)).toBe(
      `${expected / 100n}.${String(expected % 100n).padStart(2, '0')}`,
    );
  }
  expect(await ledgerBalanced(first.app)).toBe(true);
}

describe('two processes, one draw', () => {
  it('pays once when both run the draw job under the scheduler at the same moment', async () => {
    await expectPaidOnce(async () => {
      const ran = await Promise.all([
        first.app.scheduler.runOnce(first.app.jobs.lotteryDraws!),
        second.app.scheduler.runOnce(second.app.jobs.lotteryDraws!),
      ]);
      // At least one ran; with overlapping runs the lock turned the other away.
      expect(ran).toContain(true);
    });
  });

  it('pays once even when both run the draw pass without the lock', async () => {
    clock.set(justAfterADraw('SEA5D1', clock.ms));
    await expectPaidOnce(() =>
      Promise.all([first.app.jobs.lotteryDraws!.run(), second.app.jobs.lotteryDraws!.run()]),
    );
  });
});

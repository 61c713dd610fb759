// Proves that a card table is dealt and paid once when two API processes run the dealer at the same
// moment (DESIGN.md "Scale-out"): under the scheduler's advisory lock, and without it, where the
// table's own lock, the unique hand number and the version-conditional writes stand between the two.
// The members act through either process. With TEST_DATABASE_URL the two apps are separate pools on
// one PostgreSQL database; on PGlite they share the one handle.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSecondTestApp, buildTestApp, type TestApp } from '../../../test-support/build-test-app';
import { fundedMember } from '../../../test-support/factories';
import { ledgerVerify } from '../../../test-support/session';
import { housePokerHandsTable } from '../house.table';
import {
  fakeClock,
  handMoney,
  openTable,
  passiveAction,
  tableCalls,
  tableOf,
  type GameHeaders,
} from './game-server.test-helpers';
import { recordFromJson } from './hand-record';
import { settlementOf } from './showdown';

const TABLE = 'NLH03';
const clock = fakeClock();
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  first = await buildTestApp({
    env: { HOUSE_VENDOR_SECRET: 'house-secret-for-poker-scale-out' },
    listen: true,
    now: clock.now,
  });
  second = await buildSecondTestApp(first);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

type Player = { id: number; game: GameHeaders; app: TestApp };

async function twoMembersSeated(): Promise<Player[]> {
  const players: Player[] = [];
  for (const app of [first, second]) {
    const member = await fundedMember(first.database.db, 300_00n);
    const game = await openTable(app.app, member, TABLE);
    expect((await tableCalls(app.app).sit(game, { stack: '150.00' })).statusCode).toBe(200);
    players.push({ id: member.id, game, app });
  }
  return players;
}

const handsOfTable = () =>
  first.database.db.select().from(housePokerHandsTable).where(eq(housePokerHandsTable.tableCode, TABLE));

/** Plays the hand out, the members acting through their own process, both dealers running each step. */
async function playOut(players: Player[], handNumber: number, runBoth: () => Promise<unknown>) {
  for (let step = 0; step < 100; step += 1) {
    const views = await Promise.all(players.map((player) => tableOf(player.app.app, player.game)));
    if (views.every((view) => view.hand!.handNumber === handNumber && view.hand!.status === 'settled'))
      return;
    const turn = views.findIndex((view) => view.hand!.handNumber === handNumber && view.hand!.legalActions);
    if (turn >= 0) {
      const player = players[turn]!;
      const acted = await tableCalls(player.app.app).act(
        player.game,
        handNumber,
        passiveAction(views[turn]!),
      );
      expect(acted.statusCode).toBe(200);
    } else {
      clock.advance(2_100);
      await runBoth();
    }
  }
  throw new Error('the hand did not end');
}

async function expectDealtAndPaidOnce(players: Player[], runBoth: () => Promise<unknown>) {
  const before = (await handsOfTable()).length;
  await runBoth();
  const hands = await handsOfTable();
  expect(hands).toHaveLength(before + 1);
  const handNumber = Math.max(...hands.map((hand) => hand.handNumber));
  const dealt = await handMoney(first.database.db, TABLE, handNumber);
  // Each blind was debited once: one round per member who posted one, one platform round each.
  expect(new Set(dealt.rounds.map((round) => round.playerId)).size).toBe(dealt.rounds.length);
  expect(dealt.platform).toHaveLength(dealt.rounds.length);

  await playOut(players, handNumber, runBoth);
  await runBoth();
  const { hand, rounds, platform, credits } = await handMoney(first.database.db, TABLE, handNumber);
  expect(hand.status).toBe('settled');
  expect((await handsOfTable()).filter((row) => row.handNumber === handNumber)).toHaveLength(1);
  const settlement = settlementOf(recordFromJson(hand.state).state);
  for (const round of rounds) {
    const result = settlement.players.find((entry) => entry.playerId === `m${round.playerId}`)!;
    expect(round).toMatchObject({
      status: 'settled',
      stakeMinor: result.committedCents,
      payoutMinor: result.wonCents,
    });
    expect(platform.find((entry) => entry.roundId === round.roundId)).toMatchObject({
      status: 'settled',
      stakeMinor: result.committedCents,
      payoutMinor: result.wonCents,
    });
    expect(credits.filter((credit) => credit.roundId === round.roundId)).toHaveLength(
      result.wonCents > 0n ? 1 : 0,
    );
  }
  expect((await ledgerVerify(first.app)).balanced).toBe(true);
}

describe('two processes, one table', () => {
  let players: Player[];

  it('deals and pays a hand once when both run the dealer job under the scheduler', async () => {
    players = await twoMembersSeated();
    await expectDealtAndPaidOnce(players, async () => {
      const ran = await Promise.all([
        first.app.scheduler.runOnce(first.app.jobs.pokerTables!),
        second.app.scheduler.runOnce(second.app.jobs.pokerTables!),
      ]);
      expect(ran).toContain(true);
    });
  });

  it('deals and pays the next hand once even when both run the dealer without the job lock', async () => {
    clock.advance(6_000);
    await expectDealtAndPaidOnce(players, () =>
      Promise.all([first.app.jobs.pokerTables!.run(), second.app.jobs.pokerTables!.run()]),
    );
  });
});

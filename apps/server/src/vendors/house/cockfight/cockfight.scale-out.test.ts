// Proves that a cockfight fight is decided once and every bet on it paid once when two API processes
// run the dealer at the same moment (issue 20 item 2, DESIGN.md "Scale-out", docs/decisions/
// 021-scale-out.md): under the scheduler's advisory lock, and even without it, where only the fight's
// conditional moves (open → decided → settled) and the wallet's idempotent credits stand between the
// two. The members bet through either process. With TEST_REDIS_URL the two apps share one Redis too,
// and a watcher of the arena on each process sees the fight decided and settled exactly once. With
// TEST_DATABASE_URL the two apps are separate pools on one PostgreSQL database; on PGlite they share
// the one handle.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CockfightStreamMessage } from '@playdeck/contract/cockfight';
import { fromMinor, toMinor } from '@playdeck/contract/money';
import { TEST_REDIS_URL, twoApps, type TestApp, type TwoApps } from '../../../test-support/build-test-app';
import { expectSettledAndPaidOnce } from '../../../test-support/paid-once';
import { fundedMember } from '../../../test-support/factories';
import { ledgerVerify } from '../../../test-support/session';
import { houseCockfightFightsTable, houseRoundsTable } from '../house.table';
import { liveTableCalls, streamWatchers, type GameSessionHeaders } from '../live-table.test-helpers';
import { findCockfightArena } from './arenas';
import { BET_SPOTS, fightPrices, settleBet } from './bets';
import { createCockfightRepository } from './cockfight.repository';
import { decideFightOf, fightRowOf } from './cockfight.service';
import { fightCard, type FightOutcome } from './fight';
import { fightNumberAt, fightTimes } from './schedule';

const ARENA = 'CF01';
const STAKE = '6.00';
let clockMs = Date.now();
/** Fights well ahead of the real time, so each test owns the fight it plants. */
let nextFight = fightNumberAt(Date.now()) + 10;
let apps: TwoApps;

beforeAll(async () => {
  apps = await twoApps({
    env: { HOUSE_VENDOR_SECRET: 'house-secret-for-cockfight-scale-out' },
    listen: true,
    now: () => new Date(clockMs),
    redisUrl: TEST_REDIS_URL,
  });
}, 120_000);
afterAll(() => apps?.close());

const callsOn = (which: () => TestApp) =>
  liveTableCalls(which, { studio: 'cockfight', vendorCode: 'PDCOCK', stateName: 'arena' });
const calls = [callsOn(() => apps.first), callsOn(() => apps.second)];

/**
 * A fight planted in the arena, some fights ahead, with a known server seed whose decision has the
 * wanted outcome, so that each test knows its result (and covers a decisive fight and a draw).
 */
async function plantFight(outcome: FightOutcome) {
  nextFight += 10;
  const fightNumber = nextFight;
  const arena = findCockfightArena(ARENA)!;
  const card = fightCard(arena, fightNumber);
  const prices = fightPrices(arena, card);
  for (let attempt = 0; attempt < 10_000; attempt += 1) {
    const serverSeed = `scale-out-${ARENA}-${fightNumber}-${attempt}`;
    const result = decideFightOf(serverSeed, ARENA, fightNumber);
    if (result.outcome !== outcome) continue;
    await createCockfightRepository(apps.first.database.db).insertFights([
      fightRowOf(arena, fightNumber, serverSeed),
    ]);
    return { fightNumber, serverSeed, result, prices };
  }
  throw new Error(`no seed found for a ${outcome} fight`);
}

type Player = { id: number; game: GameSessionHeaders; side: number; startMinor: bigint };

async function expectDecidedAndPaidOnce(outcome: FightOutcome, runBoth: () => Promise<unknown>) {
  const { fightNumber, serverSeed, result, prices } = await plantFight(outcome);
  clockMs = fightTimes(fightNumber).opensAt + 5_000;
  const players: Player[] = [];
  for (let index = 0; index < 4; index += 1) {
    const side = index % 2;
    const member = await fundedMember(apps.first.database.db, 500_00n);
    const game = await calls[side]!.open(member, ARENA);
    for (const spot of BET_SPOTS) {
      const placed = await calls[side]!.bet(game, spot, STAKE);
      expect(placed.statusCode, placed.body).toBe(200);
    }
    players.push({ id: member.id, game, side, startMinor: 500_00n });
  }
  // A watcher of the arena on each process (with Redis): what each was told.
  const watching = TEST_REDIS_URL
    ? await streamWatchers<CockfightStreamMessage>(
        [apps.first, apps.second],
        `/house/api/cockfight/stream?arena=${ARENA}`,
      )
    : [];

  clockMs = fightTimes(fightNumber).decidesAt + 500;
  await runBoth();
  // Whatever happened concurrently, a later pass finishes anything left and changes nothing paid.
  await apps.first.app.scheduler.runOnce(apps.first.app.jobs.cockfightFights!);

  const [fight] = await apps.first.database.db
    .select()
    .from(houseCockfightFightsTable)
    .where(
      and(
        eq(houseCockfightFightsTable.arenaCode, ARENA),
        eq(houseCockfightFightsTable.fightNumber, fightNumber),
      ),
    );
  expect(fight).toMatchObject({ status: 'settled', outcome, serverSeed, result });
  const rounds = await apps.first.database.db
    .select()
    .from(houseRoundsTable)
    .where(eq(houseRoundsTable.fightId, fight!.id));
  expect(rounds).toHaveLength(players.length * BET_SPOTS.length);
  await expectSettledAndPaidOnce(apps.first.database.db, rounds);

  // Every player's balance is the start, less the stakes, plus exactly one payout per bet at the
  // price it was taken at; each process shows the fight settled with its seed revealed.
  const stakeMinor = toMinor(STAKE);
  const perPlayer = BET_SPOTS.reduce(
    (sum, spot) => sum - stakeMinor + settleBet(spot, stakeMinor, prices[spot], outcome),
    0n,
  );
  for (const player of players) {
    expect(await calls[player.side]!.balanceOf(player.game)).toBe(fromMinor(player.startMinor + perPlayer));
    const arena = await calls[1 - player.side]!.stateOf(player.game);
    expect(arena.fight).toMatchObject({ fightNumber, status: 'settled', serverSeed, result });
  }
  expect((await ledgerVerify(apps.first.app)).balanced).toBe(true);

  // Each process's watcher was told of the decision and the settlement once, whichever process
  // made them.
  for (const { messages, socket } of watching) {
    const decided = () =>
      messages.filter((message) => message.type === 'decided' && message.fight.fightNumber === fightNumber);
    const settled = () =>
      messages.filter((message) => message.type === 'settled' && message.fightNumber === fightNumber);
    await expect.poll(() => decided().length).toBe(1);
    await expect.poll(() => settled().length).toBe(1);
    expect(decided()[0]).toMatchObject({ fight: { serverSeed, result } });
    socket.terminate();
  }
}

describe('two processes, one cockfight fight', () => {
  it('decides and pays once when both run the dealer under the scheduler at the same moment', async () => {
    await expectDecidedAndPaidOnce('meron', async () => {
      const ran = await Promise.all([
        apps.first.app.scheduler.runOnce(apps.first.app.jobs.cockfightFights!),
        apps.second.app.scheduler.runOnce(apps.second.app.jobs.cockfightFights!),
      ]);
      // At least one ran; with overlapping runs the lock turned the other away.
      expect(ran).toContain(true);
    });
  });

  it('decides and pays once even when both run the dealer without the lock (a draw)', async () => {
    await expectDecidedAndPaidOnce('draw', () =>
      Promise.all([apps.first.app.jobs.cockfightFights!.run(), apps.second.app.jobs.cockfightFights!.run()]),
    );
  });
});

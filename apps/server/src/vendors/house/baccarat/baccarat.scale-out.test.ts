// Proves that a baccarat hand is dealt once and every bet on it paid once when two API processes run
// the dealer at the same moment (issue 20 item 2, DESIGN.md "Scale-out", docs/decisions/
// 021-scale-out.md): under the scheduler's advisory lock, and even without it, where only the hand's
// conditional moves (open → dealt → settled) and the wallet's idempotent credits stand between the
// two. The members bet through either process. With TEST_REDIS_URL the two apps share one Redis too,
// and a watcher of the table on each process sees the hand dealt exactly once. With
// TEST_DATABASE_URL the two apps are separate pools on one PostgreSQL database; on PGlite they share
// the one handle.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BaccaratStreamMessage } from '@playdeck/contract/baccarat';
import { fromMinor, toMinor } from '@playdeck/contract/money';
import { TEST_REDIS_URL, twoApps, type TestApp, type TwoApps } from '../../../test-support/build-test-app';
import { expectSettledAndPaidOnce } from '../../../test-support/paid-once';
import { fundedMember } from '../../../test-support/factories';
import { ledgerVerify } from '../../../test-support/session';
import { houseBaccaratHandsTable, houseRoundsTable } from '../house.table';
import { liveTableCalls, streamWatchers, type GameSessionHeaders } from '../live-table.test-helpers';
import { serverSeedHash } from '../slots/provably-fair';
import { createBaccaratRepository } from './baccarat.repository';
import { dealHand } from './baccarat.service';
import { settleBet, type BetSpot } from './bets';
import { roundClientSeed } from './deal';
import { roundNumberAt, roundTimes } from './schedule';

const TABLE = 'BAC03';
const SPOTS: BetSpot[] = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'];
let clockMs = Date.now();
let nextRound = roundNumberAt(Date.now()) + 10;
let apps: TwoApps;

beforeAll(async () => {
  apps = await twoApps({
    env: { HOUSE_VENDOR_SECRET: 'house-secret-for-baccarat-scale-out' },
    listen: true,
    now: () => new Date(clockMs),
    redisUrl: TEST_REDIS_URL,
  });
}, 120_000);
afterAll(() => apps?.close());

const callsOn = (which: () => TestApp) =>
  liveTableCalls(which, { studio: 'baccarat', vendorCode: 'PDLIVE', stateName: 'table' });
const calls = [callsOn(() => apps.first), callsOn(() => apps.second)];

/** A hand planted on the table, some rounds ahead, whose result is known from its seed. */
async function plantHand() {
  nextRound += 10;
  const roundNumber = nextRound;
  const serverSeed = `scale-out-${TABLE}-${roundNumber}`;
  const times = roundTimes(roundNumber);
  await createBaccaratRepository(apps.first.database.db).insertHands([
    {
      tableCode: TABLE,
      roundNumber,
      opensAt: new Date(times.opensAt),
      closesAt: new Date(times.closesAt),
      settlesAt: new Date(times.settlesAt),
      serverSeed,
      serverSeedHash: serverSeedHash(serverSeed),
      clientSeed: roundClientSeed(TABLE, roundNumber),
    },
  ]);
  return { roundNumber, serverSeed, result: dealHand(serverSeed, TABLE, roundNumber) };
}

type Player = { id: number; game: GameSessionHeaders; side: number; startMinor: bigint };

async function expectDealtAndPaidOnce(runBoth: () => Promise<unknown>) {
  const { roundNumber, serverSeed, result } = await plantHand();
  clockMs = roundTimes(roundNumber).opensAt + 5_000;
  const players: Player[] = [];
  for (let index = 0; index < 4; index += 1) {
    const side = index % 2;
    const member = await fundedMember(apps.first.database.db, 500_00n);
    const game = await calls[side]!.open(member, TABLE);
    for (const spot of SPOTS) {
      const placed = await calls[side]!.bet(game, spot, '6.00');
      expect(placed.statusCode, placed.body).toBe(200);
    }
    players.push({ id: member.id, game, side, startMinor: 500_00n });
  }
  // A watcher of the table on each process (with Redis): what each was told.
  const watching = TEST_REDIS_URL
    ? await streamWatchers<BaccaratStreamMessage>(
        [apps.first, apps.second],
        `/house/api/baccarat/stream?table=${TABLE}`,
      )
    : [];

  clockMs = roundTimes(roundNumber).closesAt + 500;
  await runBoth();
  // Whatever happened concurrently, a later pass finishes anything left and changes nothing paid.
  await apps.first.app.scheduler.runOnce(apps.first.app.jobs.baccaratHands!);

  const [hand] = await apps.first.database.db
    .select()
    .from(houseBaccaratHandsTable)
    .where(
      and(eq(houseBaccaratHandsTable.tableCode, TABLE), eq(houseBaccaratHandsTable.roundNumber, roundNumber)),
    );
  expect(hand).toMatchObject({ status: 'settled', serverSeed, result });
  const rounds = await apps.first.database.db
    .select()
    .from(houseRoundsTable)
    .where(eq(houseRoundsTable.handId, hand!.id));
  expect(rounds).toHaveLength(players.length * SPOTS.length);
  await expectSettledAndPaidOnce(apps.first.database.db, rounds);

  // Every player's balance is the start, less the stakes, plus exactly one payout per bet.
  const stakeMinor = toMinor('6.00');
  const perPlayer = SPOTS.reduce((sum, spot) => sum - stakeMinor + settleBet(spot, stakeMinor, result), 0n);
  for (const player of players) {
    expect(await calls[player.side]!.balanceOf(player.game)).toBe(fromMinor(player.startMinor + perPlayer));
  }
  expect((await ledgerVerify(apps.first.app)).balanced).toBe(true);

  // Each process's watcher was told of the deal once, whichever process dealt.
  for (const { messages, socket } of watching) {
    const dealt = () =>
      messages.filter((message) => message.type === 'dealt' && message.hand.roundNumber === roundNumber);
    await expect.poll(() => dealt().length).toBe(1);
    expect(dealt()[0]).toMatchObject({ hand: { serverSeed, result } });
    socket.terminate();
  }
}

describe('two processes, one baccarat hand', () => {
  it('deals and pays once when both run the dealer under the scheduler at the same moment', async () => {
    await expectDealtAndPaidOnce(async () => {
      const ran = await Promise.all([
        apps.first.app.scheduler.runOnce(apps.first.app.jobs.baccaratHands!),
        apps.second.app.scheduler.runOnce(apps.second.app.jobs.baccaratHands!),
      ]);
      // At least one ran; with overlapping runs the lock turned the other away.
      expect(ran).toContain(true);
    });
  });

  it('deals and pays once even when both run the dealer without the lock', async () => {
    await expectDealtAndPaidOnce(() =>
      Promise.all([apps.first.app.jobs.baccaratHands!.run(), apps.second.app.jobs.baccaratHands!.run()]),
    );
  });
});

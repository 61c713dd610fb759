// Proves the live baccarat tables end to end over real HTTP, with the tables' clock moved by the test
// instead of waited for: bets are taken only while betting is open and within the table's limits
// (a refused bet moves nothing), a dealt hand pays every bet exactly once at the right odds (player,
// banker with its commission, tie, the push on a tie, both pairs) through the signed wallet so that
// the platform's rounds and ledger agree, running the dealer again pays nothing more, each hand can
// be recomputed from its revealed seed, and every watcher of a table's stream sees the result (one
// held by another process too, through Redis, when TEST_REDIS_URL is set).
import { and, eq, inArray } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { BaccaratResult, BaccaratStreamMessage } from '@playdeck/contract/baccarat';
import { fromMinor, toMinor } from '@playdeck/contract/money';
import { buildApp } from '../../../app';
import { gameRoundsTable } from '../../../features/vendors/vendors.table';
import { loadConfig } from '../../../plugins/config';
import { openDatabase } from '../../../plugins/database';
import { buildTestApp, type TestApp } from '../../../test-support/build-test-app';
import { fundedMember } from '../../../test-support/factories';
import { authHeader, ledgerVerify } from '../../../test-support/session';
import { houseBaccaratHandsTable, houseRoundsTable } from '../house.table';
import { liveTableCalls } from '../live-table.test-helpers';
import { serverSeedHash } from '../slots/provably-fair';
import { createBaccaratRepository } from './baccarat.repository';
import { dealHand } from './baccarat.service';
import { roundClientSeed } from './deal';
import { roundNumberAt, roundTimes } from './schedule';

const SECRET = 'house-secret-for-baccarat-tests';
let testApp: TestApp;
let clockMs = Date.now();
/** Rounds well ahead of the real time, so each test owns the hands it plants. */
let nextRound = roundNumberAt(Date.now()) + 10;

beforeAll(async () => {
  testApp = await buildTestApp({
    env: { HOUSE_VENDOR_SECRET: SECRET },
    listen: true,
    now: () => new Date(clockMs),
  });
});
afterAll(() => testApp.close());

/** A fresh round for a test: ten rounds past the previous one, beyond the hands already made. */
function takeRound(): number {
  nextRound += 10;
  return nextRound;
}

/** Moves the tables' clock to this many seconds into a round. */
function setClock(roundNumber: number, secondsIn: number) {
  clockMs = roundTimes(roundNumber).opensAt + secondsIn * 1000;
}

/** Writes a hand ahead of the dealer, with a server seed whose deal has the wanted result. */
async function plantHand(
  tableCode: string,
  roundNumber: number,
  wanted: (result: BaccaratResult) => boolean,
): Promise<{ serverSeed: string; result: BaccaratResult }> {
  for (let attempt = 0; attempt < 100_000; attempt += 1) {
    const serverSeed = `planted-${tableCode}-${roundNumber}-${attempt}`;
    const result = dealHand(serverSeed, tableCode, roundNumber);
    if (!wanted(result)) continue;
    const times = roundTimes(roundNumber);
    await createBaccaratRepository(testApp.database.db).insertHands([
      {
        tableCode,
        roundNumber,
        opensAt: new Date(times.opensAt),
        closesAt: new Date(times.closesAt),
        settlesAt: new Date(times.settlesAt),
        serverSeed,
        serverSeedHash: serverSeedHash(serverSeed),
        clientSeed: roundClientSeed(tableCode, roundNumber),
      },
    ]);
    return { serverSeed, result };
  }
  throw new Error('no seed found for the wanted hand');
}

const {
  open: openTable,
  bet,
  stateOf: tableOf,
  balanceOf,
  roundsOf,
} = liveTableCalls(() => testApp, {
  studio: 'baccarat',
  vendorCode: 'PDLIVE',
  stateName: 'table',
});

const runDealer = () => testApp.app.scheduler.runOnce(testApp.app.jobs.baccaratHands!);

describe('the table', () => {
  it('shows the current hand with its seed hash, the limits and the odds', async () => {
    const round = takeRound();
    const { serverSeed } = await plantHand('BAC01', round, () => true);
    setClock(round, 4.5);
    const player = await fundedMember(testApp.database.db, 10_000n);
    const game = await openTable(player, 'BAC01');
    const value = await tableOf(game);
    expect(value.table).toMatchObject({
      tableCode: 'BAC01',
      minStake: '1.00',
      maxStake: '500.00',
      payouts: { player: '1:1', banker: '0.95:1', tie: '8:1', playerPair: '11:1', bankerPair: '11:1' },
      roundSeconds: 30,
      bettingSeconds: 20,
    });
    expect(value.serverTime).toBe(new Date(clockMs).toISOString());
    expect(value.hand).toMatchObject({
      roundNumber: round,
      phase: 'betting',
      status: 'open',
      serverSeedHash: serverSeedHash(serverSeed),
      clientSeed: `baccarat:BAC01:${round}`,
      serverSeed: null,
      result: null,
      closesAt: new Date(roundTimes(round).closesAt).toISOString(),
    });
    expect(value.myBets).toEqual([]);
  });

  it('refuses a table call from a game session of another game', async () => {
    const player = await fundedMember(testApp.database.db, 0n);
    const headers = await authHeader(testApp.app, player);
    const launched = await testApp.app.inject({
      method: 'POST',
      url: '/api/lobby/launch',
      headers,
      payload: { vendorCode: 'PDSLOT', gameCode: 'lucky-dragon' },
    });
    const launchToken = new URL(launched.json().value.url, 'http://x').searchParams.get('launch');
    const opened = await testApp.app.inject({
      method: 'POST',
      url: '/house/api/session',
      payload: { launchToken },
    });
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/house/api/baccarat/table',
      headers: { authorization: `Bearer ${opened.json().value.sessionToken as string}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('GAME_NOT_FOUND');
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/house/api/baccarat/table' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('bets', () => {
  it('takes bets only while betting is open, moving nothing otherwise', async () => {
    const round = takeRound();
    await plantHand('BAC01', round, () => true);
    const player = await fundedMember(testApp.database.db, 10_000n);
    const game = await openTable(player, 'BAC01');
    setClock(round, 0);
    const first = await bet(game, 'player', '10.00');
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({
      balance: '90.00',
      bet: { roundNumber: round, spot: 'player', stake: '10.00', payout: null, status: 'open' },
    });
    expect(first.json().value.bet.roundId).toMatch(new RegExp(`^BAC01-${round}-`));
    setClock(round, 19.999);
    expect((await bet(game, 'banker', '5.00')).statusCode).toBe(200);
    for (const secondsIn of [20, 25, 29.999]) {
      setClock(round, secondsIn);
      const late = await bet(game, 'banker', '5.00');
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({
        code: 'BETTING_CLOSED',
        message: 'Betting is closed for this round, please bet on the next one',
      });
    }
    expect(await balanceOf(game)).toBe('85.00');
    expect((await roundsOf(player.id)).map((row) => row.status)).toEqual(['open', 'open']);
    expect((await tableOf(game)).myBets.map((item: { spot: string }) => item.spot)).toEqual([
      'player',
      'banker',
    ]);
  });

  it('refuses stakes outside the table’s limits with the limits named, moving nothing', async () => {
    const round = takeRound();
    await plantHand('BAC02', round, () => true);
    const player = await fundedMember(testApp.database.db, 1_000_000n);
    const game = await openTable(player, 'BAC02');
    setClock(round, 3);
    const limits = { min: '50.00', max: '5000.00' };
    for (const amount of ['49.99', '0', '5000.01']) {
      const refused = await bet(game, 'tie', amount);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'STAKE_OUT_OF_LIMITS',
        message: `The stake must be between ${limits.min} and ${limits.max}`,
        fields: { amount: `The stake must be between ${limits.min} and ${limits.max}` },
      });
    }
    // The maximum holds for a spot's total on the hand, not only for one bet.
    expect((await bet(game, 'banker', '3000.00')).statusCode).toBe(200);
    const over = await bet(game, 'banker', '2000.01');
    expect(over.statusCode).toBe(400);
    expect(over.json().code).toBe('STAKE_OUT_OF_LIMITS');
    expect((await bet(game, 'player', '5000.00')).statusCode).toBe(200);
    for (const payload of [
      { spot: 'dragon', amount: '60.00' },
      { spot: 'banker', amount: '-60' },
      { spot: 'banker', amount: '60.001' },
      { spot: 'banker' },
    ]) {
      const invalid = await testApp.app.inject({
        method: 'POST',
        url: '/house/api/baccarat/bets',
        headers: game,
        payload,
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await balanceOf(game)).toBe('2000.00');
    expect(await roundsOf(player.id)).toHaveLength(2);
  });

  it('refuses a stake above the balance, keeping the bet refused', async () => {
    const round = takeRound();
    await plantHand('BAC01', round, () => true);
    const player = await fundedMember(testApp.database.db, 500n);
    const game = await openTable(player, 'BAC01');
    setClock(round, 10);
    const broke = await bet(game, 'player', '6.00');
    expect(broke.statusCode).toBe(409);
    expect(broke.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: '5.00' } });
    expect((await roundsOf(player.id)).map((row) => row.status)).toEqual(['refused']);
    expect(await balanceOf(game)).toBe('5.00');
  });
});

describe('dealing and settlement', () => {
  type Planned = { spot: string; amount: string; payout: string };
  const scenarios: {
    name: string;
    wanted: (result: BaccaratResult) => boolean;
    alice: Planned[];
    bob: Planned[];
  }[] = [
    {
      name: 'player wins, no pairs',
      wanted: (r) => r.outcome === 'player' && !r.playerPair && !r.bankerPair,
      alice: [
        { spot: 'player', amount: '10.00', payout: '20.00' },
        { spot: 'playerPair', amount: '10.00', payout: '0.00' },
      ],
      bob: [
        { spot: 'banker', amount: '10.00', payout: '0.00' },
        { spot: 'tie', amount: '10.00', payout: '0.00' },
      ],
    },
    {
      name: 'banker wins with a banker pair',
      wanted: (r) => r.outcome === 'banker' && r.bankerPair && !r.playerPair,
      alice: [
        { spot: 'banker', amount: '10.00', payout: '19.50' },
        { spot: 'bankerPair', amount: '10.00', payout: '120.00' },
      ],
      bob: [
        // The 5 % commission is floored to the cent: 1.01 × 1.95 = 1.9695 returns 1.96.
        { spot: 'banker', amount: '1.01', payout: '1.96' },
        { spot: 'player', amount: '10.00', payout: '0.00' },
        { spot: 'playerPair', amount: '10.00', payout: '0.00' },
      ],
    },
    {
      name: 'a tie with a player pair',
      wanted: (r) => r.outcome === 'tie' && r.playerPair && !r.bankerPair,
      alice: [
        { spot: 'tie', amount: '10.00', payout: '90.00' },
        { spot: 'playerPair', amount: '10.00', payout: '120.00' },
      ],
      bob: [
        { spot: 'player', amount: '10.00', payout: '10.00' },
        { spot: 'banker', amount: '10.00', payout: '10.00' },
        { spot: 'bankerPair', amount: '10.00', payout: '0.00' },
      ],
    },
  ];

  for (const scenario of scenarios) {
    it(`settles every bet exactly once: ${scenario.name}`, async () => {
      const round = takeRound();
      const planted = await plantHand('BAC01', round, scenario.wanted);
      const alice = await fundedMember(testApp.database.db, 100_000n);
      const bob = await fundedMember(testApp.database.db, 100_000n);
      const games = { alice: await openTable(alice, 'BAC01'), bob: await openTable(bob, 'BAC01') };
      setClock(round, 2);
      const roundIds: Record<string, string> = {};
      for (const who of ['alice', 'bob'] as const) {
        for (const planned of scenario[who]) {
          const placed = await bet(games[who], planned.spot, planned.amount);
          expect(placed.statusCode).toBe(200);
          roundIds[placed.json().value.bet.roundId] = planned.payout;
        }
      }
      // Still betting: the dealer deals nothing yet.
      setClock(round, 19);
      await runDealer();
      expect((await tableOf(games.alice)).hand.status).toBe('open');

      setClock(round, 20.5);
      expect(await runDealer()).toBe(true);
      expect(await runDealer()).toBe(true);

      const [hand] = await testApp.database.db
        .select()
        .from(houseBaccaratHandsTable)
        .where(
          and(eq(houseBaccaratHandsTable.tableCode, 'BAC01'), eq(houseBaccaratHandsTable.roundNumber, round)),
        );
      expect(hand).toMatchObject({ tableCode: 'BAC01', status: 'settled', result: planted.result });
      for (const who of ['alice', 'bob'] as const) {
        const staked = scenario[who].reduce((sum, planned) => sum + toMinor(planned.amount), 0n);
        const paid = scenario[who].reduce((sum, planned) => sum + toMinor(planned.payout), 0n);
        expect(await balanceOf(games[who])).toBe(fromMinor(100_000n - staked + paid));
        const table = await tableOf(games[who]);
        expect(table.hand).toMatchObject({
          phase: 'dealing',
          status: 'settled',
          serverSeed: planted.serverSeed,
        });
        expect(table.hand.result).toEqual(planted.result);
        expect(table.myBets.map((item: { payout: string }) => item.payout)).toEqual(
          scenario[who].map((planned) => planned.payout),
        );
        expect(table.road.at(-1)).toMatchObject({ roundNumber: round, outcome: planted.result.outcome });
      }
      const houseRows = await testApp.database.db
        .select()
        .from(houseRoundsTable)
        .where(inArray(houseRoundsTable.roundId, Object.keys(roundIds)));
      expect(houseRows.every((row) => row.status === 'settled')).toBe(true);
      const platformRows = await testApp.database.db
        .select()
        .from(gameRoundsTable)
        .where(inArray(gameRoundsTable.roundId, Object.keys(roundIds)));
      expect(platformRows).toHaveLength(Object.keys(roundIds).length);
      for (const row of platformRows) {
        expect(row).toMatchObject({ status: 'settled', gameCategory: 'LIVE', gameCode: 'BAC01' });
        expect(fromMinor(row.payoutMinor!)).toBe(roundIds[row.roundId]);
      }
      await expectLedgerBalanced();
    });
  }

  it('pays a bet once even when its credit is sent again', async () => {
    const round = takeRound();
    await plantHand('BAC03', round, (r) => r.outcome === 'player');
    const player = await fundedMember(testApp.database.db, 10_000n);
    const game = await openTable(player, 'BAC03');
    setClock(round, 1);
    const placed = (await bet(game, 'player', '20.00')).json().value.bet;
    setClock(round, 21);
    // Two dealers at once: one takes the job's lock, the other skips the run.
    const runs = await Promise.all([runDealer(), runDealer()]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await balanceOf(game)).toBe('120.00');
    // As if the house had crashed after the credit and before recording it: the next run credits
    // again with the same transaction id, and the platform answers the first result.
    await testApp.database.db
      .update(houseRoundsTable)
      .set({ status: 'open' })
      .where(eq(houseRoundsTable.roundId, placed.roundId));
    await runDealer();
    await runDealer();
    expect(await balanceOf(game)).toBe('120.00');
    const [row] = await testApp.database.db
      .select()
      .from(houseRoundsTable)
      .where(eq(houseRoundsTable.roundId, placed.roundId));
    expect(row).toMatchObject({ status: 'settled', payoutMinor: 4_000n });
    await expectLedgerBalanced();
  });

  it('reveals each hand’s seed so that any bet can be recomputed', async () => {
    const round = takeRound();
    const planted = await plantHand('BAC02', round, () => true);
    const player = await fundedMember(testApp.database.db, 100_000n);
    const game = await openTable(player, 'BAC02');
    setClock(round, 5);
    const placed = (await bet(game, 'banker', '50.00')).json().value.bet;
    const hidden = (
      await testApp.app.inject({ method: 'GET', url: `/house/api/rounds/${placed.roundId}` })
    ).json().value;
    expect(hidden).toMatchObject({
      kind: 'baccarat',
      serverSeed: null,
      serverSeedHash: serverSeedHash(planted.serverSeed),
      clientSeed: `baccarat:BAC02:${round}`,
      nonce: 0,
    });
    setClock(round, 20);
    await runDealer();
    const record = (
      await testApp.app.inject({ method: 'GET', url: `/house/api/rounds/${placed.roundId}` })
    ).json().value;
    expect(record.serverSeed).toBe(planted.serverSeed);
    expect(record.status).toBe('settled');
    const verified = await testApp.app.inject({
      method: 'POST',
      url: '/house/api/verify',
      payload: {
        kind: 'baccarat',
        gameCode: 'BAC02',
        serverSeed: record.serverSeed,
        clientSeed: record.clientSeed,
        nonce: record.nonce,
      },
    });
    expect(verified.json().value).toEqual({
      serverSeedHash: serverSeedHash(planted.serverSeed),
      outcome: planted.result,
    });
    // The settled bet keeps the hand's cards under the names the verifier answers with.
    expect(record.detail).toMatchObject({ ...planted.result, spot: 'banker' });
  });
});

describe('the stream', () => {
  /** A real WebSocket on a table's stream, collecting what it is sent. */
  async function watch(tableCode: string) {
    const { port } = testApp.app.server.address() as { port: number };
    const socket = new WebSocket(`ws://127.0.0.1:${port}/house/api/baccarat/stream?table=${tableCode}`);
    const messages: BaccaratStreamMessage[] = [];
    socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString())));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    return { socket, messages };
  }

  it('pushes the phase, the dealt cards and the settlement to every watcher', async () => {
    const round = takeRound();
    const planted = await plantHand('BAC03', round, () => true);
    setClock(round, 7);
    const watchers = [await watch('BAC03'), await watch('BAC03')];
    for (const { messages } of watchers) {
      await expect.poll(() => messages[0]?.type).toBe('phase');
      expect(messages[0]).toMatchObject({
        hand: { roundNumber: round, phase: 'betting', serverSeedHash: serverSeedHash(planted.serverSeed) },
      });
    }
    const player = await fundedMember(testApp.database.db, 10_000n);
    const game = await openTable(player, 'BAC03');
    expect((await bet(game, 'tie', '5.00')).statusCode).toBe(200);

    setClock(round, 20.2);
    await runDealer();
    for (const { messages } of watchers) {
      // Hands made ahead in earlier tests are dealt in the same run: each watcher looks for this one.
      await expect
        .poll(() =>
          messages.find((message) => message.type === 'dealt' && message.hand.roundNumber === round),
        )
        .toMatchObject({ hand: { serverSeed: planted.serverSeed, result: planted.result } });
      await expect
        .poll(() => messages.some((message) => message.type === 'settled' && message.roundNumber === round))
        .toBe(true);
      expect(
        messages.some(
          (message) =>
            message.type === 'phase' &&
            message.hand.roundNumber === round &&
            message.hand.phase === 'dealing',
        ),
      ).toBe(true);
    }

    // The next round's betting opens for them too.
    setClock(round + 1, 0.3);
    await runDealer();
    for (const { messages } of watchers) {
      await expect
        .poll(() =>
          messages.find((message) => message.type === 'phase' && message.hand.roundNumber === round + 1),
        )
        .toMatchObject({ hand: { phase: 'betting', serverSeed: null, result: null } });
    }
    for (const { socket } of watchers) socket.terminate();
  });

  it.runIf(process.env.TEST_REDIS_URL)(
    'reaches a watcher held by another process through Redis',
    async () => {
      const redisUrl = process.env.TEST_REDIS_URL!;
      const database = await openDatabase({ kind: 'pglite' });
      await database.migrate();
      const clients = [new Redis(redisUrl), new Redis(redisUrl)];
      const config = loadConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent', HOUSE_VENDOR_SECRET: SECRET });
      const now = () => new Date(clockMs);
      const [dealer, watcher] = await Promise.all(
        clients.map((redis) => buildApp({ config, database, redis, now })),
      );
      try {
        await watcher!.listen({ port: 0, host: '127.0.0.1' });
        const round = takeRound();
        const seed = 'cross-process-seed';
        const times = roundTimes(round);
        await createBaccaratRepository(database.db).insertHands([
          {
            tableCode: 'BAC02',
            roundNumber: round,
            opensAt: new Date(times.opensAt),
            closesAt: new Date(times.closesAt),
            settlesAt: new Date(times.settlesAt),
            serverSeed: seed,
            serverSeedHash: serverSeedHash(seed),
            clientSeed: roundClientSeed('BAC02', round),
          },
        ]);
        setClock(round, 12);
        const { port } = watcher!.server.address() as { port: number };
        const socket = new WebSocket(`ws://127.0.0.1:${port}/house/api/baccarat/stream?table=BAC02`);
        const messages: BaccaratStreamMessage[] = [];
        socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString())));
        await expect.poll(() => messages[0]?.type).toBe('phase');
        // The subscription to Redis completes a moment after the socket's first message.
        await new Promise((resolve) => setTimeout(resolve, 300));
        setClock(round, 20.5);
        expect(await dealer!.scheduler.runOnce(dealer!.jobs.baccaratHands!)).toBe(true);
        await expect
          .poll(() =>
            messages.find((message) => message.type === 'dealt' && message.hand.roundNumber === round),
          )
          .toMatchObject({ hand: { serverSeed: seed, result: dealHand(seed, 'BAC02', round) } });
        socket.terminate();
      } finally {
        await Promise.all([dealer!.close(), watcher!.close()]);
        clients.forEach((redis) => redis.disconnect());
        await database.close();
      }
    },
  );

  it('closes a stream of a table that does not exist', async () => {
    const { socket, messages } = await watch('NOPE');
    const closed = await new Promise<number>((resolve) => socket.once('close', resolve));
    expect(closed).toBe(4404);
    expect(messages).toEqual([{ type: 'error', code: 'GAME_NOT_FOUND' }]);
  });
});

async function expectLedgerBalanced() {
  expect((await ledgerVerify(testApp.app)).balanced).toBe(true);
}

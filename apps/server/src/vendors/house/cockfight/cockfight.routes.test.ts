// Proves the cockfight arenas end to end over real HTTP, with the arenas' clock moved by the test
// instead of waited for: bets are taken only while betting is open, on a spot the arena offers and
// within its limits (a refused bet moves nothing); a decided fight pays every bet exactly once at the
// price it was taken at (meron and wala by the roosters' ratings less the commission, a draw 8:1, the
// meron and wala stakes back on a draw) through the signed wallet so that the platform's rounds and
// ledger agree; running the dealer again, or two at once, pays nothing more; each fight can be
// recomputed from its revealed seed; and every watcher of an arena's stream sees the countdown's
// phases, the result and the settlement.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { CockfightResult, CockfightStreamMessage } from '@playdeck/contract/cockfight';
import { fromMinor, toMinor } from '@playdeck/contract/money';
import { gameRoundsTable } from '../../../features/vendors/vendors.table';
import { buildTestApp, type TestApp } from '../../../test-support/build-test-app';
import { fundedMember } from '../../../test-support/factories';
import { authHeader, ledgerVerify } from '../../../test-support/session';
import { houseCockfightFightsTable, houseRoundsTable } from '../house.table';
import { liveTableCalls } from '../live-table.test-helpers';
import { serverSeedHash } from '../slots/provably-fair';
import { findCockfightArena } from './arenas';
import { fightPrices } from './bets';
import { createCockfightRepository } from './cockfight.repository';
import { decideFightOf, fightRowOf } from './cockfight.service';
import { fightCard } from './fight';
import { fightNumberAt, fightTimes } from './schedule';

const SECRET = 'house-secret-for-cockfight-tests';
let testApp: TestApp;
let clockMs = Date.now();
/** Fights well ahead of the real time, so each test owns the fights it plants. */
let nextFight = fightNumberAt(Date.now()) + 10;

beforeAll(async () => {
  testApp = await buildTestApp({
    env: { HOUSE_VENDOR_SECRET: SECRET },
    listen: true,
    now: () => new Date(clockMs),
  });
});
afterAll(() => testApp.close());

/** A fresh fight for a test: ten fights past the previous one, beyond the fights already made. */
function takeFight(): number {
  nextFight += 10;
  return nextFight;
}

/** Moves the arenas' clock to this many seconds into a fight. */
function setClock(fightNumber: number, secondsIn: number) {
  clockMs = fightTimes(fightNumber).opensAt + secondsIn * 1000;
}

/** Writes a fight ahead of the dealer, with a server seed whose decision is the wanted one. */
async function plantFight(
  arenaCode: string,
  fightNumber: number,
  wanted: (result: CockfightResult) => boolean,
): Promise<{ serverSeed: string; result: CockfightResult; prices: ReturnType<typeof fightPrices> }> {
  const arena = findCockfightArena(arenaCode)!;
  const card = fightCard(arena, fightNumber);
  const prices = fightPrices(arena, card);
  for (let attempt = 0; attempt < 100_000; attempt += 1) {
    const serverSeed = `planted-${arenaCode}-${fightNumber}-${attempt}`;
    const result = decideFightOf(serverSeed, arenaCode, fightNumber);
    if (!wanted(result)) continue;
    await createCockfightRepository(testApp.database.db).insertFights([
      fightRowOf(arena, fightNumber, serverSeed),
    ]);
    return { serverSeed, result, prices };
  }
  throw new Error('no seed found for the wanted fight');
}

const {
  open: openArena,
  bet,
  stateOf: arenaOf,
  balanceOf,
  roundsOf,
} = liveTableCalls(() => testApp, {
  studio: 'cockfight',
  vendorCode: 'PDCOCK',
  stateName: 'arena',
});

const runDealer = () => testApp.app.scheduler.runOnce(testApp.app.jobs.cockfightFights!);

async function fightRow(arenaCode: string, fightNumber: number) {
  const [row] = await testApp.database.db
    .select()
    .from(houseCockfightFightsTable)
    .where(
      and(
        eq(houseCockfightFightsTable.arenaCode, arenaCode),
        eq(houseCockfightFightsTable.fightNumber, fightNumber),
      ),
    );
  return row;
}

async function expectLedgerBalanced() {
  expect((await ledgerVerify(testApp.app)).balanced).toBe(true);
}

describe('the arena', () => {
  it('shows the current fight with its roosters, odds, seed hash and the arena’s limits', async () => {
    const fight = takeFight();
    const { serverSeed, prices } = await plantFight('CF01', fight, () => true);
    const card = fightCard(findCockfightArena('CF01')!, fight);
    setClock(fight, 4.5);
    const player = await fundedMember(testApp.database.db, 10_000n);
    const game = await openArena(player, 'CF01');
    const value = await arenaOf(game);
    expect(value.arena).toMatchObject({
      arenaCode: 'CF01',
      minStake: '1.00',
      maxStake: '500.00',
      commissionPercent: '5.00',
      fightSeconds: 180,
      bettingSeconds: 120,
      fightingSeconds: 40,
    });
    expect(value.serverTime).toBe(new Date(clockMs).toISOString());
    expect(value.fight).toMatchObject({
      fightNumber: fight,
      phase: 'betting',
      status: 'open',
      meron: { code: card.meron.code, name: card.meron.name, rating: card.meron.rating },
      wala: { code: card.wala.code, name: card.wala.name, rating: card.wala.rating },
      payouts: {
        meron: `${(prices.meron - 100) / 100}:1`,
        wala: `${(prices.wala - 100) / 100}:1`,
        draw: '8:1',
      },
      drawChancePercent: '8.00',
      serverSeedHash: serverSeedHash(serverSeed),
      clientSeed: `cockfight:CF01:${fight}`,
      nonce: 0,
      serverSeed: null,
      result: null,
      closesAt: new Date(fightTimes(fight).closesAt).toISOString(),
      decidesAt: new Date(fightTimes(fight).decidesAt).toISOString(),
    });
    const chances = [value.fight.meron.chancePercent, value.fight.wala.chancePercent, '8.00'].map(Number);
    expect(chances.reduce((sum, chance) => sum + chance, 0)).toBeCloseTo(100, 1);
    expect(Number(value.fight.meron.chancePercent)).toBeGreaterThan(Number(value.fight.wala.chancePercent));
    expect(value.myBets).toEqual([]);
  });

  it('refuses an arena call from a game session of another game, or without one', async () => {
    const player = await fundedMember(testApp.database.db, 0n);
    const headers = await authHeader(testApp.app, player);
    const launched = await testApp.app.inject({
      method: 'POST',
      url: '/api/lobby/launch',
      headers,
      payload: { vendorCode: 'PDLIVE', gameCode: 'BAC01' },
    });
    const launchToken = new URL(launched.json().value.url, 'http://x').searchParams.get('launch');
    const opened = await testApp.app.inject({
      method: 'POST',
      url: '/house/api/session',
      payload: { launchToken },
    });
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/house/api/cockfight/arena',
      headers: { authorization: `Bearer ${opened.json().value.sessionToken as string}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('GAME_NOT_FOUND');
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/house/api/cockfight/arena' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('launches only the arenas it has', async () => {
    const player = await fundedMember(testApp.database.db, 0n);
    const launched = await testApp.app.inject({
      method: 'POST',
      url: '/api/lobby/launch',
      headers: await authHeader(testApp.app, player),
      payload: { vendorCode: 'PDCOCK', gameCode: 'CF99' },
    });
    expect(launched.statusCode).toBe(404);
  });
});

describe('bets', () => {
  it('takes bets only while betting is open, moving nothing otherwise', async () => {
    const fight = takeFight();
    await plantFight('CF01', fight, () => true);
    const player = await fundedMember(testApp.database.db, 10_000n);
    const game = await openArena(player, 'CF01');
    setClock(fight, 0);
    const first = await bet(game, 'meron', '10.00');
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({
      balance: '90.00',
      bet: { fightNumber: fight, spot: 'meron', stake: '10.00', payout: null, status: 'open' },
    });
    expect(first.json().value.bet.roundId).toMatch(new RegExp(`^CF01-${fight}-`));
    setClock(fight, 119.999);
    expect((await bet(game, 'draw', '5.00')).statusCode).toBe(200);
    // The fight (120–160 s) and the result (160–180 s) take no bets.
    for (const secondsIn of [120, 140, 159.999, 160, 179.999]) {
      setClock(fight, secondsIn);
      const late = await bet(game, 'wala', '5.00');
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({
        code: 'BETTING_CLOSED',
        message: 'Betting is closed for this round, please bet on the next one',
      });
    }
    expect(await balanceOf(game)).toBe('85.00');
    expect((await roundsOf(player.id)).map((row) => row.status)).toEqual(['open', 'open']);
    setClock(fight, 60);
    expect((await arenaOf(game)).myBets.map((item: { spot: string }) => item.spot)).toEqual([
      'meron',
      'draw',
    ]);
  });

  it('refuses stakes outside the arena’s limits with the limits named, moving nothing', async () => {
    const fight = takeFight();
    await plantFight('CF02', fight, () => true);
    const player = await fundedMember(testApp.database.db, 1_000_000n);
    const game = await openArena(player, 'CF02');
    setClock(fight, 3);
    const limits = { min: '20.00', max: '2000.00' };
    for (const amount of ['19.99', '0', '2000.01']) {
      const refused = await bet(game, 'draw', amount);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'STAKE_OUT_OF_LIMITS',
        message: `The stake must be between ${limits.min} and ${limits.max}`,
        fields: { amount: `The stake must be between ${limits.min} and ${limits.max}` },
      });
    }
    // The maximum holds for a spot's total on the fight, not only for one bet.
    expect((await bet(game, 'wala', '1500.00')).statusCode).toBe(200);
    const over = await bet(game, 'wala', '500.01');
    expect(over.statusCode).toBe(400);
    expect(over.json().code).toBe('STAKE_OUT_OF_LIMITS');
    expect((await bet(game, 'meron', '2000.00')).statusCode).toBe(200);
    expect(await balanceOf(game)).toBe('6500.00');
    expect(await roundsOf(player.id)).toHaveLength(2);
  });

  it('refuses a spot the arena does not offer and a malformed bet, moving nothing', async () => {
    const fight = takeFight();
    await plantFight('CF01', fight, () => true);
    const player = await fundedMember(testApp.database.db, 10_000n);
    const game = await openArena(player, 'CF01');
    setClock(fight, 30);
    for (const spot of ['player', 'Meron', 'tie']) {
      const refused = await bet(game, spot, '10.00');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'SELECTION_INVALID',
        message: 'This selection is not valid for the chosen bet',
        fields: { spot: 'This selection is not valid for the chosen bet' },
      });
    }
    for (const payload of [
      { spot: 'meron', amount: '-10' },
      { spot: 'meron', amount: '10.001' },
      { spot: 'meron' },
      { spot: '', amount: '10.00' },
      { amount: '10.00' },
    ]) {
      const invalid = await testApp.app.inject({
        method: 'POST',
        url: '/house/api/cockfight/bets',
        headers: game,
        payload,
      });
      expect(invalid.statusCode, JSON.stringify(payload)).toBe(400);
      expect(invalid.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await balanceOf(game)).toBe('100.00');
    expect(await roundsOf(player.id)).toHaveLength(0);
  });

  it('refuses a stake above the balance, keeping the bet refused', async () => {
    const fight = takeFight();
    await plantFight('CF01', fight, () => true);
    const player = await fundedMember(testApp.database.db, 500n);
    const game = await openArena(player, 'CF01');
    setClock(fight, 10);
    const broke = await bet(game, 'meron', '6.00');
    expect(broke.statusCode).toBe(409);
    expect(broke.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: '5.00' } });
    expect((await roundsOf(player.id)).map((row) => row.status)).toEqual(['refused']);
    expect(await balanceOf(game)).toBe('5.00');
  });
});

describe('the result and settlement', () => {
  /** A bet and what it returns, given the fight's prices. */
  type Planned = { spot: string; amount: string; payout: (prices: Record<string, number>) => string };
  const wins = (amount: string, spot: 'meron' | 'wala' | 'draw') => (prices: Record<string, number>) =>
    fromMinor((toMinor(amount) * BigInt(prices[spot]!)) / 100n);
  const loses = () => '0.00';
  const scenarios: {
    name: string;
    outcome: CockfightResult['outcome'];
    alice: Planned[];
    bob: Planned[];
  }[] = [
    {
      name: 'meron wins',
      outcome: 'meron',
      alice: [
        { spot: 'meron', amount: '10.00', payout: wins('10.00', 'meron') },
        { spot: 'draw', amount: '10.00', payout: loses },
      ],
      // The price is floored to the cent: 1.01 at 1.xx returns a whole number of cents.
      bob: [
        { spot: 'meron', amount: '1.01', payout: wins('1.01', 'meron') },
        { spot: 'wala', amount: '10.00', payout: loses },
      ],
    },
    {
      name: 'wala wins',
      outcome: 'wala',
      alice: [{ spot: 'wala', amount: '20.00', payout: wins('20.00', 'wala') }],
      bob: [
        { spot: 'meron', amount: '10.00', payout: loses },
        { spot: 'draw', amount: '5.00', payout: loses },
      ],
    },
    {
      name: 'a draw, which returns the meron and wala stakes',
      outcome: 'draw',
      alice: [{ spot: 'draw', amount: '10.00', payout: () => '90.00' }],
      bob: [
        { spot: 'meron', amount: '10.00', payout: () => '10.00' },
        { spot: 'wala', amount: '7.50', payout: () => '7.50' },
      ],
    },
  ];

  for (const scenario of scenarios) {
    it(`settles every bet exactly once: ${scenario.name}`, async () => {
      const fight = takeFight();
      const planted = await plantFight('CF01', fight, (result) => result.outcome === scenario.outcome);
      const alice = await fundedMember(testApp.database.db, 100_000n);
      const bob = await fundedMember(testApp.database.db, 100_000n);
      const games = { alice: await openArena(alice, 'CF01'), bob: await openArena(bob, 'CF01') };
      setClock(fight, 2);
      const roundIds: Record<string, string> = {};
      for (const who of ['alice', 'bob'] as const) {
        for (const planned of scenario[who]) {
          const placed = await bet(games[who], planned.spot, planned.amount);
          expect(placed.statusCode).toBe(200);
          roundIds[placed.json().value.bet.roundId] = planned.payout(planted.prices);
        }
      }
      // Betting closed and the roosters fighting: the dealer decides nothing yet (only the fights
      // earlier tests left behind, so the records read now are the ones before this fight).
      setClock(fight, 150);
      await runDealer();
      const before = (await arenaOf(games.alice)).fight;
      expect(before).toMatchObject({ phase: 'fighting', status: 'open', result: null });

      setClock(fight, 160.5);
      expect(await runDealer()).toBe(true);
      expect(await runDealer()).toBe(true);

      const row = await fightRow('CF01', fight);
      expect(row).toMatchObject({ status: 'settled', outcome: scenario.outcome, result: planted.result });
      for (const who of ['alice', 'bob'] as const) {
        const staked = scenario[who].reduce((sum, planned) => sum + toMinor(planned.amount), 0n);
        const paid = scenario[who].reduce(
          (sum, planned) => sum + toMinor(planned.payout(planted.prices)),
          0n,
        );
        expect(await balanceOf(games[who])).toBe(fromMinor(100_000n - staked + paid));
        const arena = await arenaOf(games[who]);
        expect(arena.fight).toMatchObject({
          phase: 'result',
          status: 'settled',
          serverSeed: planted.serverSeed,
        });
        expect(arena.fight.result).toEqual(planted.result);
        expect(arena.myBets.map((item: { payout: string }) => item.payout)).toEqual(
          scenario[who].map((planned) => planned.payout(planted.prices)),
        );
        expect(arena.history.at(-1)).toMatchObject({ fightNumber: fight, outcome: scenario.outcome });
      }
      // The fight joins both roosters' records.
      const after = (await arenaOf(games.alice)).fight;
      const counted = { meron: 'wins', wala: 'losses', draw: 'draws' } as const;
      const meronKey = counted[scenario.outcome];
      const walaKey =
        scenario.outcome === 'wala' ? 'wins' : scenario.outcome === 'meron' ? 'losses' : 'draws';
      expect(after.meron.record[meronKey]).toBe(before.meron.record[meronKey] + 1);
      expect(after.wala.record[walaKey]).toBe(before.wala.record[walaKey] + 1);

      const houseRows = await testApp.database.db
        .select()
        .from(houseRoundsTable)
        .where(inArray(houseRoundsTable.roundId, Object.keys(roundIds)));
      expect(houseRows.every((houseRow) => houseRow.status === 'settled')).toBe(true);
      const platformRows = await testApp.database.db
        .select()
        .from(gameRoundsTable)
        .where(inArray(gameRoundsTable.roundId, Object.keys(roundIds)));
      expect(platformRows).toHaveLength(Object.keys(roundIds).length);
      for (const platformRow of platformRows) {
        expect(platformRow).toMatchObject({ status: 'settled', gameCategory: 'COCKFIGHT', gameCode: 'CF01' });
        expect(fromMinor(platformRow.payoutMinor!)).toBe(roundIds[platformRow.roundId]);
      }
      await expectLedgerBalanced();
    });
  }

  it('pays the price a bet was taken at, and a bet once even when its credit is sent again', async () => {
    const fight = takeFight();
    const planted = await plantFight('CF02', fight, (result) => result.outcome === 'wala');
    const player = await fundedMember(testApp.database.db, 100_000n);
    const game = await openArena(player, 'CF02');
    setClock(fight, 1);
    const placed = (await bet(game, 'wala', '100.00')).json().value.bet;
    expect(placed.odds).toBe(`${(planted.prices.wala - 100) / 100}:1`);
    const won = (100_00n * BigInt(planted.prices.wala)) / 100n;
    setClock(fight, 161);
    // Two dealers at once: one takes the job's lock, the other skips the run.
    const runs = await Promise.all([runDealer(), runDealer()]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await balanceOf(game)).toBe(fromMinor(100_000n - 100_00n + won));
    // As if the house had crashed after the credit and before recording it: the next run credits
    // again with the same transaction id, and the platform answers the first result.
    await testApp.database.db
      .update(houseRoundsTable)
      .set({ status: 'open' })
      .where(eq(houseRoundsTable.roundId, placed.roundId));
    await runDealer();
    await runDealer();
    expect(await balanceOf(game)).toBe(fromMinor(100_000n - 100_00n + won));
    const [row] = await testApp.database.db
      .select()
      .from(houseRoundsTable)
      .where(eq(houseRoundsTable.roundId, placed.roundId));
    expect(row).toMatchObject({ status: 'settled', payoutMinor: won });
    await expectLedgerBalanced();
  });

  it('reveals each fight’s seed so that any bet can be recomputed', async () => {
    const fight = takeFight();
    const planted = await plantFight('CF02', fight, () => true);
    const player = await fundedMember(testApp.database.db, 100_000n);
    const game = await openArena(player, 'CF02');
    setClock(fight, 5);
    const placed = (await bet(game, 'draw', '20.00')).json().value.bet;
    const hidden = (
      await testApp.app.inject({ method: 'GET', url: `/house/api/rounds/${placed.roundId}` })
    ).json().value;
    expect(hidden).toMatchObject({
      kind: 'cockfight',
      serverSeed: null,
      serverSeedHash: serverSeedHash(planted.serverSeed),
      clientSeed: `cockfight:CF02:${fight}`,
      nonce: 0,
    });
    setClock(fight, 160);
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
        kind: 'cockfight',
        gameCode: 'CF02',
        serverSeed: record.serverSeed,
        clientSeed: record.clientSeed,
        nonce: record.nonce,
      },
    });
    expect(verified.json().value).toEqual({
      serverSeedHash: serverSeedHash(planted.serverSeed),
      outcome: planted.result,
    });
    // The settled bet keeps the fight's result under the names the verifier answers with.
    expect(record.detail).toMatchObject({ ...planted.result, spot: 'draw' });
    const elsewhere = await testApp.app.inject({
      method: 'POST',
      url: '/house/api/verify',
      payload: {
        kind: 'cockfight',
        gameCode: 'CF01',
        serverSeed: 'x',
        clientSeed: record.clientSeed,
        nonce: 0,
      },
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe('the stream', () => {
  /** A real WebSocket on an arena's stream, collecting what it is sent. */
  async function watch(arenaCode: string) {
    const { port } = testApp.app.server.address() as { port: number };
    const socket = new WebSocket(`ws://127.0.0.1:${port}/house/api/cockfight/stream?arena=${arenaCode}`);
    const messages: CockfightStreamMessage[] = [];
    socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString())));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    return { socket, messages };
  }

  const phaseMessage = (messages: CockfightStreamMessage[], fightNumber: number, phase: string) =>
    messages.find(
      (message) =>
        message.type === 'phase' &&
        message.fight.fightNumber === fightNumber &&
        message.fight.phase === phase,
    );

  it('pushes the countdown’s phases, the result and the settlement to every watcher', async () => {
    const fight = takeFight();
    const planted = await plantFight('CF02', fight, () => true);
    setClock(fight, 7);
    const watchers = [await watch('CF02'), await watch('CF02')];
    for (const { messages } of watchers) {
      await expect.poll(() => messages[0]?.type).toBe('phase');
      expect(messages[0]).toMatchObject({
        serverTime: new Date(clockMs).toISOString(),
        fight: { fightNumber: fight, phase: 'betting', serverSeedHash: serverSeedHash(planted.serverSeed) },
      });
    }
    const player = await fundedMember(testApp.database.db, 10_000n);
    const game = await openArena(player, 'CF02');
    expect((await bet(game, 'meron', '20.00')).statusCode).toBe(200);

    // Betting closes: the fight starts, the result not yet known.
    setClock(fight, 120.2);
    await runDealer();
    for (const { messages } of watchers) {
      await expect
        .poll(() => phaseMessage(messages, fight, 'fighting'))
        .toMatchObject({ fight: { status: 'open', serverSeed: null, result: null } });
    }

    setClock(fight, 160.2);
    await runDealer();
    for (const { messages } of watchers) {
      // Fights made ahead in earlier tests are decided in the same run: each watcher looks for this one.
      await expect
        .poll(() =>
          messages.find((message) => message.type === 'decided' && message.fight.fightNumber === fight),
        )
        .toMatchObject({ fight: { serverSeed: planted.serverSeed, result: planted.result } });
      await expect
        .poll(() => messages.some((message) => message.type === 'settled' && message.fightNumber === fight))
        .toBe(true);
      expect(phaseMessage(messages, fight, 'result')).toMatchObject({ fight: { result: planted.result } });
    }

    // The next fight's betting opens for them too.
    setClock(fight + 1, 0.3);
    await runDealer();
    for (const { messages } of watchers) {
      await expect
        .poll(() => phaseMessage(messages, fight + 1, 'betting'))
        .toMatchObject({ fight: { status: 'open', serverSeed: null, result: null } });
    }
    for (const { socket } of watchers) socket.terminate();
  });

  it('closes a stream of an arena that does not exist', async () => {
    const { socket, messages } = await watch('NOPE');
    const closed = await new Promise<number>((resolve) => socket.once('close', resolve));
    expect(closed).toBe(4404);
    expect(messages).toEqual([{ type: 'error', code: 'GAME_NOT_FOUND' }]);
  });
});

// Proves the house sportsbook end to end over real HTTP, with the book's clock moved by the test
// instead of waited for: a sport's fixtures are listed with their seed hash and the markets offered
// now; singles and parlays are taken only on offered markets at the current odds (a moved price is
// refused unless the player accepts it), within the stake limits, never on an ended fixture nor twice
// on one fixture; the settlement job pays every bet exactly payoutOf its legs once, however often it
// runs, through the signed wallet so that the ledger balances; a cash-out pays once under concurrent
// requests and never on a closed bet; and every settled fixture can be recomputed from its seed.
// Virtual football lists its rounds about now and pays a parlay a couple of minutes after it is
// placed; a parlay with a lost leg is settled as soon as that leg is; the operator sees what each
// fixture has at stake and cancels a fixture, voiding its selections at once; and the sports pages'
// fixture board lists the published fixtures of enabled games by league, each launched at itself.
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromMinor, toMinor } from '@playdeck/contract/money';
import type { SportsbookFixture } from '@playdeck/contract/sportsbook';
import { buildTestApp, type TestApp } from '../../../test-support/build-test-app';
import { fundedMember } from '../../../test-support/factories';
import { authHeader, ledgerVerify } from '../../../test-support/session';
import { houseRoundsTable, houseSportsbookBetsTable, houseSportsbookFixturesTable } from '../house.table';
import { serverSeedHash } from '../slots/provably-fair';
import { fixturesFor, roundFixtures, siteDayOf, siteDayStart, type Fixture } from './fixtures';
import { marketsFor } from './odds';
import {
  payoutOf,
  settleSelection,
  type FixtureResult,
  type MarketKind,
  type SelectionCode,
} from './settlement';
import { simulateFixture, type Timeline } from './simulate';
import { createSportsbookRepository } from './sportsbook.repository';
import { stateAt } from './state';
import { findLeague, type SportCode } from './teams';
import { DEMO_ACCOUNTS } from '../../../seed/demo-data';

const SECRET = 'house-secret-for-sportsbook-tests';
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const seedOf = (fixture: Fixture) => `sportsbook-test-${fixture.fixtureId}`;
const timelines = new Map<string, Timeline>();
const timelineOf = (fixture: Fixture) => timelines.get(fixture.fixtureId) as Timeline;

let testApp: TestApp;
let clockMs = Date.now();
/**
 * Each test plays on its own site day, two days after the last one's (the job creates today's and
 * tomorrow's fixtures with random seeds), so the clock only moves forward and no test's settlement
 * touches another's fixtures.
 */
let dayOffset = 38;
let dayFixtures: Fixture[] = [];
const used = new Set<string>();

beforeAll(async () => {
  testApp = await buildTestApp({
    env: { HOUSE_VENDOR_SECRET: SECRET },
    listen: true,
    now: () => new Date(clockMs),
  });
});
afterAll(() => testApp.close());

/** Writes fixtures' rows ahead of the job, with known seeds, so each result is known. */
async function plant(fixtures: readonly Fixture[]): Promise<void> {
  for (const fixture of fixtures) timelines.set(fixture.fixtureId, simulateFixture(fixture, seedOf(fixture)));
  await createSportsbookRepository(testApp.database.db).insertFixtures(
    fixtures.map((fixture) => ({
      fixtureId: fixture.fixtureId,
      day: siteDayOf(fixture.kickOffAt),
      sportCode: fixture.sportCode,
      kickOffAt: new Date(fixture.kickOffAt),
      endsAt: new Date(timelineOf(fixture).endsAt),
      serverSeed: seedOf(fixture),
      serverSeedHash: serverSeedHash(seedOf(fixture)),
      clientSeed: fixture.clientSeed,
    })),
  );
}

/** Plants the next test day's daily fixtures. */
async function plantDay(): Promise<Fixture[]> {
  dayOffset += 2;
  const day = siteDayOf(Date.now() + dayOffset * DAY_MS);
  dayFixtures = fixturesFor(day);
  await plant(dayFixtures);
  return dayFixtures;
}

/** A fixture of the test's day no one has used, of a sport and with a result the test wants. */
function takeFixture(
  sportCode: SportCode,
  wanted: (result: Timeline['result']) => boolean = () => true,
): Fixture {
  const fixture = dayFixtures.find(
    (each) => each.sportCode === sportCode && !used.has(each.fixtureId) && wanted(timelineOf(each).result),
  );
  if (!fixture) throw new Error(`no ${sportCode} fixture left for this test`);
  used.add(fixture.fixtureId);
  return fixture;
}

type Game = { authorization: string };

async function openBook(
  member: { username: string; password: string },
  vendorCode: string,
  sportCode: string,
) {
  const launched = await testApp.app.inject({
    method: 'POST',
    url: '/api/lobby/launch',
    headers: await authHeader(testApp.app, member),
    payload: { vendorCode, gameCode: sportCode },
  });
  expect(launched.statusCode).toBe(200);
  const url = new URL(launched.json().value.url, 'http://x');
  expect(url.pathname).toBe(`/house/sportsbook/${sportCode}`);
  const opened = await testApp.app.inject({
    method: 'POST',
    url: '/house/api/session',
    payload: { launchToken: url.searchParams.get('launch') },
  });
  expect(opened.statusCode).toBe(200);
  expect(opened.json().value).toMatchObject({ kind: 'sportsbook', vendorCode, gameCode: sportCode });
  return { authorization: `Bearer ${opened.json().value.sessionToken as string}` };
}

async function fixturesOf(game: Game, sport?: string): Promise<SportsbookFixture[]> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/house/api/sportsbook/fixtures${sport ? `?sport=${sport}` : ''}`,
    headers: game,
  });
  expect(response.statusCode).toBe(200);
  return response.json().value.fixtures;
}

type LegChoice = { fixture: Fixture; kind: MarketKind; selection: SelectionCode; main?: boolean };

/** The market and selection the page shows now for a leg: the main line of its kind. */
async function offered(game: Game, choice: LegChoice) {
  const listed = (await fixturesOf(game, choice.fixture.sportCode)).find(
    (item) => item.fixtureId === choice.fixture.fixtureId,
  );
  const market = listed?.markets.find((each) => each.kind === choice.kind && each.main);
  const selection = market?.selections.find((each) => each.selection === choice.selection);
  if (!market || !selection)
    throw new Error(
      `${choice.kind} ${choice.selection} not offered: ${JSON.stringify(listed?.state)} ${listed?.markets.map((each) => each.marketId).join(' ')}`,
    );
  return {
    fixtureId: choice.fixture.fixtureId,
    marketId: market.marketId,
    selection: selection.selection,
    odds: selection.odds,
    line: selection.line,
  };
}

const placeBet = (game: Game, payload: Record<string, unknown>) =>
  testApp.app.inject({
    method: 'POST',
    url: '/house/api/sportsbook/bets',
    headers: { ...game, 'accept-language': 'en' },
    payload: { requestId: randomUUID(), acceptOddsChanges: false, ...payload },
  });

const cashOut = (game: Game, betId: string, offer: string) =>
  testApp.app.inject({
    method: 'POST',
    url: `/house/api/sportsbook/bets/${betId}/cash-out`,
    headers: { ...game, 'accept-language': 'en' },
    payload: { offer },
  });

const myBets = async (game: Game) => {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/house/api/sportsbook/bets',
    headers: game,
  });
  expect(response.statusCode).toBe(200);
  return response.json().value.bets;
};

const balanceOf = async (game: Game) => {
  const response = await testApp.app.inject({ method: 'GET', url: '/house/api/balance', headers: game });
  expect(response.statusCode).toBe(200);
  return response.json().value.balance as string;
};

const runSettlement = () => testApp.app.scheduler.runOnce(testApp.app.jobs.sportsbookSettlement!);

const endOf = (...fixtures: Fixture[]) => Math.max(...fixtures.map((fixture) => timelineOf(fixture).endsAt));

async function expectLedgerBalanced() {
  expect((await ledgerVerify(testApp.app)).balanced).toBe(true);
}

/** What a leg taken at `odds` settles to on its fixture's planted result. */
const outcomeOf = (leg: {
  fixture: Fixture;
  kind: MarketKind;
  selection: SelectionCode;
  line: number | null;
}) => settleSelection(leg.kind, leg.selection, leg.line, timelineOf(leg.fixture).result);

describe('fixtures', () => {
  it('lists a sport’s fixtures of today and tomorrow with seed hashes and the markets offered now', async () => {
    const fixture = (await plantDay()).find((each) => each.sportCode === 'FOOTBALL')!;
    clockMs = fixture.kickOffAt - 2 * 60 * MINUTE_MS;
    const player = await fundedMember(testApp.database.db, 0n);
    const game = await openBook(player, 'PDSPORT', 'FOOTBALL');
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/house/api/sportsbook/fixtures',
      headers: game,
    });
    const value = response.json().value;
    expect(value.sport).toBe('FOOTBALL');
    expect(value.days[0]).toBe(siteDayOf(clockMs));
    expect(value.limits).toMatchObject({
      minStake: '1.00',
      maxStake: { MATCH_RESULT: '5000.00', HANDICAP: '3000.00' },
    });
    const listed = value.fixtures.find((item: SportsbookFixture) => item.fixtureId === fixture.fixtureId);
    expect(listed).toMatchObject({
      sport: 'FOOTBALL',
      home: { teamCode: fixture.home.teamCode, name: fixture.home.name },
      kickOffAt: new Date(fixture.kickOffAt).toISOString(),
      state: { phase: 'PRE_MATCH', score: null },
      serverSeedHash: serverSeedHash(seedOf(fixture)),
      clientSeed: `sportsbook:${fixture.fixtureId}`,
      serverSeed: null,
    });
    const expected = marketsFor(fixture, stateAt(fixture, timelineOf(fixture), clockMs));
    expect(listed.markets.map((market: { marketId: string }) => market.marketId)).toEqual(
      expected.map((market) => market.marketId),
    );
    expect(listed.markets[0].selections[0].odds).toBe(
      fromMinor(BigInt(expected[0]!.selections[0]!.oddsHundredths)),
    );
    expect(value.fixtures.every((item: SportsbookFixture) => item.sport === 'FOOTBALL')).toBe(true);
    // Another studio's sport is not this session's.
    const other = await testApp.app.inject({
      method: 'GET',
      url: '/house/api/sportsbook/fixtures?sport=LOL',
      headers: game,
    });
    expect(other.statusCode).toBe(404);
    const esports = await openBook(player, 'PDESPORT', 'LOL');
    expect((await fixturesOf(esports)).every((item) => item.sport === 'LOL')).toBe(true);
  });
});

describe('bets and settlement', () => {
  it('settles a single exactly once, paying payoutOf, however often the job runs', async () => {
    await plantDay();
    const fixture = takeFixture('FOOTBALL', (result) => result.winner === 'HOME');
    clockMs = fixture.kickOffAt - 10 * MINUTE_MS;
    const player = await fundedMember(testApp.database.db, 100_000n);
    const game = await openBook(player, 'PDSPORT', 'FOOTBALL');
    const leg = await offered(game, { fixture, kind: 'MATCH_RESULT', selection: 'HOME' });
    const placed = await placeBet(game, { legs: [leg], stake: '25.00' });
    expect(placed.statusCode).toBe(200);
    const payout = payoutOf(2500n, [{ oddsHundredths: Number(toMinor(leg.odds)), outcome: 'WIN' }]);
    expect(placed.json().value).toMatchObject({
      balance: '975.00',
      bet: {
        status: 'OPEN',
        stake: '25.00',
        totalOdds: leg.odds,
        potentialPayout: fromMinor(payout),
        payout: null,
      },
    });
    const betId = placed.json().value.bet.betId as string;
    expect(placed.json().value.bet.legs[0]).toMatchObject({
      fixtureId: fixture.fixtureId,
      marketId: 'MATCH_RESULT',
      selection: 'HOME',
      odds: leg.odds,
      outcome: null,
      serverSeed: null,
    });

    // In play the bet waits; once the match is over the job settles the fixture and pays the bet.
    clockMs = fixture.kickOffAt + 30 * MINUTE_MS;
    expect(await runSettlement()).toBe(true);
    expect(await balanceOf(game)).toBe('975.00');
    clockMs = endOf(fixture) + 1000;
    const runs = await Promise.all([runSettlement(), runSettlement()]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await runSettlement()).toBe(true);
    expect(await balanceOf(game)).toBe(fromMinor(100_000n - 2500n + payout));
    const [bet] = await myBets(game);
    expect(bet).toMatchObject({ betId, status: 'WON', payout: fromMinor(payout), cashOutOffer: null });
    expect(bet.legs[0]).toMatchObject({ outcome: 'WIN', serverSeed: seedOf(fixture) });
    await expectLedgerBalanced();

    // The fixture's revealed seed recomputes its result.
    const record = (await testApp.app.inject({ method: 'GET', url: `/house/api/rounds/${betId}` })).json()
      .value;
    expect(record).toMatchObject({
      kind: 'sportsbook',
      serverSeed: seedOf(fixture),
      clientSeed: fixture.clientSeed,
      nonce: 1,
      status: 'settled',
    });
    const verified = await testApp.app.inject({
      method: 'POST',
      url: '/house/api/verify',
      payload: {
        kind: 'sportsbook',
        gameCode: 'FOOTBALL',
        serverSeed: record.serverSeed,
        clientSeed: record.clientSeed,
        nonce: 1,
      },
    });
    expect(verified.json().value).toMatchObject({
      serverSeedHash: serverSeedHash(seedOf(fixture)),
      outcome: { fixtureId: fixture.fixtureId, result: timelineOf(fixture).result },
    });

    // A settled bet is not cashed out.
    const late = await cashOut(game, betId, '1.00');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('ROUND_CLOSED');
    expect(await balanceOf(game)).toBe(fromMinor(100_000n - 2500n + payout));
  });

  it('settles a parlay across sports at the product of its legs’ factors', async () => {
    await plantDay();
    const legsChosen: LegChoice[] = [
      { fixture: takeFixture('FOOTBALL'), kind: 'TOTAL', selection: 'OVER' },
      { fixture: takeFixture('BASKETBALL'), kind: 'MATCH_WINNER', selection: 'HOME' },
      { fixture: takeFixture('TENNIS'), kind: 'HANDICAP', selection: 'AWAY' },
    ];
    clockMs = Math.min(...legsChosen.map((choice) => choice.fixture.kickOffAt)) - 10 * MINUTE_MS;
    const player = await fundedMember(testApp.database.db, 100_000n);
    const game = await openBook(player, 'PDSPORT', 'BASKETBALL');
    const legs: Awaited<ReturnType<typeof offered>>[] = [];
    for (const choice of legsChosen) legs.push(await offered(game, choice));
    const placed = await placeBet(game, { legs: legs.map(({ line: _line, ...leg }) => leg), stake: '10.00' });
    expect(placed.statusCode).toBe(200);
    const odds = legs.map((leg) => Number(toMinor(leg.odds)));
    expect(placed.json().value.bet.totalOdds).toBe(
      fromMinor(odds.reduce((product, each) => product * BigInt(each), 1n) / 10_000n),
    );
    clockMs = endOf(...legsChosen.map((choice) => choice.fixture)) + 1000;
    await runSettlement();
    await runSettlement();
    const outcomes = legsChosen.map((choice, index) => outcomeOf({ ...choice, line: legs[index]!.line }));
    const payout = payoutOf(
      1000n,
      outcomes.map((outcome, index) => ({ oddsHundredths: odds[index]!, outcome })),
    );
    const [bet] = await myBets(game);
    expect(bet.legs.map((leg: { outcome: string }) => leg.outcome)).toEqual(outcomes);
    expect(bet.payout).toBe(fromMinor(payout));
    expect(await balanceOf(game)).toBe(fromMinor(100_000n - 1000n + payout));
    await expectLedgerBalanced();
  });

  it('counts a cancelled fixture’s leg as void in a parlay', async () => {
    await plantDay();
    const home = takeFixture('BASKETBALL', (result) => result.winner === 'HOME');
    const cancelled = takeFixture('TENNIS');
    clockMs = Math.min(home.kickOffAt, cancelled.kickOffAt) - 10 * MINUTE_MS;
    const player = await fundedMember(testApp.database.db, 100_000n);
    const game = await openBook(player, 'PDSPORT', 'TENNIS');
    const winning = await offered(game, { fixture: home, kind: 'MATCH_WINNER', selection: 'HOME' });
    const voided = await offered(game, { fixture: cancelled, kind: 'MATCH_WINNER', selection: 'AWAY' });
    const placed = await placeBet(game, {
      legs: [winning, voided].map(({ line: _line, ...leg }) => leg),
      stake: '20.00',
    });
    expect(placed.statusCode).toBe(200);
    // The operator cancels the tennis fixture: its selections are void.
    const result: FixtureResult = { status: 'CANCELLED' };
    await testApp.database.db
      .update(houseSportsbookFixturesTable)
      .set({ status: 'cancelled', result, settledAt: new Date(clockMs) })
      .where(eq(houseSportsbookFixturesTable.fixtureId, cancelled.fixtureId));
    clockMs = endOf(home, cancelled) + 1000;
    await runSettlement();
    const payout = payoutOf(2000n, [
      { oddsHundredths: Number(toMinor(winning.odds)), outcome: 'WIN' },
      { oddsHundredths: Number(toMinor(voided.odds)), outcome: 'VOID' },
    ]);
    expect(payout).toBe((2000n * toMinor(winning.odds)) / 100n);
    const [bet] = await myBets(game);
    expect(bet).toMatchObject({ status: 'WON', payout: fromMinor(payout) });
    expect(bet.legs.map((leg: { outcome: string }) => leg.outcome)).toEqual(['WIN', 'VOID']);
    expect(await balanceOf(game)).toBe(fromMinor(100_000n - 2000n + payout));
    await expectLedgerBalanced();
  });
});

describe('idempotency', () => {
  it('answers the same bet to a repeated requestId, and credits a closed bet once after a lost answer', async () => {
    await plantDay();
    const fixture = takeFixture('TENNIS');
    clockMs = fixture.kickOffAt - 10 * MINUTE_MS;
    const player = await fundedMember(testApp.database.db, 100_000n);
    const game = await openBook(player, 'PDSPORT', 'TENNIS');
    const { line, ...leg } = await offered(game, { fixture, kind: 'MATCH_WINNER', selection: 'HOME' });
    const requestId = randomUUID();
    const first = await placeBet(game, { legs: [leg], stake: '40.00', requestId });
    const again = await placeBet(game, { legs: [leg], stake: '40.00', requestId });
    expect(again.statusCode).toBe(200);
    expect(again.json().value.bet.betId).toBe(first.json().value.bet.betId);
    expect(await balanceOf(game)).toBe('960.00');
    expect(await myBets(game)).toHaveLength(1);
    clockMs = endOf(fixture) + 1000;
    await runSettlement();
    const outcome = outcomeOf({ fixture, kind: 'MATCH_WINNER', selection: 'HOME', line });
    const payout = payoutOf(4000n, [{ oddsHundredths: Number(toMinor(leg.odds)), outcome }]);
    expect(await balanceOf(game)).toBe(fromMinor(100_000n - 4000n + payout));
    // As if the house had stopped after closing the bet and before recording the credit: the next
    // run credits it again with the same transaction id, and the platform answers the first result.
    await testApp.database.db
      .update(houseRoundsTable)
      .set({ status: 'open' })
      .where(eq(houseRoundsTable.roundId, first.json().value.bet.betId));
    await runSettlement();
    await runSettlement();
    expect(await balanceOf(game)).toBe(fromMinor(100_000n - 4000n + payout));
    const [round] = await testApp.database.db
      .select()
      .from(houseRoundsTable)
      .where(eq(houseRoundsTable.roundId, first.json().value.bet.betId));
    expect(round).toMatchObject({ status: 'settled', payoutMinor: payout });
    await expectLedgerBalanced();
  });
});

describe('refusals', () => {
  it('refuses a moved price unless the player accepts it, then takes the current odds', async () => {
    // A fixture whose main result price moves with the news 15 minutes before kick-off.
    const fixture = (await plantDay()).find((each) => {
      if (each.sportCode !== 'FOOTBALL' || used.has(each.fixtureId)) return false;
      const at = (ms: number) =>
        marketsFor(each, stateAt(each, timelineOf(each), ms))[0]!.selections[0]!.oddsHundredths;
      return at(each.kickOffAt - 20 * MINUTE_MS) !== at(each.kickOffAt - 10 * MINUTE_MS);
    })!;
    used.add(fixture.fixtureId);
    clockMs = fixture.kickOffAt - 20 * MINUTE_MS;
    const player = await fundedMember(testApp.database.db, 100_000n);
    const game = await openBook(player, 'PDSPORT', 'FOOTBALL');
    const { line: _line, ...seen } = await offered(game, {
      fixture,
      kind: 'MATCH_RESULT',
      selection: 'HOME',
    });
    clockMs = fixture.kickOffAt - 10 * MINUTE_MS;
    const { odds: current } = await offered(game, { fixture, kind: 'MATCH_RESULT', selection: 'HOME' });
    expect(current).not.toBe(seen.odds);
    const refused = await placeBet(game, { legs: [seen], stake: '10.00' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'ODDS_CHANGED',
      message: 'The odds have changed, please check the new odds and place the bet again',
      value: {
        legs: [{ fixtureId: fixture.fixtureId, marketId: 'MATCH_RESULT', selection: 'HOME', odds: current }],
      },
    });
    expect(await balanceOf(game)).toBe('1000.00');
    const accepted = await placeBet(game, { legs: [seen], stake: '10.00', acceptOddsChanges: true });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().value.bet.legs[0].odds).toBe(current);
    expect(accepted.json().value.balance).toBe('990.00');
  });

  it('refuses stakes outside the limits with the limits named, moving nothing', async () => {
    await plantDay();
    const fixture = takeFixture('FOOTBALL');
    clockMs = fixture.kickOffAt - 10 * MINUTE_MS;
    const player = await fundedMember(testApp.database.db, 10_000_000n);
    const game = await openBook(player, 'PDSPORT', 'FOOTBALL');
    const { line: _result, ...result } = await offered(game, {
      fixture,
      kind: 'MATCH_RESULT',
      selection: 'DRAW',
    });
    const { line: _handicap, ...handicap } = await offered(game, {
      fixture,
      kind: 'HANDICAP',
      selection: 'HOME',
    });
    for (const stake of ['0.99', '0', '5000.01']) {
      const refused = await placeBet(game, { legs: [result], stake });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'STAKE_OUT_OF_LIMITS',
        message: 'The stake must be between 1.00 and 5000.00',
      });
    }
    const overHandicap = await placeBet(game, { legs: [handicap], stake: '3000.01' });
    expect(overHandicap.json()).toMatchObject({
      code: 'STAKE_OUT_OF_LIMITS',
      message: 'The stake must be between 1.00 and 3000.00',
    });
    expect(await balanceOf(game)).toBe('100000.00');
    expect((await placeBet(game, { legs: [handicap], stake: '3000.00' })).statusCode).toBe(200);
  });

  it('refuses a bet on an ended fixture and two legs of one fixture', async () => {
    await plantDay();
    const ended = takeFixture('FOOTBALL');
    const other = takeFixture('FOOTBALL');
    clockMs = Math.min(ended.kickOffAt, other.kickOffAt) - 10 * MINUTE_MS;
    const player = await fundedMember(testApp.database.db, 100_000n);
    const game = await openBook(player, 'PDSPORT', 'FOOTBALL');
    const { line: _l1, ...result } = await offered(game, {
      fixture: other,
      kind: 'MATCH_RESULT',
      selection: 'AWAY',
    });
    const { line: _l2, ...total } = await offered(game, {
      fixture: other,
      kind: 'TOTAL',
      selection: 'UNDER',
    });
    const twice = await placeBet(game, { legs: [result, total], stake: '10.00' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().code).toBe('SELECTION_INVALID');
    const { line: _l3, ...late } = await offered(game, {
      fixture: ended,
      kind: 'MATCH_RESULT',
      selection: 'HOME',
    });
    clockMs = timelineOf(ended).endsAt + 1;
    const closed = await placeBet(game, { legs: [late], stake: '10.00', acceptOddsChanges: true });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ code: 'BETTING_CLOSED' });
    const unknown = await placeBet(game, {
      legs: [{ ...late, fixtureId: 'NOPE-20990101-1' }],
      stake: '10.00',
    });
    expect(unknown.json().code).toBe('SELECTION_INVALID');
    expect(await balanceOf(game)).toBe('1000.00');
  });
});

describe('in-play betting', () => {
  const setInPlay = async (on: boolean) => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/operator/house-settings',
      headers: await authHeader(testApp.app, { ...DEMO_ACCOUNTS.operator, site: 'operator' }),
      payload: { sportsbookInPlayBetting: on },
    });
    expect(response.statusCode).toBe(200);
    return response.json().value;
  };

  it('refuses a bet on a started match until the operator takes in-play bets, then takes it', async () => {
    await plantDay();
    const fixture = takeFixture('FOOTBALL');
    clockMs = fixture.kickOffAt + 10 * MINUTE_MS;
    const player = await fundedMember(testApp.database.db, 100_000n);
    const game = await openBook(player, 'PDSPORT', 'FOOTBALL');
    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/house/api/sportsbook/fixtures',
      headers: game,
    });
    expect(listed.json().value.inPlayBetting).toBe(false);
    const { line: _line, ...leg } = await offered(game, { fixture, kind: 'TOTAL', selection: 'OVER' });
    const refused = await placeBet(game, { legs: [leg], stake: '10.00' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'MATCH_STARTED',
      message: 'The match has started: it takes no more bets',
    });
    expect(await balanceOf(game)).toBe('1000.00');

    // The slot option is kept when only the in-play option is sent.
    expect(await setInPlay(true)).toEqual({ slotRoundIntervalMs: 0, sportsbookInPlayBetting: true });
    try {
      const taken = await placeBet(game, { legs: [leg], stake: '10.00', acceptOddsChanges: true });
      expect(taken.statusCode).toBe(200);
      expect(await balanceOf(game)).toBe('990.00');
    } finally {
      expect((await setInPlay(false)).sportsbookInPlayBetting).toBe(false);
    }
  });
});

describe('cash-out', () => {
  it('pays an open bet its offer once under two concurrent requests, and nothing at settlement', async () => {
    await plantDay();
    const fixture = takeFixture('FOOTBALL');
    clockMs = fixture.kickOffAt - 10 * MINUTE_MS;
    const player = await fundedMember(testApp.database.db, 100_000n);
    const game = await openBook(player, 'PDSPORT', 'FOOTBALL');
    const { line: _line, ...leg } = await offered(game, { fixture, kind: 'TOTAL', selection: 'UNDER' });
    const placed = await placeBet(game, { legs: [leg], stake: '50.00' });
    const betId = placed.json().value.bet.betId as string;
    clockMs = fixture.kickOffAt + 20 * MINUTE_MS;
    const [open] = await myBets(game);
    const offer = open.cashOutOffer as string;
    expect(offer).toMatch(/^\d+\.\d{2}$/);
    // An offer above the value now is refused with the value now.
    const greedy = await cashOut(game, betId, fromMinor(toMinor(offer) + 1n));
    expect(greedy.statusCode).toBe(409);
    expect(greedy.json()).toMatchObject({ code: 'CASH_OUT_CHANGED', value: { offer } });
    const answers = await Promise.all([cashOut(game, betId, offer), cashOut(game, betId, offer)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const paid = answers.find((answer) => answer.statusCode === 200)!.json().value;
    expect(paid).toMatchObject({ paid: offer, bet: { status: 'CASHED_OUT', payout: offer } });
    expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe('ROUND_CLOSED');
    expect(await balanceOf(game)).toBe(fromMinor(100_000n - 5000n + toMinor(offer)));
    clockMs = endOf(fixture) + 1000;
    await runSettlement();
    await runSettlement();
    expect(await balanceOf(game)).toBe(fromMinor(100_000n - 5000n + toMinor(offer)));
    const [row] = await testApp.database.db
      .select()
      .from(houseSportsbookBetsTable)
      .where(eq(houseSportsbookBetsTable.roundId, betId));
    expect(row).toMatchObject({ status: 'CASHED_OUT', cashedOutMinor: toMinor(offer) });
    expect((await cashOut(game, betId, offer)).json().code).toBe('ROUND_CLOSED');
    await expectLedgerBalanced();
  });
});

describe('virtual football', () => {
  it('lists the rounds about now, plays one in about two minutes and pays a parlay on it', async () => {
    await plantDay();
    const day = siteDayOf(dayFixtures[0]!.kickOffAt);
    // Round 300 (15:00 site time) of the test day, with known seeds.
    const round = roundFixtures(findLeague('VF-PREMIER')!, day, 300);
    await plant(round);
    const kickOffAt = round[0]!.kickOffAt;
    expect(kickOffAt).toBe(siteDayStart(day) + 300 * 180_000);
    clockMs = kickOffAt - 60_000;
    const player = await fundedMember(testApp.database.db, 100_000n);
    const game = await openBook(player, 'PDSPORT', 'VFOOTBALL');
    const listed = await fixturesOf(game);
    // The planted round and the next rounds (made by the listing itself), none more than 15 minutes ahead.
    for (const fixture of round)
      expect(listed.find((item) => item.fixtureId === fixture.fixtureId)?.state.phase).toBe('PRE_MATCH');
    expect(listed.length).toBeGreaterThanOrEqual(20);
    expect(
      listed.every(
        (item) => item.sport === 'VFOOTBALL' && Date.parse(item.kickOffAt) <= clockMs + 15 * MINUTE_MS,
      ),
    ).toBe(true);

    const picks = round.slice(0, 2).map((fixture) => ({
      fixture,
      kind: 'MATCH_RESULT' as const,
      selection: timelineOf(fixture).result.winner as SelectionCode,
    }));
    const legs: Awaited<ReturnType<typeof offered>>[] = [];
    for (const pick of picks) legs.push(await offered(game, pick));
    const placed = await placeBet(game, { legs: legs.map(({ line: _line, ...leg }) => leg), stake: '10.00' });
    expect(placed.statusCode).toBe(200);

    // Thirty seconds in, the first half's clock shows 25:00: fifty match seconds a real second.
    clockMs = kickOffAt + 30_000;
    const inPlay = (await fixturesOf(game)).find((item) => item.fixtureId === round[0]!.fixtureId)!;
    expect(inPlay.state).toMatchObject({ phase: 'IN_PLAY', periodIndex: 0, clockSeconds: 1500 });
    expect(timelineOf(round[0]!).endsAt - kickOffAt).toBe(126_000);

    clockMs = endOf(...round) + 1000;
    await runSettlement();
    const odds = legs.map((leg) => Number(toMinor(leg.odds)));
    const payout = payoutOf(
      1000n,
      odds.map((oddsHundredths) => ({ oddsHundredths, outcome: 'WIN' as const })),
    );
    const [bet] = await myBets(game);
    expect(bet).toMatchObject({ status: 'WON', payout: fromMinor(payout) });
    expect(await balanceOf(game)).toBe(fromMinor(100_000n - 1000n + payout));
    await expectLedgerBalanced();
  });
});

describe('a parlay with a lost leg', () => {
  it('is settled lost as soon as that leg is, before its other fixture has ended', async () => {
    await plantDay();
    const football = dayFixtures.filter((each) => each.sportCode === 'FOOTBALL' && !used.has(each.fixtureId));
    const first = football.find((each) => timelineOf(each).result.winner !== 'HOME')!;
    const later = football.find((each) => each.kickOffAt > timelineOf(first).endsAt);
    if (!later) throw new Error('no football fixture after the first one ends');
    used.add(first.fixtureId);
    used.add(later.fixtureId);
    clockMs = first.kickOffAt - 10 * MINUTE_MS;
    const player = await fundedMember(testApp.database.db, 100_000n);
    const game = await openBook(player, 'PDSPORT', 'FOOTBALL');
    const lost = await offered(game, { fixture: first, kind: 'MATCH_RESULT', selection: 'HOME' });
    const open = await offered(game, { fixture: later, kind: 'MATCH_RESULT', selection: 'AWAY' });
    const placed = await placeBet(game, {
      legs: [lost, open].map(({ line: _line, ...leg }) => leg),
      stake: '30.00',
    });
    expect(placed.statusCode).toBe(200);
    clockMs = timelineOf(first).endsAt + 1000;
    expect(clockMs).toBeLessThan(later.kickOffAt);
    await runSettlement();
    const [bet] = await myBets(game);
    expect(bet).toMatchObject({ status: 'LOST', payout: '0.00', cashOutOffer: null });
    expect(bet.legs.map((leg: { outcome: string | null }) => leg.outcome)).toEqual(['LOSE', null]);
    expect(await balanceOf(game)).toBe('970.00');
    // The open leg's outcome shows once its own fixture is settled; nothing more is paid.
    clockMs = timelineOf(later).endsAt + 1000;
    await runSettlement();
    const [after] = await myBets(game);
    expect(after.legs[1].outcome).toBe(
      outcomeOf({ fixture: later, kind: 'MATCH_RESULT', selection: 'AWAY', line: null }),
    );
    expect(after.status).toBe('LOST');
    expect(await balanceOf(game)).toBe('970.00');
    await expectLedgerBalanced();
  });
});

describe('the operator', () => {
  let operatorHeader: { authorization: string } | undefined;
  const operator = async () =>
    (operatorHeader ??= await authHeader(testApp.app, { ...DEMO_ACCOUNTS.operator, site: 'operator' }));
  const cancel = async (fixtureId: string, payload: unknown, headers?: Record<string, string>) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/operator/sportsbook/fixtures/${fixtureId}/cancel`,
      headers: { ...(headers ?? (await operator())), 'accept-language': 'en' },
      payload: payload as Record<string, unknown>,
    });

  it('sees what each fixture has at stake, and cancels one: its single refunded at once, the parlay later', async () => {
    await plantDay();
    const cancelled = takeFixture('TENNIS');
    const other = takeFixture('TENNIS', (result) => result.winner === 'HOME');
    clockMs = Math.min(cancelled.kickOffAt, other.kickOffAt) - 10 * MINUTE_MS;
    const player = await fundedMember(testApp.database.db, 100_000n);
    const game = await openBook(player, 'PDSPORT', 'TENNIS');
    const { line: _l1, ...single } = await offered(game, {
      fixture: cancelled,
      kind: 'MATCH_WINNER',
      selection: 'HOME',
    });
    const { line: _l2, ...parlayLeg } = await offered(game, {
      fixture: other,
      kind: 'MATCH_WINNER',
      selection: 'HOME',
    });
    expect((await placeBet(game, { legs: [single], stake: '15.00' })).statusCode).toBe(200);
    const parlay = await placeBet(game, { legs: [single, parlayLeg], stake: '5.00' });
    expect(parlay.statusCode).toBe(200);
    expect(await balanceOf(game)).toBe('980.00');

    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/api/operator/sportsbook/fixtures?sport=TENNIS',
      headers: await operator(),
    });
    expect(listed.statusCode).toBe(200);
    const row = listed
      .json()
      .value.fixtures.find((item: { fixtureId: string }) => item.fixtureId === cancelled.fixtureId);
    const potential =
      payoutOf(1500n, [{ oddsHundredths: Number(toMinor(single.odds)), outcome: 'WIN' }]) +
      toMinor(parlay.json().value.bet.potentialPayout);
    expect(row).toMatchObject({
      status: 'open',
      phase: 'PRE_MATCH',
      openBets: 2,
      openStake: '20.00',
      openPotentialPayout: fromMinor(potential),
      cancelReason: null,
    });

    // Bad input and callers who may not cancel change nothing.
    const member = await authHeader(testApp.app, player);
    expect((await cancel(cancelled.fixtureId, { reason: 'x' }, member)).statusCode).toBe(403);
    expect((await cancel(cancelled.fixtureId, { reason: 'x' }, {})).statusCode).toBe(401);
    const blank = await cancel(cancelled.fixtureId, { reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields?.reason).toBeDefined();
    expect((await cancel(cancelled.fixtureId, { reason: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await cancel('FB-LOTUS-20990101-1', { reason: 'Abandoned' })).json().code).toBe(
      'FIXTURE_NOT_FOUND',
    );
    expect(await balanceOf(game)).toBe('980.00');

    const done = await cancel(cancelled.fixtureId, { reason: 'Player retired before the match' });
    expect(done.statusCode).toBe(200);
    expect(done.json().value).toMatchObject({
      betsSettled: 1,
      fixture: {
        status: 'cancelled',
        phase: 'ENDED',
        cancelReason: 'Player retired before the match',
        openBets: 1,
      },
    });
    // The single comes back at once; the parlay waits for its other fixture.
    expect(await balanceOf(game)).toBe('995.00');
    const again = await cancel(cancelled.fixtureId, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'FIXTURE_CLOSED',
      message: 'The fixture is already settled or cancelled',
    });

    const late = await placeBet(game, { legs: [single], stake: '10.00', acceptOddsChanges: true });
    expect(late.json().code).toBe('BETTING_CLOSED');
    const shown = (await fixturesOf(game)).find((item) => item.fixtureId === cancelled.fixtureId)!;
    expect(shown).toMatchObject({
      state: { phase: 'ENDED', result: { status: 'CANCELLED' } },
      markets: [],
      serverSeed: seedOf(cancelled),
    });

    clockMs = endOf(other) + 1000;
    await runSettlement();
    const payout = payoutOf(500n, [
      { oddsHundredths: Number(toMinor(single.odds)), outcome: 'VOID' },
      { oddsHundredths: Number(toMinor(parlayLeg.odds)), outcome: 'WIN' },
    ]);
    expect(await balanceOf(game)).toBe(fromMinor(99_500n + payout));
    const bets = await myBets(game);
    expect(bets.map((bet: { status: string }) => bet.status).sort()).toEqual(['VOID', 'WON']);
    await expectLedgerBalanced();
  });
});

describe('the sports pages’ fixture board', () => {
  const board = async (query: string, language = 'en') =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/lobby/fixtures?${query}`,
      headers: { 'accept-language': language },
    });

  it('lists enabled games’ fixtures by league in kick-off order, and launches a fixture at itself', async () => {
    await plantDay();
    const firstBasketball = dayFixtures.find((each) => each.sportCode === 'BASKETBALL')!;
    clockMs = firstBasketball.kickOffAt - 60 * MINUTE_MS;
    const response = await board('gameType=SPORTS');
    expect(response.statusCode).toBe(200);
    const { leagues } = response.json().value as {
      leagues: {
        leagueCode: string;
        leagueName: string;
        fixtures: { fixtureId: string; kickOffAt: string; odds: unknown[]; gameName: string; home: string }[];
      }[];
    };
    const basketball = leagues.find((league) => league.leagueCode === firstBasketball.leagueCode)!;
    const listed = basketball.fixtures.find((item) => item.fixtureId === firstBasketball.fixtureId)!;
    expect(listed).toMatchObject({ gameName: 'Basketball', home: firstBasketball.home.name.en });
    expect(listed.odds).toHaveLength(2);
    for (const league of leagues) {
      const times = league.fixtures.map((item) => item.kickOffAt);
      expect(times).toEqual([...times].sort());
    }
    const firsts = leagues.map((league) => league.fixtures[0]!.kickOffAt);
    expect(firsts).toEqual([...firsts].sort());
    // Virtual football lists only the round in play and the next.
    const virtual = leagues.find((league) => league.leagueCode === 'VF-PREMIER');
    expect(virtual?.fixtures.length ?? 0).toBeLessThanOrEqual(8);
    // Vietnamese names for a Vietnamese visitor; e-sports on their own board.
    const vi = (await board('gameType=SPORTS', 'vi')).json().value.leagues;
    expect(
      vi.find((league: { leagueCode: string }) => league.leagueCode === firstBasketball.leagueCode)
        .leagueName,
    ).toBe(findLeague(firstBasketball.leagueCode)!.name.vi);
    const esports = (await board('gameType=ESPORTS')).json().value.leagues;
    expect(esports.every((league: { vendorCode: string }) => league.vendorCode === 'PDESPORT')).toBe(true);
    expect((await board('gameType=LIVE')).statusCode).toBe(400);

    // A fixture opens the sportsbook at itself.
    const member = await fundedMember(testApp.database.db, 0n);
    const launched = await testApp.app.inject({
      method: 'POST',
      url: '/api/lobby/launch',
      headers: await authHeader(testApp.app, member),
      payload: { vendorCode: 'PDSPORT', gameCode: 'BASKETBALL', focus: firstBasketball.fixtureId },
    });
    expect(new URL(launched.json().value.url, 'http://x').searchParams.get('focus')).toBe(
      firstBasketball.fixtureId,
    );
    const badFocus = await testApp.app.inject({
      method: 'POST',
      url: '/api/lobby/launch',
      headers: await authHeader(testApp.app, member),
      payload: { vendorCode: 'PDSPORT', gameCode: 'BASKETBALL', focus: '<script>' },
    });
    expect(badFocus.statusCode).toBe(400);

    // A switched-off game's fixtures leave the board.
    const operator = await authHeader(testApp.app, { ...DEMO_ACCOUNTS.operator, site: 'operator' });
    const games = await testApp.app.inject({
      method: 'GET',
      url: '/api/operator/games?vendorCode=PDSPORT&pageSize=50',
      headers: operator,
    });
    const basketballGame = games
      .json()
      .value.list.find((game: { gameCode: string }) => game.gameCode === 'BASKETBALL');
    const off = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/operator/games/${basketballGame.id}`,
      headers: operator,
      payload: { enabled: false },
    });
    expect(off.statusCode).toBe(200);
    clockMs += 10_000;
    const after = (await board('gameType=SPORTS')).json().value.leagues;
    expect(
      after.some((league: { leagueCode: string }) => league.leagueCode === firstBasketball.leagueCode),
    ).toBe(false);
    await testApp.app.inject({
      method: 'PATCH',
      url: `/api/operator/games/${basketballGame.id}`,
      headers: operator,
      payload: { enabled: true },
    });
  });
});

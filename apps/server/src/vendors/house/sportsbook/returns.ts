// The house's margin on its offered markets: exact, from the model's probabilities of every outcome
// of every selection, and measured, by settling flat stakes on every selection of the main markets
// against simulated results. The margin is measured on the stake at risk, (staked − returned) /
// (staked − refunded): a push gives the stake back untouched and a half result half of it, and the
// odds (odds.ts) put the margin on what is actually won or lost, as bookmakers report it.
import type { Fixture } from './fixtures';
import { strengthOf, type OutcomeDistribution } from './model';
import { distributionAt, marketsFor, type Market } from './odds';
import {
  LEG_FACTOR_SCALE,
  MARKET_KINDS,
  legFactor,
  outcomeProbabilities,
  payoutOf,
  settleSelection,
  type FixtureResult,
  type MarketKind,
  type PlayedOutcome,
  type SettlementOutcome,
} from './settlement';
import { drawMatch, drawNews, MATCH_NONCE, NEWS_NONCE, resultOf, shiftAt, simulateFixture } from './simulate';
import { stateAt, type FixtureState } from './state';
import { createSportsStream } from './stream';
import { sportOf } from './teams';

/** Flat-stake bets and what they returned; `refundedMinor` is the part of stakes given back untouched. */
export type BookTally = { bets: number; stakedMinor: bigint; returnedMinor: bigint; refundedMinor: bigint };

/** The same sums as expectations per unit staked, from exact probabilities. */
export type ExactTally = { bets: number; staked: number; returned: number; refunded: number };

export type MarginReport<T> = Record<MarketKind | 'ALL', T>;

const emptyBook = (): BookTally => ({ bets: 0, stakedMinor: 0n, returnedMinor: 0n, refundedMinor: 0n });
const emptyExact = (): ExactTally => ({ bets: 0, staked: 0, returned: 0, refunded: 0 });
const byKind = <T>(make: () => T): MarginReport<T> =>
  Object.fromEntries([...MARKET_KINDS, 'ALL'].map((kind) => [kind, make()])) as MarginReport<T>;

/** The share of the stake returned untouched: all of it on a push or void, half on a half result. */
function refundedShare(outcome: SettlementOutcome): number {
  if (outcome === 'PUSH' || outcome === 'VOID') return 1;
  return outcome === 'HALF_WIN' || outcome === 'HALF_LOSE' ? 0.5 : 0;
}

/** Records one settled flat-stake bet. */
export function addBet(
  tally: BookTally,
  stakeMinor: bigint,
  oddsHundredths: number,
  outcome: SettlementOutcome,
): void {
  tally.bets += 1;
  tally.stakedMinor += stakeMinor;
  tally.returnedMinor += payoutOf(stakeMinor, [{ oddsHundredths, outcome }]);
  // Stakes are whole even cents in the simulations, so half of one is exact.
  tally.refundedMinor += (stakeMinor * BigInt(2 * refundedShare(outcome))) / 2n;
}

/** The house's share of the stake at risk: (staked − returned) / (staked − refunded). */
export function marginOf(tally: BookTally | ExactTally): number {
  if ('stakedMinor' in tally)
    return Number(tally.stakedMinor - tally.returnedMinor) / Number(tally.stakedMinor - tally.refundedMinor);
  return (tally.staked - tally.returned) / (tally.staked - tally.refunded);
}

/** The house's share of all stakes, pushes included: (staked − returned) / staked. */
export function holdOf(tally: BookTally | ExactTally): number {
  if ('stakedMinor' in tally)
    return Number(tally.stakedMinor - tally.returnedMinor) / Number(tally.stakedMinor);
  return (tally.staked - tally.returned) / tally.staked;
}

/** Adds `stakes` unit stakes on every selection of a market, as expectations over the distribution. */
export function addExactMarket(
  tally: ExactTally,
  market: Market,
  distribution: OutcomeDistribution,
  stakes = 1,
): void {
  for (const offered of market.selections) {
    const chances = outcomeProbabilities(distribution, market.kind, offered.selection, offered.line);
    tally.bets += stakes;
    tally.staked += stakes;
    for (const [outcome, probability] of Object.entries(chances) as [PlayedOutcome, number][]) {
      const factor =
        Number(legFactor({ oddsHundredths: offered.oddsHundredths, outcome })) / LEG_FACTOR_SCALE;
      tally.returned += stakes * probability * factor;
      tally.refunded += stakes * probability * refundedShare(outcome);
    }
  }
}

function settleMarkets(
  report: MarginReport<BookTally>,
  markets: readonly Market[],
  result: FixtureResult,
  stakeMinor: bigint,
) {
  for (const market of markets)
    for (const offered of market.selections) {
      const outcome = settleSelection(market.kind, offered.selection, offered.line, result);
      addBet(report[market.kind], stakeMinor, offered.oddsHundredths, outcome);
      addBet(report.ALL, stakeMinor, offered.oddsHundredths, outcome);
    }
}

export type MarginSimulation = {
  /** Server seed `${serverSeed}:${k}` plays the k-th match of every fixture. */
  serverSeed: string;
  matchesPerFixture: number;
  marginPpm: number;
  /** An even number of cents, so that half a stake is exact. */
  stakeMinor?: bigint;
};

/**
 * The main markets of each fixture at kick-off (its news drawn from `serverSeed`), then
 * `matchesPerFixture` results drawn from the model with the kick-off strength, each from its own
 * seed's match stream, flat stakes settled on every main selection. Returns the measured book and
 * the exact expectation of the very same bets.
 */
export function simulateMainMarkets(
  fixtures: readonly Fixture[],
  simulation: MarginSimulation,
): { measured: MarginReport<BookTally>; exact: MarginReport<ExactTally> } {
  const { serverSeed, matchesPerFixture, marginPpm, stakeMinor = 100n } = simulation;
  if (!Number.isSafeInteger(matchesPerFixture) || matchesPerFixture < 1)
    throw new RangeError(`matchesPerFixture must be a positive integer, got ${matchesPerFixture}`);
  if (stakeMinor <= 0n || stakeMinor % 2n !== 0n)
    throw new RangeError('stakeMinor must be a positive even number');
  const measured = byKind(emptyBook);
  const exact = byKind(emptyExact);
  for (const fixture of fixtures) {
    const sport = sportOf(fixture.sportCode);
    const news = drawNews(fixture, createSportsStream(serverSeed, fixture.clientSeed, NEWS_NONCE));
    const state: FixtureState = {
      phase: 'PRE_MATCH',
      msToKickOff: 1,
      shift: shiftAt(news, fixture.kickOffAt),
    };
    const markets = marketsFor(fixture, state, marginPpm).filter((market) => market.main);
    const distribution = distributionAt(fixture, state);
    for (const market of markets) {
      addExactMarket(exact[market.kind], market, distribution, matchesPerFixture);
      addExactMarket(exact.ALL, market, distribution, matchesPerFixture);
    }
    const strength = strengthOf(fixture, state.shift);
    for (let match = 0; match < matchesPerFixture; match++) {
      const stream = createSportsStream(`${serverSeed}:${match}`, fixture.clientSeed, MATCH_NONCE);
      settleMarkets(measured, markets, resultOf(drawMatch(sport, strength, stream)), stakeMinor);
    }
  }
  return { measured, exact };
}

/**
 * The whole provably fair path, fixture by fixture: `simulateFixture` with seed `${serverSeed}:${k}`,
 * the main markets offered one minute before kick-off from that timeline's state (its own news), and
 * every main selection settled on that timeline's result. Slower (each match is priced), so smaller.
 */
export function simulateFullPath(
  fixtures: readonly Fixture[],
  simulation: MarginSimulation,
): MarginReport<BookTally> {
  const { serverSeed, matchesPerFixture, marginPpm, stakeMinor = 100n } = simulation;
  const measured = byKind(emptyBook);
  for (let match = 0; match < matchesPerFixture; match++)
    for (const fixture of fixtures) {
      const timeline = simulateFixture(fixture, `${serverSeed}:${match}`);
      const state = stateAt(fixture, timeline, fixture.kickOffAt - 60_000);
      const markets = marketsFor(fixture, state, marginPpm).filter((market) => market.main);
      settleMarkets(measured, markets, timeline.result, stakeMinor);
    }
  return measured;
}

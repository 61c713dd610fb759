// From the model's fair probabilities to the odds the house offers, and the markets of a fixture at
// any moment. The method is proportional: a selection of fair probability p is offered at
// 1 / (p × (1 + margin)), so every market's overround Σ 1/odds is exactly 1 + margin before the odds
// are rounded down to the hundredth (which only ever adds to the house's side), and every selection
// carries the same expected return, 1 / (1 + margin) of the stake at risk. The longshot gets no
// heavier margin than the favourite, so no selection is a better or worse bet than another.
//
// A line with pushes or half results is priced on its stake at risk: with A = P(win) + P(half win)/2
// and B = P(lose) + P(half lose)/2, the fair probability is A / (A + B), the chance that decides the
// money that is actually won or lost. The two sides of a handicap or a total then sum to exactly 1.
import type { Fixture } from './fixtures';
import {
  outcomeDistribution,
  startProgress,
  strengthOf,
  type OutcomeDistribution,
  type ValueProbability,
} from './model';
import {
  ODDS_MAX_HUNDREDTHS,
  ODDS_MIN_HUNDREDTHS,
  ODDS_SCALE,
  SELECTIONS_OF,
  outcomeProbabilities,
  type MarketKind,
  type OutcomeProbabilities,
  type SelectionCode,
} from './settlement';
import type { FixtureState } from './state';
import { sportOf, type LineGrid } from './teams';

/** Margins are parts per million: 50,000 is 5 %. */
export const PPM = 1_000_000;
export const DEFAULT_MARGIN_PPM = 50_000;
export const MARGIN_PPM_MAX = 250_000;
/** Lines offered beside the main one on each side, for each handicap and total. */
export const ALTERNATE_LINES = 2;
// Lines are looked for where the final margin or total falls with at least this chance either side.
const LINE_SEARCH_TAIL = 0.01;
// Rounding protects exact values (100 / 0.5 = 200.0000000001) from falling a whole hundredth.
const ROUNDING_TOLERANCE = 1e-9;
// A selection this unlikely to be anything but a push has nothing left to price.
const AT_RISK_MIN = 1e-12;

export type OfferedSelection = {
  selection: SelectionCode;
  /** The selection's own line: HOME at −0.75 faces AWAY at +0.75; OVER and UNDER share the total. */
  line: number | null;
  oddsHundredths: number;
  /** The fair probability the odds were made from (A / (A + B) for lines with pushes or halves). */
  fairProbability: number;
};

export type Market = {
  /** Stable within a fixture: `MATCH_RESULT`, `MATCH_WINNER`, `HANDICAP:-0.75`, `TOTAL:2.5`. */
  marketId: string;
  kind: MarketKind;
  /** The home side's handicap, or the total; null for the result markets. */
  line: number | null;
  /** The line nearest to even money (the result market is always main). */
  main: boolean;
  selections: OfferedSelection[];
};

export function assertMargin(marginPpm: number): void {
  if (!Number.isInteger(marginPpm) || marginPpm < 0 || marginPpm > MARGIN_PPM_MAX)
    throw new RangeError(`marginPpm must be a whole number in [0, ${MARGIN_PPM_MAX}], got ${marginPpm}`);
}

/** A selection's fair probability, A / (A + B); null when it can only push (nothing at risk). */
export function fairProbability(chances: OutcomeProbabilities): number | null {
  const won = chances.WIN + chances.HALF_WIN / 2;
  const lost = chances.LOSE + chances.HALF_LOSE / 2;
  if (won + lost < AT_RISK_MIN) return null;
  return won / (won + lost);
}

/**
 * The odds offered for a fair probability, in hundredths, rounded down: 100 / (p × (1 + margin)).
 * Null when they would fall outside [1.01, 1000.00]: the house does not offer that selection.
 */
export function offeredOdds(probability: number, marginPpm: number): number | null {
  assertMargin(marginPpm);
  if (!(probability > 0) || probability > 1) return null;
  const exact = (ODDS_SCALE * PPM) / (probability * (PPM + marginPpm));
  const odds = Math.floor(exact + ROUNDING_TOLERANCE);
  return odds >= ODDS_MIN_HUNDREDTHS && odds <= ODDS_MAX_HUNDREDTHS ? odds : null;
}

/** Σ 1 / odds of a market's selections: 1 + margin, plus what rounding the odds down added. */
export function overround(market: Market): number {
  return market.selections.reduce((sum, selection) => sum + ODDS_SCALE / selection.oddsHundredths, 0);
}

/** Normalises −0 to 0, so ids and equality never see a negative zero. */
const plain = (line: number): number => line + 0;

/**
 * One market priced from a distribution: every selection of `kind` at `line` (the home side's
 * handicap, or the total). Null when any selection cannot be offered, so a market is whole or absent.
 */
export function priceMarket(
  distribution: OutcomeDistribution,
  kind: MarketKind,
  line: number | null,
  marginPpm: number,
): Market | null {
  const selections: OfferedSelection[] = [];
  for (const selection of SELECTIONS_OF[kind]) {
    const ownLine = line === null ? null : plain(kind === 'HANDICAP' && selection === 'AWAY' ? -line : line);
    const probability = fairProbability(outcomeProbabilities(distribution, kind, selection, ownLine));
    const odds = probability === null ? null : offeredOdds(probability, marginPpm);
    if (probability === null || odds === null) return null;
    selections.push({ selection, line: ownLine, oddsHundredths: odds, fairProbability: probability });
  }
  const marketId = line === null ? kind : `${kind}:${plain(line)}`;
  return { marketId, kind, line: line === null ? null : plain(line), main: line === null, selections };
}

/** The model's distribution of the final result at a state before or during play. */
export function distributionAt(fixture: Fixture, state: FixtureState): OutcomeDistribution {
  if (state.phase === 'ENDED')
    throw new RangeError(`${fixture.fixtureId} has ended: it settles, it has no prices`);
  const sport = sportOf(fixture.sportCode);
  const progress = state.phase === 'PRE_MATCH' ? startProgress(sport) : state.progress;
  return outcomeDistribution(sport, strengthOf(fixture, state.shift), progress);
}

/**
 * Every market of a fixture at a state: the result market (1X2 where a draw is possible, else the
 * winner), then handicaps and totals, each as its main line and up to ALTERNATE_LINES lines either
 * side. Empty once the fixture has ended. Throws RangeError on a margin out of range.
 */
export function marketsFor(fixture: Fixture, state: FixtureState, marginPpm = DEFAULT_MARGIN_PPM): Market[] {
  assertMargin(marginPpm);
  if (state.phase === 'ENDED') return [];
  const sport = sportOf(fixture.sportCode);
  const distribution = distributionAt(fixture, state);
  const resultKind: MarketKind = sport.play.model === 'GOALS' ? 'MATCH_RESULT' : 'MATCH_WINNER';
  const result = priceMarket(distribution, resultKind, null, marginPpm);
  return [
    ...(result === null ? [] : [result]),
    ...lineMarkets(distribution, 'HANDICAP', sport.handicapLines, marginPpm),
    ...lineMarkets(distribution, 'TOTAL', sport.totalLines, marginPpm),
  ];
}

/** The main line (fair probability of HOME or OVER nearest 1/2) and its neighbours on the grid. */
export function lineMarkets(
  distribution: OutcomeDistribution,
  kind: 'HANDICAP' | 'TOTAL',
  grid: LineGrid,
  marginPpm: number,
): Market[] {
  const values = kind === 'HANDICAP' ? distribution.margin : distribution.total;
  const markets = candidateLines(values, kind, grid)
    .map((line) => priceMarket(distribution, kind, line, marginPpm))
    .filter((market): market is Market => market !== null);
  if (markets.length === 0) return [];
  const distance = (market: Market) =>
    Math.abs((market.selections[0] as OfferedSelection).fairProbability - 0.5);
  let mainIndex = 0;
  markets.forEach((market, index) => {
    const best = markets[mainIndex] as Market;
    const closer = distance(market) < distance(best);
    const asClose =
      distance(market) === distance(best) && Math.abs(market.line ?? 0) < Math.abs(best.line ?? 0);
    if (closer || asClose) mainIndex = index;
  });
  const chosen = markets.slice(Math.max(0, mainIndex - ALTERNATE_LINES), mainIndex + ALTERNATE_LINES + 1);
  return chosen.map((market) => ({ ...market, main: market === markets[mainIndex] }));
}

/**
 * The grid's lines where the market is in doubt: for a handicap, lines that bring the likely margins
 * (inside the 1 % tails) to zero; for a total, lines among the likely totals. Positive for totals.
 */
function candidateLines(
  values: readonly ValueProbability[],
  kind: 'HANDICAP' | 'TOTAL',
  grid: LineGrid,
): number[] {
  const low = quantile(values, LINE_SEARCH_TAIL);
  const high = quantile(values, 1 - LINE_SEARCH_TAIL);
  const [from, to] = kind === 'HANDICAP' ? [-high - 1, -low + 1] : [low - 1, high + 1];
  const lines: number[] = [];
  for (let step = Math.ceil((from - grid.offset) / grid.step); grid.offset + step * grid.step <= to; step++) {
    const line = plain(grid.offset + step * grid.step);
    if (kind === 'HANDICAP' || line > 0) lines.push(line);
  }
  return lines;
}

function quantile(values: readonly ValueProbability[], level: number): number {
  let running = 0;
  for (const { value, probability } of values) {
    running += probability;
    if (running >= level) return value;
  }
  return (values[values.length - 1] as ValueProbability).value;
}

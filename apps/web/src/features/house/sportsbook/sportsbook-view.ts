// The sportsbook page's pure rules: fixtures grouped by league in kick-off order, the main markets of
// a fixture, the bet slip (one selection per fixture, because the server refuses two legs of one
// fixture), the parlay's odds and payout as the contract computes them (the product of the legs' odds
// floored to the hundredth, the payout floored to the cent) and the stake's limits checked before
// sending. Money and odds stay in whole cents and hundredths (bigint), never floats.
import {
  SPORTSBOOK_PARLAY_LEGS_MAX,
  type SportsbookFixture,
  type SportsbookFixturesValue,
  type SportsbookMarket,
  type SportsbookOddsChangedValue,
  type SportsbookSport,
} from '@playdeck/contract/sportsbook';

export type MarketKind = SportsbookMarket['kind'];
export type SelectionCode = SportsbookMarket['selections'][number]['selection'];
export type Limits = SportsbookFixturesValue['limits'];

export type LeagueGroup = {
  leagueCode: string;
  league: SportsbookFixture['league'];
  fixtures: SportsbookFixture[];
};

/** Leagues in the order of their first kick-off, each league's fixtures by kick-off (then id). */
export function groupByLeague(fixtures: readonly SportsbookFixture[]): LeagueGroup[] {
  const ordered = [...fixtures].sort(
    (a, b) => Date.parse(a.kickOffAt) - Date.parse(b.kickOffAt) || a.fixtureId.localeCompare(b.fixtureId),
  );
  const groups = new Map<string, LeagueGroup>();
  for (const fixture of ordered) {
    const code = fixture.league.leagueCode;
    let group = groups.get(code);
    if (!group) {
      group = { leagueCode: code, league: fixture.league, fixtures: [] };
      groups.set(code, group);
    }
    group.fixtures.push(fixture);
  }
  return [...groups.values()];
}

export type MainMarkets = {
  result?: SportsbookMarket;
  handicap?: SportsbookMarket;
  total?: SportsbookMarket;
};

/** The fixture's main result, handicap and total markets (the row's buttons), and the other lines. */
export function splitMarkets(markets: readonly SportsbookMarket[]): {
  main: MainMarkets;
  others: SportsbookMarket[];
} {
  const pick = (kinds: MarketKind[]) =>
    markets.find((market) => kinds.includes(market.kind) && market.main) ??
    markets.find((market) => kinds.includes(market.kind));
  const main: MainMarkets = {
    result: pick(['MATCH_RESULT', 'MATCH_WINNER']),
    handicap: pick(['HANDICAP']),
    total: pick(['TOTAL']),
  };
  const shown = new Set([main.result, main.handicap, main.total]);
  return { main, others: markets.filter((market) => !shown.has(market)) };
}

export const ESPORTS: readonly SportsbookSport[] = ['LOL', 'DOTA2', 'CS2'];

/** The translation key of a market's name: e-sports count maps, so their handicap and total say so. */
export function marketNameKey(kind: MarketKind, sport: SportsbookSport): string {
  const esports = ESPORTS.includes(sport);
  if (esports && kind === 'HANDICAP') return 'house.sportsbook.market.MAP_HANDICAP';
  if (esports && kind === 'TOTAL') return 'house.sportsbook.market.TOTAL_MAPS';
  return `house.sportsbook.market.${kind}`;
}

/** A line as the slip writes it: "2.5" for totals, signed for handicaps ("−0.75", "+1", "0"). */
export function lineText(line: number, signed: boolean): string {
  const digits = String(Math.abs(line));
  if (!signed || line === 0) return line < 0 ? `\u2212${digits}` : digits;
  return `${line < 0 ? '\u2212' : '+'}${digits}`;
}

// ---------------------------------------------------------------------------------------------------
// The bet slip.

export type SlipLeg = {
  fixtureId: string;
  sport: SportsbookSport;
  home: SportsbookFixture['home']['name'];
  away: SportsbookFixture['away']['name'];
  marketId: string;
  kind: MarketKind;
  selection: SelectionCode;
  line: number | null;
  odds: string;
  /** The odds the player saw before the server said they moved; shown struck beside the new ones. */
  previousOdds?: string;
};

/** The slip with a selection added: a second pick of one fixture replaces the first; the same pick again removes it. */
export function toggleLeg(legs: readonly SlipLeg[], leg: SlipLeg): SlipLeg[] {
  const existing = legs.find((item) => item.fixtureId === leg.fixtureId);
  if (existing && existing.marketId === leg.marketId && existing.selection === leg.selection) {
    return legs.filter((item) => item !== existing);
  }
  if (existing) return legs.map((item) => (item === existing ? leg : item));
  if (legs.length >= SPORTSBOOK_PARLAY_LEGS_MAX) return [...legs];
  return [...legs, leg];
}

export const isPicked = (legs: readonly SlipLeg[], fixtureId: string, marketId: string, selection: string) =>
  legs.some((leg) => leg.fixtureId === fixtureId && leg.marketId === marketId && leg.selection === selection);

/** The slip after an ODDS_CHANGED refusal: each moved leg takes its current odds and keeps the old ones to show. */
export function withChangedOdds(legs: readonly SlipLeg[], changed: SportsbookOddsChangedValue): SlipLeg[] {
  return legs.map((leg) => {
    const now = changed.legs.find(
      (item) =>
        item.fixtureId === leg.fixtureId &&
        item.marketId === leg.marketId &&
        item.selection === leg.selection,
    );
    return now && now.odds !== leg.odds ? { ...leg, previousOdds: leg.odds, odds: now.odds } : leg;
  });
}

const HUNDREDTHS = /^(\d+)(?:\.(\d{1,2}))?$/;

/** "1.95" → 195n; null when the text is not a decimal with at most two places. */
export function toHundredths(text: string): bigint | null {
  const match = HUNDREDTHS.exec(text.trim());
  if (!match) return null;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

export const fromHundredths = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;

/** The legs' odds multiplied exactly: the product in hundredths and the scale it is over. */
function oddsProduct(odds: readonly string[]): { product: bigint; scale: bigint } {
  let product = 1n;
  let scale = 1n;
  for (const text of odds) {
    product *= toHundredths(text) ?? 0n;
    scale *= 100n;
  }
  return { product, scale };
}

/** The product of the legs' odds floored once to the hundredth (the contract's total odds). */
export function totalOddsOf(odds: readonly string[]): string {
  const { product, scale } = oddsProduct(odds);
  return fromHundredths((product * 100n) / scale);
}

/** The stake times the exact product of the odds, floored once to the cent (as the server pays). */
export function payoutOf(stake: string, odds: readonly string[]): string {
  const { product, scale } = oddsProduct(odds);
  return fromHundredths(((toHundredths(stake) ?? 0n) * product) / scale);
}

export type StakeProblem =
  | { key: 'house.sportsbook.stake.required' }
  | { key: 'house.sportsbook.stake.invalid' }
  | { key: 'house.sportsbook.stake.belowMin'; min: string }
  | { key: 'house.sportsbook.stake.aboveMax'; max: string }
  | { key: 'house.sportsbook.stake.payoutAboveMax'; max: string };

/** The most a slip may stake: a parlay takes the least of its legs' market kinds. */
export function maxStakeOf(legs: readonly SlipLeg[], limits: Limits): string {
  const maxima = legs.map((leg) => toHundredths(limits.maxStake[leg.kind] ?? '0') ?? 0n);
  const least = maxima.reduce((min, value) => (value < min ? value : min), maxima[0] ?? 0n);
  return fromHundredths(least);
}

/** Why the stake cannot be sent, or null when it can. */
export function stakeProblem(stake: string, legs: readonly SlipLeg[], limits: Limits): StakeProblem | null {
  if (stake.trim() === '') return { key: 'house.sportsbook.stake.required' };
  const cents = toHundredths(stake);
  if (cents === null || cents <= 0n) return { key: 'house.sportsbook.stake.invalid' };
  if (cents < (toHundredths(limits.minStake) ?? 0n))
    return { key: 'house.sportsbook.stake.belowMin', min: limits.minStake };
  const max = maxStakeOf(legs, limits);
  if (cents > (toHundredths(max) ?? 0n)) return { key: 'house.sportsbook.stake.aboveMax', max };
  // As the server: refused when stake × odds exceeds the cap, before any flooring.
  const { product, scale } = oddsProduct(legs.map((leg) => leg.odds));
  if (cents * product > (toHundredths(limits.maxPayout) ?? 0n) * scale) {
    return { key: 'house.sportsbook.stake.payoutAboveMax', max: limits.maxPayout };
  }
  return null;
}

/** A stake as the request carries it: two places. */
export const stakeAmount = (stake: string) => fromHundredths(toHundredths(stake) ?? 0n);

// ---------------------------------------------------------------------------------------------------
// The fixture's state.

/** "67:05" from whole seconds. */
export function clockText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The translation key of a sport's period (half, quarter, set, map). */
export function periodKey(sport: SportsbookSport): string {
  if (sport === 'FOOTBALL' || sport === 'VFOOTBALL') return 'house.sportsbook.period.half';
  if (sport === 'BASKETBALL') return 'house.sportsbook.period.quarter';
  if (sport === 'TENNIS') return 'house.sportsbook.period.set';
  return 'house.sportsbook.period.map';
}

/** A kick-off closer than this shows a countdown beside its time. */
export const COUNTDOWN_FROM_MS = 60 * 60_000;

/** The countdown to a kick-off on the server's clock, or null when it is an hour or more away (or past). */
export function kickOffCountdownMs(
  kickOffAt: string,
  deviceNowMs: number,
  serverOffsetMs: number,
): number | null {
  const remaining = Date.parse(kickOffAt) - (deviceNowMs + serverOffsetMs);
  return remaining > 0 && remaining < COUNTDOWN_FROM_MS ? remaining : null;
}

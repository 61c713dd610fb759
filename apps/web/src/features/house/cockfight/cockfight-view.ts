// What the cockfight page shows, worked out from the arena's data without React: the phase and the
// countdown on the server's clock, the stakes on each spot, how a player's bets on a fight came out,
// and the counts of the results so far.
import type {
  CockfightBetItem,
  CockfightFight,
  CockfightHistoryItem,
  CockfightOutcome,
  CockfightSpot,
} from '@playdeck/contract/cockfight';
import { fromMinor, toMinor } from '@playdeck/contract/money';

export type LocalPhase = 'betting' | 'fighting' | 'result' | 'next';

type FightTimes = Pick<CockfightFight, 'closesAt' | 'decidesAt' | 'settlesAt'>;

/** The fight's phase at a moment of the server's clock; `next` once the following fight is due. */
export function phaseOn(fight: FightTimes, serverNowMs: number): LocalPhase {
  if (serverNowMs < Date.parse(fight.closesAt)) return 'betting';
  if (serverNowMs < Date.parse(fight.decidesAt)) return 'fighting';
  if (serverNowMs < Date.parse(fight.settlesAt)) return 'result';
  return 'next';
}

/** When the phase at this moment ends, in milliseconds of the server's clock. */
export function phaseEndMs(fight: FightTimes, serverNowMs: number): number {
  const phase = phaseOn(fight, serverNowMs);
  if (phase === 'betting') return Date.parse(fight.closesAt);
  if (phase === 'fighting') return Date.parse(fight.decidesAt);
  return Date.parse(fight.settlesAt);
}

/** Whole seconds left in the phase, for the countdown. */
export function secondsLeft(fight: FightTimes, serverNowMs: number): number {
  return Math.max(0, Math.ceil((phaseEndMs(fight, serverNowMs) - serverNowMs) / 1000));
}

/** A countdown as minutes and seconds: 125 → "2:05". */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

const counted = (bet: CockfightBetItem) => bet.status !== 'refused' && bet.status !== 'cancelled';

/** The stake a player has on each spot. */
export function stakesBySpot(bets: readonly CockfightBetItem[]): Partial<Record<CockfightSpot, string>> {
  const totals: Partial<Record<CockfightSpot, bigint>> = {};
  for (const bet of bets.filter(counted)) totals[bet.spot] = (totals[bet.spot] ?? 0n) + toMinor(bet.stake);
  return Object.fromEntries(Object.entries(totals).map(([spot, minor]) => [spot, fromMinor(minor)]));
}

export type BetOutcome = 'win' | 'lose' | 'push' | 'pending';

export function betOutcome(bet: CockfightBetItem): BetOutcome {
  if (bet.payout === null) return 'pending';
  const payout = toMinor(bet.payout);
  if (payout === 0n) return 'lose';
  return payout === toMinor(bet.stake) ? 'push' : 'win';
}

/** The sum of a fight's bets once every one is paid: staked, returned, and the difference. */
export function fightSummary(
  bets: readonly CockfightBetItem[],
): { staked: string; returned: string; net: string } | null {
  const taken = bets.filter(counted);
  if (taken.length === 0 || taken.some((bet) => bet.payout === null)) return null;
  const staked = taken.reduce((sum, bet) => sum + toMinor(bet.stake), 0n);
  const returned = taken.reduce((sum, bet) => sum + toMinor(bet.payout!), 0n);
  return { staked: fromMinor(staked), returned: fromMinor(returned), net: fromMinor(returned - staked) };
}

/** How many of the past fights each outcome took. */
export function outcomeCounts(history: readonly CockfightHistoryItem[]): Record<CockfightOutcome, number> {
  const counts: Record<CockfightOutcome, number> = { meron: 0, wala: 0, draw: 0 };
  for (const item of history) counts[item.outcome] += 1;
  return counts;
}

// What the baccarat page shows, worked out from the table's data without React: the chips a table
// offers, the order the cards come out of the shoe, the totals of what is on the felt so far, the
// phase on the server's clock, and how a player's bets on a hand came out.
import type {
  BaccaratBetItem,
  BaccaratCard,
  BaccaratHand,
  BaccaratResult,
  BaccaratSpot,
} from '@playdeck/contract/baccarat';
import { fromMinor, toMinor } from '@playdeck/contract/money';

/** Chip denominations in minor units; a table offers those within its limits. */
const CHIP_DENOMINATIONS_MINOR = [
  1_00n,
  2_00n,
  5_00n,
  10_00n,
  25_00n,
  50_00n,
  100_00n,
  250_00n,
  500_00n,
  1_000_00n,
  2_500_00n,
  5_000_00n,
  10_000_00n,
];
export const CHIPS_MAX = 6;

/** The chips of a table: denominations within its limits, at most six, always the smallest and largest. */
export function chipValues(minStake: string, maxStake: string): string[] {
  const min = toMinor(minStake);
  const max = toMinor(maxStake);
  const within = CHIP_DENOMINATIONS_MINOR.filter((value) => value >= min && value <= max);
  if (within.length === 0) return [minStake];
  if (within.length <= CHIPS_MAX) return within.map(fromMinor);
  const picked = Array.from(
    { length: CHIPS_MAX },
    (_, index) => within[Math.round((index * (within.length - 1)) / (CHIPS_MAX - 1))]!,
  );
  return [...new Set(picked)].map(fromMinor);
}

/** A chip's face: "5", "250", "1K", "2.5K". */
export function chipLabel(amount: string): string {
  // Read as minor units, never as a float: "2500.00" → 250000 → "2.5K".
  const [units, cents] = fromMinor(toMinor(amount)).split('.') as [string, string];
  const trim = (digits: string) => digits.replace(/0+$/, '');
  if (units.length > 3) {
    const fraction = trim(units.slice(-3));
    return `${units.slice(0, -3)}${fraction ? `.${fraction}` : ''}K`;
  }
  return trim(cents) ? `${units}.${trim(cents)}` : units;
}

export type CardSlot = { side: 'player' | 'banker'; index: number };

/** The order cards leave the shoe: player, banker, player, banker, then any third cards. */
export function dealOrder(result: Pick<BaccaratResult, 'playerCards' | 'bankerCards'>): CardSlot[] {
  const order: CardSlot[] = [
    { side: 'player', index: 0 },
    { side: 'banker', index: 0 },
    { side: 'player', index: 1 },
    { side: 'banker', index: 1 },
  ];
  if (result.playerCards.length > 2) order.push({ side: 'player', index: 2 });
  if (result.bankerCards.length > 2) order.push({ side: 'banker', index: 2 });
  return order;
}

/** How many of each side's cards are face up once `revealed` cards of the deal have been shown. */
export function shownCards(
  result: Pick<BaccaratResult, 'playerCards' | 'bankerCards'>,
  revealed: number,
): { player: number; banker: number } {
  const shown = { player: 0, banker: 0 };
  for (const slot of dealOrder(result).slice(0, Math.max(0, revealed))) shown[slot.side] += 1;
  return shown;
}

/** The point of some cards: the last digit of their values' sum. */
export function pointOf(cards: readonly BaccaratCard[]): number {
  return cards.reduce((sum, card) => sum + card.value, 0) % 10;
}

export type LocalPhase = 'betting' | 'dealing' | 'next';

/** The hand's phase at a moment of the server's clock; `next` once the following hand is due. */
export function phaseOn(hand: Pick<BaccaratHand, 'closesAt' | 'settlesAt'>, serverNowMs: number): LocalPhase {
  if (serverNowMs < Date.parse(hand.closesAt)) return 'betting';
  if (serverNowMs < Date.parse(hand.settlesAt)) return 'dealing';
  return 'next';
}

/** Whole seconds left in the phase, for the countdown. */
export function secondsLeft(hand: Pick<BaccaratHand, 'closesAt' | 'settlesAt'>, serverNowMs: number): number {
  const phase = phaseOn(hand, serverNowMs);
  const end = Date.parse(phase === 'betting' ? hand.closesAt : hand.settlesAt);
  return Math.max(0, Math.ceil((end - serverNowMs) / 1000));
}

/** The stake a player has on each spot. */
export function stakesBySpot(bets: readonly BaccaratBetItem[]): Partial<Record<BaccaratSpot, string>> {
  const totals: Partial<Record<BaccaratSpot, bigint>> = {};
  for (const bet of bets) {
    if (bet.status === 'refused' || bet.status === 'cancelled') continue;
    totals[bet.spot] = (totals[bet.spot] ?? 0n) + toMinor(bet.stake);
  }
  return Object.fromEntries(Object.entries(totals).map(([spot, minor]) => [spot, fromMinor(minor)]));
}

export type BetOutcome = 'win' | 'lose' | 'push' | 'pending';

export function betOutcome(bet: BaccaratBetItem): BetOutcome {
  if (bet.payout === null) return 'pending';
  const payout = toMinor(bet.payout);
  const stake = toMinor(bet.stake);
  if (payout === 0n) return 'lose';
  return payout === stake ? 'push' : 'win';
}

/** The sum of a hand's bets once every one is paid: staked, returned, and the difference. */
export function handSummary(
  bets: readonly BaccaratBetItem[],
): { staked: string; returned: string; net: string } | null {
  const taken = bets.filter((bet) => bet.status !== 'refused' && bet.status !== 'cancelled');
  if (taken.length === 0 || taken.some((bet) => bet.payout === null)) return null;
  const staked = taken.reduce((sum, bet) => sum + toMinor(bet.stake), 0n);
  const returned = taken.reduce((sum, bet) => sum + toMinor(bet.payout!), 0n);
  return { staked: fromMinor(staked), returned: fromMinor(returned), net: fromMinor(returned - staked) };
}

/** Which spots won a dealt hand (a tie returns player and banker stakes but does not win them). */
export function winningSpots(result: BaccaratResult): Set<BaccaratSpot> {
  const spots = new Set<BaccaratSpot>([result.outcome]);
  if (result.playerPair) spots.add('playerPair');
  if (result.bankerPair) spots.add('bankerPair');
  return spots;
}

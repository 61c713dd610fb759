// The return of every bet spot: exact, by enumerating every way the top of a shuffled shoe can
// fall, and measured, by dealing provably fair rounds. The exact sum replays `playCoup` itself on
// each prefix of card values, so it checks the rules the tables deal by, not a second copy of them.
import { BET_SPOTS, settleBet, WIN_RETURNS, type BetSpot } from './bets';
import { DECK_SIZE, makeCard, RANKS, type Card } from './cards';
import { dealRound, playCoup, type BaccaratOutcome } from './deal';

/** An exact fraction with its value as a float. */
export type ExactFraction = { numerator: bigint; denominator: bigint; value: number };

/** How often each outcome happens: counts of ordered six-card shoe tops, out of `total`. */
export type OutcomeCounts = Record<BaccaratOutcome, bigint> & { total: bigint };

const CARDS_PER_COUP_MAX = 6;
const VALUES = 10;
// The enumeration multiplies card counts as floats before turning them into bigints; up to eight
// decks every product stays below 2^53, so it is exact.
const DECKS_MAX = 8;

// One card per baccarat value stands for all the cards of that value: only values decide a coup.
const VALUE_CARDS: readonly Card[] = Array.from({ length: VALUES }, (_, value) =>
  makeCard(value === 0 ? '10' : (RANKS[value - 1] as Card['rank']), 'spades'),
);

function fraction(numerator: bigint, denominator: bigint): ExactFraction {
  // Twelve exact decimal digits before the one rounding to a float.
  const scale = 10n ** 12n;
  return { numerator, denominator, value: Number((numerator * scale) / denominator) / Number(scale) };
}

function fallingProduct(from: number, count: number): bigint {
  let product = 1n;
  for (let step = 0; step < count; step++) product *= BigInt(from - step);
  return product;
}

/**
 * Counts each outcome over every ordered top six cards of a shoe of `decks` decks. A coup that uses
 * k cards stands for every way the unused 6 − k could fall, so its weight is the number of ways to
 * draw its k values times (size − k)(size − k − 1)… down to six cards; the total is size!/(size − 6)!.
 */
export function exactOutcomeCounts(decks: number): OutcomeCounts {
  if (!Number.isInteger(decks) || decks < 1 || decks > DECKS_MAX)
    throw new RangeError(`decks must be an integer in [1, ${DECKS_MAX}], got ${decks}`);
  const size = DECK_SIZE * decks;
  // Tens and the three faces count 0, so value 0 has four ranks' worth of cards.
  const counts = Array.from({ length: VALUES }, (_, value) => (value === 0 ? 16 : 4) * decks);
  const unusedWays = Array.from({ length: CARDS_PER_COUP_MAX + 1 }, (_, used) =>
    fallingProduct(size - used, CARDS_PER_COUP_MAX - used),
  );
  const sums: OutcomeCounts = { player: 0n, banker: 0n, tie: 0n, total: fallingProduct(size, 6) };
  const path: number[] = [];

  const visit = (weight: number): void => {
    let used = 0;
    const coup = playCoup(() => VALUE_CARDS[path[used++] ?? 0] as Card);
    if (used > path.length) {
      extend(weight);
      return;
    }
    sums[coup.outcome] += BigInt(weight) * (unusedWays[used] as bigint);
  };
  // Every coup takes four cards, and a coup asks for a fifth or sixth only when its rules say so.
  const extend = (weight: number): void => {
    for (let value = 0; value < VALUES; value++) {
      const count = counts[value] as number;
      if (count === 0) continue;
      counts[value] = count - 1;
      path.push(value);
      if (path.length < 4) extend(weight * count);
      else visit(weight * count);
      path.pop();
      counts[value] = count;
    }
  };
  extend(1);
  if (sums.player + sums.banker + sums.tie !== sums.total)
    throw new Error('the outcomes must cover every shoe');
  return sums;
}

/**
 * The exact return of each spot (total returned per unit staked) on a shoe of `decks` decks. A pair
 * is two given cards of the same rank: each rank has 4 × decks cards, so the chance is
 * (4 × decks − 1) / (size − 1) whatever the other cards do.
 */
export function exactReturns(decks: number): Record<BetSpot, ExactFraction> {
  const { player, banker, tie, total } = exactOutcomeCounts(decks);
  const returnOf = (spot: BetSpot, wins: bigint, pushes: bigint): ExactFraction => {
    const { numerator, denominator } = WIN_RETURNS[spot];
    return fraction(wins * numerator + pushes * denominator, total * denominator);
  };
  const perRank = BigInt(4 * decks);
  const pairReturn = fraction(
    WIN_RETURNS.playerPair.numerator * (perRank - 1n),
    BigInt(DECK_SIZE * decks - 1),
  );
  return {
    player: returnOf('player', player, tie),
    banker: returnOf('banker', banker, tie),
    tie: returnOf('tie', tie, 0n),
    playerPair: pairReturn,
    bankerPair: pairReturn,
  };
}

/**
 * The measured return of each spot over `rounds` provably fair rounds (nonces 0 … rounds − 1 of the
 * given seeds), staking `stakeMinor` on every spot each round and settling with `settleBet`.
 */
export function simulateReturns(
  serverSeed: string,
  clientSeed: string,
  rounds: number,
  stakeMinor = 100n,
): Record<BetSpot, number> {
  if (!Number.isSafeInteger(rounds) || rounds < 1)
    throw new RangeError(`rounds must be a positive integer, got ${rounds}`);
  const returned = Object.fromEntries(BET_SPOTS.map((spot) => [spot, 0n])) as Record<BetSpot, bigint>;
  for (let nonce = 0; nonce < rounds; nonce++) {
    const round = dealRound(serverSeed, clientSeed, nonce);
    for (const spot of BET_SPOTS) returned[spot] += settleBet(spot, stakeMinor, round);
  }
  const staked = stakeMinor * BigInt(rounds);
  return Object.fromEntries(
    BET_SPOTS.map((spot) => [spot, fraction(returned[spot], staked).value]),
  ) as Record<BetSpot, number>;
}

// The return to player of a scratch card: exact, from its published prize table (bigint fractions),
// and measured, by drawing provably fair tickets through ticketOf exactly as they are sold. Pure:
// plain data in, numbers out.
import { assertCard, totalWeight, type ScratchCard } from './cards';
import { createRandomStream } from '../slots/provably-fair';
import { drawTicket } from './ticket';

/** An exact fraction (in lowest terms) with its value as a float. */
export type ExactFraction = { numerator: bigint; denominator: bigint; value: number };

function greatestCommonDivisor(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function fraction(numerator: bigint, denominator: bigint): ExactFraction {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const divisor = greatestCommonDivisor(numerator, denominator) || 1n;
  const [top, bottom] = [numerator / divisor, denominator / divisor];
  // Twelve exact decimal digits before the one rounding to a float.
  const scale = 10n ** 12n;
  return { numerator: top, denominator: bottom, value: Number((top * scale) / bottom) / Number(scale) };
}

/** The exact return per ticket, as a fraction of its price: Σ multiple × weight / total weight. */
export function exactRtp(card: ScratchCard): ExactFraction {
  assertCard(card);
  const won = card.tiers.reduce((sum, tier) => sum + BigInt(tier.multiple) * BigInt(tier.weight), 0n);
  return fraction(won, BigInt(totalWeight(card)));
}

/** The exact chance that a ticket wins any prize: the tiers' weights over the total. */
export function anyPrizeChance(card: ScratchCard): ExactFraction {
  assertCard(card);
  const winning = card.tiers.reduce((sum, tier) => sum + BigInt(tier.weight), 0n);
  return fraction(winning, BigInt(totalWeight(card)));
}

/**
 * The variance of one ticket's return (in prices squared): Σ multiple² × weight / total − RTP². The
 * simulation's standard error is its square root over the square root of the tickets drawn.
 */
export function returnVariance(card: ScratchCard): ExactFraction {
  const total = BigInt(totalWeight(card));
  const squares = card.tiers.reduce(
    (sum, tier) => sum + BigInt(tier.multiple) ** 2n * BigInt(tier.weight),
    0n,
  );
  const rtp = exactRtp(card);
  return fraction(
    squares * rtp.denominator ** 2n - rtp.numerator ** 2n * total,
    total * rtp.denominator ** 2n,
  );
}

export type SimulatedReturn = {
  tickets: number;
  /** Prizes over prices. */
  rtp: number;
  /** The share of tickets with a prize. */
  hitRate: number;
  /** How many tickets drew each tier (by tier index), and how many drew no prize. */
  tierCounts: number[];
  noPrizeCount: number;
};

/**
 * The measured return of `tickets` provably fair tickets: ticket n is ticketOf(card, serverSeed,
 * clientSeed, n) (the card checked once, not per ticket), laid out in full as a sold ticket is.
 */
export function simulateRtp(
  card: ScratchCard,
  tickets: number,
  serverSeed: string,
  clientSeed = 'simulation',
): SimulatedReturn {
  if (!Number.isSafeInteger(tickets) || tickets < 1)
    throw new RangeError(`tickets must be a positive whole number, got ${tickets}`);
  assertCard(card);
  const tierCounts = card.tiers.map(() => 0);
  let noPrizeCount = 0;
  let prizesCents = 0n;
  for (let nonce = 0; nonce < tickets; nonce += 1) {
    const ticket = drawTicket(card, createRandomStream(serverSeed, clientSeed, nonce));
    if (ticket.tierIndex === null) noPrizeCount += 1;
    else tierCounts[ticket.tierIndex] = (tierCounts[ticket.tierIndex] as number) + 1;
    prizesCents += ticket.prizeCents;
  }
  return {
    tickets,
    rtp: fraction(prizesCents, card.priceCents * BigInt(tickets)).value,
    hitRate: (tickets - noPrizeCount) / tickets,
    tierCounts,
    noPrizeCount,
  };
}

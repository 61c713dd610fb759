// One fight of an arena: who fights (the fight card, a public function of the fight number, so it is
// known before any bet), how likely each result is, and the result drawn from the provably fair
// stream. The chances are exact fractions: a draw has the arena's draw chance; otherwise the roosters'
// ratings decide by Bradley–Terry, meron winning with rating(meron) / (rating(meron) + rating(wala)).
import { createRandomStream, type RandomStream } from '../slots/provably-fair';
import { BASIS_POINTS, findCockfightArena, type CockfightArena, type Rooster } from './arenas';

export const FIGHT_OUTCOMES = ['meron', 'wala', 'draw'] as const;
export type FightOutcome = (typeof FIGHT_OUTCOMES)[number];

/** The two roosters of a fight: meron (the red corner) is the higher rated, wala (blue) the other. */
export type FightCard = { fightNumber: number; meron: Rooster; wala: Rooster };

/** How many of `total` equally likely rolls give each outcome. */
export type OutcomeWeights = Record<FightOutcome, number> & { total: number };

/** A rooster as a result names it. */
export type RoosterEntry = { code: string; name: string; rating: number };

/**
 * A decided fight: the card, the outcome and the roll that decided it, an integer drawn uniformly from
 * [0, rollRange): below the draw weight is a draw, then meron's weight, then wala's.
 */
export type FightResult = {
  meron: RoosterEntry;
  wala: RoosterEntry;
  outcome: FightOutcome;
  roll: number;
  rollRange: number;
};

const CLIENT_SEED_PATTERN = /^cockfight:([A-Z0-9]{1,20}):(0|[1-9][0-9]{0,15})$/;

/** Every pair (i < j) of a stable of `size`, in order: (0,1), (0,2), …, (size − 2, size − 1). */
function pairsOf(size: number): [number, number][] {
  const pairs: [number, number][] = [];
  for (let first = 0; first < size; first += 1)
    for (let second = first + 1; second < size; second += 1) pairs.push([first, second]);
  return pairs;
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/**
 * The step between the pairs of consecutive fights: the least number from a third of the pairs up that
 * shares no divisor with their count, so the fights walk through every pair once per cycle.
 */
export function pairStep(pairCount: number): number {
  if (pairCount <= 1) return 1;
  let step = Math.ceil(pairCount / 3);
  while (greatestCommonDivisor(step, pairCount) !== 1) step += 1;
  return step;
}

/** How many fights it takes for an arena to pair every two roosters of its stable once. */
export function pairingCycle(arena: CockfightArena): number {
  const size = arena.roosters.length;
  return (size * (size - 1)) / 2;
}

/** The fight card of an arena's fight: its two roosters, the higher rated in the meron corner. */
export function fightCard(arena: CockfightArena, fightNumber: number): FightCard {
  if (!Number.isSafeInteger(fightNumber) || fightNumber < 0)
    throw new RangeError(`fightNumber must be a natural number, got ${fightNumber}`);
  const pairs = pairsOf(arena.roosters.length);
  if (pairs.length === 0) throw new RangeError(`arena ${arena.arenaCode} needs two roosters`);
  // The remainder is taken first, so the product stays small and exact.
  const index = ((fightNumber % pairs.length) * pairStep(pairs.length)) % pairs.length;
  const [first, second] = pairs[index]!.map((at) => arena.roosters[at]!) as [Rooster, Rooster];
  const firstIsMeron = first.rating >= second.rating;
  return { fightNumber, meron: firstIsMeron ? first : second, wala: firstIsMeron ? second : first };
}

/**
 * The exact chances of a card's outcomes as whole weights out of a total: the draw takes the arena's
 * basis points, and the rest is shared in proportion to the ratings.
 */
export function outcomeWeights(
  arena: CockfightArena,
  card: Pick<FightCard, 'meron' | 'wala'>,
): OutcomeWeights {
  const ratings = card.meron.rating + card.wala.rating;
  const decisive = BASIS_POINTS - arena.drawBasisPoints;
  return {
    draw: arena.drawBasisPoints * ratings,
    meron: decisive * card.meron.rating,
    wala: decisive * card.wala.rating,
    total: BASIS_POINTS * ratings,
  };
}

const entryOf = (rooster: Rooster): RoosterEntry => ({
  code: rooster.code,
  name: rooster.name,
  rating: rooster.rating,
});

/** Decides a card's fight with one roll of the stream. */
export function decideFight(arena: CockfightArena, card: FightCard, stream: RandomStream): FightResult {
  const weights = outcomeWeights(arena, card);
  const roll = stream.nextInt(weights.total);
  const outcome: FightOutcome =
    roll < weights.draw ? 'draw' : roll < weights.draw + weights.meron ? 'meron' : 'wala';
  return { meron: entryOf(card.meron), wala: entryOf(card.wala), outcome, roll, rollRange: weights.total };
}

/**
 * The public client seed of an arena's fight. A fight is shared, so no player can choose its seed;
 * naming the arena and the fight makes every fight's seed known in advance and different.
 */
export function fightClientSeed(arenaCode: string, fightNumber: number): string {
  if (!Number.isSafeInteger(fightNumber) || fightNumber < 0)
    throw new RangeError(`fightNumber must be a natural number, got ${fightNumber}`);
  return `cockfight:${arenaCode}:${fightNumber}`;
}

/** The arena and fight a client seed names, or undefined when it is not a fight's client seed. */
export function parseFightClientSeed(
  clientSeed: string,
): { arenaCode: string; fightNumber: number } | undefined {
  const match = CLIENT_SEED_PATTERN.exec(clientSeed);
  if (!match) return undefined;
  const fightNumber = Number(match[2]);
  if (!Number.isSafeInteger(fightNumber)) return undefined;
  return { arenaCode: match[1]!, fightNumber };
}

/**
 * Decides an arena's fight from its seeds: the card comes from the fight number the client seed names,
 * the roll from the stream of (serverSeed, clientSeed, nonce). Undefined when the client seed does not
 * name a fight of this arena. The same inputs always give the same result.
 */
export function fightResultOf(
  arenaCode: string,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): FightResult | undefined {
  const arena = findCockfightArena(arenaCode);
  const named = parseFightClientSeed(clientSeed);
  if (!arena || !named || named.arenaCode !== arena.arenaCode) return undefined;
  const card = fightCard(arena, named.fightNumber);
  return decideFight(arena, card, createRandomStream(serverSeed, clientSeed, nonce));
}

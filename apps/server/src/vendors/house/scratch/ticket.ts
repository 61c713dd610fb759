// A scratch ticket from the house's provably fair stream (../slots/provably-fair.ts): first the prize
// tier, by weight, then the grid the player scratches, laid out to agree with it. A winning grid shows
// exactly three of its prize's symbol and no other symbol three times; a losing grid shows no symbol
// three times (two of a big prize's symbol, a near miss, is allowed). Pure: the same seeds always give
// the same ticket, so the verifier is ticketOf itself.
import { createRandomStream, serverSeedHash, type RandomStream } from '../slots/provably-fair';
import { assertCard, totalWeight, type ScratchCard } from './cards';

/** The grid is 3 × 3, read row by row: cell 0 is the top left, cell 8 the bottom right. */
export const GRID_CELLS = 9;
/** How many of a prize's symbol win it. */
export const MATCH_COUNT = 3;

export type ScratchTicket = {
  cardCode: string;
  /** The index of the prize tier in the card's table, or null for no prize. */
  tierIndex: number | null;
  /** The prize as a multiple of the price (0 without a prize). */
  multiple: number;
  prizeCents: bigint;
  /** The symbol code of each cell, row by row. */
  cells: string[];
  /** The three cells showing the prize's symbol, in increasing order (empty without a prize). */
  winningCells: number[];
};

/**
 * The ticket of `nonce` for these seeds: the stream of (serverSeed, clientSeed, nonce) draws it
 * (drawTicket). Throws RangeError for a card that assertCard refuses or a nonce that is not natural.
 */
export function ticketOf(
  card: ScratchCard,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): ScratchTicket {
  assertCard(card);
  if (!Number.isSafeInteger(nonce) || nonce < 0)
    throw new RangeError(`nonce must be a natural number, got ${nonce}`);
  return drawTicket(card, createRandomStream(serverSeed, clientSeed, nonce));
}

/** A ticket from a stream (of a card assertCard accepts): the tier (drawTier), then the grid (layOutGrid). */
export function drawTicket(card: ScratchCard, stream: RandomStream): ScratchTicket {
  const tierIndex = drawTier(card, stream);
  const cells = layOutGrid(card, tierIndex, stream);
  const tier = tierIndex === null ? undefined : card.tiers[tierIndex];
  const multiple = tier?.multiple ?? 0;
  return {
    cardCode: card.cardCode,
    tierIndex,
    multiple,
    prizeCents: card.priceCents * BigInt(multiple),
    cells,
    winningCells: tier === undefined ? [] : cellsShowing(cells, tier.symbolCode),
  };
}

/**
 * The prize tier: one whole number below the total weight; the tiers take the first rolls in table
 * order (each as many as its weight), and the rolls left over are "no prize" (null).
 */
export function drawTier(card: ScratchCard, stream: RandomStream): number | null {
  let roll = stream.nextInt(totalWeight(card));
  for (const [index, tier] of card.tiers.entries()) {
    if (roll < tier.weight) return index;
    roll -= tier.weight;
  }
  return null;
}

/**
 * The grid for a tier. Every symbol is available twice, in the card's order (a, a, b, b, …).
 * - No prize: the first nine of those, in the order drawOrder picks them.
 * - A prize of symbol S: six picked by drawOrder from the others' pairs (S left out), then the three
 *   S and those six in the order drawOrder picks all nine.
 * No symbol but S can show three times, as each other is available only twice.
 */
export function layOutGrid(card: ScratchCard, tierIndex: number | null, stream: RandomStream): string[] {
  const pairs = (codes: readonly string[]) => codes.flatMap((code) => [code, code]);
  const codes = card.symbols.map((entry) => entry.code);
  if (tierIndex === null) return drawOrder(pairs(codes), GRID_CELLS, stream);
  const tier = card.tiers[tierIndex];
  if (tier === undefined) throw new RangeError(`card ${card.cardCode} has no tier ${tierIndex}`);
  const others = drawOrder(
    pairs(codes.filter((code) => code !== tier.symbolCode)),
    GRID_CELLS - MATCH_COUNT,
    stream,
  );
  const prize = Array.from({ length: MATCH_COUNT }, () => tier.symbolCode);
  return drawOrder([...prize, ...others], GRID_CELLS, stream);
}

/**
 * An ordered choice of `count` of the items, from one whole number below n (n − 1) … (n − count + 1)
 * for n items (permutations): a Fisher–Yates shuffle stopped after `count` positions whose choices
 * are that number's mixed-radix digits. Digit i (base n − i) is the number divided by the bases
 * before it, modulo n − i; it picks which of the items left goes in position i (swapped in from
 * position i + digit). A uniform number gives uniform, independent digits, so every ordered choice
 * is equally likely, and a whole grid takes a single 32-bit word.
 */
export function drawOrder<T>(items: readonly T[], count: number, stream: RandomStream): T[] {
  const order = [...items];
  let code = stream.nextInt(permutations(order.length, count));
  for (let position = 0; position < count; position += 1) {
    const left = order.length - position;
    const chosen = position + (code % left);
    code = Math.floor(code / left);
    [order[position], order[chosen]] = [order[chosen] as T, order[position] as T];
  }
  return order.slice(0, count);
}

/** n (n − 1) … (n − count + 1): the ordered choices of `count` of n items (refused above 2^32). */
export function permutations(n: number, count: number): number {
  if (!Number.isSafeInteger(count) || count < 0 || count > n)
    throw new RangeError(`cannot choose ${count} of ${n} items`);
  let product = 1;
  for (let factor = n; factor > n - count; factor -= 1) product *= factor;
  if (product > 2 ** 32) throw new RangeError(`${n} items choose ${count} exceeds one 32-bit word`);
  return product;
}

function cellsShowing(cells: readonly string[], code: string): number[] {
  return cells.flatMap((cell, index) => (cell === code ? [index] : []));
}

/**
 * The verifier: checks the revealed server seed against its published SHA-256 and recomputes the
 * ticket from the seeds; lists every difference from the recorded ticket (empty when it is true).
 */
export function verifyTicket(
  card: ScratchCard,
  revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number },
  recorded: ScratchTicket,
): string[] {
  const problems: string[] = [];
  if (serverSeedHash(revealed.serverSeed) !== revealed.serverSeedHash)
    problems.push('the server seed does not hash to the published SHA-256');
  const expected = ticketOf(card, revealed.serverSeed, revealed.clientSeed, revealed.nonce);
  for (const field of ['cardCode', 'tierIndex', 'multiple', 'prizeCents'] as const)
    if (recorded[field] !== expected[field])
      problems.push(`${field} recorded ${recorded[field]}, recomputed ${expected[field]}`);
  for (const field of ['cells', 'winningCells'] as const)
    if (recorded[field].join(',') !== expected[field].join(','))
      problems.push(
        `${field} recorded ${recorded[field].join(' ')}, recomputed ${expected[field].join(' ')}`,
      );
  return problems;
}

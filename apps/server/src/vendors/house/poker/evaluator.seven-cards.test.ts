// Proves the hand evaluator over every one of the 133,784,560 seven-card hands: each category comes up exactly as often as the known counts say (4 to 8 s).
import { describe, expect, it } from 'vitest';
import { cardAt, DECK_SIZE, rankValue } from './cards';
import { HAND_CATEGORIES, strengthOfSuitMasks } from './evaluator';

/** One rank bit per card in its suit's mask, zero in the other suits' masks. */
const SUIT_MASKS = [0, 1, 2, 3].map((suit) =>
  Int32Array.from({ length: DECK_SIZE }, (_, position) =>
    Math.floor(position / 13) === suit ? 1 << (rankValue(cardAt(position).rank) - 2) : 0,
  ),
) as [Int32Array, Int32Array, Int32Array, Int32Array];

/**
 * Counts the category of every seven-card hand. The suit masks are built up loop by loop, so the
 * innermost loop adds one card and evaluates. In this hot loop short names are kept on purpose:
 * a < b < … < g are the seven cards' deck positions, and b0, b1, b2, b3 the clubs, diamonds, hearts
 * and spades masks of the cards a and b (c0 … c3 of a, b and c, and so on).
 */
function countSevenCardCategories(): number[] {
  const [clubs, diamonds, hearts, spades] = SUIT_MASKS;
  const counts = new Float64Array(HAND_CATEGORIES.length);
  const n = DECK_SIZE;
  for (let a = 0; a < n; a++) {
    const [a0, a1, a2, a3] = [clubs[a]!, diamonds[a]!, hearts[a]!, spades[a]!];
    for (let b = a + 1; b < n; b++) {
      const [b0, b1, b2, b3] = [a0 | clubs[b]!, a1 | diamonds[b]!, a2 | hearts[b]!, a3 | spades[b]!];
      for (let c = b + 1; c < n; c++) {
        const [c0, c1, c2, c3] = [b0 | clubs[c]!, b1 | diamonds[c]!, b2 | hearts[c]!, b3 | spades[c]!];
        for (let d = c + 1; d < n; d++) {
          const [d0, d1, d2, d3] = [c0 | clubs[d]!, c1 | diamonds[d]!, c2 | hearts[d]!, c3 | spades[d]!];
          for (let e = d + 1; e < n; e++) {
            const [e0, e1, e2, e3] = [d0 | clubs[e]!, d1 | diamonds[e]!, d2 | hearts[e]!, d3 | spades[e]!];
            for (let f = e + 1; f < n; f++) {
              const f0 = e0 | clubs[f]!;
              const f1 = e1 | diamonds[f]!;
              const f2 = e2 | hearts[f]!;
              const f3 = e3 | spades[f]!;
              for (let g = f + 1; g < n; g++)
                counts[
                  strengthOfSuitMasks(f0 | clubs[g]!, f1 | diamonds[g]!, f2 | hearts[g]!, f3 | spades[g]!) >>
                    20
                ]! += 1;
            }
          }
        }
      }
    }
  }
  return [...counts];
}

describe('every seven-card hand', () => {
  it('falls in each category exactly as often as it should (133,784,560 hands)', { timeout: 120_000 }, () => {
    const counts = countSevenCardCategories();
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(133_784_560);
    expect(Object.fromEntries(HAND_CATEGORIES.map((category, index) => [category, counts[index]]))).toEqual({
      'straight-flush': 41_584,
      'four-of-a-kind': 224_848,
      'full-house': 3_473_184,
      flush: 4_047_644,
      straight: 6_180_020,
      'three-of-a-kind': 6_461_620,
      'two-pair': 31_433_400,
      pair: 58_627_800,
      'high-card': 23_294_460,
    });
  });
});

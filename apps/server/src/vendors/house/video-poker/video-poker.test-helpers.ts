// Cards written as on a table, for the tests: "Ah Kh Qh Jh 10h" is a royal flush in hearts.
import { RANKS, type Rank, type Suit } from '../baccarat/cards';
import type { Card } from './cards';

const SUIT_BY_LETTER: Record<string, Suit> = { c: 'clubs', d: 'diamonds', h: 'hearts', s: 'spades' };

/** Cards from words such as "Ah 10s 2c": the rank, then the suit's first letter. */
export function cards(text: string): Card[] {
  return text
    .trim()
    .split(/\s+/)
    .map((word) => {
      const rank = word.slice(0, -1) as Rank;
      const suit = SUIT_BY_LETTER[word.slice(-1)];
      if (!RANKS.includes(rank) || suit === undefined) throw new Error(`not a card: ${word}`);
      return { rank, suit };
    });
}

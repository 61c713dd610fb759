// One hand of video poker from the provably fair stream: five cards dealt, the player holds any of
// them, and each discarded card is replaced, in order of position, by the next card of the same
// shuffled deck. All ten cards are fixed when the hand is dealt, so the draw cannot depend on the
// hold; the game server shows only the five dealt cards until the player draws.
import { createRandomStream } from '../slots/provably-fair';
import { cardAt, CARDS_PER_HAND_MAX, shuffledPositions, type Card } from './cards';
import { evaluate, HAND_SIZE, type HandCategory } from './hands';

export type VideoPokerDeal = {
  /** The five cards dealt, in the order shown. */
  cards: readonly Card[];
  /** Deck cards 6–10: the replacements, used in order for the discarded positions. */
  replacements: readonly Card[];
};

export type VideoPokerDraw = {
  /** The final hand: held cards stay in place, discarded positions take the replacements. */
  hand: readonly Card[];
  category: HandCategory;
};

/** Bit i of a hold mask holds card i (0–4); 0 discards all five, 31 holds all five. */
export const HOLD_MASK_MAX = (1 << HAND_SIZE) - 1;

/**
 * Deals a hand from a deck shuffled by the stream of (serverSeed, clientSeed, nonce): deck cards 1–5
 * are dealt and 6–10 are the replacements. The same three inputs always deal the same hand.
 */
export function deal(serverSeed: string, clientSeed: string, nonce: number): VideoPokerDeal {
  const positions = shuffledPositions(createRandomStream(serverSeed, clientSeed, nonce), CARDS_PER_HAND_MAX);
  const cards = positions.map(cardAt);
  return { cards: cards.slice(0, HAND_SIZE), replacements: cards.slice(HAND_SIZE) };
}

/** Throws RangeError unless the mask is a whole number in [0, 31]. */
export function assertHoldMask(holdMask: number): void {
  if (!Number.isInteger(holdMask) || holdMask < 0 || holdMask > HOLD_MASK_MAX)
    throw new RangeError(`holdMask must be an integer in [0, ${HOLD_MASK_MAX}], got ${holdMask}`);
}

/** The final hand after holding the cards of `holdMask` and replacing the others, with its category. */
export function draw(dealt: VideoPokerDeal, holdMask: number): VideoPokerDraw {
  assertHoldMask(holdMask);
  if (dealt.cards.length !== HAND_SIZE || dealt.replacements.length !== HAND_SIZE)
    throw new RangeError('a deal has five cards and five replacements');
  let replaced = 0;
  const hand = dealt.cards.map((card, position) =>
    holdMask & (1 << position) ? card : (dealt.replacements[replaced++] as Card),
  );
  return { hand, category: evaluate(hand) };
}

/** The hold mask of the held positions (each in 0–4). */
export function holdMaskOf(heldPositions: readonly number[]): number {
  let holdMask = 0;
  for (const position of heldPositions) {
    if (!Number.isInteger(position) || position < 0 || position >= HAND_SIZE)
      throw new RangeError(`a held position must be an integer in [0, ${HAND_SIZE}), got ${position}`);
    holdMask |= 1 << position;
  }
  return holdMask;
}

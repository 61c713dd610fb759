// Proves a provably fair deal: the same seeds deal the same hand and another nonce or seed a different one, the ten cards are the top of a full shuffle, and the draw replaces the discarded positions in order from deck cards 6–10.
import { describe, expect, it } from 'vitest';
import { createRandomStream } from '../slots/provably-fair';
import { cardAt, DECK_SIZE } from './cards';
import { deal, draw, holdMaskOf, type VideoPokerDeal } from './deal';
import { cards } from './video-poker.test-helpers';

describe('deal', () => {
  it('deals the same hand from the same seeds and a different one when any seed changes', () => {
    const hands = (server: string, client: string, from: number) =>
      Array.from({ length: 20 }, (_, index) => deal(server, client, from + index));
    expect(hands('server', 'client', 0)).toEqual(hands('server', 'client', 0));
    expect(deal('server', 'client', 0)).not.toEqual(deal('server', 'client', 1));
    expect(hands('server', 'client', 0)).not.toEqual(hands('server', 'client', 20));
    expect(hands('server', 'client', 0)).not.toEqual(hands('server', 'other', 0));
    expect(hands('server', 'client', 0)).not.toEqual(hands('other', 'client', 0));
  });

  it('deals deck cards 1–5 and keeps 6–10 as replacements, as a verifier shuffling the deck finds', () => {
    for (let nonce = 0; nonce < 50; nonce++) {
      const deck = Array.from({ length: DECK_SIZE }, (_, position) => position);
      const stream = createRandomStream('server', 'client', nonce);
      for (let index = 0; index < DECK_SIZE - 1; index++) {
        const picked = index + stream.nextInt(DECK_SIZE - index);
        [deck[index], deck[picked]] = [deck[picked] as number, deck[index] as number];
      }
      const top = deck.slice(0, 10).map((position) => cardAt(position));
      const dealt = deal('server', 'client', nonce);
      expect([...dealt.cards, ...dealt.replacements]).toEqual(top);
      expect(new Set(top.map((card) => `${card.rank}${card.suit}`)).size).toBe(10);
    }
  });
});

describe('draw', () => {
  const dealt: VideoPokerDeal = {
    cards: cards('Ah Kh 2c 7d Qh'),
    replacements: cards('Jh 10h 3s 4s 5s'),
  };

  it('keeps the held cards in place and fills the others in order from the replacements', () => {
    expect(draw(dealt, holdMaskOf([0, 1, 4]))).toEqual({
      hand: cards('Ah Kh Jh 10h Qh'),
      category: 'royalFlush',
    });
    expect(draw(dealt, holdMaskOf([2, 3]))).toEqual({ hand: cards('Jh 10h 2c 7d 3s'), category: 'highCard' });
  });

  it('keeps the whole hand when every card is held and replaces all five when none is', () => {
    expect(draw(dealt, 0b11111).hand).toEqual(dealt.cards);
    expect(draw(dealt, 0).hand).toEqual(dealt.replacements);
  });

  it('refuses a hold mask outside 0–31 and a held position outside 0–4', () => {
    for (const holdMask of [-1, 32, 1.5]) expect(() => draw(dealt, holdMask)).toThrow(RangeError);
    expect(() => holdMaskOf([5])).toThrow(RangeError);
    expect(holdMaskOf([])).toBe(0);
    expect(holdMaskOf([0, 4])).toBe(0b10001);
  });
});

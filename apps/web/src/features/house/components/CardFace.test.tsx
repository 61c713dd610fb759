// Proves the playing card: its name and colour by suit, the pips of a number card laid out as on a
// printed deck (upside down below the middle), a framed court card, and a back for a card not turned.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlayingCard } from '@playdeck/contract/playing-cards';
import { CardFace } from './CardFace';
import { cardName, isRed, pipsOf } from './card-face';

const card = (rank: PlayingCard['rank'], suit: PlayingCard['suit']): PlayingCard => ({ rank, suit });

describe('the card’s layout', () => {
  it('names a card by rank and suit symbol, red for hearts and diamonds', () => {
    expect(cardName(card('Q', 'hearts'))).toBe('Q♥');
    expect(cardName(card('10', 'spades'))).toBe('10♠');
    expect([isRed(card('2', 'hearts')), isRed(card('2', 'diamonds'))]).toEqual([true, true]);
    expect([isRed(card('2', 'clubs')), isRed(card('2', 'spades'))]).toEqual([false, false]);
  });

  it('puts as many pips as the rank, mirrored about the middle, and one large pip on an ace', () => {
    for (const [rank, count] of [
      ['2', 2],
      ['5', 5],
      ['7', 7],
      ['10', 10],
    ] as const) {
      const pips = pipsOf(card(rank, 'clubs'));
      expect(pips, rank).toHaveLength(count);
      const flipped = pips.filter((pip) => pip.flipped);
      expect(flipped.every((pip) => pip.y > 140)).toBe(true);
      const rows = pips.map((pip) => `${pip.x}:${pip.y}`);
      expect(new Set(rows).size, `${rank} has no two pips on one spot`).toBe(count);
    }
    expect(pipsOf(card('A', 'hearts'))).toEqual([{ x: 100, y: 140, size: 76, flipped: false }]);
    expect(pipsOf(card('K', 'hearts'))).toEqual([]);
  });
});

describe('CardFace', () => {
  it('draws a face card with its name for assistive technology', () => {
    render(<CardFace card={card('K', 'diamonds')} />);
    const drawn = screen.getByRole('img', { name: 'K♦' });
    expect(drawn).toHaveAttribute('data-card', 'K♦');
    expect(drawn.querySelectorAll('text')).toHaveLength(4);
  });

  it('draws a number card’s pips and corners', () => {
    render(<CardFace card={card('7', 'spades')} />);
    // Seven pips and two corner suits.
    expect(screen.getByRole('img', { name: '7♠' }).querySelectorAll('path')).toHaveLength(9);
  });

  it('shows the back of a card not turned, hidden from assistive technology', () => {
    const { container } = render(<CardFace card={card('A', 'spades')} faceUp={false} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('[data-card="back"]')).not.toBeNull();
  });
});

// Proves the scratch cards' art is all there: every symbol of the three cards (scratch/cards.ts on the
// server, listed here as its README publishes them) has its own drawing, an unknown one falls back to
// a disc in its colour, and each card's lobby tile and the studio's icon exist at the sizes the lobby
// expects.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hasSymbolArt, SymbolArt } from './SymbolArt';

const CARD_SYMBOLS = {
  SC01: ['COIN', 'RED-ENVELOPE', 'LANTERN', 'LUCKY-CAT', 'GOLD-INGOT', 'JADE-DRAGON'],
  SC02: ['LOTUS-LEAF', 'DRAGONFLY', 'FROG', 'KOI', 'LOTUS', 'PEARL'],
  SC03: ['COPPER-COIN', 'SILVER-BAR', 'JADE', 'CROWN', 'DRAGON-PEARL', 'GOLDEN-DRAGON'],
};

/** A file of the web app's public folder, four folders above this one. */
const publicFile = (path: string) =>
  readFileSync(join(import.meta.dirname, '..', '..', '..', '..', 'public', path), 'utf8');

describe('the scratch cards’ art', () => {
  it('draws every symbol of every card, each its own way', () => {
    const drawings = new Set<string>();
    for (const code of Object.values(CARD_SYMBOLS).flat()) {
      expect(hasSymbolArt(code), code).toBe(true);
      const { container, unmount } = render(<SymbolArt code={code} title={code} />);
      const svg = container.querySelector('svg')!;
      expect(svg).toHaveAttribute('data-symbol', code);
      expect(svg).toHaveAccessibleName(code);
      drawings.add(svg.innerHTML);
      unmount();
    }
    expect(drawings.size).toBe(18);
  });

  it('falls back to a disc in the symbol’s colour, hidden from readers without a title', () => {
    const { container } = render(<SymbolArt code="NEW-SYMBOL" colour="#123456" />);
    expect(container.querySelector('circle')).toHaveAttribute('fill', '#123456');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('has a 400 × 300 lobby tile per card and a 200 × 120 studio icon', () => {
    for (const cardCode of Object.keys(CARD_SYMBOLS)) {
      const tile = publicFile(`house/art/scratch/${cardCode}.svg`);
      expect(tile).toMatch(/viewBox="0 0 400 300" width="400" height="300"/);
    }
    expect(publicFile('vendors/PDSCRATCH.svg')).toMatch(/width="200" height="120" viewBox="0 0 200 120"/);
  });
});

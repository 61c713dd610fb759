// Proves that every symbol of every theme draws as an accessible SVG named by its label, that two
// instances never share an id (so gradients and clips never cross between symbols on one page) and
// that each SVG's url(#…) references resolve inside that SVG.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SymbolArt } from './SymbolArt';
import { SYMBOL_IDS, symbolLabel, THEME_ART } from './themes-art';

const referencedIds = (svg: Element): string[] =>
  Array.from(svg.querySelectorAll('*')).flatMap((element) =>
    Array.from(element.attributes).flatMap((attribute) =>
      Array.from(attribute.value.matchAll(/url\(#([^)]+)\)/g), (match) => match[1] ?? ''),
    ),
  );

describe('SymbolArt', () => {
  it.each(THEME_ART.map((theme) => [theme.id, theme] as const))(
    'draws all ten symbols of %s',
    (_id, theme) => {
      const { container } = render(
        <>
          {SYMBOL_IDS.map((symbolId) => (
            <SymbolArt key={symbolId} themeId={theme.id} symbolId={symbolId} size={64} />
          ))}
        </>,
      );
      const svgs = container.querySelectorAll('svg');
      expect(svgs).toHaveLength(SYMBOL_IDS.length);
      SYMBOL_IDS.forEach((symbolId, index) => {
        const svg = svgs[index] as SVGSVGElement;
        const label = symbolLabel(theme, symbolId);
        expect(svg).toHaveAttribute('role', 'img');
        expect(svg).toHaveAttribute('viewBox', '0 0 100 100');
        expect(svg.querySelector('title')?.textContent).toBe(label);
        expect(svg.querySelectorAll('path, circle, ellipse, rect, polygon, text').length).toBeGreaterThan(5);
      });
      for (const symbolId of SYMBOL_IDS)
        expect(screen.getAllByRole('img', { name: symbolLabel(theme, symbolId) }).length).toBeGreaterThan(0);
    },
  );

  it('marks the wild and the scatter with their ribbons', () => {
    const { container } = render(
      <>
        <SymbolArt themeId="lucky-dragon" symbolId="wild" />
        <SymbolArt themeId="lucky-dragon" symbolId="scatter" />
        <SymbolArt themeId="lucky-dragon" symbolId="l2" />
      </>,
    );
    const [wild, scatter, low] = Array.from(container.querySelectorAll('svg'));
    expect(wild?.textContent).toContain('WILD');
    expect(scatter?.textContent).toContain('SCATTER');
    expect(low?.querySelector('text')?.textContent).toBe('K');
  });

  it('gives two instances of the same symbol distinct ids that resolve within their own SVG', () => {
    const { container } = render(
      <>
        <SymbolArt themeId="space-voyage" symbolId="h1" />
        <SymbolArt themeId="space-voyage" symbolId="h1" />
        <SymbolArt themeId="pirate-cove" symbolId="h4" />
        <SymbolArt themeId="pirate-cove" symbolId="h4" />
      </>,
    );
    const ids = Array.from(container.querySelectorAll('[id]'), (element) => element.id);
    expect(ids.length).toBeGreaterThan(8);
    expect(new Set(ids).size).toBe(ids.length);
    for (const svg of Array.from(container.querySelectorAll('svg'))) {
      const own = new Set(Array.from(svg.querySelectorAll('[id]'), (element) => element.id));
      const references = referencedIds(svg);
      expect(references.length).toBeGreaterThan(0);
      for (const reference of references) expect(own.has(reference)).toBe(true);
      const labelledBy = svg.getAttribute('aria-labelledby') ?? '';
      expect(own.has(labelledBy)).toBe(true);
    }
  });

  it('takes a size and an explicit title', () => {
    render(<SymbolArt themeId="fruit-fiesta" symbolId="h1" size={40} title="Lucky seven" />);
    const svg = screen.getByRole('img', { name: 'Lucky seven' });
    expect(svg).toHaveAttribute('width', '40');
    expect(svg).toHaveAttribute('height', '40');
  });

  it('still draws something for an unknown theme or symbol', () => {
    render(
      <>
        <SymbolArt themeId="no-such-theme" symbolId="h1" />
        <SymbolArt themeId="lucky-dragon" symbolId="bonus" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'h1' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'bonus' })).toBeInTheDocument();
  });
});

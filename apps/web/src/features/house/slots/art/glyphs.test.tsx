// Proves that every label of every theme has its own drawing (none falls back to the default), that
// the six themed symbols of a theme never share a drawing, and that every glyph of the library draws.
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { FALLBACK_GLYPH, GLYPHS, glyphForLabel, LABEL_GLYPHS } from './glyphs';
import { makePaint, artColours, PaintDefs } from './paint';
import { THEME_ART } from './themes-art';

const themedLabels = THEME_ART.flatMap((theme) => Object.values(theme.labels));

describe('glyphs', () => {
  it('has a library of at least forty drawings', () => {
    expect(Object.keys(GLYPHS).length).toBeGreaterThanOrEqual(40);
  });

  it.each([...new Set(themedLabels)].sort())('maps the label "%s" to a glyph of the library', (label) => {
    const entry = LABEL_GLYPHS[label];
    expect(entry).toBeDefined();
    expect(GLYPHS).toHaveProperty(entry?.glyph ?? '');
    const glyph = glyphForLabel(label)?.glyph;
    expect(glyph).toBeDefined();
    expect(glyph).not.toBe(FALLBACK_GLYPH);
  });

  it('maps no label that no theme uses', () => {
    const used = new Set(themedLabels);
    expect(Object.keys(LABEL_GLYPHS).filter((label) => !used.has(label))).toEqual([]);
  });

  it.each(THEME_ART.map((theme) => [theme.id, theme] as const))(
    'draws the six themed symbols of %s differently',
    (_id, theme) => {
      const looks = Object.values(theme.labels).map((label) => {
        const entry = LABEL_GLYPHS[label];
        return `${entry?.glyph}/${entry?.tint ?? ''}`;
      });
      expect(new Set(looks).size).toBe(6);
    },
  );

  it.each(Object.keys(GLYPHS).sort())('draws the glyph %s', (name) => {
    const colours = artColours({
      background: '#101010',
      primary: '#c62828',
      accent: '#ffd54f',
      text: '#ffffff',
    });
    const paint = makePaint('test', colours);
    const glyph = GLYPHS[name as keyof typeof GLYPHS];
    const { container } = render(
      <svg viewBox="0 0 100 100">
        <defs>
          <PaintDefs uid="test" colours={colours} />
        </defs>
        {glyph(paint)}
      </svg>,
    );
    expect(container.querySelectorAll('svg *').length).toBeGreaterThan(10);
  });
});

// Proves that the backdrop is decorative, draws for every theme with ids of its own, and that the CSS
// variables carry the theme's palette.
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ThemeBackdrop } from './ThemeBackdrop';
import { themeCssVariables } from './theme-css';
import { THEME_ART } from './themes-art';

describe('ThemeBackdrop', () => {
  it.each(THEME_ART.map((theme) => theme.id))('draws a decorative backdrop for %s', (themeId) => {
    const { container } = render(<ThemeBackdrop themeId={themeId} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('preserveAspectRatio', 'xMidYMid slice');
    expect(svg?.querySelectorAll('path').length).toBeGreaterThan(20);
  });

  it('gives two backdrops distinct ids', () => {
    const { container } = render(
      <>
        <ThemeBackdrop themeId="lucky-dragon" />
        <ThemeBackdrop themeId="lucky-dragon" />
      </>,
    );
    const ids = Array.from(container.querySelectorAll('[id]'), (element) => element.id);
    expect(ids.length).toBeGreaterThan(4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('draws a plain backdrop for an unknown theme', () => {
    const { container } = render(<ThemeBackdrop themeId="no-such-theme" />);
    expect(container.querySelector('svg')).toBeInTheDocument();
  });
});

describe('themeCssVariables', () => {
  it('gives the theme palette as --slot-* custom properties', () => {
    expect(themeCssVariables('lucky-dragon')).toEqual({
      '--slot-bg': '#2b0a0a',
      '--slot-primary': '#c62828',
      '--slot-accent': '#ffd54f',
      '--slot-text': '#fff8e1',
    });
  });

  it('gives every theme its own palette and a neutral one for an unknown id', () => {
    for (const theme of THEME_ART)
      expect(themeCssVariables(theme.id)['--slot-bg']).toBe(theme.palette.background);
    expect(Object.keys(themeCssVariables('no-such-theme'))).toEqual([
      '--slot-bg',
      '--slot-primary',
      '--slot-accent',
      '--slot-text',
    ]);
  });

  it('applies as an element style', () => {
    const { container } = render(<div style={themeCssVariables('neon-nights')} />);
    expect((container.firstChild as HTMLElement).style.getPropertyValue('--slot-primary')).toBe('#d500f9');
  });
});

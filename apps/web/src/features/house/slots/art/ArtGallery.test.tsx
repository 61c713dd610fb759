// Proves that the review gallery shows every theme by name with its ten symbols.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ArtGallery } from './ArtGallery';
import { THEME_ART } from './themes-art';

describe('ArtGallery', () => {
  // Hundreds of SVG symbols in jsdom: seconds on a busy two-core machine.
  it('shows each theme as a named row of its ten symbols', { timeout: 30_000 }, () => {
    const { container } = render(<ArtGallery symbolSize={32} />);
    const sections = Array.from(container.querySelectorAll('section'));
    expect(sections).toHaveLength(THEME_ART.length);
    THEME_ART.forEach((theme, index) => {
      const section = sections[index] as HTMLElement;
      expect(section.querySelector('h2')?.textContent).toBe(theme.name.en);
      expect(section.textContent).toContain(theme.name.vi);
      const titles = Array.from(
        section.querySelectorAll('svg[role="img"] > title'),
        (title) => title.textContent,
      );
      expect(titles).toEqual([
        ...Object.values(theme.labels).slice(0, 4),
        'A',
        'K',
        'Q',
        'J',
        theme.labels.wild,
        theme.labels.scatter,
      ]);
    });
    const first = screen.getByRole('region', { name: 'Lucky Dragon' });
    expect(within(first).getByRole('img', { name: 'Golden Dragon' })).toBeInTheDocument();
  });
});

// How each scratch card is printed: its colours, the foil the player rubs away, and the pattern of its
// backdrop. The server publishes one colour per card; the rest of a card's look lives here, beside the
// art, so that a new card only needs a row (an unknown card gets a plain look from its own colour).
import type { CSSProperties } from 'react';

export type CardPattern = 'coins' | 'ripples' | 'scales' | 'plain';

export type CardLook = {
  /** The ticket's top and bottom colours. */
  paper: [string, string];
  /** Titles, price tag, highlights. */
  accent: string;
  /** Text printed on the ticket. */
  ink: string;
  /** The cells' ground. */
  cell: string;
  /** The foil's shades, dark to light, and the colour of what is printed on it. */
  foil: [string, string, string];
  foilInk: string;
  pattern: CardPattern;
};

const LOOKS: Record<string, CardLook> = {
  SC01: {
    paper: ['#c62a30', '#7a0f14'],
    accent: '#f7cf55',
    ink: '#fff6df',
    cell: '#fff7e3',
    foil: ['#b3862a', '#f4dc8a', '#d4aa45'],
    foilInk: '#7a4e0c',
    pattern: 'coins',
  },
  SC02: {
    paper: ['#17917a', '#0a4a3e'],
    accent: '#ffb3cf',
    ink: '#f1fff9',
    cell: '#f0fbf6',
    foil: ['#8fa3a0', '#eef4f3', '#b9c8c5'],
    foilInk: '#3d5753',
    pattern: 'ripples',
  },
  SC03: {
    paper: ['#6e1f1c', '#240707'],
    accent: '#f0bf4c',
    ink: '#fdeccd',
    cell: '#fdf2dc',
    foil: ['#7c4a1f', '#e6b87f', '#a8692f'],
    foilInk: '#4a2a0c',
    pattern: 'scales',
  },
};

export function cardLookOf(cardCode: string, colour = '#3b3f55'): CardLook {
  return (
    LOOKS[cardCode] ?? {
      paper: [colour, '#1b1d29'],
      accent: '#f5b400',
      ink: '#ffffff',
      cell: '#f7f7fb',
      foil: ['#8a8fa3', '#e9eaf2', '#b5b9c8'],
      foilInk: '#3b3f55',
      pattern: 'plain',
    }
  );
}

/** The ticket's colours as custom properties for its style sheet. */
export function cardLookStyle(look: CardLook): CSSProperties {
  return {
    '--ticket-top': look.paper[0],
    '--ticket-bottom': look.paper[1],
    '--ticket-accent': look.accent,
    '--ticket-ink': look.ink,
    '--ticket-cell': look.cell,
  } as CSSProperties;
}

// The drawing kit shared by the glyphs: a theme palette turned into the paint a glyph draws with
// (gradients declared once per SVG in <defs>, with ids unique to that SVG instance) and a few shape
// helpers. Glyphs draw on a 100×100 grid inside a group that outlines every shape in the dark ink,
// so a shape only says stroke="none" when it must not be outlined (highlights, glows).
import type { ReactNode } from 'react';
import { darken, lighten, luminance, mix } from './colour';
import type { ThemePalette } from './themes-art';

/** A per-label recolouring of the main colour, e.g. the golden dragon or the white tiger. */
export type Tint = 'gold' | 'white' | 'orange' | 'gold-accent';

export type ArtColours = {
  background: string;
  main: string;
  accent: string;
  text: string;
  ink: string;
};

const GOLD = '#f4c542';
const TINT_MAIN = { gold: GOLD, white: '#eef1f4', orange: '#f57c00' } as const;

/** The palette made safe to draw with: main and accent visible on the dark tile, a dark ink. */
export function artColours(palette: ThemePalette, tint?: Tint): ArtColours {
  const visible = (colour: string, fallback: string) => (luminance(colour) < 0.05 ? fallback : colour);
  const primary = luminance(palette.primary) < 0.06 ? lighten(palette.primary, 0.25) : palette.primary;
  const accent = visible(palette.accent, palette.text);
  const main = tint && tint in TINT_MAIN ? TINT_MAIN[tint as keyof typeof TINT_MAIN] : primary;
  return {
    background: palette.background,
    main,
    accent: tint === 'gold-accent' ? GOLD : accent,
    text: palette.text,
    ink: mix(darken(palette.background, 0.55), '#000000', 0.2),
  };
}

export type Paint = {
  /** Vertical gradients (url(#…)) and their flat, light and dark shades. */
  main: string;
  mainFlat: string;
  mainLight: string;
  mainDark: string;
  accent: string;
  accentFlat: string;
  accentLight: string;
  accentDark: string;
  gold: string;
  goldFlat: string;
  goldLight: string;
  goldDark: string;
  silver: string;
  silverFlat: string;
  silverDark: string;
  /** A glossy pearly sphere fill. */
  pearl: string;
  /** A pale glowing moon disc fill. */
  moon: string;
  /** A radial white glow fading to transparent. */
  glow: string;
  /** Outline colour and the theme's light text colour. */
  ink: string;
  light: string;
  background: string;
  /** A unique id for a glyph's own gradient or clip path. */
  id: (name: string) => string;
};

const shades = (colour: string) => ({
  flat: colour,
  light: lighten(colour, 0.45),
  dark: darken(colour, 0.35),
});

export function makePaint(uid: string, colours: ArtColours): Paint {
  const main = shades(colours.main);
  const accent = shades(colours.accent);
  const url = (name: string) => `url(#${uid}-${name})`;
  return {
    main: url('main'),
    mainFlat: main.flat,
    mainLight: main.light,
    mainDark: main.dark,
    accent: url('accent'),
    accentFlat: accent.flat,
    accentLight: accent.light,
    accentDark: accent.dark,
    gold: url('gold'),
    goldFlat: GOLD,
    goldLight: '#fff0a8',
    goldDark: '#a8741a',
    silver: url('silver'),
    silverFlat: '#cfd8dc',
    silverDark: '#78909c',
    pearl: url('pearl'),
    moon: url('moon'),
    glow: url('glow'),
    ink: colours.ink,
    light: colours.text,
    background: colours.background,
    id: (name) => `${uid}-${name}`,
  };
}

function Vertical({ id, stops }: { id: string; stops: readonly string[] }) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2="0.35" y2="1">
      {stops.map((colour, index) => (
        <stop key={index} offset={index / (stops.length - 1)} stopColor={colour} />
      ))}
    </linearGradient>
  );
}

/** The gradients every glyph may use, to go inside the SVG's <defs>. */
export function PaintDefs({ uid, colours }: { uid: string; colours: ArtColours }) {
  const main = shades(colours.main);
  const accent = shades(colours.accent);
  return (
    <>
      <Vertical id={`${uid}-main`} stops={[lighten(main.flat, 0.3), main.flat, darken(main.flat, 0.25)]} />
      <Vertical
        id={`${uid}-accent`}
        stops={[lighten(accent.flat, 0.3), accent.flat, darken(accent.flat, 0.25)]}
      />
      <Vertical id={`${uid}-gold`} stops={['#fff3b0', '#f6c945', '#d9992a', '#b8741c']} />
      <Vertical id={`${uid}-silver`} stops={['#ffffff', '#cfd8dc', '#90a4ae']} />
      <radialGradient id={`${uid}-pearl`} cx="0.38" cy="0.35" r="0.7">
        <stop offset="0" stopColor="#ffffff" />
        <stop offset="0.45" stopColor="#f3ecf5" />
        <stop offset="0.8" stopColor="#cdbfd8" />
        <stop offset="1" stopColor="#9d8fb0" />
      </radialGradient>
      <radialGradient id={`${uid}-moon`} cx="0.4" cy="0.38" r="0.7">
        <stop offset="0" stopColor="#fffef2" />
        <stop offset="0.55" stopColor="#fff0b3" />
        <stop offset="1" stopColor="#e6c35c" />
      </radialGradient>
      <radialGradient id={`${uid}-glow`}>
        <stop offset="0" stopColor="#ffffff" stopOpacity="0.9" />
        <stop offset="0.4" stopColor="#ffffff" stopOpacity="0.35" />
        <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
      </radialGradient>
    </>
  );
}

/** Its children and their mirror image about the vertical centre line x = 50. */
export function Mirror({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <g transform="matrix(-1 0 0 1 100 0)">{children}</g>
    </>
  );
}

/** A line drawn as an outlined tube: the ink a little wider underneath, then the colour. */
export function Tube({ d, width, colour, ink }: { d: string; width: number; colour: string; ink: string }) {
  return (
    <>
      <path d={d} fill="none" stroke={ink} strokeWidth={width + 5} />
      <path d={d} fill="none" stroke={colour} strokeWidth={width} />
    </>
  );
}

/** A white gloss highlight (not outlined). */
export function Shine({ d, opacity = 0.45 }: { d: string; opacity?: number }) {
  return <path d={d} fill="#ffffff" opacity={opacity} stroke="none" />;
}

/** The points attribute of an n-pointed star. */
export function starPoints(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  points = 5,
  turn = 0,
): string {
  const corners: string[] = [];
  for (let index = 0; index < points * 2; index++) {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = ((index * 180) / points + turn - 90) * (Math.PI / 180);
    corners.push(
      `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`,
    );
  }
  return corners.join(' ');
}

/** Natural colours for things that must look like themselves whatever the theme (fruit, gems, fur). */
export const NATURE = {
  red: '#e53935',
  redDark: '#a31515',
  green: '#43a047',
  greenDark: '#1b5e20',
  leaf: '#7cb342',
  brown: '#8d5a3b',
  brownDark: '#5a3420',
  wood: '#b07a45',
  skin: '#f2c594',
  skinDark: '#d39b63',
  white: '#f7f7f5',
  black: '#26262b',
  purple: '#7e3fb0',
  blue: '#1e88e5',
  sky: '#81d4fa',
  yellow: '#fdd835',
  orange: '#fb8c00',
  pink: '#f48fb1',
  stone: '#9e9e9e',
} as const;

/** A drawing on the 100×100 grid, in the given paint. */
export type Glyph = (paint: Paint) => ReactNode;

/** A crescent: the circle (cx, cy, r) less the circle (bx, by, br) that overlaps it. */
export function crescentPath(cx: number, cy: number, r: number, bx: number, by: number, br: number): string {
  const dx = bx - cx;
  const dy = by - cy;
  const d = Math.hypot(dx, dy);
  const a = (r * r - br * br + d * d) / (2 * d);
  const h = Math.sqrt(Math.max(0, r * r - a * a));
  const mx = cx + (a * dx) / d;
  const my = cy + (a * dy) / d;
  const p1 = [mx + (h * dy) / d, my - (h * dx) / d];
  const p2 = [mx - (h * dy) / d, my + (h * dx) / d];
  const f = (n: number | undefined) => (n ?? 0).toFixed(2);
  return `M${f(p1[0])} ${f(p1[1])} A${r} ${r} 0 1 0 ${f(p2[0])} ${f(p2[1])} A${br} ${br} 0 0 1 ${f(p1[0])} ${f(p1[1])} Z`;
}

/** Points on a circle, for radial patterns: [x, y] at each of `count` angles (degrees, 0 = up). */
export function around(cx: number, cy: number, radius: number, count: number, start = 0): [number, number][] {
  return Array.from({ length: count }, (_, index) => {
    const angle = ((start + (index * 360) / count - 90) * Math.PI) / 180;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
  });
}

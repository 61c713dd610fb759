// A decorative background for a theme's slot machine: the palette as a deep gradient with a glow,
// light beams and the theme's four high symbols scattered faintly across it like a wallpaper. It
// fills its box (slice), so it suits any shape of machine, and is hidden from assistive technology.
import { darken, mix } from './colour';
import { FALLBACK_GLYPH, glyphForLabel } from './glyphs';
import { artColours, makePaint, PaintDefs } from './paint';
import { useSvgId } from './svg-id';
import { findThemeArt } from './themes-art';

export type ThemeBackdropProps = { themeId: string; className?: string };

const NEUTRAL = { background: '#1e1e28', primary: '#7e8aa2', accent: '#f4c542', text: '#f5f5f5' };

/** Where the faint motifs sit on the 160×100 backdrop: x, y, scale, rotation, which high symbol. */
const MOTIFS: readonly (readonly [number, number, number, number, number])[] = [
  [14, 18, 0.26, -12, 0],
  [58, 10, 0.2, 8, 1],
  [104, 14, 0.24, -6, 2],
  [146, 22, 0.22, 14, 3],
  [30, 56, 0.2, 10, 2],
  [80, 50, 0.18, -10, 3],
  [128, 60, 0.26, 6, 0],
  [10, 88, 0.22, 8, 1],
  [62, 86, 0.26, -8, 0],
  [110, 92, 0.2, 12, 1],
  [154, 84, 0.2, -14, 2],
];

export function ThemeBackdrop({ themeId, className }: ThemeBackdropProps) {
  const uid = useSvgId('backdrop');
  const theme = findThemeArt(themeId);
  const palette = theme?.palette ?? NEUTRAL;
  const colours = artColours(palette);
  const paint = makePaint(uid, colours);
  const highs = theme ? [theme.labels.h1, theme.labels.h2, theme.labels.h3, theme.labels.h4] : [];
  const glyphs = highs.map((label) => glyphForLabel(label)?.glyph ?? FALLBACK_GLYPH);
  return (
    <svg
      viewBox="0 0 160 100"
      preserveAspectRatio="xMidYMid slice"
      width="100%"
      height="100%"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <defs>
        <PaintDefs uid={uid} colours={colours} />
        <linearGradient id={`${uid}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={mix(palette.background, colours.main, 0.45)} />
          <stop offset="0.55" stopColor={mix(palette.background, colours.main, 0.12)} />
          <stop offset="1" stopColor={darken(palette.background, 0.35)} />
        </linearGradient>
        <radialGradient id={`${uid}-halo`} cx="0.5" cy="0.3" r="0.6">
          <stop offset="0" stopColor={colours.accent} stopOpacity="0.45" />
          <stop offset="1" stopColor={colours.accent} stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${uid}-beam`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={colours.text} stopOpacity="0.16" />
          <stop offset="1" stopColor={colours.text} stopOpacity="0" />
        </linearGradient>
      </defs>
      <rect width="160" height="100" fill={`url(#${uid}-sky)`} />
      <rect width="160" height="100" fill={`url(#${uid}-halo)`} />
      <g fill={`url(#${uid}-beam)`}>
        <path d="M70 -5 L40 105 L58 105 L78 -5 Z" />
        <path d="M84 -5 L100 105 L124 105 L92 -5 Z" />
        <path d="M60 -5 L0 80 L0 100 L66 -5 Z" />
        <path d="M98 -5 L160 70 L160 90 L104 -5 Z" />
      </g>
      {glyphs.length > 0 ? (
        <g opacity="0.14" stroke={paint.ink} strokeWidth="2.5" strokeLinejoin="round" strokeLinecap="round">
          {MOTIFS.map(([x, y, scale, turn, which], index) => {
            const glyph = glyphs[which % glyphs.length] ?? FALLBACK_GLYPH;
            return (
              <g
                key={index}
                transform={`translate(${x} ${y}) rotate(${turn}) scale(${scale}) translate(-50 -50)`}
              >
                {glyph(paint)}
              </g>
            );
          })}
        </g>
      ) : null}
      <g fill={colours.accent}>
        {[
          [22, 36],
          [48, 28],
          [92, 34],
          [138, 40],
          [70, 70],
          [120, 76],
          [40, 76],
        ].map(([x, y], index) => (
          <path
            key={index}
            d={`M${x} ${(y ?? 0) - 1.6} l0.45 1.15 1.15 0.45 -1.15 0.45 -0.45 1.15 -0.45 -1.15 -1.15 -0.45 1.15 -0.45 Z`}
            opacity="0.7"
          />
        ))}
      </g>
      <rect
        width="160"
        height="100"
        fill="none"
        stroke={darken(palette.background, 0.5)}
        strokeWidth="10"
        opacity="0.5"
      />
    </svg>
  );
}

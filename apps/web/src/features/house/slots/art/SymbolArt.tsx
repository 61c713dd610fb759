// One slot symbol as a square inline SVG: a rounded tile in the theme's colours with the symbol's
// drawing on it. High symbols get a gold rim and a sunburst, the low ones are card-rank letters, the
// wild carries a "WILD" ribbon and the scatter glows under a "SCATTER" ribbon. Every gradient, filter
// and clip id is unique to the instance, so any number of symbols can share a page.
import { darken, lighten, mix } from './colour';
import { glyphForLabel, FALLBACK_GLYPH } from './glyphs';
import { artColours, makePaint, PaintDefs, type ArtColours, type Paint } from './paint';
import { useSvgId } from './svg-id';
import { findThemeArt, isLowSymbol, LOW_RANKS, SYMBOL_IDS, symbolLabel, type SymbolId } from './themes-art';

export type SymbolArtProps = {
  themeId: string;
  /** h1..h4, l1..l4, wild or scatter. */
  symbolId: string;
  /** Width and height in CSS pixels (or any CSS length); 96 by default. */
  size?: number | string;
  /** The accessible name; the symbol's label by default. */
  title?: string;
  className?: string;
};

type Kind = 'high' | 'low' | 'wild' | 'scatter';

const NEUTRAL = { background: '#1e1e28', primary: '#7e8aa2', accent: '#f4c542', text: '#f5f5f5' };
const LETTER_FONT = "Georgia, 'DejaVu Serif', 'Times New Roman', serif";
const RIBBON_FONT = "'Arial Black', 'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif";

const kindOf = (symbolId: string): Kind =>
  symbolId === 'wild' ? 'wild' : symbolId === 'scatter' ? 'scatter' : isLowSymbol(symbolId) ? 'low' : 'high';

/** Rays of a sunburst around (50, cy), as one path. */
function rays(count: number, cy: number, length: number, width: number): string {
  let d = '';
  for (let index = 0; index < count; index++) {
    const angle = (index / count) * Math.PI * 2;
    const half = (width / 2) * (Math.PI / 180);
    const point = (a: number, r: number) =>
      `${(50 + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`;
    d += `M50 ${cy} L${point(angle - half, length)} L${point(angle + half, length)} Z`;
  }
  return d;
}

function Tile({ kind, uid, colours, paint }: { kind: Kind; uid: string; colours: ArtColours; paint: Paint }) {
  const glowCentre = kind === 'wild' ? colours.accent : colours.main;
  const centre = mix(colours.background, glowCentre, kind === 'low' ? 0.22 : kind === 'high' ? 0.32 : 0.45);
  return (
    <>
      <defs>
        <radialGradient id={`${uid}-tile`} cx="0.5" cy="0.42" r="0.72">
          <stop offset="0" stopColor={lighten(centre, 0.06)} />
          <stop offset="0.65" stopColor={mix(colours.background, centre, 0.35)} />
          <stop offset="1" stopColor={darken(colours.background, 0.25)} />
        </radialGradient>
        <clipPath id={`${uid}-clip`}>
          <rect x="4" y="4" width="92" height="92" rx="15" />
        </clipPath>
      </defs>
      <rect x="4" y="4" width="92" height="92" rx="15" fill={`url(#${uid}-tile)`} />
      {kind !== 'low' ? (
        <g clipPath={`url(#${uid}-clip)`}>
          {kind === 'scatter' ? <circle cx="50" cy="44" r="46" fill={paint.glow} opacity={0.5} /> : null}
          <path
            d={rays(kind === 'high' ? 16 : 20, kind === 'high' ? 50 : 44, 80, kind === 'high' ? 9 : 8)}
            fill={kind === 'high' ? colours.main : colours.accent}
            opacity={kind === 'high' ? 0.12 : 0.22}
          />
        </g>
      ) : null}
      {kind === 'low' ? (
        <rect
          x="5.5"
          y="5.5"
          width="89"
          height="89"
          rx="14"
          fill="none"
          stroke={mix(colours.main, colours.background, 0.35)}
          strokeWidth="2.5"
        />
      ) : (
        <>
          <rect
            x="5.5"
            y="5.5"
            width="89"
            height="89"
            rx="14"
            fill="none"
            stroke={kind === 'scatter' ? paint.main : paint.gold}
            strokeWidth="4"
          />
          <rect
            x="9.5"
            y="9.5"
            width="81"
            height="81"
            rx="10.5"
            fill="none"
            stroke={kind === 'wild' ? colours.accent : paint.goldLight}
            strokeOpacity={kind === 'wild' ? 0.8 : 0.35}
            strokeWidth={kind === 'wild' ? 1.5 : 1}
          />
        </>
      )}
    </>
  );
}

function Ribbon({ text, fill, paint }: { text: string; fill: string; paint: Paint }) {
  const long = text.length > 5;
  return (
    <g stroke={paint.ink} strokeWidth="2" strokeLinejoin="round">
      <path d="M7 77 H17 V93 H7 L11 85 Z" fill={darken(fill, 0.35)} />
      <path d="M93 77 H83 V93 H93 L89 85 Z" fill={darken(fill, 0.35)} />
      <path d="M12 73 Q50 69 88 73 V89 Q50 85 12 89 Z" fill={fill} />
      <path d="M14 75.5 Q50 71.5 86 75.5" fill="none" stroke="#ffffff" strokeOpacity="0.35" strokeWidth="1" />
      <text
        x="50"
        y={long ? 84.2 : 85.5}
        textAnchor="middle"
        fontFamily={RIBBON_FONT}
        fontWeight="900"
        fontSize={long ? 10.5 : 13.5}
        letterSpacing={long ? 0.6 : 1.5}
        fill="#ffffff"
        stroke={paint.ink}
        strokeWidth="2.6"
        paintOrder="stroke"
        {...(long ? { textLength: 66, lengthAdjust: 'spacingAndGlyphs' } : {})}
      >
        {text}
      </text>
    </g>
  );
}

function RankLetter({
  rank,
  index,
  uid,
  colours,
}: {
  rank: string;
  index: number;
  uid: string;
  colours: ArtColours;
}) {
  const colour = [
    colours.main,
    colours.accent,
    lighten(mix(colours.main, colours.accent, 0.5), 0.1),
    mix(colours.main, colours.text, 0.55),
  ][index] as string;
  const letter = {
    x: 50,
    y: 75,
    textAnchor: 'middle' as const,
    fontFamily: LETTER_FONT,
    fontWeight: 700,
    fontSize: 66,
  };
  return (
    <>
      <defs>
        <linearGradient id={`${uid}-rank`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0.1" stopColor={lighten(colour, 0.55)} />
          <stop offset="0.5" stopColor={colour} />
          <stop offset="1" stopColor={darken(colour, 0.4)} />
        </linearGradient>
      </defs>
      <path d="M50 83 l4 4 -4 4 -4 -4 Z" fill={colour} opacity="0.9" />
      <path
        d="M36 87 h-14 M64 87 h14"
        stroke={colour}
        strokeWidth="1.5"
        strokeLinecap="round"
        opacity="0.7"
      />
      <text {...letter} fill={colours.ink} opacity="0.55" transform="translate(2 3)">
        {rank}
      </text>
      <text
        {...letter}
        fill={`url(#${uid}-rank)`}
        stroke={colours.ink}
        strokeWidth="4"
        strokeLinejoin="round"
        paintOrder="stroke"
      >
        {rank}
      </text>
      <text {...letter} fill="none" stroke="#ffffff" strokeOpacity="0.45" strokeWidth="0.9">
        {rank}
      </text>
    </>
  );
}

export function SymbolArt({ themeId, symbolId, size = 96, title, className }: SymbolArtProps) {
  const uid = useSvgId('slot');
  const theme = findThemeArt(themeId);
  const known = (SYMBOL_IDS as readonly string[]).includes(symbolId);
  const label = theme && known ? symbolLabel(theme, symbolId as SymbolId) : symbolId;
  const kind = kindOf(symbolId);
  const entry = kind === 'low' ? undefined : glyphForLabel(label);
  const colours = artColours(theme?.palette ?? NEUTRAL, entry?.tint);
  const base = artColours(theme?.palette ?? NEUTRAL);
  const paint = makePaint(uid, colours);
  const glyph = entry?.glyph ?? FALLBACK_GLYPH;
  const lowered = kind === 'wild' || kind === 'scatter';
  return (
    <svg
      viewBox="0 0 100 100"
      width={size}
      height={size}
      role="img"
      aria-labelledby={`${uid}-title`}
      className={className}
      data-symbol={symbolId}
    >
      <title id={`${uid}-title`}>{title ?? label}</title>
      <defs>
        <PaintDefs uid={uid} colours={colours} />
        <clipPath id={`${uid}-inner`}>
          <rect x="7.5" y="7.5" width="85" height="85" rx="12" />
        </clipPath>
        <filter id={`${uid}-shadow`} x="-20%" y="-20%" width="140%" height="140%">
          <feDropShadow dx="0" dy="2" stdDeviation="1.6" floodColor="#000000" floodOpacity="0.55" />
        </filter>
      </defs>
      <Tile kind={kind} uid={uid} colours={colours} paint={paint} />
      {kind === 'low' ? (
        <RankLetter
          rank={LOW_RANKS[symbolId as keyof typeof LOW_RANKS]}
          index={Object.keys(LOW_RANKS).indexOf(symbolId)}
          uid={uid}
          colours={colours}
        />
      ) : (
        <g clipPath={`url(#${uid}-inner)`}>
          <g
            filter={`url(#${uid}-shadow)`}
            stroke={paint.ink}
            strokeWidth="2.5"
            strokeLinejoin="round"
            strokeLinecap="round"
            transform={lowered ? 'translate(50 43) scale(0.78) translate(-50 -50)' : undefined}
          >
            {glyph(paint)}
          </g>
        </g>
      )}
      {kind === 'wild' ? <Ribbon text="WILD" fill={base.main} paint={paint} /> : null}
      {kind === 'scatter' ? <Ribbon text="SCATTER" fill={base.accent} paint={paint} /> : null}
    </svg>
  );
}

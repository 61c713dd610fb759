// Glyphs of the wild west theme.
import { around, NATURE, Shine, starPoints, Tube, type Glyph } from './paint';

const PAPER = '#f0dcae';
const LEATHER = '#6d4c41';

export const sheriff: Glyph = (p) => (
  <>
    <polygon points={starPoints(50, 52, 38, 22, 6)} fill={p.gold} />
    {around(50, 52, 38, 6).map(([x, y], index) => (
      <circle key={index} cx={x} cy={y} r="5" fill={p.gold} />
    ))}
    <circle cx="50" cy="52" r="15" fill={p.goldLight} strokeWidth="2" />
    <polygon points={starPoints(50, 52, 10, 4.2, 5)} fill={p.goldDark} strokeWidth="1.2" />
    <Shine d="M34 38 L46 30 L42 40 Z" opacity={0.6} />
  </>
);

export const revolver: Glyph = (p) => (
  <g transform="translate(50 52) scale(0.84) rotate(-14) translate(-48 -54)">
    <rect x="8" y="34" width="46" height="8" rx="2" fill={p.silver} />
    <path d="M10 34 V30 H14 V34" fill={p.silver} strokeWidth="1.6" />
    <rect x="8" y="42" width="30" height="4" rx="1" fill={p.silverDark} strokeWidth="1.6" />
    <path d="M48 30 H74 L76 48 H48 Z" fill={p.silver} />
    <rect x="50" y="34" width="18" height="16" rx="4" fill={p.silverDark} />
    <path d="M50 39 H68 M50 45 H68" stroke="#37474f" strokeWidth="1.2" />
    <path d="M74 30 L80 22 L84 24 L78 32 Z" fill={p.silverDark} strokeWidth="1.6" />
    <path d="M66 46 L84 46 C90 58 92 72 86 84 L72 86 C72 72 70 60 62 52 Z" fill={NATURE.wood} />
    <path d="M74 56 L84 66 M72 64 L84 76 M80 54 L86 60" stroke={NATURE.brownDark} strokeWidth="1.2" />
    <Tube d="M54 50 C52 62 62 66 66 58" width={2.4} colour={p.silverFlat} ink={p.ink} />
    <path d="M60 50 L58 58" stroke={p.ink} strokeWidth="2.4" />
    <Shine d="M10 35 H52 V37 H10 Z" opacity={0.6} />
  </g>
);

export const horseshoe: Glyph = (p) => {
  const shoe = 'M28 18 C16 40 18 70 38 80 C46 84 54 84 62 80 C82 70 84 40 72 18';
  return (
    <>
      <path d={shoe} fill="none" stroke={p.ink} strokeWidth="20" strokeLinecap="butt" />
      <path d={shoe} fill="none" stroke={p.silverFlat} strokeWidth="15" strokeLinecap="butt" />
      <path
        d={shoe}
        fill="none"
        stroke="#ffffff"
        strokeWidth="2"
        strokeOpacity="0.7"
        transform="translate(-2 -2)"
      />
      {[
        [25, 36],
        [23, 52],
        [28, 66],
        [75, 36],
        [77, 52],
        [72, 66],
      ].map(([x, y]) => (
        <ellipse key={`${x}-${y}`} cx={x} cy={y} rx="1.8" ry="2.6" fill={p.ink} stroke="none" />
      ))}
      <path
        d="M82 12 l1.6 4.4 4.4 1.6 -4.4 1.6 -1.6 4.4 -1.6 -4.4 -4.4 -1.6 4.4 -1.6 Z"
        fill={p.goldLight}
        stroke="none"
      />
    </>
  );
};

export const cactus: Glyph = (p) => (
  <>
    <ellipse cx="50" cy="88" rx="38" ry="6" fill="#d9b26a" />
    <Tube d="M42 58 H32 C27 58 25 54 25 49 V34" width={11} colour={NATURE.green} ink={p.ink} />
    <Tube d="M58 50 H68 C73 50 75 46 75 41 V26" width={11} colour={NATURE.green} ink={p.ink} />
    <rect x="39" y="12" width="22" height="78" rx="11" fill={NATURE.green} />
    <path d="M46 20 V86 M54 20 V86" stroke={NATURE.greenDark} strokeWidth="1.4" />
    <g stroke="#fff8e1" strokeWidth="1.2">
      <path d="M39 30 l-3 -1 M39 46 l-3 -1 M61 36 l3 -1 M61 62 l3 -1 M39 70 l-3 -1 M50 26 v-3 M25 40 l-3 0 M75 32 l3 0" />
    </g>
    <circle cx="50" cy="12" r="5" fill="#f48fb1" strokeWidth="1.6" />
    <circle cx="50" cy="12" r="1.8" fill="#fdd835" stroke="none" />
    <Shine d="M42 20 C42 16 44 14 46 14 V84 H42 Z" opacity={0.25} />
  </>
);

export const outlaw: Glyph = (p) => (
  <>
    <path d="M16 94 C18 80 30 74 50 74 C70 74 82 80 84 94 Z" fill={LEATHER} />
    <path d="M44 74 L50 86 L56 74" fill="#c62828" />
    <path d="M32 40 C32 58 38 72 50 72 C62 72 68 58 68 40 Z" fill={NATURE.skin} />
    <path d="M30 52 H70 C70 66 62 78 50 82 C38 78 30 66 30 52 Z" fill="#c62828" />
    {[
      [38, 58],
      [50, 62],
      [62, 58],
      [44, 70],
      [56, 70],
    ].map(([x, y]) => (
      <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" fill="#ffffff" stroke="none" />
    ))}
    <path d="M34 44 L46 46 M54 46 L66 44" strokeWidth="2.4" />
    <circle cx="41" cy="48" r="1.8" fill={p.ink} stroke="none" />
    <circle cx="59" cy="48" r="1.8" fill={p.ink} stroke="none" />
    <path d="M30 38 C30 22 36 14 50 14 C64 14 70 22 70 38 Z" fill="#4e342e" />
    <path d="M44 16 C46 22 54 22 56 16" fill="none" stroke="#3e2723" strokeWidth="1.6" />
    <rect x="30" y="32" width="40" height="5" fill={p.gold} strokeWidth="1.4" />
    <path
      d="M6 38 C18 44 82 44 94 38 C90 34 84 32 78 36 C66 40 34 40 22 36 C16 32 10 34 6 38 Z"
      fill="#5d4037"
    />
  </>
);

export const wantedPoster: Glyph = (p) => (
  <>
    <path d="M18 10 H82 V84 L76 90 H18 Z" fill={PAPER} />
    <path d="M76 90 V84 H82" fill={p.ink} opacity="0.3" />
    <circle cx="50" cy="12" r="2.6" fill={p.silver} strokeWidth="1.2" />
    <text
      x="50"
      y="29"
      textAnchor="middle"
      fontFamily="Georgia, 'DejaVu Serif', serif"
      fontWeight="700"
      fontSize="13"
      textLength="56"
      lengthAdjust="spacingAndGlyphs"
      fill="#4e342e"
      stroke="none"
    >
      WANTED
    </text>
    <rect x="30" y="34" width="40" height="34" fill="#e0c68e" strokeWidth="1.6" />
    <circle cx="50" cy="52" r="8" fill="#6d4c41" stroke="none" />
    <path d="M36 68 C38 60 44 58 50 58 C56 58 62 60 64 68 Z" fill="#6d4c41" stroke="none" />
    <path d="M38 46 C44 44 56 44 62 46 L58 42 C56 36 44 36 42 42 Z" fill="#4e342e" stroke="none" />
    <text
      x="50"
      y="81"
      textAnchor="middle"
      fontFamily="Georgia, 'DejaVu Serif', serif"
      fontWeight="700"
      fontSize="9"
      fill="#4e342e"
      stroke="none"
    >
      $ 5000
    </text>
  </>
);

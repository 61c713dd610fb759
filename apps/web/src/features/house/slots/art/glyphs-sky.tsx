// Glyphs of the sky, fire and ice themes: space voyage, phoenix rise, volcano and arctic aurora.
import { Mirror, Shine, starPoints, type Glyph } from './paint';

const SUIT = '#eceff1';
const ICE = '#b3e5fc';
const ICE_DARK = '#4fc3f7';

const twinkles = (points: readonly (readonly [number, number, number])[]) => (
  <g fill="#ffffff" stroke="none">
    {points.map(([x, y, r]) => (
      <circle key={`${x}-${y}`} cx={x} cy={y} r={r} />
    ))}
  </g>
);

export const astronaut: Glyph = (p) => (
  <>
    <defs>
      <linearGradient id={p.id('visor')} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor={p.accentFlat} />
        <stop offset="0.55" stopColor={p.mainDark} />
        <stop offset="1" stopColor="#0b0b1e" />
      </linearGradient>
    </defs>
    <path d="M14 96 C16 78 30 70 50 70 C70 70 84 78 86 96 Z" fill={SUIT} />
    <rect x="40" y="78" width="20" height="12" rx="2" fill="#b0bec5" />
    <circle cx="45" cy="84" r="2" fill="#e53935" strokeWidth="1" />
    <circle cx="55" cy="84" r="2" fill={p.accentFlat} strokeWidth="1" />
    <rect x="18" y="38" width="8" height="16" rx="3" fill="#b0bec5" />
    <rect x="74" y="38" width="8" height="16" rx="3" fill="#b0bec5" />
    <path d="M78 38 V22" stroke={p.ink} strokeWidth="2" />
    <circle cx="78" cy="21" r="2.6" fill="#e53935" strokeWidth="1.2" />
    <circle cx="50" cy="46" r="28" fill={SUIT} />
    <ellipse cx="50" cy="48" rx="21" ry="17" fill={`url(#${p.id('visor')})`} />
    <path d="M34 44 C36 36 42 32 50 32" fill="none" stroke="#ffffff" strokeWidth="3" strokeOpacity="0.75" />
    {twinkles([
      [58, 52, 1.2],
      [63, 44, 0.9],
      [54, 58, 0.8],
    ])}
    <Shine d="M30 30 C34 24 40 21 46 20 C40 24 36 28 34 34 Z" opacity={0.6} />
  </>
);

export const rocket: Glyph = (p) => (
  <g transform="rotate(40 50 52)">
    <path d="M41 76 C41 86 50 98 50 98 C50 98 59 86 59 76 Z" fill="#ff9800" />
    <path d="M45 76 C45 84 50 92 50 92 C50 92 55 84 55 76 Z" fill="#ffeb3b" stroke="none" />
    <path d="M38 54 L24 76 L39 72 Z" fill={p.main} />
    <path d="M62 54 L76 76 L61 72 Z" fill={p.main} />
    <path d="M50 6 C63 18 65 40 63 74 H37 C35 40 37 18 50 6 Z" fill={SUIT} />
    <path d="M50 6 C57 13 60 20 61 26 H39 C40 20 43 13 50 6 Z" fill={p.main} />
    <circle cx="50" cy="42" r="8" fill="#b0bec5" />
    <circle cx="50" cy="42" r="5.5" fill={p.accent} strokeWidth="1.4" />
    <path d="M47 40 C48 38 50 37 52 37" fill="none" stroke="#ffffff" strokeWidth="1.4" />
    <rect x="41" y="73" width="18" height="5" rx="1" fill="#78909c" />
    <path d="M50 60 V72" stroke={p.mainFlat} strokeWidth="2" />
    <Shine d="M41 30 C41 24 43 18 46 14 C44 22 44 40 44 62 H41 Z" opacity={0.5} />
  </g>
);

export const planet: Glyph = (p) => (
  <>
    <defs>
      <clipPath id={p.id('planet')}>
        <circle cx="50" cy="50" r="25" />
      </clipPath>
    </defs>
    <g transform="rotate(-18 50 50)">
      <path d="M6 50 A44 13 0 0 1 94 50" fill="none" stroke={p.ink} strokeWidth="10" />
      <path d="M6 50 A44 13 0 0 1 94 50" fill="none" stroke={p.accentFlat} strokeWidth="5" />
    </g>
    <circle cx="50" cy="50" r="25" fill={p.main} />
    <g clipPath={`url(#${p.id('planet')})`} stroke="none">
      <path d="M20 40 C36 44 64 36 80 40 V46 C64 42 36 50 20 46 Z" fill={p.mainLight} opacity="0.6" />
      <path d="M20 56 C36 60 64 52 80 56 V62 C64 58 36 66 20 62 Z" fill={p.mainDark} opacity="0.6" />
      <circle cx="60" cy="62" r="4" fill={p.mainDark} opacity="0.6" />
    </g>
    <circle cx="50" cy="50" r="25" fill="none" />
    <g transform="rotate(-18 50 50)">
      <path d="M6 50 A44 13 0 0 0 94 50" fill="none" stroke={p.ink} strokeWidth="10" />
      <path d="M6 50 A44 13 0 0 0 94 50" fill="none" stroke={p.accentFlat} strokeWidth="5" />
      <path
        d="M10 52 A40 10 0 0 0 90 52"
        fill="none"
        stroke="#ffffff"
        strokeOpacity="0.5"
        strokeWidth="1.2"
      />
    </g>
    <Shine d="M34 40 C36 32 42 28 48 27 C42 32 38 36 37 44 Z" opacity={0.5} />
    {twinkles([
      [16, 18, 1.6],
      [84, 82, 1.4],
      [82, 16, 1.1],
    ])}
  </>
);

export const satellite: Glyph = (p) => {
  const panel = (x: number) => (
    <g key={x}>
      <rect x={x} y="40" width="28" height="18" fill="#1e63d6" />
      <path
        d={`M${x + 7} 40 V58 M${x + 14} 40 V58 M${x + 21} 40 V58 M${x} 49 H${x + 28}`}
        stroke="#90caf9"
        strokeWidth="1"
      />
    </g>
  );
  return (
    <g transform="rotate(-22 50 50)">
      <path d="M36 49 H40 M60 49 H64" stroke={p.ink} strokeWidth="3" />
      {panel(8)}
      {panel(64)}
      <rect x="40" y="36" width="20" height="26" rx="2" fill={p.gold} />
      <path d="M40 44 H60 M40 52 H60 M48 36 V62" stroke={p.goldDark} strokeWidth="1.2" />
      <path d="M50 36 V28" stroke={p.ink} strokeWidth="2" />
      <path d="M38 22 C42 30 58 30 62 22 C56 24 44 24 38 22 Z" fill={SUIT} />
      <path d="M50 26 L50 16" stroke={p.ink} strokeWidth="1.6" />
      <circle cx="50" cy="15" r="2" fill="#e53935" strokeWidth="1" />
      <path
        d="M64 14 C68 16 70 20 70 24 M68 8 C74 12 76 18 76 24"
        fill="none"
        stroke={p.accentFlat}
        strokeWidth="2"
      />
    </g>
  );
};

export const blackHole: Glyph = (p) => (
  <>
    <circle cx="50" cy="50" r="40" fill={p.mainFlat} opacity="0.25" stroke="none" />
    <g transform="rotate(-16 50 50)" fill="none">
      <path d="M8 50 A42 12 0 0 1 92 50" stroke={p.mainFlat} strokeWidth="8" opacity="0.8" />
      <path d="M14 50 A36 9 0 0 1 86 50" stroke={p.accentFlat} strokeWidth="4" />
    </g>
    <circle cx="50" cy="50" r="19" fill="none" stroke={p.accentFlat} strokeWidth="5" opacity="0.5" />
    <circle cx="50" cy="50" r="17" fill="#000000" stroke="#ffffff" strokeWidth="1.6" />
    <g transform="rotate(-16 50 50)" fill="none">
      <path d="M8 50 A42 12 0 0 0 92 50" stroke={p.mainFlat} strokeWidth="8" />
      <path d="M14 50 A36 9 0 0 0 86 50" stroke={p.accentFlat} strokeWidth="4" />
      <path d="M20 51 A30 6 0 0 0 80 51" stroke="#ffffff" strokeWidth="1.6" />
    </g>
    {twinkles([
      [16, 20, 1.5],
      [82, 84, 1.3],
      [86, 22, 1],
      [20, 80, 1],
    ])}
  </>
);

export const comet: Glyph = (p) => (
  <>
    <defs>
      <linearGradient id={p.id('tail')} gradientUnits="userSpaceOnUse" x1="70" y1="30" x2="12" y2="88">
        <stop offset="0" stopColor={p.accentFlat} stopOpacity="0.95" />
        <stop offset="1" stopColor={p.mainFlat} stopOpacity="0" />
      </linearGradient>
    </defs>
    <path d="M60 22 L6 78 L22 94 L78 40 Z" fill={`url(#${p.id('tail')})`} stroke="none" />
    <path d="M64 28 L20 70 M70 34 L34 80" stroke="#ffffff" strokeOpacity="0.6" strokeWidth="1.6" />
    <circle cx="70" cy="30" r="17" fill={p.glow} stroke="none" />
    <circle cx="70" cy="30" r="10" fill="#ffffff" stroke={p.accentFlat} strokeWidth="2.4" />
    {twinkles([
      [20, 20, 1.6],
      [40, 12, 1.1],
      [86, 70, 1.4],
      [64, 84, 1],
    ])}
  </>
);

export const phoenix: Glyph = (p) => (
  <>
    <Mirror>
      <path
        d="M46 48 C36 32 20 20 4 16 C10 22 12 26 12 30 C6 30 4 34 4 36 C12 38 16 42 18 44 C12 46 8 50 8 56 C20 56 34 56 44 54 Z"
        fill={p.main}
      />
      <path
        d="M44 50 C36 40 26 34 16 32 C20 36 22 40 22 44 C28 46 36 50 44 52 Z"
        fill={p.accent}
        stroke="none"
      />
      <path d="M48 62 C44 74 36 84 26 92 C34 92 42 88 46 82 Z" fill={p.main} />
      <circle cx="30" cy="89" r="3" fill={p.accent} strokeWidth="1.2" />
    </Mirror>
    <path d="M50 62 C46 76 46 86 50 96 C54 86 54 76 50 62 Z" fill={p.accent} />
    <ellipse cx="50" cy="50" rx="9" ry="16" fill={p.main} />
    <path
      d="M50 22 C46 14 48 8 52 6 C50 12 54 16 56 18 C58 12 62 12 64 14 C60 16 58 22 56 26 Z"
      fill={p.accent}
    />
    <circle cx="50" cy="30" r="7.5" fill={p.main} />
    <path d="M50 33 L46 38 L50 37 L54 38 Z" fill={p.gold} strokeWidth="1.4" />
    <circle cx="47" cy="29" r="1.4" fill={p.ink} stroke="none" />
    <circle cx="53" cy="29" r="1.4" fill={p.ink} stroke="none" />
    <path d="M46 46 Q50 50 54 46 M46 54 Q50 58 54 54" fill="none" stroke={p.accentFlat} strokeWidth="1.6" />
  </>
);

export const flame: Glyph = (p) => (
  <>
    <circle cx="50" cy="62" r="32" fill={p.glow} opacity="0.3" stroke="none" />
    <path
      d="M50 6 C58 22 78 30 78 56 C78 76 66 90 50 90 C34 90 22 76 22 56 C22 42 30 34 34 24 C38 34 42 40 46 42 C46 30 46 18 50 6 Z"
      fill={p.main}
    />
    <path
      d="M50 32 C56 42 68 50 68 64 C68 78 60 86 50 86 C40 86 32 78 32 66 C32 56 38 52 42 46 C44 52 48 54 50 54 C50 46 50 40 50 32 Z"
      fill={p.accent}
      strokeWidth="1.8"
    />
    <path
      d="M50 56 C54 62 59 66 59 74 C59 80 55 84 50 84 C45 84 41 80 41 74 C41 68 46 64 50 56 Z"
      fill="#fffde7"
      stroke="none"
    />
  </>
);

export const feather: Glyph = (p) => (
  <g transform="rotate(-35 50 50)">
    <path
      d="M50 4 C63 18 66 46 60 70 C58 78 54 84 50 88 C46 84 42 78 40 70 C34 46 37 18 50 4 Z"
      fill={p.main}
    />
    <g stroke={p.accentFlat} strokeWidth="1.4" fill="none">
      {[24, 34, 44, 54, 64, 74].map((y) => (
        <path
          key={y}
          d={`M50 ${y} L${38 + (y > 60 ? 4 : 0)} ${y - 8} M50 ${y} L${62 - (y > 60 ? 4 : 0)} ${y - 8}`}
        />
      ))}
    </g>
    <ellipse cx="50" cy="26" rx="8" ry="10" fill={p.accent} strokeWidth="1.8" />
    <ellipse cx="50" cy="27" rx="4" ry="5" fill={p.mainDark} strokeWidth="1.2" />
    <path d="M38 56 L44 58 M62 48 L56 50" stroke={p.ink} strokeWidth="2" />
    <path d="M50 10 V96" stroke={p.light} strokeWidth="2" />
  </g>
);

export const ember: Glyph = (p) => (
  <>
    <ellipse cx="50" cy="70" rx="38" ry="18" fill={p.mainFlat} opacity="0.35" stroke="none" />
    <path d="M18 84 L22 66 L36 58 L50 64 L48 84 Z" fill="#3e2723" />
    <path d="M44 84 L46 60 L60 52 L76 60 L82 84 Z" fill="#4e342e" />
    <path d="M30 86 L34 72 L48 70 L60 76 L58 88 Z" fill="#3e2723" />
    <g fill="none" strokeLinecap="round">
      <path
        d="M26 72 L34 68 L40 74 M54 62 L62 68 L70 64 M62 68 L64 78 M38 80 L46 76 L52 82"
        stroke={p.mainFlat}
        strokeWidth="5"
        opacity="0.6"
      />
      <path
        d="M26 72 L34 68 L40 74 M54 62 L62 68 L70 64 M62 68 L64 78 M38 80 L46 76 L52 82"
        stroke={p.accentFlat}
        strokeWidth="2"
      />
    </g>
    {[
      [40, 44, 3],
      [58, 36, 2.4],
      [48, 24, 2],
      [66, 20, 1.6],
      [34, 28, 1.6],
      [60, 50, 2],
    ].map(([x, y, r]) => (
      <g key={`${x}-${y}`}>
        <circle cx={x} cy={y} r={(r ?? 0) * 2.2} fill={p.mainFlat} opacity="0.35" stroke="none" />
        <circle cx={x} cy={y} r={r} fill={p.accent} stroke="none" />
      </g>
    ))}
  </>
);

export const firebird: Glyph = (p) => (
  <>
    <path
      d="M44 58 C30 62 18 70 6 70 C14 76 24 78 32 76 C22 82 14 90 8 94 C22 92 36 84 46 72 Z"
      fill={p.accent}
    />
    <path d="M46 60 C36 66 28 72 16 74 C26 78 36 74 44 68 Z" fill={p.main} stroke="none" />
    <path d="M40 50 C46 40 60 40 68 46 C74 50 76 58 70 64 C62 70 48 68 40 62 Z" fill={p.main} />
    <path
      d="M52 46 C48 32 52 16 64 6 C64 16 68 22 74 26 C70 30 68 34 70 38 C64 40 58 42 52 46 Z"
      fill={p.accent}
    />
    <path d="M56 44 C56 34 60 24 66 16 C66 24 68 30 70 34 Z" fill={p.main} stroke="none" />
    <circle cx="74" cy="44" r="8" fill={p.main} />
    <path d="M80 42 L92 46 L80 49 Z" fill={p.gold} strokeWidth="1.6" />
    <circle cx="75" cy="42" r="1.6" fill={p.ink} stroke="none" />
    <path d="M72 36 C72 30 76 28 80 28 C78 32 78 34 78 38" fill={p.accent} strokeWidth="1.6" />
  </>
);

export const sun: Glyph = (p) => (
  <>
    <circle cx="50" cy="50" r="44" fill={p.glow} opacity="0.3" stroke="none" />
    <polygon points={starPoints(50, 50, 42, 28, 12)} fill={p.main} />
    <polygon points={starPoints(50, 50, 36, 26, 12, 15)} fill={p.mainLight} stroke="none" opacity="0.6" />
    <circle cx="50" cy="50" r="24" fill={p.accent} />
    <circle cx="50" cy="50" r="18" fill="none" stroke="#ffffff" strokeOpacity="0.6" strokeWidth="1.6" />
    <Shine d="M36 42 C38 36 42 32 48 30 C42 36 40 40 40 46 Z" opacity={0.6} />
  </>
);

export const volcano: Glyph = () => (
  <>
    <path
      d="M34 22 C28 20 26 12 34 10 C36 4 46 4 48 10 C54 6 62 8 62 14 C70 14 72 22 66 24 Z"
      fill="#9e9e9e"
    />
    <path d="M44 30 L40 18 M50 30 V14 M56 30 L62 18" stroke="#ff6d00" strokeWidth="3" />
    <circle cx="40" cy="16" r="2.6" fill="#ffab00" stroke="none" />
    <circle cx="62" cy="16" r="2.6" fill="#ffab00" stroke="none" />
    <path d="M6 90 L36 32 H64 L94 90 Z" fill="#5d4037" />
    <path d="M36 32 H64 L60 40 C56 38 44 38 40 40 Z" fill="#ff6d00" />
    <path
      d="M42 38 C40 50 34 56 36 68 C38 62 42 58 44 50 C46 58 44 70 48 80 C50 70 50 58 52 48 C56 56 58 64 64 70 C62 58 58 48 58 38"
      fill="#ff6d00"
    />
    <path
      d="M46 40 C46 50 46 58 48 70 M54 40 C54 48 56 54 58 60"
      fill="none"
      stroke="#ffd54f"
      strokeWidth="2"
    />
    <path d="M6 90 L20 62 L30 70 L26 90 Z" fill="#4e342e" stroke="none" />
  </>
);

export const snowflake: Glyph = (p) => {
  const arm = 'M50 50 V14 M50 24 L42 16 M50 24 L58 16 M50 36 L40 28 M50 36 L60 28';
  return (
    <>
      <circle cx="50" cy="50" r="40" fill={p.glow} opacity="0.25" stroke="none" />
      {[0, 60, 120, 180, 240, 300].map((angle) => (
        <path
          key={`i${angle}`}
          d={arm}
          transform={`rotate(${angle} 50 50)`}
          fill="none"
          stroke={p.ink}
          strokeWidth="8"
        />
      ))}
      {[0, 60, 120, 180, 240, 300].map((angle) => (
        <path
          key={angle}
          d={arm}
          transform={`rotate(${angle} 50 50)`}
          fill="none"
          stroke={ICE}
          strokeWidth="4"
        />
      ))}
      <polygon points={starPoints(50, 50, 9, 9, 3, 30)} fill="#ffffff" strokeWidth="2" />
    </>
  );
};

export const igloo: Glyph = (p) => (
  <>
    <defs>
      <clipPath id={p.id('dome')}>
        <path d="M14 78 C14 46 30 28 50 28 C70 28 86 46 86 78 Z" />
      </clipPath>
    </defs>
    <ellipse cx="50" cy="80" rx="44" ry="9" fill="#e3f2fd" />
    <path d="M14 78 C14 46 30 28 50 28 C70 28 86 46 86 78 Z" fill="#f5fbff" />
    <g clipPath={`url(#${p.id('dome')})`} stroke={ICE_DARK} strokeWidth="1.4" fill="none">
      <path d="M10 66 H90 M10 54 H90 M10 42 H90" />
      <path d="M30 78 V66 M50 78 V66 M70 78 V66 M22 66 V54 M40 66 V54 M60 66 V54 M78 66 V54 M32 54 V42 M50 54 V42 M68 54 V42 M42 42 V30 M58 42 V30" />
    </g>
    <path d="M14 78 C14 46 30 28 50 28 C70 28 86 46 86 78 Z" fill="none" />
    <path d="M36 78 V64 C36 54 64 54 64 64 V78 Z" fill="#ffffff" />
    <path d="M42 78 V66 C42 60 58 60 58 66 V78 Z" fill="#0d3b5a" />
    <Shine d="M24 60 C26 46 34 36 44 32 C36 40 30 50 28 62 Z" opacity={0.6} />
  </>
);

export const aurora: Glyph = (p) => (
  <>
    <defs>
      <linearGradient id={p.id('curtain-a')} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor={p.accentFlat} stopOpacity="0.1" />
        <stop offset="0.6" stopColor={p.accentFlat} stopOpacity="0.9" />
        <stop offset="1" stopColor={p.accentFlat} stopOpacity="0.2" />
      </linearGradient>
      <linearGradient id={p.id('curtain-b')} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor={p.mainFlat} stopOpacity="0.1" />
        <stop offset="0.6" stopColor={p.mainFlat} stopOpacity="0.85" />
        <stop offset="1" stopColor={p.mainFlat} stopOpacity="0.1" />
      </linearGradient>
    </defs>
    {twinkles([
      [14, 14, 1.2],
      [30, 10, 0.9],
      [70, 12, 1.2],
      [88, 18, 1],
      [50, 8, 0.8],
    ])}
    <path
      d="M4 40 C20 18 34 36 50 22 C66 8 80 26 96 12 L96 44 C80 58 66 42 50 56 C34 70 20 52 4 70 Z"
      fill={`url(#${p.id('curtain-a')})`}
      stroke="none"
    />
    <path
      d="M4 28 C22 40 36 20 52 34 C68 48 82 30 96 36 L96 60 C82 54 68 72 52 58 C36 44 22 64 4 52 Z"
      fill={`url(#${p.id('curtain-b')})`}
      stroke="none"
    />
    <path
      d="M4 40 C20 18 34 36 50 22 C66 8 80 26 96 12"
      fill="none"
      stroke="#ffffff"
      strokeOpacity="0.7"
      strokeWidth="1.4"
    />
    <path d="M4 92 L26 62 L38 74 L56 52 L78 78 L86 70 L96 82 V96 H4 Z" fill="#1c3a52" />
    <path d="M20 70 L26 62 L31 68 Z M50 60 L56 52 L62 60 L56 58 Z" fill="#ffffff" strokeWidth="1.4" />
  </>
);

export const iceCrystal: Glyph = (p) => {
  const prism = (x: number, base: number, top: number, w: number, angle: number, key: string) => (
    <g key={key} transform={`rotate(${angle} ${x} ${base})`}>
      <polygon points={`${x - w},${base} ${x - w},${top + w} ${x},${top} ${x},${base}`} fill={ICE} />
      <polygon points={`${x},${base} ${x},${top} ${x + w},${top + w} ${x + w},${base}`} fill={ICE_DARK} />
      <path
        d={`M${x - w * 0.6} ${base - 4} V${top + w + 4}`}
        stroke="#ffffff"
        strokeWidth="1.6"
        opacity="0.8"
      />
    </g>
  );
  return (
    <>
      <circle cx="50" cy="54" r="36" fill={p.glow} opacity="0.3" stroke="none" />
      {prism(34, 86, 40, 8, -28, 'l')}
      {prism(68, 86, 44, 8, 26, 'r')}
      {prism(50, 88, 14, 11, 0, 'c')}
      {prism(40, 90, 60, 6, -8, 'sl')}
      {prism(60, 90, 62, 6, 10, 'sr')}
      <path d="M22 90 H78" stroke={p.ink} />
      <path d="M78 22 l1.4 4 4 1.4 -4 1.4 -1.4 4 -1.4 -4 -4 -1.4 4 -1.4 Z" fill="#ffffff" stroke="none" />
    </>
  );
};

// Glyphs of the animal and garden themes: jungle, safari, arctic, tiger spirit and bamboo garden.
import { around, Mirror, NATURE, Shine, starPoints, Tube, type Glyph } from './paint';

const FUR_GREY = '#90a4ae';
const SNOW = '#f5f7f8';
const JADE = '#43a97a';
const JADE_LIGHT = '#8fd8b0';
const JADE_DARK = '#1f6e4a';

export const tiger: Glyph = (p) => (
  <>
    <Mirror>
      <circle cx="27" cy="24" r="10" fill={p.main} />
      <circle cx="27" cy="25" r="5" fill={SNOW} strokeWidth="1.4" />
      <path d="M22 52 L10 58 L21 61 L13 69 L29 67 Z" fill={SNOW} />
    </Mirror>
    <path
      d="M50 16 C30 16 18 30 18 48 C18 66 32 82 50 82 C68 82 82 66 82 48 C82 30 70 16 50 16 Z"
      fill={p.main}
    />
    <Mirror>
      <path d="M19 38 C26 38 31 40 34 45 C29 43 24 43 19 45 Z" fill={NATURE.black} stroke="none" />
      <path d="M18 52 C25 51 29 53 32 57 C27 56 23 56 19 58 Z" fill={NATURE.black} stroke="none" />
      <path d="M40 19 C41 25 43 28 46 31 C44 25 44 21 45 17 Z" fill={NATURE.black} stroke="none" />
      <path d="M30 26 C33 30 36 32 40 33 C37 30 36 27 36 23 Z" fill={NATURE.black} stroke="none" />
      <path d="M33 42 C37 37 43 37 46 41 C43 40 38 40 35 43 Z" fill={SNOW} stroke="none" />
      <path d="M35 46 C38 43 43 43 46 46 C43 49 38 49 35 46 Z" fill="#c6e45a" strokeWidth="1.6" />
      <circle cx="41" cy="46" r="1.8" fill={NATURE.black} stroke="none" />
      <ellipse cx="42" cy="64" rx="10" ry="8" fill={SNOW} strokeWidth="1.6" />
      <circle cx="39" cy="63" r="0.9" fill={NATURE.black} stroke="none" />
      <circle cx="42" cy="66" r="0.9" fill={NATURE.black} stroke="none" />
    </Mirror>
    <path d="M50 20 L47 32 L50 30 L53 32 Z" fill={NATURE.black} stroke="none" />
    <path d="M44 72 C46 78 54 78 56 72" fill={SNOW} strokeWidth="1.6" />
    <path d="M44 55 H56 L50 62 Z" fill="#f48fb1" strokeWidth="1.6" />
    <path d="M50 62 V66 M44 69 Q50 72 56 69" fill="none" strokeWidth="1.6" />
    <path
      d="M50 16 C30 16 18 30 18 48 C18 66 32 82 50 82 C68 82 82 66 82 48 C82 30 70 16 50 16 Z"
      fill="none"
    />
  </>
);

export const gorilla: Glyph = () => (
  <>
    <circle cx="19" cy="48" r="7" fill="#3a3f44" />
    <circle cx="81" cy="48" r="7" fill="#3a3f44" />
    <path
      d="M50 8 C34 8 22 22 20 40 C18 56 22 68 30 78 C38 86 62 86 70 78 C78 68 82 56 80 40 C78 22 66 8 50 8 Z"
      fill="#3a3f44"
    />
    <path
      d="M32 40 C32 32 40 31 50 34 C60 31 68 32 68 40 C72 48 71 60 66 70 C62 78 56 82 50 82 C44 82 38 78 34 70 C29 60 28 48 32 40 Z"
      fill="#70757b"
    />
    <path
      d="M28 42 C34 34 44 33 50 38 C56 33 66 34 72 42 C64 40 56 42 50 45 C44 42 36 40 28 42 Z"
      fill="#25292d"
    />
    <circle cx="40" cy="48" r="3" fill="#4e342e" strokeWidth="1.4" />
    <circle cx="60" cy="48" r="3" fill="#4e342e" strokeWidth="1.4" />
    <circle cx="39" cy="47" r="1" fill="#ffffff" stroke="none" />
    <circle cx="59" cy="47" r="1" fill="#ffffff" stroke="none" />
    <path
      d="M39 60 C39 53 45 51 50 53 C55 51 61 53 61 60 C61 64 57 66 50 66 C43 66 39 64 39 60 Z"
      fill="#4a4e52"
    />
    <ellipse cx="45" cy="60" rx="3" ry="2" fill="#1b1d20" stroke="none" />
    <ellipse cx="55" cy="60" rx="3" ry="2" fill="#1b1d20" stroke="none" />
    <path d="M40 73 Q50 77 60 73" fill="none" strokeWidth="2" />
    <Shine d="M36 16 C42 12 48 11 54 12 C46 14 40 18 36 24 Z" opacity={0.2} />
  </>
);

export const snake: Glyph = (p) => {
  const ring = (cy: number, rx: number, ry: number) =>
    `M${50 - rx} ${cy} C${50 - rx} ${cy - ry * 1.3} ${50 + rx} ${cy - ry * 1.3} ${50 + rx} ${cy} C${50 + rx} ${cy + ry * 1.3} ${50 - rx} ${cy + ry * 1.3} ${50 - rx} ${cy}`;
  return (
    <>
      {[ring(78, 30, 8), ring(66, 24, 7), ring(55, 17, 6)].map((d) => (
        <g key={d}>
          <Tube d={d} width={9} colour={p.mainFlat} ink={p.ink} />
          <path d={d} fill="none" stroke={p.accentFlat} strokeWidth="4" strokeDasharray="3 5" />
        </g>
      ))}
      <Tube d="M66 54 C74 46 72 34 62 28" width={9} colour={p.mainFlat} ink={p.ink} />
      <path
        d="M66 54 C74 46 72 34 62 28"
        fill="none"
        stroke={p.accentFlat}
        strokeWidth="4"
        strokeDasharray="3 5"
      />
      <path d="M44 24 L34 28 L30 26 M34 28 L31 31" fill="none" stroke="#e53935" strokeWidth="1.8" />
      <ellipse cx="54" cy="24" rx="12" ry="9" transform="rotate(-15 54 24)" fill={p.main} />
      <ellipse cx="52" cy="20" rx="3" ry="2.6" fill="#ffeb3b" strokeWidth="1.2" />
      <path d="M52 18 V22" stroke={p.ink} strokeWidth="1.4" />
      <circle cx="44" cy="24" r="0.9" fill={p.ink} stroke="none" />
    </>
  );
};

export const frog: Glyph = (p) => (
  <>
    <Mirror>
      <path d="M30 66 C22 72 20 80 26 88 H40 C36 82 36 76 40 72 Z" fill="#66bb6a" />
      <circle cx="26" cy="88" r="3.4" fill={p.accent} strokeWidth="1.4" />
      <circle cx="33" cy="89" r="3.4" fill={p.accent} strokeWidth="1.4" />
      <circle cx="40" cy="88" r="3.4" fill={p.accent} strokeWidth="1.4" />
    </Mirror>
    <ellipse cx="50" cy="60" rx="32" ry="24" fill="#66bb6a" />
    <ellipse cx="50" cy="70" rx="18" ry="12" fill="#dcedc8" stroke="none" />
    <Mirror>
      <circle cx="33" cy="34" r="12" fill="#66bb6a" />
      <circle cx="33" cy="34" r="8" fill={p.accent} strokeWidth="1.6" />
      <ellipse cx="33" cy="34" rx="2" ry="6" fill={p.ink} stroke="none" />
      <circle cx="30" cy="31" r="1.8" fill="#ffffff" stroke="none" />
      <circle cx="45" cy="48" r="1.2" fill={p.ink} stroke="none" />
    </Mirror>
    <path d="M26 56 Q50 70 74 56" fill="none" strokeWidth="2.4" />
    <Shine d="M26 48 C30 44 36 42 42 42 C36 46 30 50 28 56 Z" opacity={0.35} />
  </>
);

export const totem: Glyph = (p) => (
  <>
    <Mirror>
      <path d="M38 20 L6 12 L10 20 L4 24 L12 28 L8 34 L38 32 Z" fill={p.accent} />
      <path d="M10 18 L36 24 M12 28 L36 28" stroke={p.mainDark} strokeWidth="1.4" />
    </Mirror>
    <rect x="32" y="14" width="36" height="80" rx="3" fill={NATURE.wood} />
    <path d="M34 14 H66 V40 H34 Z" fill={p.main} />
    <Mirror>
      <ellipse cx="42" cy="24" rx="5" ry="4" fill="#ffffff" strokeWidth="1.6" />
      <circle cx="43" cy="24" r="2" fill={p.ink} stroke="none" />
      <ellipse cx="41" cy="53" rx="6" ry="4.5" fill="#ffffff" strokeWidth="1.6" />
      <circle cx="42" cy="53" r="2.2" fill={p.ink} stroke="none" />
      <path d="M34 46 L46 48" strokeWidth="2.6" />
      <ellipse cx="42" cy="78" rx="5" ry="3.6" fill={p.accent} strokeWidth="1.6" />
    </Mirror>
    <path d="M44 28 C48 34 52 34 56 28 L50 40 Z" fill={p.accent} strokeWidth="1.8" />
    <path d="M34 42 H66" strokeWidth="2" />
    <path d="M46 56 L50 62 L54 56" fill={p.main} strokeWidth="1.6" />
    <path d="M40 64 H60 V68 H40 Z" fill="#c62828" strokeWidth="1.6" />
    <path d="M34 70 H66" strokeWidth="2" />
    <path d="M40 84 H60 L56 90 H44 Z" fill="#ffffff" strokeWidth="1.6" />
    <path d="M45 84 V90 M50 84 V90 M55 84 V90" stroke={p.ink} strokeWidth="1" />
  </>
);

export const lion: Glyph = () => (
  <>
    <polygon points={starPoints(50, 50, 42, 32, 18)} fill="#a0522d" strokeWidth="3" />
    <polygon points={starPoints(50, 50, 34, 26, 18, 10)} fill="#c97a2b" stroke="none" />
    <Mirror>
      <circle cx="32" cy="26" r="7" fill="#f0b860" />
      <circle cx="32" cy="27" r="3.4" fill="#c97a2b" stroke="none" />
    </Mirror>
    <path
      d="M50 22 C36 22 28 32 28 46 C28 60 36 72 50 74 C64 72 72 60 72 46 C72 32 64 22 50 22 Z"
      fill="#f0b860"
    />
    <Mirror>
      <path d="M36 42 C39 39 43 39 46 42" fill="none" strokeWidth="2" />
      <ellipse cx="41" cy="46" rx="3.2" ry="2.6" fill="#5d4037" strokeWidth="1.2" />
      <ellipse cx="43" cy="62" rx="8" ry="6.5" fill="#fff3e0" strokeWidth="1.6" />
    </Mirror>
    <path d="M44 54 H56 L50 60 Z" fill="#4e342e" strokeWidth="1.6" />
    <path d="M50 60 V64 M45 68 Q50 71 55 68" fill="none" strokeWidth="1.6" />
    <Shine d="M36 30 C40 26 46 25 50 25 C44 28 40 32 38 38 Z" opacity={0.4} />
  </>
);

export const elephant: Glyph = (p) => (
  <>
    <Mirror>
      <path d="M36 30 C20 16 4 24 6 44 C8 62 22 70 36 62 Z" fill={FUR_GREY} />
      <path d="M32 34 C22 26 12 30 12 44 C12 56 22 62 32 56 Z" fill="#f8bbd0" strokeWidth="1.4" />
    </Mirror>
    <ellipse cx="50" cy="40" rx="21" ry="23" fill={FUR_GREY} />
    <Mirror>
      <path d="M42 58 C36 64 32 72 34 80 C38 74 40 68 44 64 Z" fill="#fffde7" strokeWidth="1.8" />
      <circle cx="40" cy="40" r="2.6" fill={p.ink} stroke="none" />
      <path d="M36 35 Q40 33 44 35" fill="none" strokeWidth="1.4" />
    </Mirror>
    <Tube d="M50 52 C50 66 46 76 48 84 C50 90 58 90 60 84" width={11} colour={FUR_GREY} ink={p.ink} />
    <path d="M46 62 H54 M46 68 H54 M46 74 H53" stroke="#607d8b" strokeWidth="1.2" />
    <Shine d="M38 24 C42 20 48 19 52 20 C46 22 42 26 40 32 Z" opacity={0.4} />
  </>
);

export const giraffe: Glyph = (p) => (
  <>
    <defs>
      <clipPath id={p.id('neck')}>
        <path d="M48 96 C50 72 46 52 40 38 L56 32 C62 48 70 72 80 96 Z" />
      </clipPath>
    </defs>
    <path d="M56 32 C62 48 70 72 80 96 H86 C76 72 68 48 62 30 Z" fill="#8d5a3b" />
    <path d="M48 96 C50 72 46 52 40 38 L56 32 C62 48 70 72 80 96 Z" fill="#f6c453" />
    <g clipPath={`url(#${p.id('neck')})`} fill="#b5651d" stroke="none">
      <path d="M44 44 L52 40 L56 48 L48 52 Z" />
      <path d="M50 58 L60 54 L64 64 L54 68 Z" />
      <path d="M44 66 L50 72 L46 82 L40 76 Z" />
      <path d="M58 76 L68 74 L72 86 L60 88 Z" />
      <path d="M52 88 L58 92 L56 98 L50 96 Z" />
    </g>
    <path d="M48 96 C50 72 46 52 40 38 L56 32 C62 48 70 72 80 96" fill="none" />
    <Tube d="M44 20 L42 10" width={2.4} colour="#f6c453" ink={p.ink} />
    <Tube d="M52 20 L52 9" width={2.4} colour="#f6c453" ink={p.ink} />
    <circle cx="42" cy="9" r="3" fill="#6d4c41" strokeWidth="1.4" />
    <circle cx="52" cy="8" r="3" fill="#6d4c41" strokeWidth="1.4" />
    <path d="M58 24 C64 18 70 18 72 20 C68 24 64 26 58 28 Z" fill="#f6c453" />
    <path
      d="M28 30 C26 22 32 16 42 16 C52 16 60 22 60 30 C60 36 54 40 46 40 C40 40 36 42 32 44 C26 46 20 44 20 40 C20 36 24 34 28 30 Z"
      fill="#f6c453"
    />
    <path
      d="M20 40 C20 36 24 34 28 32 C30 36 30 40 28 44 C24 46 20 44 20 40 Z"
      fill="#e0a93c"
      strokeWidth="1.4"
    />
    <circle cx="24" cy="38" r="1.2" fill={p.ink} stroke="none" />
    <circle cx="46" cy="26" r="2.6" fill={p.ink} stroke="none" />
    <path d="M42 22 Q46 20 50 22" fill="none" strokeWidth="1.2" />
    <path d="M36 22 L40 18 L44 24 Z" fill="#b5651d" stroke="none" />
  </>
);

export const zebra: Glyph = (p) => {
  const head =
    'M74 96 C72 72 66 54 58 42 C52 32 46 24 36 22 C26 22 18 30 16 40 C14 48 18 56 26 58 C34 58 40 58 46 64 C52 74 54 86 52 96 Z';
  return (
    <>
      <defs>
        <clipPath id={p.id('zebra')}>
          <path d={head} />
        </clipPath>
      </defs>
      <path d="M58 42 C64 36 70 40 74 46 C80 56 84 72 86 96 H74 C72 72 66 54 58 42 Z" fill={NATURE.black} />
      <path
        d="M62 40 L66 36 L68 42 L72 40 L72 48 L76 48 L76 56 L80 58"
        fill="none"
        stroke="#ffffff"
        strokeWidth="1.6"
      />
      <path d={head} fill={SNOW} />
      <g clipPath={`url(#${p.id('zebra')})`} fill={NATURE.black} stroke="none">
        <path d="M40 20 C42 30 40 36 34 40 L38 42 C44 38 46 30 44 20 Z" />
        <path d="M50 28 C50 38 46 44 40 48 L44 50 C50 46 54 38 54 30 Z" />
        <path d="M58 40 C56 50 52 56 46 58 L50 62 C56 58 60 50 62 44 Z" />
        <path d="M62 52 C60 64 56 70 50 72 L52 76 C60 72 64 64 66 56 Z" />
        <path d="M66 66 C64 76 60 82 54 84 L54 88 C62 86 68 78 70 70 Z" />
        <path d="M70 80 C68 88 64 92 58 94 L58 98 C66 96 72 90 73 84 Z" />
        <path d="M14 44 C18 52 24 56 30 60 L14 62 Z" />
      </g>
      <path d={head} fill="none" />
      <path d="M46 22 L52 10 L56 26 Z" fill={SNOW} />
      <circle cx="36" cy="34" r="2.6" fill={p.ink} stroke="none" />
      <ellipse cx="21" cy="50" rx="2" ry="1.4" fill="#9e9e9e" stroke="none" />
    </>
  );
};

export const acacia: Glyph = (p) => (
  <>
    <circle cx="50" cy="52" r="28" fill={p.accent} stroke="none" opacity="0.85" />
    <path d="M4 78 C30 74 70 74 96 78 V96 H4 Z" fill="#8d6e3a" />
    <Tube
      d="M50 80 C50 64 46 52 36 40 M48 60 C54 50 62 44 70 36 M47 56 C44 48 46 42 52 36"
      width={3.6}
      colour="#4e342e"
      ink={p.ink}
    />
    <path
      d="M12 34 C14 26 24 24 30 26 C34 18 46 18 52 22 C58 16 72 18 76 24 C84 22 92 28 88 34 C80 40 20 40 12 34 Z"
      fill={NATURE.green}
    />
    <path d="M18 34 C30 37 70 37 84 33" fill="none" stroke={NATURE.greenDark} strokeWidth="1.6" />
    <path
      d="M16 86 L18 80 L20 86 M80 84 L82 78 L84 84 M30 90 L32 84 L34 90"
      fill="none"
      stroke="#c5a257"
      strokeWidth="1.4"
    />
  </>
);

export const sunset: Glyph = (p) => (
  <>
    <defs>
      <clipPath id={p.id('sky')}>
        <rect x="0" y="0" width="100" height="64" />
      </clipPath>
      <linearGradient id={p.id('sun')} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#fff59d" />
        <stop offset="1" stopColor={p.mainFlat} />
      </linearGradient>
    </defs>
    <g clipPath={`url(#${p.id('sky')})`}>
      {around(50, 64, 40, 12).map(([x, y], index) => (
        <path
          key={index}
          d={`M50 64 L${x.toFixed(1)} ${y.toFixed(1)}`}
          stroke={p.accentFlat}
          strokeWidth="3"
          opacity="0.7"
        />
      ))}
      <circle cx="50" cy="64" r="28" fill={`url(#${p.id('sun')})`} />
      <path d="M22 52 H78 M24 58 H76" stroke={p.mainDark} strokeWidth="2.4" opacity="0.7" />
    </g>
    <path d="M4 64 H96 V94 H4 Z" fill="#4e2a12" />
    <path d="M4 64 C30 60 70 62 96 64" fill="none" stroke={p.ink} />
    <path
      d="M62 64 V52 M56 54 C60 50 66 50 70 52 C66 54 60 56 56 54 Z"
      fill="#2b1606"
      stroke="#2b1606"
      strokeWidth="1.6"
    />
    <path d="M20 30 l4 3 4 -3 M32 22 l3 2 3 -2" fill="none" stroke={p.ink} strokeWidth="1.6" />
    <path d="M8 74 H40 M56 80 H92" stroke={p.accentFlat} strokeOpacity="0.6" strokeWidth="2" />
  </>
);

export const polarBear: Glyph = () => (
  <>
    <path d="M16 94 C18 80 32 72 50 72 C68 72 82 80 84 94 Z" fill={SNOW} />
    <Mirror>
      <circle cx="30" cy="24" r="8" fill={SNOW} />
      <circle cx="30" cy="25" r="4" fill="#cfd8dc" strokeWidth="1.2" />
    </Mirror>
    <path
      d="M50 16 C32 16 22 30 22 46 C22 62 34 74 50 74 C66 74 78 62 78 46 C78 30 68 16 50 16 Z"
      fill={SNOW}
    />
    <ellipse cx="50" cy="58" rx="15" ry="12" fill="#ffffff" strokeWidth="1.8" />
    <path
      d="M44 52 C44 48 56 48 56 52 C56 56 52 58 50 58 C48 58 44 56 44 52 Z"
      fill={NATURE.black}
      strokeWidth="1.4"
    />
    <path d="M50 58 V63 M44 66 Q50 69 56 66" fill="none" strokeWidth="1.6" />
    <circle cx="38" cy="42" r="3" fill={NATURE.black} stroke="none" />
    <circle cx="62" cy="42" r="3" fill={NATURE.black} stroke="none" />
    <path d="M26 56 C28 66 36 72 44 74" fill="none" stroke="#cfd8dc" strokeWidth="2" />
  </>
);

export const wolf: Glyph = (p) => (
  <>
    <Mirror>
      <path d="M30 36 L26 8 L46 24 Z" fill={FUR_GREY} />
      <path d="M31 30 L29 15 L40 24 Z" fill="#eceff1" strokeWidth="1.2" />
    </Mirror>
    <path
      d="M50 20 C36 20 26 30 24 42 L14 58 L30 62 L40 78 C44 84 56 84 60 78 L70 62 L86 58 L76 42 C74 30 64 20 50 20 Z"
      fill={FUR_GREY}
    />
    <path d="M42 46 C44 42 56 42 58 46 L58 70 C54 78 46 78 42 70 Z" fill="#eceff1" stroke="none" />
    <path d="M24 54 L36 58 L40 70 L30 62 Z M76 54 L64 58 L60 70 L70 62 Z" fill="#eceff1" stroke="none" />
    <path d="M44 22 L50 40 L56 22 Z" fill="#607d8b" stroke="none" />
    <path
      d="M50 20 C36 20 26 30 24 42 L14 58 L30 62 L40 78 C44 84 56 84 60 78 L70 62 L86 58 L76 42 C74 30 64 20 50 20 Z"
      fill="none"
    />
    <Mirror>
      <path d="M33 44 L44 46 C42 50 36 50 33 44 Z" fill="#ffca28" strokeWidth="1.6" />
      <circle cx="40" cy="47" r="1.4" fill={p.ink} stroke="none" />
    </Mirror>
    <path
      d="M44 64 C44 60 56 60 56 64 C56 68 52 70 50 70 C48 70 44 68 44 64 Z"
      fill={NATURE.black}
      strokeWidth="1.4"
    />
    <path d="M50 70 V74" strokeWidth="1.4" />
  </>
);

export const panda: Glyph = () => (
  <>
    <path d="M14 96 C16 80 30 72 50 72 C70 72 84 80 86 96 Z" fill={SNOW} />
    <path d="M14 96 C16 84 22 78 30 76 L34 96 Z M86 96 C84 84 78 78 70 76 L66 96 Z" fill={NATURE.black} />
    <circle cx="28" cy="24" r="10" fill={NATURE.black} />
    <circle cx="72" cy="24" r="10" fill={NATURE.black} />
    <path
      d="M50 16 C32 16 20 30 20 46 C20 62 32 74 50 74 C68 74 80 62 80 46 C80 30 68 16 50 16 Z"
      fill={SNOW}
    />
    <Mirror>
      <ellipse cx="38" cy="46" rx="7" ry="10" transform="rotate(35 38 46)" fill={NATURE.black} />
      <circle cx="39" cy="45" r="2.6" fill="#ffffff" stroke="none" />
      <circle cx="39.6" cy="45.4" r="1.3" fill={NATURE.black} stroke="none" />
    </Mirror>
    <ellipse cx="50" cy="58" rx="5" ry="3.4" fill={NATURE.black} />
    <path d="M50 61 V64 M45 66 Q50 69 55 66" fill="none" strokeWidth="1.6" />
    <path d="M76 74 L90 54" stroke={NATURE.green} strokeWidth="4" />
    <path d="M88 58 C92 52 96 52 98 54 C96 58 92 60 88 58 Z" fill={NATURE.leaf} strokeWidth="1.4" />
  </>
);

export const crane: Glyph = (p) => (
  <>
    <circle cx="58" cy="40" r="30" fill={p.accent} opacity="0.35" stroke="none" />
    <path d="M56 66 V90 M62 66 L70 76 L62 80" fill="none" stroke={NATURE.black} strokeWidth="2" />
    <path d="M72 54 C82 58 90 64 94 72 C86 70 78 68 70 62 Z" fill={NATURE.black} />
    <path d="M38 50 C46 40 70 40 80 52 C86 58 82 66 74 68 C62 70 46 66 38 58 Z" fill={SNOW} />
    <path d="M52 50 C58 46 66 48 72 54" fill="none" stroke="#cfd8dc" strokeWidth="1.6" />
    <Tube d="M42 52 C34 44 32 34 38 26 C42 20 40 14 34 14" width={5} colour={NATURE.black} ink={p.ink} />
    <circle cx="34" cy="15" r="5.5" fill={SNOW} />
    <path d="M30 12 C31 9 36 9 38 12 Z" fill="#e53935" strokeWidth="1.2" />
    <path d="M29 14 L10 19 L29 18 Z" fill="#c8b27a" strokeWidth="1.4" />
    <circle cx="33" cy="15" r="1" fill={p.ink} stroke="none" />
  </>
);

export const bamboo: Glyph = () => {
  const stalk = (x: number, w: number, top: number, nodes: number[]) => (
    <g key={x}>
      <rect x={x - w / 2} y={top} width={w} height={96 - top} rx={w / 2} fill={NATURE.green} />
      <rect
        x={x - w / 2 + 2}
        y={top + 4}
        width={w * 0.25}
        height={90 - top}
        rx="1"
        fill="#ffffff"
        opacity="0.3"
        stroke="none"
      />
      {nodes.map((y) => (
        <path
          key={y}
          d={`M${x - w / 2 - 1} ${y} H${x + w / 2 + 1}`}
          stroke={NATURE.greenDark}
          strokeWidth="2.6"
        />
      ))}
    </g>
  );
  const leaf = (x: number, y: number, angle: number, length: number) => (
    <path
      key={`${x}-${y}-${angle}`}
      d={`M${x} ${y} C${x + length * 0.3} ${y - 5} ${x + length * 0.7} ${y - 4} ${x + length} ${y} C${x + length * 0.7} ${y + 3} ${x + length * 0.3} ${y + 4} ${x} ${y} Z`}
      transform={`rotate(${angle} ${x} ${y})`}
      fill={NATURE.leaf}
      strokeWidth="1.6"
    />
  );
  return (
    <>
      {stalk(30, 10, 12, [30, 52, 74])}
      {stalk(52, 12, 6, [22, 44, 66, 88])}
      {stalk(74, 9, 20, [38, 60, 82])}
      {leaf(36, 30, -30, 26)}
      {leaf(36, 31, 10, 22)}
      {leaf(58, 44, -20, 28)}
      {leaf(47, 22, 200, 26)}
      {leaf(68, 60, 190, 24)}
      {leaf(79, 38, -40, 18)}
    </>
  );
};

export const claw: Glyph = (p) => {
  const slash = (x: number) =>
    `M${x} 12 C${x + 10} 34 ${x + 12} 58 ${x + 4} 88 C${x + 3} 62 ${x + 1} 38 ${x} 12 Z`;
  return (
    <>
      {[22, 42, 62].map((x) => (
        <path key={`g${x}`} d={slash(x)} fill="none" stroke={p.mainFlat} strokeWidth="9" opacity="0.45" />
      ))}
      {[22, 42, 62].map((x) => (
        <g key={x}>
          <path d={slash(x)} fill={p.light} strokeWidth="2" />
          <path
            d={`M${x + 2} 20 C${x + 8} 38 ${x + 9} 56 ${x + 5} 78`}
            fill="none"
            stroke="#c62828"
            strokeWidth="1.8"
          />
        </g>
      ))}
    </>
  );
};

export const pawPrint: Glyph = (p) => (
  <g transform="rotate(-10 50 50)">
    <path
      d="M50 46 C38 46 26 58 26 70 C26 80 34 84 42 82 C46 81 48 79 50 79 C52 79 54 81 58 82 C66 84 74 80 74 70 C74 58 62 46 50 46 Z"
      fill={p.main}
    />
    <ellipse cx="24" cy="42" rx="8" ry="10" transform="rotate(-25 24 42)" fill={p.main} />
    <ellipse cx="39" cy="26" rx="8" ry="11" transform="rotate(-8 39 26)" fill={p.main} />
    <ellipse cx="61" cy="26" rx="8" ry="11" transform="rotate(8 61 26)" fill={p.main} />
    <ellipse cx="76" cy="42" rx="8" ry="10" transform="rotate(25 76 42)" fill={p.main} />
    <Shine d="M36 58 C40 52 46 50 50 50 C44 54 40 58 38 64 Z" opacity={0.4} />
  </g>
);

export const jadeSeal: Glyph = () => (
  <>
    <path d="M16 58 L30 46 H80 L66 58 Z" fill={JADE_LIGHT} />
    <path d="M66 58 L80 46 V76 L66 88 Z" fill={JADE_DARK} />
    <rect x="16" y="58" width="50" height="30" fill={JADE} />
    <rect x="23" y="62" width="36" height="22" fill="#c62828" strokeWidth="1.8" />
    <g fill="none" stroke="#fbe9e7" strokeWidth="2">
      <path d="M28 67 H40 M34 67 V80 M28 74 H40 M28 80 H40" />
      <path d="M45 67 H54 V80 H45 Z M45 73.5 H54" />
    </g>
    <path d="M32 50 C32 36 40 26 48 26 C56 26 64 36 64 50 Z" fill={JADE} />
    <circle cx="48" cy="38" r="5" fill={JADE_DARK} />
    <path d="M36 48 C38 40 42 36 46 34" fill="none" stroke={JADE_LIGHT} strokeWidth="2" />
    <path d="M51 40 C58 44 66 42 72 38" fill="none" stroke="#c62828" strokeWidth="2.4" />
    <path d="M72 38 L69 50 H77 L74 38 Z" fill="#c62828" strokeWidth="1.4" />
    <Shine d="M20 62 H30 L20 80 Z" opacity={0.3} />
  </>
);

export const teapot: Glyph = (p) => (
  <>
    <path
      d="M14 30 C10 24 16 20 12 14 M20 26 C16 20 22 16 18 10"
      fill="none"
      stroke="#eceff1"
      strokeOpacity="0.7"
      strokeWidth="2"
    />
    <Tube d="M72 42 C88 40 90 64 72 66" width={5} colour={p.mainFlat} ink={p.ink} />
    <path d="M26 56 C18 54 14 46 10 36 L16 34 C20 42 24 46 30 46 Z" fill={p.main} />
    <path
      d="M22 54 C22 38 34 32 50 32 C66 32 78 38 78 54 C78 72 66 82 50 82 C34 82 22 72 22 54 Z"
      fill={p.main}
    />
    <path d="M24 58 C36 62 64 62 76 58" fill="none" stroke={p.accentFlat} strokeWidth="3" />
    <path
      d="M30 66 l4 3 4 -3 4 3 4 -3 4 3 4 -3 4 3 4 -3 4 3"
      fill="none"
      stroke={p.accentFlat}
      strokeWidth="1.4"
    />
    <ellipse cx="50" cy="33" rx="17" ry="4.5" fill={p.main} />
    <circle cx="50" cy="25" r="4.5" fill={p.accent} />
    <path d="M38 82 H62 L60 88 H40 Z" fill={p.mainDark} />
    <Shine d="M30 46 C34 40 40 37 46 36 C40 40 36 46 34 54 Z" opacity={0.4} />
  </>
);

export const zenMaster: Glyph = (p) => (
  <>
    <circle cx="50" cy="38" r="22" fill={p.glow} opacity="0.45" stroke="none" />
    <circle cx="50" cy="38" r="24" fill="none" stroke={p.accentFlat} strokeWidth="1.6" opacity="0.8" />
    <path d="M12 88 C18 78 82 78 88 88 C80 94 20 94 12 88 Z" fill="#e07b1a" />
    <path d="M22 84 C24 66 34 54 50 54 C66 54 76 66 78 84 Z" fill="#ef8f22" />
    <path d="M38 56 L56 84" stroke="#b85f10" strokeWidth="3" />
    <ellipse cx="50" cy="78" rx="10" ry="5" fill={NATURE.skin} />
    <circle cx="50" cy="38" r="13" fill={NATURE.skin} />
    <circle cx="37" cy="40" r="3" fill={NATURE.skin} />
    <circle cx="63" cy="40" r="3" fill={NATURE.skin} />
    <path d="M42 50 C44 60 48 66 50 68 C52 66 56 60 58 50 C54 52 46 52 42 50 Z" fill="#f5f5f5" />
    <Mirror>
      <path d="M41 38 Q44 40 47 38" fill="none" strokeWidth="1.6" />
      <path d="M40 34 C42 32 45 32 47 34" fill="none" stroke="#f5f5f5" strokeWidth="2.2" />
    </Mirror>
    <path d="M46 47 Q50 49 54 47" fill="none" strokeWidth="1.4" />
    <Shine d="M42 28 C45 26 49 26 52 27 C48 28 45 30 44 33 Z" opacity={0.5} />
  </>
);

export const pagoda: Glyph = (p) => {
  const roof = (y: number, half: number) =>
    `M${50 - half} ${y + 4} C${50 - half + 4} ${y + 1} ${50 - half + 8} ${y - 4} ${50 - half * 0.6} ${y - 7} H${50 + half * 0.6} C${50 + half - 8} ${y - 4} ${50 + half - 4} ${y + 1} ${50 + half} ${y + 4} C${50 + half - 10} ${y + 2} ${50 - half + 10} ${y + 2} ${50 - half} ${y + 4} Z`;
  const wall = (y: number, half: number, height: number) => (
    <g key={`w${y}`}>
      <rect x={50 - half} y={y} width={half * 2} height={height} fill="#c62828" />
      <rect
        x={50 - 4}
        y={y + height * 0.25}
        width="8"
        height={height * 0.6}
        fill={p.goldFlat}
        strokeWidth="1.2"
      />
    </g>
  );
  return (
    <>
      <path d="M50 4 V18" stroke={p.goldFlat} strokeWidth="2.4" />
      <circle cx="50" cy="8" r="2.4" fill={p.gold} strokeWidth="1.2" />
      {wall(72, 24, 16)}
      {wall(52, 18, 14)}
      {wall(33, 13, 12)}
      <path d={roof(70, 40)} fill={p.main} />
      <path d={roof(50, 32)} fill={p.main} />
      <path d={roof(31, 25)} fill={p.main} />
      <path d={roof(16, 16)} fill={p.main} />
      <rect x="20" y="88" width="60" height="5" fill="#9e9e9e" />
    </>
  );
};

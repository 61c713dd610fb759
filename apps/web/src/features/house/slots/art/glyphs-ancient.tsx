// Glyphs of the ancient worlds: Egypt, the Vikings and Mount Olympus.
import { around, Mirror, NATURE, Shine, Tube, type Glyph } from './paint';

const MARBLE = '#eceff1';
const MARBLE_SHADE = '#b0bec5';
const SANDSTONE = '#d9b26a';

export const pharaoh: Glyph = (p) => (
  <>
    <path d="M20 86 C30 96 70 96 80 86 L84 96 H16 Z" fill={p.accent} />
    <path d="M22 84 C32 92 68 92 78 84" fill="none" stroke={p.goldFlat} strokeWidth="3" />
    <Mirror>
      <path d="M30 34 C22 44 18 62 20 86 H38 C36 70 36 54 38 44 Z" fill={p.gold} />
      <path d="M21 52 H37 M20 60 H36 M20 68 H36 M20 76 H37" stroke={p.accentFlat} strokeWidth="3" />
    </Mirror>
    <path
      d="M50 8 C32 8 22 20 20 36 L30 46 C32 32 40 26 50 26 C60 26 68 32 70 46 L80 36 C78 20 68 8 50 8 Z"
      fill={p.gold}
    />
    <path
      d="M50 8 V26 M38 11 L42 27 M62 11 L58 27 M28 18 L35 31 M72 18 L65 31"
      stroke={p.accentFlat}
      strokeWidth="3"
    />
    <path
      d="M34 34 C34 56 40 72 50 72 C60 72 66 56 66 34 C62 28 56 26 50 26 C44 26 38 28 34 34 Z"
      fill={p.gold}
    />
    <path d="M32 32 C40 28 60 28 68 32 V36 C60 32 40 32 32 36 Z" fill={p.accent} strokeWidth="1.6" />
    <Mirror>
      <path d="M36 42 C40 39 46 39 48 42" fill="none" stroke={p.accentFlat} strokeWidth="2.6" />
      <path d="M36 47 C39 44 45 44 47 47 C45 50 39 50 36 47 Z" fill="#ffffff" strokeWidth="1.8" />
      <circle cx="42" cy="47" r="2" fill={p.ink} stroke="none" />
      <path d="M36 47 L31 49" strokeWidth="1.8" />
    </Mirror>
    <path d="M50 48 V57 L47 59 H53" fill="none" stroke={p.goldDark} strokeWidth="1.6" />
    <path d="M45 63 Q50 66 55 63" fill="none" stroke={p.goldDark} strokeWidth="2" />
    <rect x="46" y="72" width="8" height="16" rx="3" fill={p.gold} />
    <path d="M46 76 H54 M46 80 H54 M46 84 H54" stroke={p.accentFlat} strokeWidth="1.4" />
    <path d="M50 24 C46 22 46 18 50 16 C54 18 54 22 50 24 Z" fill={p.accent} strokeWidth="1.4" />
    <Shine d="M38 36 C40 32 44 30 48 30 C44 34 42 40 42 48 C40 44 38 40 38 36 Z" opacity={0.45} />
  </>
);

export const scarab: Glyph = (p) => (
  <>
    <circle cx="50" cy="18" r="10" fill="#e53935" />
    <circle
      cx="50"
      cy="18"
      r="10"
      fill="none"
      stroke={p.goldFlat}
      strokeWidth="1.6"
      transform="translate(50 18) scale(0.75) translate(-50 -18)"
    />
    <Mirror>
      <path
        d="M38 48 C28 38 14 36 4 40 C8 45 12 47 16 49 C10 51 6 54 4 58 C12 60 20 60 26 58 C20 62 16 66 14 70 C24 70 32 64 40 56 Z"
        fill={p.gold}
      />
      <path
        d="M10 42 C20 42 30 46 38 50 M10 56 C20 54 30 54 38 54 M18 66 C24 62 32 58 38 56"
        fill="none"
        stroke={p.accentFlat}
        strokeWidth="1.6"
      />
      <path d="M38 70 L28 78 M38 62 L26 64 M40 78 L34 88" stroke={p.ink} strokeWidth="2.6" />
    </Mirror>
    <ellipse cx="50" cy="62" rx="14" ry="18" fill={p.accent} />
    <path d="M50 48 V80 M37 54 C42 56 58 56 63 54" fill="none" stroke={p.accentDark} strokeWidth="1.6" />
    <path d="M40 44 C40 36 60 36 60 44 Z" fill={p.accent} />
    <path d="M42 36 L40 30 L46 34 L50 28 L54 34 L60 30 L58 36" fill={p.gold} strokeWidth="1.6" />
    <Shine d="M40 56 C42 50 46 48 48 48 C46 54 44 60 44 68 C42 64 40 60 40 56 Z" opacity={0.4} />
  </>
);

export const ankh: Glyph = (p) => (
  <>
    <circle cx="50" cy="46" r="36" fill={p.glow} opacity="0.25" stroke="none" />
    <Tube
      d="M50 12 C61 12 65 22 65 30 C65 40 57 46 50 48 C43 46 35 40 35 30 C35 22 39 12 50 12 Z"
      width={8}
      colour={p.goldFlat}
      ink={p.ink}
    />
    <path d="M50 15 C58 15 62 23 62 30 C62 38 56 43 50 45" fill="none" stroke={p.goldLight} strokeWidth="2" />
    <path d="M20 45 L26 48 H74 L80 45 V57 L74 54 H26 L20 57 Z" fill={p.gold} />
    <path d="M45 53 H55 L59 90 H41 Z" fill={p.gold} />
    <path d="M50 58 V86 M28 51 H72" stroke={p.accentFlat} strokeWidth="2.4" />
    <Shine d="M46 56 H49 L47 84 H44 Z" opacity={0.5} />
  </>
);

export const eye: Glyph = (p) => (
  <>
    <circle cx="50" cy="48" r="38" fill={p.gold} opacity="0.95" />
    <circle cx="50" cy="48" r="32" fill="none" stroke={p.goldDark} strokeWidth="1.6" />
    <path d="M18 32 C32 22 62 22 82 30 L80 36 C62 30 34 30 20 38 Z" fill={p.accent} />
    <path d="M18 48 C30 36 62 34 82 46 C66 58 34 60 18 48 Z" fill="#ffffff" strokeWidth="3.2" />
    <path d="M82 46 L90 46" strokeWidth="3.2" />
    <circle cx="50" cy="46" r="10" fill={p.accent} />
    <circle cx="50" cy="46" r="4.5" fill={p.ink} stroke="none" />
    <circle cx="47" cy="43" r="2" fill="#ffffff" stroke="none" />
    <Tube d="M40 57 L36 80" width={4} colour={p.accentFlat} ink={p.ink} />
    <Tube d="M54 58 C58 70 70 80 76 72 C80 66 74 62 70 66" width={4} colour={p.accentFlat} ink={p.ink} />
  </>
);

export const sphinx: Glyph = (p) => (
  <>
    <circle cx="76" cy="22" r="10" fill={p.gold} />
    <rect x="6" y="78" width="88" height="10" fill="#b88a48" />
    <path d="M30 78 C30 62 34 54 44 52 H72 C82 52 88 58 90 68 C92 72 94 76 94 78 Z" fill={SANDSTONE} />
    <path d="M90 68 C96 62 96 54 92 50" fill="none" stroke={p.ink} strokeWidth="2.2" />
    <path d="M8 78 C8 72 14 70 24 70 H34 V78 Z" fill={SANDSTONE} />
    <path
      d="M48 66 C56 62 66 62 74 66 M56 74 C60 70 66 70 70 72"
      fill="none"
      stroke="#a87b3c"
      strokeWidth="1.6"
    />
    <path d="M22 20 C32 12 46 14 50 26 L56 56 H34 C28 46 24 34 22 20 Z" fill={p.gold} />
    <path d="M30 22 L36 54 M38 18 L44 54 M46 20 L50 54" stroke={p.accentFlat} strokeWidth="2.4" />
    <path d="M24 26 C20 30 18 36 20 44 C22 50 28 52 32 50 L34 30 Z" fill={SANDSTONE} />
    <path d="M22 34 C24 32 27 32 29 34" fill="none" strokeWidth="1.6" />
    <path d="M19 38 L16 42 L20 43" fill="none" strokeWidth="1.4" />
    <path d="M20 47 H25" strokeWidth="1.4" />
    <path d="M26 50 L28 60 L32 58 Z" fill={p.accent} strokeWidth="1.4" />
  </>
);

export const pyramid: Glyph = (p) => (
  <>
    <circle cx="76" cy="22" r="10" fill={p.gold} />
    <path d="M44 14 L8 80 L58 86 Z" fill={p.gold} />
    <path d="M44 14 L58 86 L92 74 Z" fill={p.goldDark} />
    <g stroke={p.goldDark} strokeWidth="1.2">
      <path d="M34 32 L48 34 M26 46 L51 49 M17 62 L54 66 M12 74 L56 78" />
    </g>
    <g stroke="#7a5412" strokeWidth="1.2">
      <path d="M48 34 L62 30 M51 49 L74 42 M54 66 L84 58" />
    </g>
    <path d="M4 86 C20 78 36 82 50 86 C64 90 80 82 96 84 V96 H4 Z" fill="#e0b86a" />
    <Shine d="M44 18 L20 62 L26 62 Z" opacity={0.4} />
  </>
);

export const chieftain: Glyph = (p) => (
  <>
    <Mirror>
      <path d="M30 30 C18 28 10 18 9 6 C16 12 22 16 32 20 Z" fill="#f5ecd7" />
      <path d="M14 14 L18 12 M20 20 L24 17" stroke="#b7a98a" strokeWidth="1.2" />
    </Mirror>
    <path
      d="M26 48 C26 72 38 88 50 92 C62 88 74 72 74 48 C66 58 60 60 50 60 C40 60 34 58 26 48 Z"
      fill={p.accent}
    />
    <path
      d="M40 70 C40 78 42 84 46 88 M60 70 C60 78 58 84 54 88 M50 64 V90"
      fill="none"
      stroke={p.accentDark}
      strokeWidth="1.6"
    />
    <path d="M32 36 C32 50 38 60 50 60 C62 60 68 50 68 36 Z" fill={NATURE.skin} />
    <path
      d="M36 54 C40 50 46 50 50 52 C54 50 60 50 64 54 C60 58 54 56 50 56 C46 56 40 58 36 54 Z"
      fill={p.accent}
      strokeWidth="1.6"
    />
    <Mirror>
      <path d="M36 42 L46 44" strokeWidth="2.4" />
      <circle cx="41" cy="47" r="1.8" fill={p.ink} stroke="none" />
    </Mirror>
    <path d="M28 38 C28 22 38 14 50 14 C62 14 72 22 72 38 Z" fill={p.silver} />
    <rect x="26" y="34" width="48" height="7" rx="2" fill={p.gold} />
    <path d="M50 14 V34" stroke={p.goldFlat} strokeWidth="3" />
    <path d="M48 40 H52 L51.5 52 H48.5 Z" fill={p.silver} strokeWidth="1.4" />
    <Shine d="M34 32 C36 24 42 19 48 18 C42 22 38 28 38 34 Z" opacity={0.6} />
  </>
);

export const longship: Glyph = (p) => (
  <>
    <defs>
      <clipPath id={p.id('sail')}>
        <path d="M30 14 H70 C72 28 72 42 70 54 H30 C28 42 28 28 30 14 Z" />
      </clipPath>
    </defs>
    <path d="M50 8 V62" stroke={p.ink} strokeWidth="2.6" />
    <path d="M30 14 H70 C72 28 72 42 70 54 H30 C28 42 28 28 30 14 Z" fill="#f5f0e1" />
    <g clipPath={`url(#${p.id('sail')})`} stroke="none">
      <rect x="30" y="10" width="8" height="50" fill="#c62828" />
      <rect x="46" y="10" width="8" height="50" fill="#c62828" />
      <rect x="62" y="10" width="10" height="50" fill="#c62828" />
    </g>
    <path d="M30 14 H70 C72 28 72 42 70 54 H30 C28 42 28 28 30 14 Z" fill="none" />
    <path d="M26 70 L20 84 M40 72 L36 86 M56 72 L54 86 M72 70 L72 84" stroke={NATURE.wood} strokeWidth="2" />
    <path d="M8 58 C20 66 80 66 92 58 C90 70 78 78 50 78 C22 78 10 70 8 58 Z" fill={NATURE.brown} />
    <Tube d="M90 60 C96 50 94 38 86 34" width={4} colour={NATURE.brown} ink={p.ink} />
    <path d="M86 34 L80 32 L84 38 Z" fill={p.gold} strokeWidth="1.4" />
    <Tube d="M10 60 C4 50 8 42 14 42" width={4} colour={NATURE.brown} ink={p.ink} />
    {[22, 34, 46, 58, 70].map((x, index) => (
      <g key={x}>
        <circle
          cx={x + 3}
          cy="66"
          r="5"
          fill={index % 2 === 0 ? p.accentFlat : p.mainFlat}
          strokeWidth="1.6"
        />
        <circle cx={x + 3} cy="66" r="1.6" fill={p.silverFlat} strokeWidth="0.8" />
      </g>
    ))}
    <path d="M4 84 Q14 78 24 84 T44 84 T64 84 T84 84 T104 84 V96 H4 Z" fill="#37474f" />
    <path
      d="M14 90 Q20 87 26 90 M56 91 Q62 88 68 91"
      fill="none"
      stroke="#ffffff"
      strokeOpacity="0.5"
      strokeWidth="1.4"
    />
  </>
);

export const axe: Glyph = (p) => (
  <>
    <Tube d="M28 92 L62 12" width={6} colour={NATURE.wood} ink={p.ink} />
    <path d="M31 82 L35 74 M33 86 L37 78" stroke={NATURE.brownDark} strokeWidth="2" />
    <path d="M54 24 C64 14 80 12 90 18 C84 30 84 46 90 58 C78 58 68 50 62 40 L56 38 Z" fill={p.silver} />
    <path d="M88 20 C82 32 82 46 88 56" fill="none" stroke="#ffffff" strokeWidth="2" />
    <path
      d="M64 30 C68 28 72 30 72 34 C72 38 68 40 66 38"
      fill="none"
      stroke={p.goldFlat}
      strokeWidth="1.8"
    />
    <path d="M52 22 L62 26 L58 40 L50 36 Z" fill={p.silverDark} />
  </>
);

export const roundShield: Glyph = (p) => (
  <>
    <circle cx="50" cy="50" r="38" fill={p.mainFlat} />
    <path d="M50 12 A38 38 0 0 1 88 50 H50 Z" fill={p.accentFlat} stroke="none" />
    <path d="M50 88 A38 38 0 0 1 12 50 H50 Z" fill={p.accentFlat} stroke="none" />
    <g stroke={p.ink} strokeOpacity="0.4" strokeWidth="1">
      <path d="M26 20 V80 M38 14 V86 M62 14 V86 M74 20 V80" />
    </g>
    <circle cx="50" cy="50" r="36" fill="none" stroke={p.silverFlat} strokeWidth="5" />
    <circle cx="50" cy="50" r="38" fill="none" />
    {around(50, 50, 36, 12).map(([x, y], index) => (
      <circle key={index} cx={x} cy={y} r="1.6" fill={p.silverDark} stroke="none" />
    ))}
    <circle cx="50" cy="50" r="11" fill={p.silver} />
    <Shine d="M44 44 C46 41 50 40 52 41 C48 43 46 46 46 50 Z" opacity={0.7} />
  </>
);

export const valkyrie: Glyph = (p) => (
  <>
    <Mirror>
      <path
        d="M30 34 C22 26 12 22 4 24 C10 27 14 30 16 32 C10 32 6 36 4 40 C12 40 18 38 22 38 C18 40 14 44 14 48 C22 46 28 42 32 40 Z"
        fill="#f5f5f5"
      />
      <path d="M12 28 L26 34 M10 37 L24 38" stroke="#b0bec5" strokeWidth="1.2" />
      <path d="M33 48 C31 62 33 76 31 90" fill="none" stroke={p.ink} strokeWidth="11" />
      <path d="M33 48 C31 62 33 76 31 90" fill="none" stroke="#fdd835" strokeWidth="6" />
      <path
        d="M33 48 C31 62 33 76 31 90"
        fill="none"
        stroke="#c49000"
        strokeWidth="6"
        strokeDasharray="1.4 4"
      />
    </Mirror>
    <path d="M34 40 C34 58 40 70 50 70 C60 70 66 58 66 40 Z" fill={NATURE.skin} />
    <Mirror>
      <path d="M38 48 Q42 46 46 48" fill="none" strokeWidth="1.8" />
      <circle cx="42" cy="51" r="1.8" fill={p.ink} stroke="none" />
    </Mirror>
    <path d="M46 62 Q50 64.5 54 62" fill="none" stroke="#c62828" strokeWidth="2" />
    <path d="M30 42 C30 26 38 18 50 18 C62 18 70 26 70 42 Z" fill={p.silver} />
    <rect x="28" y="38" width="44" height="6" rx="2" fill={p.gold} />
    <path d="M50 18 V38" stroke={p.goldFlat} strokeWidth="3" />
    <Shine d="M36 36 C38 28 42 23 48 22 C42 26 40 30 40 38 Z" opacity={0.6} />
  </>
);

export const rune: Glyph = (p) => (
  <>
    <path d="M28 12 C40 6 62 6 72 14 C80 30 80 60 76 88 H24 C20 60 20 30 28 12 Z" fill="#78909c" />
    <path
      d="M30 20 C28 30 28 40 30 48 M70 60 C72 68 72 76 70 84"
      fill="none"
      stroke="#546e7a"
      strokeWidth="1.6"
    />
    <ellipse cx="66" cy="22" rx="6" ry="3" fill={NATURE.leaf} opacity="0.7" stroke="none" />
    <g fill="none" strokeLinecap="round">
      <path
        d="M50 24 V76 M50 44 L36 28 M50 44 L64 28"
        stroke={p.accentFlat}
        strokeWidth="12"
        opacity="0.35"
      />
      <path d="M50 24 V76 M50 44 L36 28 M50 44 L64 28" stroke={p.accentFlat} strokeWidth="6" />
      <path d="M50 24 V76 M50 44 L36 28 M50 44 L64 28" stroke="#ffffff" strokeWidth="2" />
    </g>
    <Shine d="M30 16 C38 10 50 9 58 10 C48 12 38 16 32 24 Z" opacity={0.3} />
  </>
);

export const zeus: Glyph = (p) => (
  <>
    <path
      d="M22 56 C14 44 16 24 30 16 C38 10 62 10 70 16 C84 24 86 44 78 56 C76 48 72 42 66 40 H34 C28 42 24 48 22 56 Z"
      fill={MARBLE}
    />
    <path
      d="M26 44 C24 34 28 24 36 20 M74 44 C76 34 72 24 64 20"
      fill="none"
      stroke={MARBLE_SHADE}
      strokeWidth="1.6"
    />
    <path
      d="M33 36 C33 54 39 64 50 64 C61 64 67 54 67 36 C62 31 56 29 50 29 C44 29 38 31 33 36 Z"
      fill={NATURE.skin}
    />
    <path
      d="M29 48 C27 66 36 84 50 92 C64 84 73 66 71 48 C67 57 60 61 50 61 C40 61 33 57 29 48 Z"
      fill={MARBLE}
    />
    <path
      d="M40 66 C40 74 44 80 46 86 M50 64 V90 M60 66 C60 74 56 80 54 86 M34 58 C34 66 38 74 40 78 M66 58 C66 66 62 74 60 78"
      fill="none"
      stroke={MARBLE_SHADE}
      strokeWidth="1.4"
    />
    <path
      d="M37 58 C41 53 47 54 50 57 C53 54 59 53 63 58 C59 61 54 61 50 59.5 C46 61 41 61 37 58 Z"
      fill={MARBLE}
      strokeWidth="1.8"
    />
    <Mirror>
      <path d="M35 40 C39 37 44 38 48 42 L47 45 C43 42 39 42 35 44 Z" fill={MARBLE} strokeWidth="1.6" />
      <circle cx="42" cy="47" r="2" fill={p.ink} stroke="none" />
    </Mirror>
    <path d="M50 45 V53 L47 54" fill="none" strokeWidth="1.4" />
    {[-3, -2, -1, 1, 2, 3].map((index) => {
      const x = 50 + index * 7.5;
      const y = 31 + Math.abs(index) * 2.2;
      return (
        <ellipse
          key={index}
          cx={x}
          cy={y}
          rx="3.4"
          ry="6.4"
          fill={p.gold}
          strokeWidth="1.4"
          transform={`rotate(${index * 16} ${x} ${y})`}
        />
      );
    })}
    <path d="M86 10 L78 24 H84 L76 38" fill="none" stroke={p.accentFlat} strokeWidth="3" />
  </>
);

export const greekHelmet: Glyph = (p) => (
  <>
    <path d="M24 32 C24 6 76 6 76 32 Z" fill="#c62828" />
    <path
      d="M30 28 C32 14 40 10 46 10 M40 30 C40 18 46 12 50 12 M60 30 C60 18 54 12 50 12 M70 28 C68 14 60 10 54 10"
      fill="none"
      stroke="#7f1d1d"
      strokeWidth="1.4"
    />
    <path
      d="M24 36 C24 22 36 16 50 16 C64 16 76 22 76 36 V76 C70 86 60 86 56 80 V62 L50 58 L44 62 V80 C40 86 30 86 24 76 Z"
      fill={p.gold}
    />
    <Mirror>
      <path d="M28 44 Q38 38 47 44 Q38 51 28 48 Z" fill={p.ink} />
    </Mirror>
    <path d="M47 62 H53 V84 H47 Z" fill={p.ink} />
    <path d="M48 44 H52 V58 H48 Z" fill={p.gold} strokeWidth="1.4" />
    <path d="M30 30 C40 26 60 26 70 30" fill="none" stroke={p.goldDark} strokeWidth="1.6" />
    <Shine d="M28 36 C30 28 36 22 44 20 C38 26 34 32 32 40 Z" opacity={0.5} />
  </>
);

export const lyre: Glyph = (p) => (
  <>
    <path d="M40 28 L38 76 M46 28 L45 76 M54 28 L55 76 M60 28 L62 76" stroke="#fff8e1" strokeWidth="1.4" />
    <Mirror>
      <Tube d="M32 80 C22 64 22 44 30 30 C34 22 30 14 22 14" width={6} colour={p.goldFlat} ink={p.ink} />
      <circle cx="22" cy="14" r="4" fill={p.gold} />
    </Mirror>
    <Tube d="M26 26 H74" width={5} colour={p.goldFlat} ink={p.ink} />
    <path d="M24 74 C28 90 72 90 76 74 C70 80 30 80 24 74 Z" fill={p.gold} />
    <path d="M32 80 H68" stroke={p.goldDark} strokeWidth="1.6" />
    <circle cx="50" cy="26" r="4" fill={p.accent} strokeWidth="1.4" />
  </>
);

export const laurel: Glyph = (p) => {
  const leaves = Array.from({ length: 9 }, (_, index) => {
    const angle = 102 + index * 19;
    const a = (angle * Math.PI) / 180;
    return { x: 50 + 30 * Math.cos(a), y: 48 + 30 * Math.sin(a), turn: angle + 90 };
  });
  return (
    <>
      <Mirror>
        <path d="M46 80 A30 30 0 0 1 24 30" fill="none" stroke="#558b2f" strokeWidth="2.4" />
        {leaves.map(({ x, y, turn }, index) => (
          <g key={index} transform={`translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${turn})`}>
            <ellipse
              cx="7"
              cy="-5"
              rx="8.5"
              ry="3.6"
              transform="rotate(-28)"
              fill={NATURE.leaf}
              strokeWidth="1.5"
            />
            <ellipse
              cx="7"
              cy="5"
              rx="8.5"
              ry="3.6"
              transform="rotate(28)"
              fill="#9ccc65"
              strokeWidth="1.5"
            />
          </g>
        ))}
      </Mirror>
      <path
        d="M46 80 L38 94 L44 91 L46 95 L50 84 L54 95 L56 91 L62 94 L54 80 Z"
        fill={p.gold}
        strokeWidth="1.4"
      />
      <circle cx="50" cy="81" r="5" fill={p.gold} />
    </>
  );
};

export const thunderbolt: Glyph = (p) => (
  <>
    <circle cx="50" cy="50" r="36" fill={p.glow} opacity="0.4" stroke="none" />
    <polygon points="60,4 22,54 46,54 36,96 80,40 54,40 68,4" fill={p.accent} strokeWidth="3" />
    <polygon points="58,12 32,50 52,50 46,78 70,44 48,44 60,12" fill="#ffffff" stroke="none" opacity="0.55" />
    <path d="M18 26 L26 30 M80 64 L88 62 M14 70 L22 66" stroke={p.accentFlat} strokeWidth="2.4" />
  </>
);

export const greekTemple: Glyph = (p) => (
  <>
    <path d="M8 32 L50 10 L92 32 Z" fill={MARBLE} />
    <path d="M22 29 L50 15 L78 29 Z" fill={MARBLE_SHADE} strokeWidth="1.4" />
    <circle cx="50" cy="24" r="3" fill={p.gold} strokeWidth="1.2" />
    <rect x="10" y="32" width="80" height="9" fill={MARBLE} />
    <path d="M14 36.5 H86" stroke={MARBLE_SHADE} strokeWidth="1.6" strokeDasharray="4 3" />
    {[16, 32, 47, 62, 78].map((x) => (
      <g key={x}>
        <rect x={x - 1} y="41" width="10" height="4" fill={MARBLE} strokeWidth="1.6" />
        <rect x={x} y="45" width="8" height="30" fill={MARBLE} />
        <path d={`M${x + 2.7} 47 V73 M${x + 5.3} 47 V73`} stroke={MARBLE_SHADE} strokeWidth="1.2" />
      </g>
    ))}
    <rect x="10" y="75" width="80" height="6" fill={MARBLE} />
    <rect x="6" y="81" width="88" height="7" fill={MARBLE_SHADE} />
  </>
);

// Glyphs of the Vietnamese themes: Tết, the Mekong delta, Ha Long bay and the lantern festival.
import { dragon as dragonHead } from './glyphs-east';
import { around, crescentPath, Mirror, NATURE, Shine, starPoints, Tube, type Glyph } from './paint';

const WATER = '#4dd0e1';
const WATER_DARK = '#00838f';
const STRAW = '#e8cf8a';
const ROCK = '#7f8f95';

const waves = (y: number, colour: string, ink: string) => (
  <>
    <path
      d={`M4 ${y} Q14 ${y - 5} 24 ${y} T44 ${y} T64 ${y} T84 ${y} T104 ${y} V96 H4 Z`}
      fill={colour}
      stroke={ink}
    />
    <path
      d={`M12 ${y + 7} Q18 ${y + 4} 24 ${y + 7} M52 ${y + 9} Q58 ${y + 6} 64 ${y + 9}`}
      fill="none"
      stroke="#ffffff"
      strokeOpacity="0.6"
      strokeWidth="1.4"
    />
  </>
);

export const luckyMoney: Glyph = (p) => (
  <>
    <g transform="rotate(-14 44 40)">
      <rect x="28" y="12" width="30" height="42" rx="2" fill="#81c784" />
      <rect x="32" y="16" width="22" height="34" rx="1" fill="none" stroke="#2e7d32" strokeWidth="1.2" />
      <circle cx="43" cy="30" r="6" fill="none" stroke="#2e7d32" strokeWidth="1.4" />
    </g>
    <g transform="rotate(12 58 40)">
      <rect x="44" y="12" width="30" height="42" rx="2" fill="#f48fb1" />
      <rect x="48" y="16" width="22" height="34" rx="1" fill="none" stroke="#ad1457" strokeWidth="1.2" />
      <circle cx="59" cy="30" r="6" fill="none" stroke="#ad1457" strokeWidth="1.4" />
    </g>
    <rect x="20" y="36" width="60" height="52" rx="5" fill={p.main} />
    <path d="M20 41 L50 60 L80 41" fill="none" stroke={p.mainDark} strokeWidth="2" />
    <circle cx="50" cy="64" r="11" fill={p.gold} />
    <circle cx="50" cy="64" r="7.5" fill="none" stroke={p.goldDark} strokeWidth="1.4" />
    <rect x="46.5" y="60.5" width="7" height="7" fill={p.mainDark} strokeWidth="1.2" />
    <path d="M26 82 H74" stroke={p.goldFlat} strokeWidth="1.6" />
    <Shine d="M24 44 L34 50 L24 56 Z" opacity={0.25} />
  </>
);

export const banhChung: Glyph = () => (
  <>
    <path d="M16 38 L34 20 H84 L66 38 Z" fill="#66bb6a" />
    <path d="M66 38 L84 20 V70 L66 88 Z" fill="#2e7d32" />
    <rect x="16" y="38" width="50" height="50" fill="#43a047" />
    <g fill="none" stroke="#1b5e20" strokeWidth="1" opacity="0.7">
      <path d="M22 44 L30 52 M26 70 L36 80 M50 46 L58 56 M44 66 L52 74" />
      <path d="M40 26 L50 32 M60 24 L70 30 M72 40 L78 34 M72 62 L80 54" />
    </g>
    <g fill="none" stroke="#f1e2b8" strokeWidth="2.6">
      <path d="M32 38 V88 M50 38 V88" />
      <path d="M16 56 H66 M16 72 H66" />
      <path d="M32 38 L50 20 M50 38 L68 20" />
      <path d="M66 56 L84 38 M66 72 L84 54" />
    </g>
    <rect
      x="38"
      y="24"
      width="14"
      height="9"
      fill="#e53935"
      transform="skewX(-40) translate(24 0)"
      strokeWidth="1.4"
    />
    <Shine d="M20 36 L34 22 H50 L36 36 Z" opacity={0.25} />
  </>
);

const cracker = (x: number, y: number, angle: number, ink: string) => (
  <g transform={`rotate(${angle} ${x} ${y})`}>
    <path d={`M${x} ${y + 10} v5`} stroke={ink} strokeWidth="1.4" />
    <rect x={x - 6} y={y - 12} width="12" height="22" rx="2" fill="#e53935" />
    <rect x={x - 6} y={y - 12} width="12" height="4" fill="#fdd835" strokeWidth="1.4" />
    <rect x={x - 6} y={y + 6} width="12" height="4" fill="#fdd835" strokeWidth="1.4" />
    <rect x={x - 3.6} y={y - 7} width="2.4" height="12" fill="#ffffff" opacity="0.35" stroke="none" />
  </g>
);

export const firecracker: Glyph = (p) => (
  <>
    <Tube d="M50 8 V78" width={2.6} colour={p.goldFlat} ink={p.ink} />
    <circle cx="50" cy="10" r="5" fill={p.gold} />
    {cracker(40, 26, 36, p.ink)}
    {cracker(60, 26, -36, p.ink)}
    {cracker(40, 46, 36, p.ink)}
    {cracker(60, 46, -36, p.ink)}
    {cracker(40, 66, 36, p.ink)}
    {cracker(60, 66, -36, p.ink)}
    <polygon points={starPoints(50, 84, 11, 4.5, 8)} fill="#ffeb3b" />
    <circle cx="50" cy="84" r="3" fill="#ffffff" stroke="none" />
    <g fill="#ffeb3b" stroke="none">
      <circle cx="34" cy="88" r="1.6" />
      <circle cx="68" cy="80" r="1.6" />
      <circle cx="64" cy="92" r="1.3" />
    </g>
  </>
);

export const kumquat: Glyph = (p) => {
  const fruit = (x: number, y: number, r: number) => (
    <g key={`${x}-${y}`}>
      <ellipse cx={x} cy={y} rx={r} ry={r * 0.92} fill="#fb8c00" />
      <ellipse
        cx={x - r * 0.35}
        cy={y - r * 0.35}
        rx={r * 0.28}
        ry={r * 0.2}
        fill="#ffffff"
        opacity="0.6"
        stroke="none"
      />
      <path
        d={`M${x} ${y - r * 0.92} l-2 -2 M${x} ${y - r * 0.92} l2 -2`}
        stroke={NATURE.greenDark}
        strokeWidth="1.4"
      />
    </g>
  );
  const leaf = (x: number, y: number, angle: number) => (
    <g key={`${x}-${y}`} transform={`rotate(${angle} ${x} ${y})`}>
      <path
        d={`M${x} ${y} C${x + 6} ${y - 8} ${x + 18} ${y - 8} ${x + 26} ${y} C${x + 18} ${y + 8} ${x + 6} ${y + 8} ${x} ${y} Z`}
        fill={NATURE.green}
      />
      <path d={`M${x + 2} ${y} H${x + 22}`} stroke={NATURE.greenDark} strokeWidth="1" />
    </g>
  );
  return (
    <>
      <path
        d="M50 6 C48 18 44 26 38 34 M50 6 C56 18 62 26 66 32"
        fill="none"
        stroke={NATURE.brownDark}
        strokeWidth="3"
      />
      {leaf(40, 30, -150)}
      {leaf(62, 30, -30)}
      {leaf(50, 20, -80)}
      {leaf(22, 58, 160)}
      {leaf(78, 56, 20)}
      {fruit(36, 50, 13)}
      {fruit(63, 47, 13)}
      {fruit(48, 72, 14)}
      {fruit(72, 72, 11)}
      {fruit(26, 74, 10)}
      <path d="M44 90 h12" stroke={p.goldFlat} strokeWidth="0" />
    </>
  );
};

const boatHull = 'M4 56 Q12 58 20 62 H80 Q88 58 96 50 Q92 68 76 74 H26 Q12 70 4 56 Z';

export const boat: Glyph = (p) => (
  <>
    <Tube d="M72 24 L86 82" width={3} colour={NATURE.wood} ink={p.ink} />
    <path d="M82 72 L90 70 L94 88 L86 90 Z" fill={NATURE.wood} />
    {waves(76, WATER_DARK, p.ink)}
    <path d={boatHull} fill={NATURE.brown} />
    <path d="M8 60 Q14 62 20 65 H80 Q88 62 94 56" fill="none" stroke={p.mainFlat} strokeWidth="3.4" />
    <path d="M32 62 C32 42 66 42 66 62 Z" fill={STRAW} />
    <path
      d="M38 50 C44 56 56 56 62 50 M35 56 C44 60 56 60 64 56"
      fill="none"
      stroke="#b08d3c"
      strokeWidth="1.2"
    />
    <ellipse cx="17" cy="65" rx="5" ry="3.2" fill="#ffffff" strokeWidth="1.4" />
    <circle cx="16" cy="65" r="2" fill={p.ink} stroke="none" />
    <path d="M11 60 Q17 57 23 61" fill="none" stroke="#e53935" strokeWidth="1.6" />
  </>
);

export const coconut: Glyph = () => (
  <>
    <path
      d="M70 8 C60 16 56 26 56 36 M70 8 C76 18 88 22 96 22 M70 8 C78 6 88 10 92 14 M70 8 C62 6 52 10 46 16"
      fill="none"
      stroke={NATURE.greenDark}
      strokeWidth="5"
    />
    <path
      d="M70 8 C60 16 56 26 56 36 M70 8 C76 18 88 22 96 22 M70 8 C78 6 88 10 92 14 M70 8 C62 6 52 10 46 16"
      fill="none"
      stroke={NATURE.leaf}
      strokeWidth="2.4"
    />
    <circle cx="38" cy="50" r="24" fill="#6d4c41" />
    <path
      d="M22 38 C26 34 30 34 32 36 M20 52 C24 48 30 50 32 46 M28 64 C32 60 38 62 40 58 M46 34 C50 32 54 34 56 38"
      fill="none"
      stroke="#3e2723"
      strokeWidth="1.4"
    />
    <g fill="#3e2723" stroke="none">
      <circle cx="34" cy="38" r="2.4" />
      <circle cx="42" cy="38" r="2.4" />
      <circle cx="38" cy="45" r="2.4" />
    </g>
    <g transform="rotate(-18 64 68)">
      <ellipse cx="64" cy="70" rx="24" ry="20" fill="#5d4037" />
      <ellipse cx="64" cy="66" rx="22" ry="14" fill="#6d4c41" />
      <ellipse cx="64" cy="66" rx="18" ry="10.5" fill="#fffaf0" />
      <ellipse cx="64" cy="67" rx="12" ry="6" fill="#e3f2fd" strokeWidth="1.2" />
    </g>
    <Shine d="M24 44 C26 36 32 30 38 28 C32 34 28 40 27 48 Z" opacity={0.3} />
  </>
);

export const rice: Glyph = (p) => {
  const stalks = [-34, -22, -10, 4, 16, 28, 38];
  return (
    <>
      {stalks.map((tip, index) => {
        const x = 50 + tip;
        const y = 24 + Math.abs(tip) * 0.3;
        const dir = tip < 0 ? -1 : 1;
        const head = `M${x} ${y} C${x + dir * 6} ${y - 4} ${x + dir * 12} ${y + 2} ${x + dir * 14} ${y + 14}`;
        return (
          <g key={index}>
            <path
              d={`M50 ${64} C${50 + tip * 0.3} 50 ${x - dir * 2} ${y + 10} ${x} ${y}`}
              fill="none"
              stroke="#9e7b1f"
              strokeWidth="2"
            />
            <path d={head} fill="none" stroke="#9e7b1f" strokeWidth="1.6" />
            {[0.15, 0.35, 0.55, 0.75, 0.95].map((t) => {
              const gx = x + dir * 14 * t;
              const gy = y - 2 + 16 * t * t;
              return (
                <ellipse
                  key={t}
                  cx={gx.toFixed(1)}
                  cy={gy.toFixed(1)}
                  rx="2.6"
                  ry="4.4"
                  fill="#f2c14e"
                  strokeWidth="1.1"
                  transform={`rotate(${dir * (30 + 50 * t)} ${gx.toFixed(1)} ${gy.toFixed(1)})`}
                />
              );
            })}
          </g>
        );
      })}
      <path d="M42 62 L38 92 H62 L58 62 Z" fill="#d4a73a" />
      <path d="M44 66 L42 90 M50 66 V90 M56 66 L58 90" stroke="#9e7b1f" strokeWidth="1.2" />
      <rect x="39" y="66" width="22" height="7" rx="2" fill={p.main} />
    </>
  );
};

export const conicalHat: Glyph = (p) => (
  <>
    <ellipse cx="50" cy="76" rx="38" ry="9" fill={p.ink} opacity="0.35" stroke="none" />
    <path d="M40 72 C42 82 46 88 50 90 C54 88 58 82 60 72" fill="none" stroke={p.mainFlat} strokeWidth="3" />
    <path d="M6 66 L50 14 L94 66 Q50 84 6 66 Z" fill={STRAW} />
    <path d="M50 14 L94 66 Q72 74 58 75 Z" fill="#c9a95b" stroke="none" opacity="0.6" />
    <g fill="none" stroke="#b08d3c" strokeWidth="1.3">
      <path d="M40 26 Q50 30 60 26" />
      <path d="M31 37 Q50 43 69 37" />
      <path d="M22 48 Q50 56 78 48" />
      <path d="M14 58 Q50 68 86 58" />
    </g>
    <path d="M6 66 L50 14 L94 66 Q50 84 6 66 Z" fill="none" />
    <Shine d="M48 18 L20 58 Q24 60 28 61 Z" opacity={0.35} />
  </>
);

export const riverSpirit: Glyph = (p) => (
  <>
    <circle cx="52" cy="48" r="34" fill={p.glow} opacity="0.3" stroke="none" />
    <path
      d="M12 88 C10 60 24 30 52 22 C72 16 90 28 88 46 C86 60 70 64 64 54 C60 46 68 40 74 44 C72 36 62 34 54 38 C40 46 36 64 44 88 Z"
      fill={WATER}
    />
    <path d="M20 86 C20 64 30 44 48 34" fill="none" stroke={WATER_DARK} strokeWidth="2" />
    <path d="M30 88 C30 70 36 56 46 48" fill="none" stroke="#ffffff" strokeOpacity="0.6" strokeWidth="2" />
    <path d="M52 22 C60 18 70 18 78 22 C70 22 62 24 56 28 Z" fill="#ffffff" stroke="none" opacity="0.8" />
    <ellipse cx="34" cy="56" rx="3.4" ry="5" fill="#ffffff" />
    <ellipse cx="46" cy="54" rx="3.4" ry="5" fill="#ffffff" />
    <circle cx="34.5" cy="57" r="1.6" fill={WATER_DARK} stroke="none" />
    <circle cx="46.5" cy="55" r="1.6" fill={WATER_DARK} stroke="none" />
    <path d="M36 66 Q40 69 45 65" fill="none" strokeWidth="1.6" />
    {[
      [78, 70, 4],
      [86, 60, 2.5],
      [68, 80, 3],
      [20, 26, 2.5],
    ].map(([x, y, r]) => (
      <circle key={`${x}-${y}`} cx={x} cy={y} r={r} fill={p.accent} strokeWidth="1.2" />
    ))}
  </>
);

export const floatingMarket: Glyph = (p) => (
  <>
    <Tube d="M70 66 V10" width={2.4} colour={NATURE.wood} ink={p.ink} />
    <path d="M70 14 V22 M70 30 V38" stroke={p.ink} strokeWidth="1.2" />
    <ellipse cx="70" cy="26" rx="6" ry="7" fill="#fbc02d" />
    <path d="M67 19 l3 -5 3 5" fill={NATURE.green} strokeWidth="1.2" />
    <path d="M66 26 h8 M67 29 h6" stroke="#c49000" strokeWidth="1" />
    <ellipse cx="70" cy="44" rx="5" ry="5.5" fill={NATURE.green} />
    {waves(78, WATER_DARK, p.ink)}
    <ellipse cx="26" cy="58" rx="9" ry="7" fill="#2e7d32" />
    <path d="M20 55 Q26 52 32 55 M19 60 Q26 57 33 60" fill="none" stroke="#a5d6a7" strokeWidth="1" />
    <ellipse cx="44" cy="56" rx="10" ry="8" fill="#388e3c" />
    <path d="M37 53 Q44 50 51 53 M36 58 Q44 55 52 58" fill="none" stroke="#a5d6a7" strokeWidth="1" />
    <circle cx="35" cy="50" r="5.5" fill="#fb8c00" />
    <circle cx="56" cy="58" r="6" fill="#e53935" />
    <ellipse cx="60" cy="52" rx="4" ry="5.5" fill="#fdd835" transform="rotate(30 60 52)" />
    <path d="M4 58 Q12 60 18 64 H82 Q90 60 96 54 Q92 72 76 78 H26 Q12 74 4 58 Z" fill={NATURE.brown} />
    <path d="M8 62 Q14 64 18 67 H82 Q90 64 94 60" fill="none" stroke={p.mainFlat} strokeWidth="3" />
    <ellipse cx="16" cy="68" rx="4" ry="2.6" fill="#ffffff" strokeWidth="1.2" />
    <circle cx="15.4" cy="68" r="1.5" fill={p.ink} stroke="none" />
  </>
);

export const junk: Glyph = (p) => {
  const sail = (d: string, battens: number[], key: string) => (
    <g key={key}>
      <path d={d} fill="#d9652f" />
      {battens.map((y) => (
        <path key={y} d={`M0 ${y} H100`} stroke="#8d3a16" strokeWidth="1.4" clipPath="none" />
      ))}
    </g>
  );
  return (
    <>
      <defs>
        <clipPath id={p.id('sails')}>
          <path d="M40 12 C54 14 64 20 68 28 V66 H40 Z M72 30 C80 32 86 36 88 40 V64 H72 Z M16 26 C26 26 32 30 36 34 V66 H16 Z" />
        </clipPath>
      </defs>
      <path d="M38 8 V70 M70 26 V70 M14 22 V70" stroke={p.ink} strokeWidth="2.4" />
      <g>
        {sail('M40 12 C54 14 64 20 68 28 V66 H40 Z', [], 'a')}
        {sail('M72 30 C80 32 86 36 88 40 V64 H72 Z', [], 'b')}
        {sail('M16 26 C26 26 32 30 36 34 V66 H16 Z', [], 'c')}
        <g clipPath={`url(#${p.id('sails')})`} stroke="#8d3a16" strokeWidth="1.4">
          {[22, 31, 40, 49, 58].map((y) => (
            <path key={y} d={`M10 ${y} Q50 ${y + 3} 92 ${y}`} fill="none" />
          ))}
        </g>
      </g>
      {waves(78, WATER, p.ink)}
      <path d="M6 62 L10 56 H26 L28 64 H90 L86 72 Q70 82 28 80 Q14 78 6 62 Z" fill={NATURE.brown} />
      <path d="M14 68 H84" stroke={NATURE.brownDark} strokeWidth="1.4" />
      <rect x="22" y="70" width="5" height="4" fill={p.goldFlat} strokeWidth="1" />
      <rect x="36" y="71" width="5" height="4" fill={p.goldFlat} strokeWidth="1" />
      <rect x="50" y="71" width="5" height="4" fill={p.goldFlat} strokeWidth="1" />
    </>
  );
};

export const karst: Glyph = (p) => (
  <>
    <path d="M44 74 C42 52 48 30 56 22 C62 16 72 18 72 30 C72 46 70 60 74 74 Z" fill="#6f8389" />
    <path d="M10 76 C8 58 14 42 22 36 C30 32 36 38 36 48 C36 60 34 68 38 76 Z" fill={ROCK} />
    <path d="M58 78 C58 64 64 54 72 50 C80 48 88 54 88 62 C88 70 86 74 90 80 Z" fill="#92a3a8" />
    <g fill={NATURE.green}>
      <path d="M54 24 C56 16 64 12 70 18 C74 22 72 28 68 30 C64 26 58 26 54 28 Z" />
      <path d="M20 38 C22 32 30 30 34 36 C36 40 34 44 32 44 C28 40 24 40 20 42 Z" />
      <path d="M66 52 C70 46 80 46 86 52 C88 56 86 58 84 58 C78 54 72 54 66 56 Z" />
    </g>
    <g fill="none" stroke="#4e5d63" strokeWidth="1.2">
      <path d="M58 34 C56 44 58 56 56 66 M64 40 C64 50 66 60 64 70" />
      <path d="M18 48 C16 56 18 64 16 72 M28 50 C28 58 30 66 28 72" />
      <path d="M70 60 C70 66 72 72 70 78" />
    </g>
    <path d="M4 76 H96 V92 H4 Z" fill={WATER} />
    <path d="M14 82 H30 M46 86 H66 M72 81 H86" stroke="#ffffff" strokeOpacity="0.7" strokeWidth="1.4" />
    <path d="M4 76 H96" stroke={p.ink} />
    <circle cx="80" cy="24" r="7" fill={p.moon} strokeWidth="1.4" />
  </>
);

export const serpentDragon: Glyph = (p) => {
  const body = 'M38 44 C50 60 74 46 78 62 C82 78 58 78 52 86 C48 91 54 95 62 93';
  return (
    <>
      <path
        d="M62 22 C60 16 66 12 72 15 C74 9 84 9 86 15 C92 14 95 20 91 23 H64 C60 24 60 22 62 22 Z"
        fill="#ffffff"
        fillOpacity="0.9"
      />
      <path
        d={body}
        fill="none"
        stroke={p.accentFlat}
        strokeWidth="24"
        strokeDasharray="2 5"
        strokeLinecap="butt"
      />
      <Tube d={body} width={16} colour={p.mainFlat} ink={p.ink} />
      <path d={body} fill="none" stroke={p.mainLight} strokeWidth="6" strokeDasharray="3 3" opacity="0.8" />
      <g transform="translate(34 34) scale(0.64) translate(-50 -50)">{dragonHead(p)}</g>
    </>
  );
};

export const cave: Glyph = (p) => (
  <>
    <defs>
      <radialGradient id={p.id('cave')} cx="0.5" cy="0.7" r="0.7">
        <stop offset="0" stopColor={p.accentLight} />
        <stop offset="0.5" stopColor={p.accentDark} />
        <stop offset="1" stopColor="#0b1b22" />
      </radialGradient>
    </defs>
    <path d="M6 90 V42 C6 22 26 10 50 10 C74 10 94 22 94 42 V90 Z" fill="#6d7b80" />
    <path
      d="M12 36 C16 30 22 28 26 30 M74 24 C80 26 84 30 86 36 M14 60 C18 58 20 60 20 64 M84 56 C86 60 86 66 84 70"
      fill="none"
      stroke="#4e5b60"
      strokeWidth="1.6"
    />
    <path d="M22 90 V58 C22 38 34 26 50 26 C66 26 78 38 78 58 V90 Z" fill={`url(#${p.id('cave')})`} />
    <g fill="#8d9ca1">
      <path d="M32 34 L36 48 L40 30 Z" />
      <path d="M46 26 L50 42 L54 26 Z" />
      <path d="M60 29 L63 44 L68 33 Z" />
      <path d="M26 90 L30 78 L34 90 Z" />
      <path d="M66 90 L70 76 L74 90 Z" />
    </g>
    <path d="M22 84 Q50 78 78 84 V90 H22 Z" fill={WATER} />
    <circle cx="50" cy="70" r="5" fill={p.glow} stroke="none" />
  </>
);

export const starLantern: Glyph = (p) => (
  <>
    <Tube d="M60 76 L80 96" width={3} colour={NATURE.wood} ink={p.ink} />
    <polygon points={starPoints(50, 50, 40, 17)} fill={p.main} strokeWidth="3" />
    <polygon points={starPoints(50, 50, 26, 11)} fill={p.mainLight} stroke="none" opacity="0.7" />
    <circle cx="50" cy="52" r="10" fill={p.glow} stroke="none" />
    <polygon points={starPoints(50, 50, 40, 17)} fill="none" stroke={p.goldFlat} strokeWidth="1.2" />
    {around(50, 50, 17, 5, 36).map(([x, y], index) => (
      <path
        key={index}
        d={`M50 50 L${x.toFixed(1)} ${y.toFixed(1)}`}
        stroke={p.goldFlat}
        strokeWidth="1"
        opacity="0.8"
      />
    ))}
    {around(50, 50, 41, 5).map(([x, y], index) => (
      <g key={index}>
        <circle cx={x} cy={y} r="3.4" fill={p.gold} strokeWidth="1.4" />
      </g>
    ))}
    <path
      d="M12 38 C8 42 8 48 10 52 M88 38 C92 42 92 48 90 52"
      fill="none"
      stroke={p.accentFlat}
      strokeWidth="2.2"
    />
  </>
);

export const mooncake: Glyph = (p) => (
  <>
    <ellipse cx="50" cy="60" rx="38" ry="24" fill="#a8642a" />
    {around(50, 52, 33, 18).map(([x, y], index) => (
      <ellipse key={index} cx={x} cy={50 + (y - 52) * 0.62} rx="7" ry="5" fill="#d99a52" strokeWidth="2" />
    ))}
    <ellipse cx="50" cy="50" rx="34" ry="21" fill="#d99a52" stroke="none" />
    <ellipse cx="50" cy="50" rx="24" ry="14" fill="#e7b36e" />
    <g fill="none" stroke="#a8642a" strokeWidth="1.6">
      <ellipse cx="50" cy="50" rx="17" ry="9.5" />
      <path d="M50 42 C46 46 46 54 50 58 C54 54 54 46 50 42 Z" />
      <path d="M36 50 C40 46 46 48 50 50 C54 52 60 54 64 50 C60 46 54 48 50 50 C46 52 40 54 36 50 Z" />
    </g>
    <Shine d="M30 42 C34 36 42 33 50 32 C42 36 36 40 32 46 Z" opacity={0.35} />
    <path d="M14 66 C20 76 80 76 86 66" fill="none" stroke={p.ink} strokeOpacity="0.5" strokeWidth="1.2" />
  </>
);

export const lionDance: Glyph = (p) => (
  <>
    <Mirror>
      <circle cx="18" cy="34" r="7" fill={p.accent} />
      <circle cx="18" cy="34" r="3.5" fill={p.main} strokeWidth="1.2" />
      <path d="M14 58 C8 62 6 70 10 78 C14 72 18 70 22 70 Z" fill="#ffffff" />
    </Mirror>
    <path
      d="M50 14 C30 14 18 28 18 46 C18 60 22 70 30 76 H70 C78 70 82 60 82 46 C82 28 70 14 50 14 Z"
      fill={p.main}
    />
    {around(50, 46, 33, 13, -90)
      .filter(([, y]) => y < 40)
      .map(([x, y], index) => (
        <circle key={index} cx={x} cy={y} r="5.5" fill="#ffffff" strokeWidth="1.8" />
      ))}
    <path d="M50 8 L55 20 L45 20 Z" fill={p.gold} />
    <circle cx="50" cy="27" r="5" fill={p.silver} strokeWidth="1.6" />
    <Mirror>
      <circle cx="37" cy="42" r="9" fill="#ffffff" />
      <circle cx="38" cy="43" r="5" fill={p.ink} stroke="none" />
      <circle cx="36" cy="41" r="1.8" fill="#ffffff" stroke="none" />
      <path d="M27 34 L24 30 M31 32 L29 27 M36 31 L35 26" stroke={p.ink} strokeWidth="1.8" />
      <path d="M28 50 C30 54 34 56 40 55" fill="none" stroke={p.gold} strokeWidth="2" />
    </Mirror>
    <path d="M42 52 C42 48 58 48 58 52 C58 58 54 60 50 60 C46 60 42 58 42 52 Z" fill={p.gold} />
    <path d="M28 64 C36 58 64 58 72 64 C68 78 60 84 50 84 C40 84 32 78 28 64 Z" fill="#b71c1c" />
    <path
      d="M30 64 C38 60 62 60 70 64 L66 68 L62 64 L58 68 L54 64 L50 68 L46 64 L42 68 L38 64 L34 68 Z"
      fill="#ffffff"
      strokeWidth="1.4"
    />
    <path d="M40 80 C46 84 54 84 60 80" fill="none" stroke="#ffffff" strokeWidth="3" />
  </>
);

export const drum: Glyph = (p) => (
  <>
    <Tube d="M18 14 L56 40" width={3.2} colour={NATURE.wood} ink={p.ink} />
    <Tube d="M82 14 L44 40" width={3.2} colour={NATURE.wood} ink={p.ink} />
    <circle cx="18" cy="14" r="5" fill="#e53935" />
    <circle cx="82" cy="14" r="5" fill="#e53935" />
    <path d="M16 44 C12 56 12 70 18 82 C30 90 70 90 82 82 C88 70 88 56 84 44 Z" fill={p.main} />
    <path d="M18 82 C30 90 70 90 82 82" fill="none" stroke={p.gold} strokeWidth="0" />
    <path
      d="M22 50 C18 60 18 70 22 78 M78 50 C82 60 82 70 78 78"
      fill="none"
      stroke="#ffffff"
      strokeOpacity="0.3"
      strokeWidth="2"
    />
    <ellipse cx="50" cy="44" rx="34" ry="11" fill="#f5e6c8" />
    <ellipse cx="50" cy="44" rx="16" ry="5" fill="none" stroke="#c62828" strokeWidth="1.6" />
    {Array.from({ length: 11 }, (_, index) => {
      const angle = (index / 10) * Math.PI;
      const x = 50 - 33 * Math.cos(angle);
      const y = 46 + 10 * Math.sin(angle);
      return (
        <circle
          key={index}
          cx={x.toFixed(1)}
          cy={(y + 4).toFixed(1)}
          r="1.9"
          fill={p.goldFlat}
          strokeWidth="0.9"
        />
      );
    })}
    {Array.from({ length: 9 }, (_, index) => {
      const angle = (index / 8) * Math.PI;
      const x = 50 - 30 * Math.cos(angle);
      const y = 78 + 6 * Math.sin(angle);
      return (
        <circle key={index} cx={x.toFixed(1)} cy={y.toFixed(1)} r="1.7" fill={p.goldFlat} strokeWidth="0.9" />
      );
    })}
    <circle cx="50" cy="66" r="8" fill={p.gold} />
    <path d="M46 66 H54 M50 62 V70" stroke={p.goldDark} strokeWidth="1.6" />
  </>
);

export const moonLady: Glyph = (p) => (
  <>
    <path d={crescentPath(50, 44, 38, 62, 36, 34)} fill={p.moon} stroke="none" opacity="0.9" />
    <path d="M22 92 C24 78 36 72 50 72 C64 72 76 78 78 92 Z" fill={p.main} />
    <path d="M40 73 L50 86 L60 73" fill="none" stroke={p.gold} strokeWidth="2.2" />
    <path d="M36 40 C36 58 42 70 50 70 C58 70 64 58 64 40 Z" fill={NATURE.skin} />
    <Mirror>
      <circle cx="30" cy="24" r="9" fill={NATURE.black} />
      <path d="M30 34 C26 44 26 58 30 70 C34 62 36 50 36 40 Z" fill={NATURE.black} />
      <path d="M22 18 L14 10" stroke={p.goldFlat} strokeWidth="2.2" />
      <circle cx="14" cy="10" r="2.6" fill={p.gold} strokeWidth="1" />
      <path d="M38 50 Q42 52 46 50" fill="none" strokeWidth="1.8" />
      <circle cx="40" cy="58" r="2.6" fill="#f48fb1" opacity="0.6" stroke="none" />
    </Mirror>
    <path
      d="M34 42 C34 26 42 20 50 20 C58 20 66 26 66 42 C60 36 56 32 50 32 C44 32 40 36 34 42 Z"
      fill={NATURE.black}
    />
    <circle cx="50" cy="26" r="4" fill={p.accent} strokeWidth="1.4" />
    <path d="M46 62 Q50 64.5 54 62 Q50 60.5 46 62 Z" fill="#d32f2f" strokeWidth="1" />
  </>
);

export const fullMoon: Glyph = (p) => (
  <>
    <circle cx="50" cy="46" r="40" fill={p.glow} opacity="0.35" stroke="none" />
    <circle cx="50" cy="46" r="32" fill={p.moon} />
    <g fill="#e6c35c" opacity="0.55" stroke="none">
      <circle cx="36" cy="34" r="5" />
      <circle cx="62" cy="56" r="4" />
      <circle cx="66" cy="30" r="2.6" />
      <path d="M44 58 C40 52 44 46 50 48 C52 42 54 38 56 40 C56 44 56 46 54 50 C58 52 58 58 54 62 C50 64 46 62 44 58 Z" />
    </g>
    <path d="M10 76 C10 70 18 66 24 70 C26 64 36 62 40 68 C46 66 52 70 50 76 Z" fill="#ffffff" />
    <path
      d="M54 84 C54 78 62 76 66 80 C68 74 80 74 82 80 C88 80 92 84 88 88 H56 C54 88 54 86 54 84 Z"
      fill="#ffffff"
    />
    <path
      d="M20 74 C22 72 26 72 28 74 M64 84 C66 82 70 82 72 84"
      fill="none"
      stroke="#b0bec5"
      strokeWidth="1.2"
    />
  </>
);

// Glyphs of the sea themes: the ocean treasure, the mermaid's pearl and the pirate cove.
import { NATURE, Shine, starPoints, Tube, type Glyph } from './paint';

const PARCHMENT = '#f3e1b5';
const PARCHMENT_DARK = '#dcc08a';
const SAND = '#e8cf8a';

export const chest: Glyph = (p) => (
  <>
    <path d="M16 46 L20 20 C30 10 70 10 80 20 L84 46 Z" fill={NATURE.brown} />
    <path d="M22 42 L25 22 C34 15 66 15 75 22 L78 42 Z" fill={NATURE.brownDark} />
    <path d="M18 48 C22 34 34 32 40 36 C44 26 56 26 60 36 C66 32 78 34 82 48 Z" fill={p.gold} />
    <g fill={p.goldFlat} strokeWidth="1.4">
      <ellipse cx="30" cy="40" rx="5" ry="2.5" />
      <ellipse cx="48" cy="33" rx="5" ry="2.5" />
      <ellipse cx="66" cy="39" rx="5" ry="2.5" />
    </g>
    <path d="M38 40 l4 -5 4 5 -4 5 Z" fill="#e53935" strokeWidth="1.4" />
    <path d="M56 38 l3.5 -4.5 3.5 4.5 -3.5 4.5 Z" fill={p.accentFlat} strokeWidth="1.4" />
    <rect x="14" y="46" width="72" height="40" rx="3" fill={NATURE.wood} />
    <path d="M16 60 H84 M16 72 H84" stroke={NATURE.brownDark} strokeWidth="1.4" />
    <rect x="14" y="46" width="72" height="7" fill={p.gold} />
    <rect x="24" y="46" width="7" height="40" fill={p.gold} />
    <rect x="69" y="46" width="7" height="40" fill={p.gold} />
    <rect x="42" y="52" width="16" height="16" rx="2" fill={p.gold} />
    <path d="M50 57 a2.4 2.4 0 1 1 0.1 0 M50 59 V64" fill={p.ink} stroke={p.ink} strokeWidth="1.6" />
    <path
      d="M82 16 l1.6 4.4 4.4 1.6 -4.4 1.6 -1.6 4.4 -1.6 -4.4 -4.4 -1.6 4.4 -1.6 Z"
      fill="#ffffff"
      stroke="none"
    />
    <Shine d="M18 50 H40 V52 H18 Z" opacity={0.5} />
  </>
);

export const seahorse: Glyph = (p) => (
  <>
    <Tube
      d="M54 66 C56 80 66 86 73 81 C79 76 76 68 70 68 C66 68 65 73 68 75"
      width={7}
      colour={p.mainFlat}
      ink={p.ink}
    />
    <path d="M62 40 C72 42 76 50 72 58 C68 54 64 50 62 46 Z" fill={p.accent} />
    <path
      d="M50 12 C58 11 63 16 62 23 C61 29 58 31 60 37 C66 46 67 57 61 66 C57 71 51 71 49 67 C43 61 39 53 41 45 C43 39 45 36 43 32 C40 31 36 31 30 31 H20 V25 H31 C36 25 40 20 43 16 C45 13 47 12 50 12 Z"
      fill={p.main}
    />
    <path
      d="M44 40 Q48 41 50 38 M42 47 Q47 48 50 45 M42 54 Q47 55 51 52 M45 61 Q49 62 53 59"
      fill="none"
      stroke={p.mainLight}
      strokeWidth="1.6"
    />
    <path d="M50 12 L52 5 L55 12 L58 7 L59 14" fill={p.accent} strokeWidth="1.8" />
    <circle cx="50" cy="22" r="3.2" fill="#ffffff" strokeWidth="1.4" />
    <circle cx="49.5" cy="22" r="1.6" fill={p.ink} stroke="none" />
    <Shine d="M56 38 C62 44 64 52 62 60 C60 52 58 46 54 40 Z" opacity={0.4} />
  </>
);

export const shell: Glyph = () => {
  const ribs = 9;
  const point = (index: number, radius: number) => {
    const angle = ((-64 + (index * 128) / (ribs - 1) - 90) * Math.PI) / 180;
    return [50 + radius * Math.cos(angle), 80 + radius * Math.sin(angle)] as const;
  };
  const edge = Array.from({ length: ribs }, (_, index) => point(index, 58));
  let outline = `M50 80 L${edge[0]?.[0].toFixed(1)} ${edge[0]?.[1].toFixed(1)}`;
  for (let index = 1; index < ribs; index++) {
    const mid = point(index - 0.5, 63);
    const end = edge[index];
    if (end)
      outline += ` Q${mid[0].toFixed(1)} ${mid[1].toFixed(1)} ${end[0].toFixed(1)} ${end[1].toFixed(1)}`;
  }
  outline += ' Z';
  return (
    <>
      <path d={outline} fill="#ffccbc" />
      {Array.from({ length: ribs - 1 }, (_, index) => {
        const a = edge[index];
        const b = edge[index + 1];
        const mid = point(index + 0.5, 63);
        return index % 2 === 0 && a && b ? (
          <path
            key={index}
            d={`M50 80 L${a[0].toFixed(1)} ${a[1].toFixed(1)} Q${mid[0].toFixed(1)} ${mid[1].toFixed(1)} ${b[0].toFixed(1)} ${b[1].toFixed(1)} Z`}
            fill="#ff8a65"
            stroke="none"
            opacity="0.7"
          />
        ) : null;
      })}
      <path d={outline} fill="none" />
      {edge.map(([x, y], index) => (
        <path key={index} d={`M50 80 L${x.toFixed(1)} ${y.toFixed(1)}`} stroke="#bf5b3c" strokeWidth="1.2" />
      ))}
      <path d="M36 78 L64 78 L68 90 L32 90 Z" fill="#ffab91" />
      <Shine d="M34 30 C40 24 46 22 50 22 C44 28 40 36 38 46 Z" opacity={0.45} />
    </>
  );
};

export const trident: Glyph = (p) => (
  <>
    <circle cx="50" cy="30" r="26" fill={p.glow} opacity="0.35" stroke="none" />
    <rect x="46.5" y="42" width="7" height="50" rx="2" fill={p.gold} />
    <path d="M46.5 60 H53.5 M46.5 66 H53.5 M46.5 72 H53.5" stroke={p.accentFlat} strokeWidth="2.2" />
    <Tube
      d="M26 22 V34 C26 42 32 46 38 46 H62 C68 46 74 42 74 34 V22"
      width={5.5}
      colour={p.goldFlat}
      ink={p.ink}
    />
    <Tube d="M50 46 V16" width={5.5} colour={p.goldFlat} ink={p.ink} />
    <path d="M50 4 L57 18 H43 Z" fill={p.gold} />
    <path d="M26 10 L32 24 H20 Z" fill={p.gold} />
    <path d="M74 10 L80 24 H68 Z" fill={p.gold} />
    <circle cx="50" cy="46" r="5" fill={p.accent} />
    <circle cx="50" cy="92" r="4" fill={p.gold} />
  </>
);

export const compass: Glyph = (p) => (
  <>
    <Tube d="M44 14 C44 6 56 6 56 14" width={3} colour={p.goldFlat} ink={p.ink} />
    <circle cx="50" cy="54" r="36" fill={p.gold} />
    <circle cx="50" cy="54" r="29" fill="#f5ecd7" />
    {Array.from({ length: 16 }, (_, index) => {
      const a = (index * Math.PI) / 8;
      const r1 = index % 4 === 0 ? 23 : 26;
      return (
        <path
          key={index}
          d={`M${(50 + r1 * Math.sin(a)).toFixed(1)} ${(54 - r1 * Math.cos(a)).toFixed(1)} L${(50 + 28 * Math.sin(a)).toFixed(1)} ${(54 - 28 * Math.cos(a)).toFixed(1)}`}
          stroke={p.ink}
          strokeWidth="1.2"
        />
      );
    })}
    <polygon points={starPoints(50, 54, 22, 5, 4, 45)} fill={p.mainLight} strokeWidth="1.4" />
    <path d="M50 32 L56 54 L44 54 Z" fill="#e53935" strokeWidth="1.6" />
    <path d="M50 76 L56 54 L44 54 Z" fill={p.silverFlat} strokeWidth="1.6" />
    <circle cx="50" cy="54" r="3" fill={p.gold} strokeWidth="1.4" />
    <Shine d="M26 46 C28 36 36 28 46 26 C38 32 32 38 30 48 Z" opacity={0.55} />
  </>
);

export const mermaid: Glyph = (p) => {
  const tail = 'M46 56 C44 72 50 84 64 84 C72 84 78 78 80 70';
  return (
    <g transform="translate(46 50) scale(0.9) translate(-50 -50)">
      <path d="M34 22 C22 28 20 46 26 60 C30 52 32 44 32 34 Z" fill={p.accent} />
      <Tube d={tail} width={15} colour={p.mainFlat} ink={p.ink} />
      <path
        d={tail}
        fill="none"
        stroke={p.mainLight}
        strokeWidth="9"
        strokeDasharray="2.5 3.5"
        opacity="0.6"
      />
      <path
        d="M80 70 C78 58 82 50 92 46 C90 56 88 62 84 68 C92 64 96 68 96 72 C90 74 86 74 80 72 Z"
        fill={p.main}
      />
      <path d="M38 36 C36 44 38 52 40 58 H54 C56 50 54 42 50 36 Z" fill={NATURE.skin} />
      <path d="M37 40 C33 48 34 56 38 60" fill="none" stroke={NATURE.skinDark} strokeWidth="4" />
      <circle cx="42" cy="44" r="4" fill={p.accent} strokeWidth="1.6" />
      <circle cx="50" cy="44" r="4" fill={p.accent} strokeWidth="1.6" />
      <circle cx="44" cy="24" r="10" fill={NATURE.skin} />
      <path
        d="M34 24 C32 12 42 8 50 12 C56 14 58 22 56 28 C52 22 46 18 40 20 C38 24 36 28 34 30 Z"
        fill={p.accent}
      />
      <path d="M56 26 C60 34 58 42 54 48 C54 40 54 34 52 30 Z" fill={p.accent} />
      <circle cx="47" cy="25" r="1.4" fill={p.ink} stroke="none" />
      <path d="M46 30 Q48 31 50 29.5" fill="none" strokeWidth="1.2" />
      <circle cx="40" cy="14" r="3" fill={p.pearl} strokeWidth="1.2" />
    </g>
  );
};

export const coral: Glyph = (p) => {
  const branches = [
    'M50 88 C50 76 48 68 50 58',
    'M50 62 C42 56 36 46 38 32',
    'M39 42 C32 38 26 30 28 20',
    'M50 60 C58 50 62 40 60 26',
    'M60 40 C68 36 72 28 72 18',
    'M50 72 C62 68 72 62 78 48',
    'M72 60 C78 58 84 54 86 46',
    'M48 72 C36 70 26 64 20 52',
    'M26 62 C20 62 14 58 12 50',
    'M50 56 C50 46 48 40 50 30',
  ];
  return (
    <>
      <ellipse cx="50" cy="88" rx="26" ry="6" fill={NATURE.stone} />
      {branches.map((d) => (
        <path key={`i${d}`} d={d} fill="none" stroke={p.ink} strokeWidth={12} />
      ))}
      {branches.map((d) => (
        <path key={`c${d}`} d={d} fill="none" stroke="#ff6f61" strokeWidth={7} />
      ))}
      {branches.map((d) => (
        <path key={`h${d}`} d={d} fill="none" stroke="#ffab91" strokeWidth={2} strokeDasharray="1 6" />
      ))}
    </>
  );
};

export const starfish: Glyph = (p) => (
  <g transform="rotate(-12 50 52)">
    <polygon points={starPoints(50, 53, 36, 15)} fill={p.ink} stroke={p.ink} strokeWidth="16" />
    <polygon points={starPoints(50, 53, 36, 15)} fill="#ff8a65" stroke="#ff8a65" strokeWidth="11" />
    <polygon points={starPoints(50, 53, 26, 9)} fill="#ffab91" stroke="none" />
    {[...Array.from({ length: 5 }, (_, arm) => [0.35, 0.62].map((t) => [arm, t] as const))]
      .flat()
      .map(([arm, t]) => {
        const a = ((arm * 72 - 90) * Math.PI) / 180;
        const r = 8 + 26 * t;
        return (
          <circle
            key={`${arm}-${t}`}
            cx={50 + r * Math.cos(a)}
            cy={53 + r * Math.sin(a)}
            r="2.2"
            fill="#fff3e0"
            stroke="none"
          />
        );
      })}
    <circle cx="50" cy="53" r="3" fill="#fff3e0" stroke="none" />
  </g>
);

export const tiara: Glyph = (p) => (
  <>
    <path
      d="M14 72 C18 60 22 54 28 50 C30 56 32 60 36 62 C38 50 44 38 50 24 C56 38 62 50 64 62 C68 60 70 56 72 50 C78 54 82 60 86 72 C70 64 30 64 14 72 Z"
      fill={p.gold}
    />
    <path d="M14 72 C30 64 70 64 86 72 L84 82 C70 74 30 74 16 82 Z" fill={p.gold} />
    <path d="M50 38 C56 44 56 54 50 58 C44 54 44 44 50 38 Z" fill={p.accent} strokeWidth="1.8" />
    <circle cx="30" cy="64" r="3.4" fill={p.main} strokeWidth="1.4" />
    <circle cx="70" cy="64" r="3.4" fill={p.main} strokeWidth="1.4" />
    <circle cx="50" cy="22" r="4.5" fill={p.pearl} strokeWidth="1.6" />
    <circle cx="28" cy="48" r="3.6" fill={p.pearl} strokeWidth="1.6" />
    <circle cx="72" cy="48" r="3.6" fill={p.pearl} strokeWidth="1.6" />
    {[22, 32, 42, 50, 58, 68, 78].map((x) => (
      <circle
        key={x}
        cx={x}
        cy={x === 50 ? 72 : 73 + Math.abs(x - 50) * 0.08}
        r="2"
        fill={p.pearl}
        strokeWidth="1"
      />
    ))}
    <Shine d="M46 44 C48 42 50 41 51 42 C49 45 48 48 48 52 Z" opacity={0.7} />
  </>
);

export const conch: Glyph = (p) => (
  <>
    <path
      d="M18 72 C14 56 22 40 38 34 L70 14 C75 12 79 16 77 21 L66 44 C70 58 64 74 50 80 C40 84 24 82 18 72 Z"
      fill="#ffe0b2"
    />
    <path d="M58 22 L52 28 M64 20 L60 28 M70 17 L68 24 M46 30 L42 34" stroke="#c68a4e" strokeWidth="1.6" />
    <path
      d="M40 34 C52 38 60 44 66 44 M54 26 C60 32 66 36 72 30"
      fill="none"
      stroke="#c68a4e"
      strokeWidth="1.6"
    />
    <path
      d="M38 34 L36 28 L42 32 M50 28 L50 21 L55 26 M62 20 L64 13 L67 19"
      fill="#ffe0b2"
      strokeWidth="1.8"
    />
    <path d="M22 70 C20 58 28 48 40 48 C48 56 48 70 40 78 C32 80 24 76 22 70 Z" fill={p.accent} />
    <path
      d="M28 66 C28 60 32 56 38 56 C42 62 42 68 38 72 C34 74 30 72 28 66 Z"
      fill={p.accentDark}
      stroke="none"
      opacity="0.6"
    />
    <Shine d="M54 56 C58 50 60 46 62 44 C62 52 60 60 54 68 Z" opacity={0.5} />
  </>
);

export const captain: Glyph = (p) => (
  <>
    <path d="M18 92 C20 78 32 72 50 72 C68 72 80 78 82 92 Z" fill="#c62828" />
    <path d="M42 72 L50 84 L58 72" fill="#ffffff" />
    <path d="M34 84 V92 M66 84 V92" stroke={p.goldFlat} strokeWidth="2" />
    <path d="M32 38 C32 56 38 70 50 70 C62 70 68 56 68 38 Z" fill={NATURE.skin} />
    <path d="M34 56 C36 70 44 80 50 80 C56 80 64 70 66 56 C60 62 40 62 34 56 Z" fill="#4e342e" />
    <path
      d="M38 58 C42 54 48 56 50 58 C52 56 58 54 62 58 C58 60 54 62 50 60 C46 62 42 60 38 58 Z"
      fill="#3e2723"
      strokeWidth="1.4"
    />
    <path d="M30 40 L70 50" stroke={p.ink} strokeWidth="2" />
    <ellipse cx="41" cy="46" rx="6" ry="5" fill={p.ink} />
    <circle cx="59" cy="46" r="2" fill={p.ink} stroke="none" />
    <path d="M54 41 L64 43" strokeWidth="2.2" />
    <circle cx="68" cy="56" r="3" fill="none" stroke={p.goldFlat} strokeWidth="1.8" />
    <path
      d="M8 36 C20 32 28 16 50 14 C72 16 80 32 92 36 C82 44 70 42 64 38 C58 42 42 42 36 38 C30 42 18 44 8 36 Z"
      fill="#263238"
    />
    <path
      d="M8 36 C18 40 28 40 36 38 C42 42 58 42 64 38 C72 40 82 40 92 36"
      fill="none"
      stroke={p.goldFlat}
      strokeWidth="2.2"
    />
    <circle cx="50" cy="27" r="5" fill="#ffffff" strokeWidth="1.4" />
    <path d="M44 33 L56 37 M56 33 L44 37" stroke="#ffffff" strokeWidth="2" />
    <circle cx="48" cy="27" r="1.1" fill={p.ink} stroke="none" />
    <circle cx="52" cy="27" r="1.1" fill={p.ink} stroke="none" />
  </>
);

export const galleon: Glyph = (p) => {
  const sail = (x: number, y: number, w: number, h: number) =>
    `M${x} ${y} H${x + w} C${x + w + 4} ${y + h * 0.4} ${x + w + 4} ${y + h * 0.7} ${x + w} ${y + h} H${x} C${x + 4} ${y + h * 0.7} ${x + 4} ${y + h * 0.4} ${x} ${y} Z`;
  return (
    <>
      <path d="M30 10 V66 M52 6 V66 M72 14 V66" stroke={p.ink} strokeWidth="2.4" />
      <path d="M52 6 L64 9 L52 12 Z" fill="#212121" strokeWidth="1.2" />
      <g fill="#f5f0e1">
        <path d={sail(20, 18, 20, 18)} />
        <path d={sail(18, 40, 24, 20)} />
        <path d={sail(40, 14, 24, 20)} />
        <path d={sail(38, 38, 28, 22)} />
        <path d={sail(63, 24, 18, 16)} />
        <path d={sail(62, 44, 20, 18)} />
      </g>
      <path d="M78 52 L94 46 L86 58 Z" fill="#f5f0e1" />
      <path d="M8 60 L12 54 H26 V62 H84 L94 58 L86 74 Q50 82 18 76 Z" fill={NATURE.brown} />
      <path d="M14 68 H86" stroke={p.goldFlat} strokeWidth="1.8" />
      {[26, 38, 50, 62, 74].map((x) => (
        <rect key={x} x={x} y="70" width="4" height="4" fill={p.ink} strokeWidth="0.8" />
      ))}
      <path d="M4 80 Q14 74 24 80 T44 80 T64 80 T84 80 T104 80 V96 H4 Z" fill="#1e88e5" />
      <path
        d="M10 86 Q16 83 22 86 M54 88 Q60 85 66 88"
        fill="none"
        stroke="#ffffff"
        strokeOpacity="0.6"
        strokeWidth="1.4"
      />
    </>
  );
};

export const foldedMap: Glyph = (p) => {
  const xs = [12, 31, 50, 69, 88];
  return (
    <>
      {xs.slice(0, -1).map((x, index) => {
        const next = xs[index + 1] ?? x;
        const up = index % 2 === 0;
        return (
          <path
            key={x}
            d={up ? `M${x} 24 L${next} 18 V78 L${x} 84 Z` : `M${x} 18 L${next} 24 V84 L${x} 78 Z`}
            fill={up ? PARCHMENT : PARCHMENT_DARK}
          />
        );
      })}
      <path
        d="M18 40 C24 32 36 34 40 40 C46 46 56 40 60 46 C64 54 54 62 44 60 C34 58 30 66 22 62 C16 58 14 48 18 40 Z"
        fill="#a5c47a"
        strokeWidth="1.6"
      />
      <path d="M64 62 C70 58 80 60 80 68 C80 74 70 76 66 72 Z" fill="#a5c47a" strokeWidth="1.6" />
      <path
        d="M24 52 C34 44 46 54 56 50 C64 48 66 58 72 66"
        fill="none"
        stroke="#c62828"
        strokeWidth="2"
        strokeDasharray="3 3"
      />
      <polygon points={starPoints(74, 34, 9, 2.5, 4)} fill={p.mainLight} strokeWidth="1.2" />
      <path d="M74 25 V22" stroke={p.ink} strokeWidth="1.4" />
      <circle cx="72" cy="66" r="2.6" fill="#c62828" stroke="none" />
    </>
  );
};

export const jollyRoger: Glyph = (p) => (
  <>
    <Tube d="M18 10 V94" width={3.2} colour={NATURE.wood} ink={p.ink} />
    <circle cx="18" cy="9" r="4" fill={p.gold} />
    <path
      d="M20 14 C36 8 50 20 64 14 C74 10 82 12 90 16 L90 64 C80 60 72 62 64 64 C50 68 36 58 20 64 Z"
      fill="#1f1f24"
    />
    <path
      d="M20 14 C36 8 50 20 64 14 C74 10 82 12 90 16"
      fill="none"
      stroke="#ffffff"
      strokeOpacity="0.25"
      strokeWidth="1.4"
    />
    <g transform="translate(3 0)">
      <path d="M36 50 L66 30 M36 30 L66 50" stroke={p.ink} strokeWidth="8" />
      <path d="M36 50 L66 30 M36 30 L66 50" stroke="#f5f5f5" strokeWidth="4.5" />
      {[
        [35, 28],
        [35, 52],
        [67, 28],
        [67, 52],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="3.2" fill="#f5f5f5" strokeWidth="1.6" />
      ))}
      <path
        d="M41 36 C41 28 46 24 51 24 C56 24 61 28 61 36 C61 40 59 42 57 43 V47 H45 V43 C43 42 41 40 41 36 Z"
        fill="#f5f5f5"
        strokeWidth="2"
      />
      <circle cx="47" cy="35" r="3.2" fill="#1f1f24" stroke="none" />
      <circle cx="55" cy="35" r="3.2" fill="#1f1f24" stroke="none" />
      <path d="M51 39 L49.5 42 H52.5 Z" fill="#1f1f24" stroke="none" />
      <path d="M48 44 V47 M51 44 V47 M54 44 V47" stroke="#1f1f24" strokeWidth="1" />
    </g>
  </>
);

export const treasureMap: Glyph = (p) => (
  <>
    <path d="M20 20 H80 V80 H20 Z" fill={PARCHMENT} />
    <path
      d="M26 22 C30 28 28 34 24 38 M74 70 C70 74 72 78 76 80"
      fill="none"
      stroke={PARCHMENT_DARK}
      strokeWidth="1.6"
    />
    <path
      d="M34 40 C40 30 58 28 66 36 C74 44 70 58 60 62 C50 66 36 64 32 56 C28 50 30 46 34 40 Z"
      fill={SAND}
      strokeWidth="1.6"
    />
    <path
      d="M44 46 C46 40 48 36 48 32 M48 32 C44 30 40 32 38 34 M48 32 C52 29 56 30 58 33 M48 32 C48 28 46 26 44 25"
      fill="none"
      stroke="#2e7d32"
      strokeWidth="2"
    />
    <path
      d="M24 74 C30 68 38 70 42 64 C46 58 52 58 56 52"
      fill="none"
      stroke="#8d6e63"
      strokeWidth="2"
      strokeDasharray="3 3"
    />
    <path d="M55 44 L67 56 M67 44 L55 56" stroke="#c62828" strokeWidth="4.5" />
    <rect x="10" y="14" width="14" height="72" rx="7" fill={PARCHMENT_DARK} />
    <rect x="76" y="14" width="14" height="72" rx="7" fill={PARCHMENT_DARK} />
    <path d="M17 18 V82 M83 18 V82" stroke="#ffffff" strokeOpacity="0.4" strokeWidth="2" />
    <polygon points={starPoints(68, 28, 6, 1.8, 4)} fill={p.mainLight} strokeWidth="1" />
  </>
);

export const parrot: Glyph = (p) => (
  <>
    <Tube d="M8 80 C30 78 60 82 92 76" width={5} colour={NATURE.wood} ink={p.ink} />
    <path d="M54 70 C58 80 62 88 66 96 L74 94 C68 86 64 76 60 68 Z" fill={NATURE.blue} />
    <path d="M50 72 C52 82 54 90 56 96 L63 96 C60 86 58 78 56 70 Z" fill="#e53935" />
    <path
      d="M46 28 C60 28 66 42 64 56 C62 68 58 74 52 78 C46 72 40 62 40 50 C40 40 42 32 46 28 Z"
      fill="#e53935"
    />
    <path d="M50 44 C62 44 68 56 66 70 C62 78 54 78 52 72 C50 62 48 52 50 44 Z" fill="#fdd835" />
    <path d="M54 58 C62 58 66 66 66 72 C62 78 56 78 54 72 Z" fill={NATURE.blue} stroke="none" />
    <path d="M50 44 C62 44 68 56 66 70 C62 78 54 78 52 72 C50 62 48 52 50 44 Z" fill="none" />
    <circle cx="44" cy="28" r="14" fill="#e53935" />
    <ellipse cx="40" cy="28" rx="6.5" ry="5.5" fill="#ffffff" strokeWidth="1.4" />
    <circle cx="41" cy="27" r="2.4" fill={p.ink} stroke="none" />
    <path d="M32 22 C20 22 16 32 22 44 C24 38 28 35 32 35 Z" fill="#eeeeee" />
    <path d="M32 35 C28 35 26 38 26 41 C30 42 34 40 34 36 Z" fill="#37474f" strokeWidth="1.6" />
    <path d="M46 78 L44 84 M52 78 L52 84" stroke="#607d8b" strokeWidth="2.6" />
  </>
);

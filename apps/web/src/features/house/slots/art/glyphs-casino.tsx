// Glyphs of the classic fruit machine, the neon casino and the gem themes.
import { darken, lighten } from './colour';
import { NATURE, Shine, starPoints, Tube, type Glyph } from './paint';

export const seven: Glyph = (p) => (
  <>
    <path
      d="M22 16 H80 V29 C66 44 58 62 56 86 H36 C38 64 48 46 60 32 H34 V38 H22 Z"
      fill="none"
      stroke={p.gold}
      strokeWidth="9"
    />
    <path d="M22 16 H80 V29 C66 44 58 62 56 86 H36 C38 64 48 46 60 32 H34 V38 H22 Z" fill={p.main} />
    <Shine d="M25 19 H77 V22 H25 Z" opacity={0.45} />
    <Shine d="M66 33 C58 44 52 56 49 72 C47 72 45 72 43 72 C46 56 53 44 62 34 Z" opacity={0.25} />
  </>
);

export const watermelon: Glyph = (p) => (
  <g transform="rotate(-12 50 50)">
    <path d="M10 40 A40 40 0 0 0 90 40 Z" fill={NATURE.greenDark} />
    <path d="M15 40 A35 35 0 0 0 85 40 Z" fill="#a5d6a7" stroke="none" />
    <path d="M19 40 A31 31 0 0 0 81 40 Z" fill={NATURE.red} stroke="none" />
    <path d="M10 40 H90" stroke={p.ink} />
    <g fill={NATURE.black} stroke="none">
      <ellipse cx="35" cy="50" rx="2" ry="3.2" transform="rotate(20 35 50)" />
      <ellipse cx="50" cy="56" rx="2" ry="3.2" />
      <ellipse cx="65" cy="50" rx="2" ry="3.2" transform="rotate(-20 65 50)" />
      <ellipse cx="42" cy="63" rx="2" ry="3.2" transform="rotate(15 42 63)" />
      <ellipse cx="58" cy="63" rx="2" ry="3.2" transform="rotate(-15 58 63)" />
    </g>
    <Shine d="M22 43 H60 C50 46 35 46 24 48 Z" opacity={0.35} />
  </g>
);

export const grapes: Glyph = () => {
  const berries: [number, number][] = [
    [36, 40],
    [50, 38],
    [64, 40],
    [29, 53],
    [43, 52],
    [57, 52],
    [71, 53],
    [36, 65],
    [50, 65],
    [64, 65],
    [43, 77],
    [57, 77],
    [50, 88],
  ];
  return (
    <>
      <path d="M50 30 C50 22 54 16 60 12" fill="none" stroke={NATURE.brownDark} strokeWidth="3" />
      <path d="M52 24 C58 14 74 14 82 20 C74 22 68 30 56 30 Z" fill={NATURE.leaf} />
      {berries.map(([x, y], index) => (
        <g key={index}>
          <circle cx={x} cy={y} r="8.5" fill={NATURE.purple} strokeWidth="2" />
          <circle cx={x - 3} cy={y - 3} r="2.4" fill="#ffffff" opacity="0.55" stroke="none" />
        </g>
      ))}
    </>
  );
};

export const cherry: Glyph = (p) => (
  <>
    <path
      d="M36 62 C38 44 46 28 60 16 M64 60 C62 44 62 30 60 16"
      fill="none"
      stroke={NATURE.greenDark}
      strokeWidth="3.2"
    />
    <path d="M60 16 C66 8 80 8 86 14 C78 18 70 22 60 16 Z" fill={NATURE.leaf} />
    <circle cx="34" cy="68" r="17" fill={NATURE.red} />
    <circle cx="66" cy="66" r="17" fill={NATURE.red} />
    <path
      d="M34 55 C36 60 38 60 40 56 M66 53 C68 58 70 58 72 54"
      fill="none"
      stroke={NATURE.redDark}
      strokeWidth="1.6"
    />
    <Shine d="M24 64 C24 58 28 55 32 56 C28 58 27 62 27 66 Z" opacity={0.7} />
    <Shine d="M56 62 C56 56 60 53 64 54 C60 56 59 60 59 64 Z" opacity={0.7} />
    <circle cx="44" cy="74" r="2" fill={p.light} opacity="0" stroke="none" />
  </>
);

export const star: Glyph = (p) => (
  <>
    <polygon points={starPoints(50, 53, 40, 17)} fill={p.gold} />
    <polygon points={starPoints(50, 53, 27, 11)} fill={p.goldLight} stroke="none" opacity="0.55" />
    <Shine d="M50 20 L55 40 L50 44 Z" opacity={0.5} />
  </>
);

export const bell: Glyph = (p) => (
  <>
    <circle cx="50" cy="15" r="5" fill={p.gold} />
    <path
      d="M50 19 C34 19 27 32 27 48 C27 60 24 66 17 72 H83 C76 66 73 60 73 48 C73 32 66 19 50 19 Z"
      fill={p.gold}
    />
    <rect x="15" y="70" width="70" height="9" rx="4.5" fill={p.goldDark} />
    <circle cx="50" cy="84" r="7" fill={p.gold} />
    <path d="M30 58 H70" stroke={p.goldDark} strokeWidth="2" />
    <Shine
      d="M36 28 C40 24 44 23 47 23 C40 28 36 38 35 54 C33 54 32 54 31 54 C31 42 32 33 36 28 Z"
      opacity={0.55}
    />
  </>
);

/** A faceted gem, top view: an outline, a table and facet lines between them, in shades of `colour`. */
const facets = (outer: [number, number][], inner: [number, number][], colour: string, ink: string) => {
  const pts = (list: [number, number][]) => list.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
  return (
    <>
      <polygon points={pts(outer)} fill={colour} strokeWidth="3" />
      {outer.map(([x, y], index) => {
        const next = outer[(index + 1) % outer.length] ?? [x, y];
        const a = inner[index] ?? [x, y];
        const b = inner[(index + 1) % inner.length] ?? [x, y];
        return (
          <polygon
            key={index}
            points={pts([[x, y], next, b, a])}
            fill={index % 3 === 0 ? lighten(colour, 0.35) : index % 3 === 1 ? darken(colour, 0.25) : colour}
            stroke={darken(colour, 0.45)}
            strokeWidth="0.9"
          />
        );
      })}
      <polygon
        points={pts(inner)}
        fill={lighten(colour, 0.2)}
        stroke={darken(colour, 0.45)}
        strokeWidth="1"
      />
      <polygon points={pts(outer)} fill="none" stroke={ink} strokeWidth="3" />
    </>
  );
};

const ring = (cx: number, cy: number, rx: number, ry: number, count: number, start = 0) =>
  Array.from({ length: count }, (_, index) => {
    const a = ((start + (index * 360) / count - 90) * Math.PI) / 180;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)] as [number, number];
  });

const sparkle = (x: number, y: number, r: number) => (
  <path
    d={`M${x} ${y - r} L${x + r * 0.25} ${y - r * 0.25} L${x + r} ${y} L${x + r * 0.25} ${y + r * 0.25} L${x} ${y + r} L${x - r * 0.25} ${y + r * 0.25} L${x - r} ${y} L${x - r * 0.25} ${y - r * 0.25} Z`}
    fill="#ffffff"
    stroke="none"
  />
);

export const ruby: Glyph = (p) => (
  <>
    {facets(ring(50, 52, 36, 36, 8, 22.5), ring(50, 52, 18, 18, 8, 22.5), '#e0243a', p.ink)}
    <Shine d="M38 36 L50 32 L44 44 Z" opacity={0.6} />
    {sparkle(74, 24, 7)}
  </>
);

export const sapphire: Glyph = (p) => (
  <>
    {facets(ring(50, 52, 30, 38, 12), ring(50, 52, 15, 20, 12), '#1e63d6', p.ink)}
    <Shine d="M40 30 L48 26 L44 38 Z" opacity={0.6} />
    {sparkle(78, 28, 6)}
  </>
);

export const emerald: Glyph = (p) => (
  <>
    {facets(
      [
        [34, 14],
        [66, 14],
        [78, 26],
        [78, 78],
        [66, 90],
        [34, 90],
        [22, 78],
        [22, 26],
      ],
      [
        [39, 26],
        [61, 26],
        [66, 31],
        [66, 73],
        [61, 78],
        [39, 78],
        [34, 73],
        [34, 31],
      ],
      '#22a05a',
      p.ink,
    )}
    <path d="M39 34 H61 M39 70 H61" stroke="#0f5e33" strokeWidth="1" />
    <Shine d="M38 30 H48 L38 50 Z" opacity={0.45} />
    {sparkle(80, 14, 6)}
  </>
);

export const topaz: Glyph = (p) => {
  const outer: [number, number][] = [
    [50, 10],
    [62, 26],
    [74, 46],
    [76, 64],
    [68, 80],
    [50, 88],
    [32, 80],
    [24, 64],
    [26, 46],
    [38, 26],
  ];
  const inner: [number, number][] = outer.map(([x, y]) => [50 + (x - 50) * 0.5, 60 + (y - 60) * 0.5]);
  return (
    <>
      {facets(outer, inner, '#ffa726', p.ink)}
      <Shine d="M44 36 L50 32 L46 48 Z" opacity={0.6} />
      {sparkle(78, 22, 6)}
    </>
  );
};

export const diamond: Glyph = () => {
  const colour = '#b3ecff';
  const girdle = [12, 31, 50, 69, 88];
  const table = [28, 42.7, 57.3, 72];
  return (
    <>
      <polygon points="28,28 72,28 88,44 50,90 12,44" fill={colour} strokeWidth="3" />
      {table.slice(0, -1).map((x, index) => (
        <polygon
          key={`t${x}`}
          points={`${x},28 ${table[index + 1]},28 ${girdle[index + 1]},44`}
          fill={index % 2 ? lighten(colour, 0.5) : colour}
          stroke="#5aa9c9"
          strokeWidth="1"
        />
      ))}
      {girdle.slice(0, -1).map((x, index) => (
        <polygon
          key={`c${x}`}
          points={`${x},44 ${girdle[index + 1]},44 ${table[Math.min(index, 3)]},28`}
          fill={index % 2 ? '#7fd3f0' : lighten(colour, 0.3)}
          stroke="#5aa9c9"
          strokeWidth="1"
        />
      ))}
      {girdle.slice(0, -1).map((x, index) => (
        <polygon
          key={`p${x}`}
          points={`${x},44 ${girdle[index + 1]},44 50,90`}
          fill={index % 2 ? '#5cc4ea' : '#9be2fb'}
          stroke="#5aa9c9"
          strokeWidth="1"
        />
      ))}
      <polygon points="28,28 72,28 88,44 50,90 12,44" fill="none" strokeWidth="3" />
      <path d="M12 44 H88" strokeWidth="2" />
      {sparkle(76, 20, 8)}
      {sparkle(24, 70, 5)}
    </>
  );
};

export const lavaGem: Glyph = () => (
  <>
    <circle cx="50" cy="52" r="34" fill="#ff6d00" opacity="0.35" stroke="none" />
    <polygon points="50,10 74,28 80,58 62,88 38,88 20,58 26,28" fill="#3b2320" strokeWidth="3" />
    <polygon points="50,10 62,40 50,88 38,40" fill="#4e2c26" stroke="none" />
    <polygon points="26,28 38,40 20,58" fill="#2a1714" stroke="none" />
    <polygon points="74,28 62,40 80,58" fill="#5a332c" stroke="none" />
    <g fill="none" strokeLinecap="round">
      <path
        d="M36 30 L44 46 L38 58 L48 72 L44 84 M62 34 L56 50 L64 62 L58 76"
        stroke="#ff6d00"
        strokeWidth="5"
        opacity="0.6"
      />
      <path
        d="M36 30 L44 46 L38 58 L48 72 L44 84 M62 34 L56 50 L64 62 L58 76"
        stroke="#ffd54f"
        strokeWidth="2"
      />
    </g>
    <polygon points="50,10 74,28 80,58 62,88 38,88 20,58 26,28" fill="none" strokeWidth="3" />
    <Shine d="M30 30 L48 14 L40 30 Z" opacity={0.3} />
  </>
);

export const bar: Glyph = (p) => (
  <>
    <rect x="10" y="30" width="80" height="40" rx="8" fill={p.gold} />
    <rect x="15" y="35" width="70" height="30" rx="5" fill="#141018" strokeWidth="1.6" />
    <text
      x="50"
      y="60"
      textAnchor="middle"
      fontFamily="'Arial Black', Arial, 'DejaVu Sans', sans-serif"
      fontWeight="900"
      fontSize="24"
      letterSpacing="1"
      fill={p.mainLight}
      stroke="none"
    >
      BAR
    </text>
    <path d="M16 20 H84 M16 80 H84" stroke={p.mainFlat} strokeWidth="4" />
    <path d="M16 20 H84 M16 80 H84" stroke="#ffffff" strokeWidth="1.2" />
  </>
);

export const neonStar: Glyph = (p) => (
  <>
    <polygon points={starPoints(50, 53, 38, 16)} fill={p.main} opacity="0.25" stroke="none" />
    <polygon
      points={starPoints(50, 53, 38, 16)}
      fill="none"
      stroke={p.accentFlat}
      strokeWidth="10"
      opacity="0.35"
    />
    <polygon points={starPoints(50, 53, 38, 16)} fill="none" stroke={p.accentFlat} strokeWidth="5" />
    <polygon points={starPoints(50, 53, 38, 16)} fill="none" stroke="#ffffff" strokeWidth="1.6" />
    <polygon points={starPoints(50, 53, 20, 8.5)} fill="none" stroke={p.mainLight} strokeWidth="3" />
    {sparkle(82, 20, 6)}
    {sparkle(18, 82, 5)}
  </>
);

export const discoBall: Glyph = (p) => {
  const tiles = [];
  for (let row = 0; row < 11; row++)
    for (let column = 0; column < 11; column++) {
      const shade = (row * 7 + column * 3) % 5;
      tiles.push(
        <rect
          key={`${row}-${column}`}
          x={22 + column * 5.6}
          y={26 + row * 5.6}
          width="5.2"
          height="5.2"
          fill={['#eceff1', '#b0bec5', '#78909c', p.mainLight, p.accentLight][shade]}
          stroke="none"
        />,
      );
    }
  return (
    <>
      <defs>
        <clipPath id={p.id('ball')}>
          <circle cx="52" cy="56" r="30" />
        </clipPath>
      </defs>
      <path d="M52 4 V26" stroke={p.silverFlat} strokeWidth="2" />
      <circle cx="52" cy="56" r="30" fill="#455a64" />
      <g clipPath={`url(#${p.id('ball')})`}>{tiles}</g>
      <circle cx="52" cy="56" r="30" fill="none" />
      <circle cx="40" cy="44" r="8" fill="#ffffff" opacity="0.5" stroke="none" />
      {sparkle(40, 44, 7)}
      {sparkle(82, 30, 6)}
      {sparkle(18, 76, 5)}
    </>
  );
};

export const crown: Glyph = (p) => (
  <>
    <path d="M18 72 L12 34 L32 52 L50 22 L68 52 L88 34 L82 72 Z" fill={p.gold} />
    <path
      d="M22 68 L18 44 L32 58 L50 32 L68 58 L82 44 L78 68 Z"
      fill={p.mainFlat}
      stroke="none"
      opacity="0.55"
    />
    <circle cx="12" cy="33" r="5" fill={p.gold} />
    <circle cx="50" cy="21" r="5.5" fill={p.gold} />
    <circle cx="88" cy="33" r="5" fill={p.gold} />
    <rect x="16" y="70" width="68" height="14" rx="3" fill={p.gold} />
    <circle cx="50" cy="77" r="5" fill={p.main} strokeWidth="1.6" />
    <path d="M30 73 l4 4 -4 4 -4 -4 Z M70 73 l4 4 -4 4 -4 -4 Z" fill={p.accent} strokeWidth="1.4" />
    <Shine d="M20 73 H80 V75 H20 Z" opacity={0.5} />
  </>
);

export const lollipop: Glyph = (p) => {
  let spiral = 'M50 38';
  for (let t = 0; t <= 1; t += 0.02) {
    const angle = t * Math.PI * 6;
    const radius = t * 28;
    spiral += ` L${(50 + radius * Math.cos(angle)).toFixed(1)} ${(38 + radius * Math.sin(angle)).toFixed(1)}`;
  }
  return (
    <>
      <defs>
        <clipPath id={p.id('pop')}>
          <circle cx="50" cy="38" r="27" />
        </clipPath>
      </defs>
      <Tube d="M50 60 V94" width={5} colour="#fafafa" ink={p.ink} />
      <circle cx="50" cy="38" r="28" fill={p.main} />
      <g clipPath={`url(#${p.id('pop')})`}>
        <path d={spiral} fill="none" stroke="#ffffff" strokeWidth="6" />
      </g>
      <circle cx="50" cy="38" r="28" fill="none" />
      <path d="M50 70 L38 64 L38 76 Z M50 70 L62 64 L62 76 Z" fill={p.accent} strokeWidth="1.8" />
      <circle cx="50" cy="70" r="3" fill={p.accent} strokeWidth="1.6" />
      <Shine d="M32 28 C36 20 42 16 48 15 C42 20 38 26 36 34 Z" opacity={0.5} />
    </>
  );
};

export const cupcake: Glyph = (p) => (
  <>
    <path d="M26 58 H74 L67 90 H33 Z" fill={p.accent} />
    <path
      d="M36 58 L39 90 M46 58 L47 90 M54 58 L53 90 M64 58 L61 90"
      stroke={p.accentDark}
      strokeWidth="1.6"
    />
    <path
      d="M22 60 C18 52 24 46 30 46 C28 36 38 32 44 36 C46 28 56 28 58 36 C64 32 74 36 70 46 C78 46 82 54 78 60 Z"
      fill={p.main}
    />
    <path
      d="M30 46 C40 50 60 50 70 46 M44 36 C48 40 54 40 58 36"
      fill="none"
      stroke={p.mainDark}
      strokeWidth="1.4"
    />
    <circle cx="52" cy="24" r="7" fill="#e53935" />
    <path d="M52 17 C54 12 58 10 60 10" fill="none" stroke={NATURE.greenDark} strokeWidth="1.8" />
    <circle cx="50" cy="22" r="2" fill="#ffffff" opacity="0.7" stroke="none" />
    {[
      [32, 52, '#fdd835', 20],
      [42, 44, '#81d4fa', -30],
      [60, 44, '#fdd835', 40],
      [68, 54, '#aed581', -10],
      [50, 52, '#ffffff', 70],
      [38, 56, '#aed581', 50],
      [60, 56, '#81d4fa', 10],
    ].map(([x, y, colour, angle]) => (
      <rect
        key={`${x}-${y}`}
        x={Number(x) - 2.5}
        y={Number(y) - 1}
        width="5"
        height="2"
        rx="1"
        fill={String(colour)}
        stroke="none"
        transform={`rotate(${angle} ${x} ${y})`}
      />
    ))}
  </>
);

export const gumdrop: Glyph = (p) => {
  const drop = (x: number, y: number, s: number, fill: string, key: string) => (
    <g key={key} transform={`translate(${x} ${y}) scale(${s})`}>
      <path d="M-22 20 C-22 -4 -12 -18 0 -18 C12 -18 22 -4 22 20 C10 24 -10 24 -22 20 Z" fill={fill} />
      {[
        [-10, -4],
        [4, -10],
        [10, 4],
        [-4, 8],
        [-14, 12],
        [14, 14],
        [0, -2],
      ].map(([dx, dy]) => (
        <circle key={`${dx}-${dy}`} cx={dx} cy={dy} r="1.4" fill="#ffffff" opacity="0.8" stroke="none" />
      ))}
      <path
        d="M-14 4 C-14 -6 -8 -12 -4 -13 C-8 -6 -10 0 -10 10 Z"
        fill="#ffffff"
        opacity="0.45"
        stroke="none"
      />
    </g>
  );
  return (
    <>
      {drop(68, 46, 0.8, p.accentFlat, 'back')}
      {drop(42, 58, 1.15, p.mainFlat, 'front')}
    </>
  );
};

export const rainbow: Glyph = (p) => {
  const colours = ['#e53935', '#fb8c00', '#fdd835', '#43a047', '#1e88e5', '#8e24aa'];
  return (
    <>
      <path d="M25 70 A25 25 0 0 1 75 70" fill="none" stroke={p.ink} strokeWidth="30" />
      {colours.map((colour, index) => {
        const r = 36 - index * 4.4;
        return (
          <path
            key={colour}
            d={`M${50 - r} 70 A${r} ${r} 0 0 1 ${50 + r} 70`}
            fill="none"
            stroke={colour}
            strokeWidth="4.6"
          />
        );
      })}
      <path
        d="M4 76 C4 68 12 64 18 68 C20 60 32 60 34 68 C40 66 44 72 40 78 H8 C4 78 4 76 4 76 Z"
        fill="#ffffff"
      />
      <path
        d="M60 76 C60 68 68 64 74 68 C76 60 88 60 90 68 C96 66 98 72 96 78 H64 C60 78 60 76 60 76 Z"
        fill="#ffffff"
      />
    </>
  );
};

// Glyphs of the East Asian and Vietnamese themes: dragons, lanterns, lotus, temples, Tết and the
// bamboo garden.
import { around, crescentPath, Mirror, NATURE, Shine, Tube, type Glyph } from './paint';

export const dragon: Glyph = (p) => (
  <>
    <Mirror>
      <path d="M40 26 C36 18 29 12 19 7 C25 7 29 9 33 11 C31 7 31 4 32 1 C36 7 40 14 46 23 Z" fill={p.gold} />
      <path d="M29 38 L12 31 L19 41 L6 45 L18 51 L8 59 L22 59 L17 68 L32 62 Z" fill={p.accent} />
      <path
        d="M41 60 C30 62 18 60 11 50 C8 45 10 40 15 40"
        fill="none"
        stroke={p.goldFlat}
        strokeWidth="2.6"
      />
      <path d="M40 76 L32 90 L42 85 L45 94 L50 84 Z" fill={p.accent} />
    </Mirror>
    <path
      d="M50 19 C38 19 28 25 27 37 C26 45 30 51 34 55 L36 65 C37 73 43 78 50 78 C57 78 63 73 64 65 L66 55 C70 51 74 45 73 37 C72 25 62 19 50 19 Z"
      fill={p.main}
    />
    <path d="M37 67 C42 71 58 71 63 67 L61 77 C57 82 43 82 39 77 Z" fill="#5b0f0f" />
    <path d="M44 76 C47 73 53 73 56 76 C53 79 47 79 44 76 Z" fill="#f06292" strokeWidth="1.2" />
    <Mirror>
      <path d="M28 37 C33 28 42 27 48 33 C42 33 37 36 33 43 Z" fill={p.gold} strokeWidth="1.8" />
      <path d="M33 45 C36 40 43 40 46 44 C44 49 37 50 33 45 Z" fill="#fff176" strokeWidth="1.8" />
      <path d="M40.5 41.5 L40 48.5" stroke={p.ink} strokeWidth="2.2" />
      <path d="M40 67 L41.5 73 L44 67.5" fill="#ffffff" strokeWidth="1.2" />
      <path
        d="M46 59 C46 55 40.5 54 39.5 58 C38.5 61.5 42.5 62.5 43.5 60"
        fill="none"
        stroke={p.goldFlat}
        strokeWidth="2.4"
      />
      <path d="M39 79 L41 75 L43 79.5" fill="#ffffff" strokeWidth="1" />
    </Mirror>
    <path d="M50 27 L53.5 33 L50 39 L46.5 33 Z" fill={p.gold} strokeWidth="1.5" />
    <path d="M45 46 Q50 49 55 46 M45 51 Q50 54 55 51" fill="none" stroke={p.mainDark} strokeWidth="1.6" />
    <path d="M37 66.5 C42 69 58 69 63 66.5" fill="none" strokeWidth="2" />
    <Shine d="M35 31 C39 25 45 23 50 23 C45 25 40 28 37 34 Z" />
  </>
);

export const pearl: Glyph = (p) => (
  <>
    <circle cx="50" cy="52" r="36" fill={p.glow} stroke="none" opacity="0.35" />
    <circle cx="50" cy="52" r="27" fill={p.pearl} />
    <circle cx="50" cy="52" r="21" fill="none" stroke="#ffffff" strokeOpacity="0.35" strokeWidth="1.2" />
    <ellipse
      cx="41"
      cy="42"
      rx="8"
      ry="5"
      fill="#ffffff"
      opacity="0.85"
      stroke="none"
      transform="rotate(-35 41 42)"
    />
    <circle cx="60" cy="65" r="3" fill="#ffffff" opacity="0.5" stroke="none" />
    <path d="M76 22 l2 7 7 2 -7 2 -2 7 -2 -7 -7 -2 7 -2 Z" fill="#ffffff" stroke="none" />
    <path
      d="M24 74 l1.3 4.5 4.5 1.3 -4.5 1.3 -1.3 4.5 -1.3 -4.5 -4.5 -1.3 4.5 -1.3 Z"
      fill="#ffffff"
      stroke="none"
    />
  </>
);

export const coin: Glyph = (p) => (
  <>
    <circle cx="50" cy="50" r="35" fill={p.gold} />
    <circle cx="50" cy="50" r="28" fill="none" stroke={p.goldDark} strokeWidth="2" />
    <rect x="41" y="41" width="18" height="18" fill={p.background} />
    <rect x="37" y="37" width="26" height="26" fill="none" stroke={p.goldDark} strokeWidth="2" />
    <g fill={p.goldDark} stroke="none">
      <path d="M46 25 h8 v3 h-3 v5 h-2 v-5 h-3 Z" />
      <path d="M46 67 h8 v2 h-8 Z M47 71 h6 v2 h-6 Z M49 69 h2 v6 h-2 Z" />
      <path d="M25 46 h6 v8 h-6 Z M27 48 v4 h2 v-4 Z" />
      <path d="M69 46 l6 0 -3 8 Z" />
    </g>
    <Shine d="M28 38 C32 27 42 20 52 19 C42 23 34 30 31 40 Z" opacity={0.6} />
  </>
);

export const lantern: Glyph = (p) => (
  <>
    <path d="M50 4 V16" stroke={p.goldFlat} strokeWidth="2" />
    <rect x="38" y="14" width="24" height="8" rx="2" fill={p.gold} />
    <ellipse cx="50" cy="48" rx="31" ry="28" fill={p.main} />
    <path
      d="M50 20 V76 M36 22 C28 36 28 60 36 74 M64 22 C72 36 72 60 64 74"
      fill="none"
      stroke={p.mainDark}
      strokeWidth="1.8"
    />
    <path d="M24 30 C22 40 22 56 24 66" fill="none" stroke={p.mainDark} strokeWidth="1.5" />
    <path d="M76 30 C78 40 78 56 76 66" fill="none" stroke={p.mainDark} strokeWidth="1.5" />
    <path d="M22 40 H78 M22 56 H78" stroke={p.goldFlat} strokeWidth="1.6" opacity="0.8" />
    <rect x="38" y="74" width="24" height="8" rx="2" fill={p.gold} />
    <path d="M44 82 V96 M50 82 V98 M56 82 V96" stroke={p.accentFlat} strokeWidth="2.2" />
    <Shine d="M30 34 C32 28 38 24 44 23 C38 28 34 34 33 44 C31 42 30 38 30 34 Z" opacity={0.35} />
  </>
);

export const envelope: Glyph = (p) => (
  <>
    <rect x="23" y="12" width="54" height="76" rx="5" fill={p.main} />
    <path d="M23 17 C23 14 25 12 28 12 H72 C75 12 77 14 77 17 V30 L50 48 L23 30 Z" fill={p.mainDark} />
    <path d="M28 84 H72" stroke={p.goldFlat} strokeWidth="1.6" />
    <path d="M28 80 H72" stroke={p.goldFlat} strokeWidth="0.8" />
    <circle cx="50" cy="50" r="13" fill={p.gold} />
    <circle cx="50" cy="50" r="9" fill="none" stroke={p.goldDark} strokeWidth="1.5" />
    <path d="M50 43 L57 50 L50 57 L43 50 Z" fill={p.main} strokeWidth="1.4" />
    <path d="M30 66 h8 M62 66 h8" stroke={p.goldFlat} strokeWidth="2" />
    <Shine d="M27 18 H40 L28 26 Z" opacity={0.3} />
  </>
);

const lotusPetal = (angle: number, length: number, width: number) =>
  `M50 74 C${50 - width} ${74 - length * 0.35} ${50 - width * 0.75} ${74 - length * 0.85} 50 ${74 - length} C${50 + width * 0.75} ${74 - length * 0.85} ${50 + width} ${74 - length * 0.35} 50 74 Z`;

export const lotus: Glyph = (p) => (
  <>
    <ellipse cx="50" cy="78" rx="40" ry="9" fill={NATURE.green} />
    <path
      d="M18 78 C30 74 40 76 50 79 C60 76 70 74 82 78"
      fill="none"
      stroke={NATURE.greenDark}
      strokeWidth="1.5"
    />
    {[
      [-76, 34, 11],
      [76, 34, 11],
      [-50, 46, 13],
      [50, 46, 13],
      [-24, 56, 14],
      [24, 56, 14],
      [0, 62, 15],
    ].map(([angle = 0, length = 0, width = 0]) => (
      <g key={angle} transform={`rotate(${angle} 50 74)`}>
        <path d={lotusPetal(0, length, width)} fill={Math.abs(angle) > 60 ? p.accentDark : p.accent} />
        <path
          d={`M50 72 C49 ${74 - length * 0.5} 50 ${74 - length * 0.8} 50 ${76 - length}`}
          fill="none"
          stroke="#ffffff"
          strokeOpacity="0.45"
          strokeWidth="1.4"
        />
      </g>
    ))}
    {[-34, 34, 0].map((angle) => (
      <path
        key={angle}
        d={lotusPetal(0, angle === 0 ? 26 : 30, 15)}
        transform={`rotate(${angle} 50 76)`}
        fill={p.accentLight}
      />
    ))}
    <Shine d="M46 24 C48 18 50 15 50 14 C52 22 52 34 50 44 C48 38 46 32 46 24 Z" opacity={0.35} />
  </>
);

export const koi: Glyph = (p) => {
  const body = 'M50 12 C61 12 65 24 64 36 C63 50 57 62 50 72 C43 62 37 50 36 36 C35 24 39 12 50 12 Z';
  return (
    <g transform="rotate(-32 50 52)">
      <path
        d="M50 64 C45 74 36 82 27 88 C38 92 46 87 50 79 C54 87 62 92 73 88 C64 82 55 74 50 64 Z"
        fill={p.main}
      />
      <path d="M44 80 L50 70 L56 80" fill="none" stroke={p.mainDark} strokeWidth="1.2" />
      <Mirror>
        <path d="M39 34 C30 33 22 39 19 48 C28 47 35 44 40 42 Z" fill={p.main} />
        <path d="M41 60 C36 62 33 66 32 70 C37 69 41 66 44 63 Z" fill={p.main} />
      </Mirror>
      <path d={body} fill={NATURE.white} />
      <path d="M41 17 C45 12 55 12 59 17 C58 24 51 27 43 24 Z" fill={p.main} stroke="none" />
      <path d="M37 38 C44 32 58 33 63 39 C60 47 52 46 40 52 Z" fill={p.main} stroke="none" />
      <path d="M45 58 C49 56 54 57 55 60 C52 64 48 64 45 58 Z" fill={p.main} stroke="none" />
      <path d={body} fill="none" />
      <path
        d="M44 40 Q50 43 56 40 M43 47 Q50 50 57 47 M45 54 Q50 56 55 54"
        fill="none"
        stroke="#ffffff"
        strokeOpacity="0.6"
        strokeWidth="1"
      />
      <circle cx="44" cy="21" r="2.2" fill={p.ink} stroke="none" />
      <circle cx="56" cy="21" r="2.2" fill={p.ink} stroke="none" />
      <path d="M45 13 C42 9 40 8 37 9 M55 13 C58 9 60 8 63 9" fill="none" strokeWidth="1.4" />
      <Shine d="M44 16 C46 14 49 13 52 14 C48 16 45 22 44 30 C42 26 42 20 44 16 Z" opacity={0.5} />
    </g>
  );
};

export const lilyPad: Glyph = (p) => (
  <>
    <ellipse
      cx="50"
      cy="66"
      rx="42"
      ry="16"
      fill="none"
      stroke={p.accentLight}
      strokeOpacity="0.5"
      strokeWidth="1.5"
    />
    <g transform="translate(0 14) scale(1 0.78)">
      <path d="M50 58 L56 26.5 A32 32 0 1 1 44 26.5 Z" fill={NATURE.green} />
      <path
        d="M50 58 L56 26.5 A32 32 0 1 1 44 26.5 Z"
        fill="none"
        stroke={NATURE.leaf}
        strokeWidth="3"
        transform="translate(50 58) scale(0.86) translate(-50 -58)"
      />
      <g stroke={NATURE.greenDark} strokeWidth="1.4" fill="none">
        {around(50, 58, 28, 9, 20).map(([x, y], index) => (
          <path key={index} d={`M50 58 L${x.toFixed(1)} ${y.toFixed(1)}`} />
        ))}
      </g>
    </g>
    <g transform="translate(14 -8)">
      <path d="M50 50 C42 46 40 36 44 28 C48 32 50 38 50 50 Z" fill={p.accent} />
      <path d="M50 50 C58 46 60 36 56 28 C52 32 50 38 50 50 Z" fill={p.accent} />
      <path d="M50 50 C45 42 45 30 50 22 C55 30 55 42 50 50 Z" fill={p.accentLight} />
    </g>
    <ellipse cx="34" cy="54" rx="4" ry="3" fill="#e0f7fa" opacity="0.9" />
    <circle cx="33" cy="53" r="1.2" fill="#ffffff" stroke="none" />
  </>
);

export const dragonfly: Glyph = (p) => (
  <g transform="rotate(-18 50 50)">
    <Mirror>
      <ellipse
        cx="31"
        cy="38"
        rx="21"
        ry="7"
        transform="rotate(-14 31 38)"
        fill="#e0f7fa"
        fillOpacity="0.8"
        strokeWidth="1.8"
      />
      <ellipse
        cx="33"
        cy="51"
        rx="19"
        ry="6.5"
        transform="rotate(14 33 51)"
        fill="#e0f7fa"
        fillOpacity="0.8"
        strokeWidth="1.8"
      />
      <path d="M46 40 L14 34 M46 48 L16 53" stroke={p.accentFlat} strokeWidth="1" opacity="0.8" />
    </Mirror>
    <rect x="46.5" y="44" width="7" height="46" rx="3.5" fill={p.main} />
    <path d="M47 54 H53 M47 62 H53 M47 70 H53 M47 78 H53" stroke={p.ink} strokeWidth="1.2" />
    <ellipse cx="50" cy="38" rx="7" ry="10" fill={p.main} />
    <circle cx="50" cy="24" r="6" fill={p.main} />
    <circle cx="45" cy="21" r="5" fill={p.accent} />
    <circle cx="55" cy="21" r="5" fill={p.accent} />
    <circle cx="44" cy="19.5" r="1.6" fill="#ffffff" stroke="none" />
    <circle cx="54" cy="19.5" r="1.6" fill="#ffffff" stroke="none" />
  </g>
);

export const moon: Glyph = (p) => (
  <>
    <path d={crescentPath(46, 50, 34, 62, 40, 28)} fill={p.moon} />
    <circle cx="30" cy="58" r="4" fill="#e6c35c" opacity="0.5" stroke="none" />
    <circle cx="38" cy="74" r="2.5" fill="#e6c35c" opacity="0.5" stroke="none" />
    <circle cx="24" cy="42" r="2.2" fill="#e6c35c" opacity="0.5" stroke="none" />
    <path
      d="M70 58 C68 52 74 48 79 51 C81 46 89 47 89 53 C94 53 95 60 90 61 H70 C66 61 66 58 70 58 Z"
      fill="#ffffff"
      fillOpacity="0.92"
    />
    <path
      d="M73 20 l1.6 4.4 4.4 1.6 -4.4 1.6 -1.6 4.4 -1.6 -4.4 -4.4 -1.6 4.4 -1.6 Z"
      fill={p.moon}
      strokeWidth="1.2"
    />
    <path d="M84 36 l1 2.8 2.8 1 -2.8 1 -1 2.8 -1 -2.8 -2.8 -1 2.8 -1 Z" fill={p.moon} strokeWidth="1" />
  </>
);

export const idol: Glyph = (p) => (
  <>
    <circle cx="50" cy="44" r="35" fill="none" stroke={p.goldFlat} strokeWidth="2" opacity="0.8" />
    <circle cx="50" cy="44" r="31" fill={p.glow} opacity="0.25" stroke="none" />
    <path d="M18 92 C20 76 34 70 50 70 C66 70 80 76 82 92 Z" fill={p.main} />
    <path d="M38 71 L50 86 L62 71" fill="none" stroke={p.mainDark} strokeWidth="2" />
    <path
      d="M26 84 C30 80 34 80 38 82 M74 84 C70 80 66 80 62 82"
      fill="none"
      stroke={p.mainDark}
      strokeWidth="1.6"
    />
    <Mirror>
      <path d="M32 40 C28 40 26 46 27 54 C28 60 30 64 33 63 C34 58 34 48 32 40 Z" fill={p.main} />
    </Mirror>
    <path
      d="M50 24 C38 24 32 33 32 45 C32 58 40 68 50 68 C60 68 68 58 68 45 C68 33 62 24 50 24 Z"
      fill={p.main}
    />
    <path
      d="M32 42 C32 28 40 21 50 21 C60 21 68 28 68 42 C62 36 57 34 50 34 C43 34 38 36 32 42 Z"
      fill={p.mainDark}
    />
    <circle cx="50" cy="15" r="7.5" fill={p.mainDark} />
    <g fill={p.mainLight} stroke="none" opacity="0.6">
      {[
        [40, 27],
        [46, 25],
        [54, 25],
        [60, 27],
        [36, 33],
        [64, 33],
        [47, 13],
        [53, 13],
        [50, 18],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />
      ))}
    </g>
    <Mirror>
      <path d="M37 46 Q42 49 46 46" fill="none" strokeWidth="2" />
      <path d="M36 42 Q41 39 46 41" fill="none" strokeWidth="1.4" />
    </Mirror>
    <circle cx="50" cy="39" r="1.8" fill={p.goldFlat} stroke="none" />
    <path d="M50 46 V54 Q48 56 46 55 M50 54 Q52 56 54 55" fill="none" strokeWidth="1.5" />
    <path d="M44 60 Q50 63 56 60" fill="none" strokeWidth="1.8" />
    <Shine d="M38 30 C42 26 46 25 50 25 C44 28 40 34 38 44 C36 40 36 34 38 30 Z" opacity={0.35} />
  </>
);

export const scroll: Glyph = (p) => (
  <>
    <path d="M36 13 L50 5 L64 13" fill="none" stroke={p.goldFlat} strokeWidth="1.8" />
    <rect x="27" y="17" width="46" height="64" fill="#f6ead0" />
    <rect x="31" y="21" width="38" height="56" fill="none" stroke={p.main} strokeWidth="1.4" />
    <g fill="none" stroke="#2b2b2b" strokeWidth="3.4" strokeLinecap="round">
      <path d="M40 30 C45 29 52 29 59 31" />
      <path d="M50 31 C49 42 51 52 48 62" />
      <path d="M39 45 C43 47 45 51 43 57" />
      <path d="M59 42 C56 48 58 54 62 58" />
      <path d="M41 66 H53" />
    </g>
    <rect x="57" y="63" width="9" height="9" fill="#c62828" stroke="none" />
    <path d="M59 66 H64 M59 69 H64 M61.5 65 V71" stroke="#f6ead0" strokeWidth="1" />
    <rect x="18" y="11" width="64" height="8" rx="4" fill={p.main} />
    <rect x="18" y="79" width="64" height="8" rx="4" fill={p.main} />
    <circle cx="17" cy="15" r="5" fill={p.gold} />
    <circle cx="83" cy="15" r="5" fill={p.gold} />
    <circle cx="17" cy="83" r="5" fill={p.gold} />
    <circle cx="83" cy="83" r="5" fill={p.gold} />
  </>
);

export const incense: Glyph = (p) => (
  <>
    <g fill="none" stroke="#eceff1" strokeOpacity="0.75" strokeWidth="2.2">
      <path d="M40 20 C36 14 44 10 40 4" />
      <path d="M50 16 C54 10 46 6 50 0" />
      <path d="M60 20 C64 14 56 10 60 4" />
    </g>
    <Tube d="M44 50 L40 22" width={2.4} colour="#a33b22" ink={p.ink} />
    <Tube d="M50 50 V18" width={2.4} colour="#a33b22" ink={p.ink} />
    <Tube d="M56 50 L60 22" width={2.4} colour="#a33b22" ink={p.ink} />
    <circle cx="40" cy="21" r="2.4" fill="#ffab40" stroke="none" />
    <circle cx="50" cy="17" r="2.4" fill="#ffab40" stroke="none" />
    <circle cx="60" cy="21" r="2.4" fill="#ffab40" stroke="none" />
    <Tube d="M30 76 L26 88" width={4} colour={p.goldFlat} ink={p.ink} />
    <Tube d="M70 76 L74 88" width={4} colour={p.goldFlat} ink={p.ink} />
    <Tube d="M50 80 V90" width={4} colour={p.goldFlat} ink={p.ink} />
    <Tube d="M22 52 C12 52 12 64 22 64" width={3.2} colour={p.goldFlat} ink={p.ink} />
    <Tube d="M78 52 C88 52 88 64 78 64" width={3.2} colour={p.goldFlat} ink={p.ink} />
    <path d="M20 50 H80 C80 68 68 80 50 80 C32 80 20 68 20 50 Z" fill={p.main} />
    <path d="M24 60 H76" stroke={p.goldFlat} strokeWidth="2" />
    <path d="M34 66 l4 4 4 -4 4 4 4 -4 4 4 4 -4 4 4" fill="none" stroke={p.goldFlat} strokeWidth="1.4" />
    <ellipse cx="50" cy="50" rx="30" ry="5" fill={p.gold} />
    <ellipse cx="50" cy="50" rx="24" ry="3" fill="#9e9e9e" strokeWidth="1" />
    <Shine d="M26 54 C28 64 34 72 42 76 C34 74 26 66 24 56 Z" opacity={0.35} />
  </>
);

export const guardian: Glyph = (p) => (
  <>
    {around(50, 50, 31, 14).map(([x, y], index) => (
      <g key={index}>
        <circle cx={x} cy={y} r="9" fill={p.main} />
        <path d={`M${x - 3} ${y} a3 3 0 1 1 3 3`} fill="none" stroke={p.mainDark} strokeWidth="1.6" />
      </g>
    ))}
    <circle cx="50" cy="52" r="26" fill={p.mainLight} />
    <Mirror>
      <path d="M28 38 C32 30 42 30 47 36 C42 36 38 38 36 42 C33 40 30 40 28 38 Z" fill={p.main} />
      <circle cx="39" cy="45" r="6.5" fill="#ffffff" />
      <circle cx="40" cy="46" r="3.2" fill={p.ink} stroke="none" />
      <path d="M30 60 C28 56 30 52 33 52" fill="none" stroke={p.mainDark} strokeWidth="1.6" />
    </Mirror>
    <path
      d="M41 53 C41 49 45 48 50 48 C55 48 59 49 59 53 C59 58 55 60 50 60 C45 60 41 58 41 53 Z"
      fill={p.main}
    />
    <circle cx="46" cy="55" r="1.8" fill={p.ink} stroke="none" />
    <circle cx="54" cy="55" r="1.8" fill={p.ink} stroke="none" />
    <path d="M34 64 C40 74 60 74 66 64 C60 68 40 68 34 64 Z" fill="#7f1d1d" />
    <path d="M37 65 L40 71 L43 66 M63 65 L60 71 L57 66" fill="#ffffff" strokeWidth="1.3" />
    <circle cx="50" cy="70" r="3" fill={p.gold} strokeWidth="1.2" />
  </>
);

export const gong: Glyph = (p) => (
  <>
    <Tube d="M20 22 V88" width={5} colour="#7b3f22" ink={p.ink} />
    <Tube d="M80 22 V88" width={5} colour="#7b3f22" ink={p.ink} />
    <rect x="12" y="84" width="16" height="6" rx="2" fill="#5d2f19" />
    <rect x="72" y="84" width="16" height="6" rx="2" fill="#5d2f19" />
    <path d="M6 16 Q12 22 20 20 H80 Q88 22 94 16 L92 26 Q86 28 80 27 H20 Q14 28 8 26 Z" fill={p.main} />
    <path d="M40 27 L44 34 M60 27 L56 34" stroke={p.goldFlat} strokeWidth="1.6" />
    <circle cx="50" cy="58" r="24" fill={p.gold} />
    <circle cx="50" cy="58" r="17" fill="none" stroke={p.goldDark} strokeWidth="1.8" />
    <circle cx="50" cy="58" r="7" fill={p.gold} />
    <Shine d="M33 48 C36 41 42 37 48 36 C42 40 38 45 36 52 Z" opacity={0.6} />
    <Tube d="M76 92 L88 70" width={2.6} colour="#a1683a" ink={p.ink} />
    <ellipse cx="89" cy="67" rx="5" ry="6" fill="#c62828" transform="rotate(30 89 67)" />
  </>
);

export const samurai: Glyph = (p) => (
  <>
    <path d="M14 92 C16 78 28 72 40 72 H60 C72 72 84 78 86 92 Z" fill={p.main} />
    <path d="M20 84 H36 M64 84 H80 M22 78 H36 M64 78 H78" stroke={p.mainDark} strokeWidth="1.5" />
    <path d="M40 72 L50 84 L60 72" fill="#f5f5f5" />
    <path d="M33 40 C33 60 40 72 50 72 C60 72 67 60 67 40 Z" fill={NATURE.skin} />
    <path
      d="M31 42 C30 26 38 18 50 18 C62 18 70 26 69 42 C64 36 58 34 50 34 C42 34 36 36 31 42 Z"
      fill={NATURE.black}
    />
    <rect x="44" y="8" width="12" height="12" rx="3" fill={NATURE.black} />
    <path d="M30 34 C40 30 60 30 70 34 L70 40 C60 36 40 36 30 40 Z" fill="#f5f5f5" />
    <circle cx="50" cy="35" r="3.5" fill="#c62828" strokeWidth="1" />
    <path
      d="M70 36 C78 38 84 34 88 28 M70 38 C78 44 86 44 90 40"
      fill="none"
      stroke="#f5f5f5"
      strokeWidth="3"
    />
    <Mirror>
      <path d="M36 44 L46 47 L46 49 L36 47 Z" fill={NATURE.black} strokeWidth="1" />
      <path d="M39 52 Q42 50 45 52" fill="none" strokeWidth="2.2" />
    </Mirror>
    <path d="M50 52 L48 59 H52" fill="none" strokeWidth="1.4" />
    <path d="M41 63 C45 60 55 60 59 63 C55 62 45 62 41 63 Z" fill={NATURE.black} strokeWidth="1.6" />
    <path d="M46 67 H54" strokeWidth="1.6" />
  </>
);

export const kabuto: Glyph = (p) => (
  <>
    <Mirror>
      <path
        d="M46 36 C40 26 32 16 22 6 C28 8 34 12 38 16 C36 10 36 7 36 4 C42 14 46 24 50 34 Z"
        fill={p.gold}
      />
      <path d="M24 52 L10 58 L14 64 L8 70 L16 74 L12 82 L30 78 Z" fill={p.main} />
      <path d="M12 64 L26 62 M10 72 L28 70" stroke={p.goldFlat} strokeWidth="1.4" />
      <path d="M26 40 C18 40 14 34 14 28 C20 32 26 34 30 34 Z" fill={p.main} />
    </Mirror>
    <path d="M24 54 C24 34 34 24 50 24 C66 24 76 34 76 54 Z" fill={p.main} />
    <path
      d="M38 27 C36 36 36 46 37 54 M50 24 V54 M62 27 C64 36 64 46 63 54"
      fill="none"
      stroke={p.mainDark}
      strokeWidth="1.6"
    />
    <circle cx="50" cy="36" r="7" fill={p.gold} />
    <path d="M20 52 H80 L76 58 H24 Z" fill={p.gold} />
    <path d="M30 58 H70 C70 76 62 86 50 86 C38 86 30 76 30 58 Z" fill={NATURE.black} />
    <Mirror>
      <path d="M34 62 L45 64 L44 67 L35 66 Z" fill="#ffffff" fillOpacity="0.85" strokeWidth="1" />
      <path d="M38 76 C42 72 46 72 50 74" fill="none" stroke="#eceff1" strokeWidth="2" />
    </Mirror>
    <path d="M50 66 L47 72 H53 Z" fill={p.mainDark} strokeWidth="1.2" />
    <path d="M42 80 H58" stroke={p.goldFlat} strokeWidth="2" />
    <Shine d="M32 44 C34 34 40 28 48 27 C42 32 38 38 36 48 Z" opacity={0.35} />
  </>
);

export const katana: Glyph = (p) => (
  <g transform="rotate(40 50 50)">
    <path d="M46.5 62 V15 C46.5 9 49 5 53 2 C53.5 7 53.5 10 53.5 15 V62 Z" fill={p.silver} />
    <path d="M51 60 C52 52 50 46 51.5 38 C53 30 51 24 52 16" fill="none" stroke="#ffffff" strokeWidth="1.2" />
    <rect x="45.5" y="61" width="9" height="5" fill={p.gold} strokeWidth="1.6" />
    <ellipse cx="50" cy="68" rx="12" ry="3.2" fill={p.gold} />
    <rect x="46" y="71" width="8" height="24" rx="2" fill={p.main} />
    <path
      d="M46 75 L54 80 M54 75 L46 80 M46 82 L54 87 M54 82 L46 87 M46 89 L54 94 M54 89 L46 94"
      stroke="#f5f5f5"
      strokeWidth="1.3"
    />
    <rect x="45.5" y="93" width="9" height="4" rx="1.5" fill={p.gold} strokeWidth="1.6" />
  </g>
);

const polar = (angle: number, radius: number, cx = 50, cy = 80) => {
  const a = ((angle - 90) * Math.PI) / 180;
  return `${(cx + radius * Math.cos(a)).toFixed(2)} ${(cy + radius * Math.sin(a)).toFixed(2)}`;
};

export const fan: Glyph = (p) => {
  const folds = 10;
  const from = -56;
  const step = 112 / folds;
  const sector = (a: number, b: number) =>
    `M${polar(a, 20)} L${polar(a, 48)} A48 48 0 0 1 ${polar(b, 48)} L${polar(b, 20)} A20 20 0 0 0 ${polar(a, 20)} Z`;
  return (
    <>
      {Array.from({ length: folds }, (_, index) => (
        <path
          key={index}
          d={sector(from + index * step, from + (index + 1) * step)}
          fill={index % 2 === 0 ? p.mainFlat : p.mainDark}
          strokeWidth="1.4"
        />
      ))}
      <path
        d={`M${polar(-54, 44)} A44 44 0 0 1 ${polar(54, 44)}`}
        fill="none"
        stroke={p.goldFlat}
        strokeWidth="2.4"
      />
      <circle cx="50" cy="48" r="9" fill={p.light} stroke="none" opacity="0.9" />
      <path
        d={`M${polar(-48, 32)} Q50 40 ${polar(48, 32)}`}
        fill="none"
        stroke={p.light}
        strokeWidth="2"
        opacity="0.7"
      />
      <path d={sector(from, -from)} fill="none" />
      {Array.from({ length: folds + 1 }, (_, index) => (
        <path
          key={index}
          d={`M50 80 L${polar(from + index * step, 21)}`}
          stroke="#6d4c41"
          strokeWidth="2.2"
        />
      ))}
      <circle cx="50" cy="80" r="4" fill={p.gold} />
      <path
        d="M50 84 C50 87 48 89 46 91 M50 84 C51 87 53 89 55 91"
        fill="none"
        stroke={p.goldFlat}
        strokeWidth="1.8"
      />
    </>
  );
};

const blossom = (petal: string, fill: string, centre: string, ink: string) => (
  <>
    {[0, 72, 144, 216, 288].map((angle) => (
      <path key={angle} d={petal} fill={fill} transform={`rotate(${angle} 50 50)`} />
    ))}
    <circle cx="50" cy="50" r="6" fill={centre} />
    {around(50, 50, 10, 5, 36).map(([x, y], index) => (
      <g key={index}>
        <path d={`M50 50 L${x.toFixed(1)} ${y.toFixed(1)}`} stroke={ink} strokeWidth="1" />
        <circle cx={x} cy={y} r="1.6" fill={centre} strokeWidth="0.8" />
      </g>
    ))}
  </>
);

const SAKURA_PETAL = 'M50 50 C40 44 34 30 39 17 C43 15 47 17 50 22 C53 17 57 15 61 17 C66 30 60 44 50 50 Z';
const MAI_PETAL = 'M50 50 C39 44 36 28 50 20 C64 28 61 44 50 50 Z';

export const sakura: Glyph = (p) => (
  <>
    <path
      d="M6 90 C22 80 38 78 54 66 C62 60 70 52 88 48"
      fill="none"
      stroke={NATURE.brownDark}
      strokeWidth="6"
    />
    <path
      d="M6 90 C22 80 38 78 54 66 C62 60 70 52 88 48"
      fill="none"
      stroke={NATURE.brown}
      strokeWidth="2.6"
    />
    <ellipse cx="84" cy="44" rx="3.5" ry="5" fill="#f48fb1" transform="rotate(50 84 44)" />
    <g transform="translate(68 64) scale(0.38) translate(-50 -50)">
      {blossom(SAKURA_PETAL, '#f8bbd0', '#d81b60', p.ink)}
    </g>
    <g transform="translate(26 72) scale(0.3) translate(-50 -50)">
      {blossom(SAKURA_PETAL, '#fce4ec', '#d81b60', p.ink)}
    </g>
    <g transform="translate(44 40) scale(0.78) translate(-50 -50)">
      {blossom(SAKURA_PETAL, '#f8bbd0', '#d81b60', p.ink)}
    </g>
  </>
);

export const apricot: Glyph = (p) => (
  <>
    <path
      d="M8 88 C22 72 34 70 46 58 C56 48 70 40 92 36"
      fill="none"
      stroke={NATURE.brownDark}
      strokeWidth="6"
    />
    <path
      d="M8 88 C22 72 34 70 46 58 C56 48 70 40 92 36"
      fill="none"
      stroke={NATURE.brown}
      strokeWidth="2.6"
    />
    <path d="M30 74 C28 66 30 60 34 56" fill="none" stroke={NATURE.brown} strokeWidth="2.4" />
    <ellipse cx="34" cy="54" rx="4" ry="5.5" fill={NATURE.leaf} />
    <ellipse cx="86" cy="32" rx="4" ry="5.5" fill="#ffe082" transform="rotate(40 86 32)" />
    <g transform="translate(24 16) translate(50 50) scale(0.5) translate(-50 -50)">
      {blossom(MAI_PETAL, '#ffeb3b', '#e65100', p.ink)}
    </g>
    <g transform="translate(-12 10) translate(50 50) scale(0.48) translate(-50 -50)">
      {blossom(MAI_PETAL, '#ffe57f', '#e65100', p.ink)}
    </g>
    <g transform="translate(-6 -14) translate(50 50) scale(0.72) translate(-50 -50)">
      {blossom(MAI_PETAL, '#ffeb3b', '#d84315', p.ink)}
    </g>
  </>
);

export const torii: Glyph = (p) => (
  <>
    <circle cx="50" cy="50" r="22" fill={p.accent} stroke="none" opacity="0.8" />
    <path d="M6 88 H94" stroke={p.light} strokeOpacity="0.4" strokeWidth="2" />
    <path d="M26 28 L24 86 H32 L34 28 Z" fill={p.main} />
    <path d="M74 28 L76 86 H68 L66 28 Z" fill={p.main} />
    <rect x="22" y="82" width="12" height="6" fill={NATURE.black} />
    <rect x="66" y="82" width="12" height="6" fill={NATURE.black} />
    <rect x="16" y="42" width="68" height="7" fill={p.main} />
    <rect x="46" y="28" width="8" height="14" fill={p.main} />
    <rect x="42" y="30" width="16" height="9" fill={NATURE.black} strokeWidth="1.6" />
    <path d="M16 26 H84 V32 H16 Z" fill={p.main} />
    <path d="M4 14 Q50 24 96 14 L94 22 Q50 30 6 22 Z" fill={NATURE.black} />
  </>
);

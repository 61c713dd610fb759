/** @jsxRuntime automatic @jsxImportSource react */
// Renders each house slot theme's lobby tile (the game's iconUrl, /house/art/slots/<themeId>.svg) into
// a static SVG file in public/house/art/slots/, from the same art components the slot machine draws
// with: the theme's backdrop, its wild symbol, and its name. Run after changing the art or a theme:
//   npm run art:slots -w @playdeck/web
// The files are committed, so the lobby serves plain images and never loads the art code.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { SymbolArt } from '../src/features/house/slots/art/SymbolArt';
import { ThemeBackdrop } from '../src/features/house/slots/art/ThemeBackdrop';
import { THEME_ART, type ThemeArt } from '../src/features/house/slots/art/themes-art';

const WIDTH = 320;
const HEIGHT = 240;
const SYMBOL_SIZE = 148;
const NAME_FONT = "'Arial Black', 'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif";
const NAME_SIZE = 27;
/** Wider than this, the name is squeezed to fit (an estimate of bold glyph widths). */
const NAME_WIDTH_MAX = WIDTH - 28;
const outputDirectory = fileURLToPath(new URL('../public/house/art/slots/', import.meta.url));

function Tile({ theme }: { theme: ThemeArt }) {
  const name = theme.name.en;
  const estimatedWidth = name.length * NAME_SIZE * 0.66;
  const squeeze =
    estimatedWidth > NAME_WIDTH_MAX ? { textLength: NAME_WIDTH_MAX, lengthAdjust: 'spacingAndGlyphs' } : {};
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT}>
      <title>{name}</title>
      <defs>
        <linearGradient id="tile-shade" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#000" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity="0.72" />
        </linearGradient>
      </defs>
      <svg x="0" y="0" width={WIDTH} height={HEIGHT}>
        <ThemeBackdrop themeId={theme.id} />
      </svg>
      <g transform={`translate(${(WIDTH - SYMBOL_SIZE) / 2} 14)`}>
        <SymbolArt themeId={theme.id} symbolId="wild" size={SYMBOL_SIZE} />
      </g>
      <rect x="0" y={HEIGHT - 74} width={WIDTH} height="74" fill="url(#tile-shade)" />
      <text
        x={WIDTH / 2}
        y={HEIGHT - 22}
        textAnchor="middle"
        fontFamily={NAME_FONT}
        fontSize={NAME_SIZE}
        fontWeight={900}
        fill={theme.palette.text}
        stroke="#000"
        strokeOpacity={0.6}
        strokeWidth={4}
        strokeLinejoin="round"
        paintOrder="stroke"
        {...squeeze}
      >
        {name}
      </text>
    </svg>
  );
}

mkdirSync(outputDirectory, { recursive: true });
for (const theme of THEME_ART) {
  const markup = renderToStaticMarkup(<Tile theme={theme} />);
  writeFileSync(`${outputDirectory}${theme.id}.svg`, `${markup}\n`);
}
console.log(`art:slots: ${THEME_ART.length} tiles in ${outputDirectory}`);

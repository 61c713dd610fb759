// Writes the installed app's icons (public/manifest.webmanifest, the apple-touch-icon of index.html)
// as PNG from the site's mark, public/favicon.svg: home screens and install prompts take PNG, not SVG.
// The mark stays the source and the PNGs are committed. Run after changing the mark:
//   npm run art:icons -w @playdeck/web
//
// - icon-192.png, icon-512.png: the mark as it is (rounded square, transparent corners), "any".
// - maskable-512.png: the mark's art on a full-bleed square, shrunk into the safe zone (the middle
//   circle of 80% the width), since Android crops a maskable icon to its own shape.
// - apple-touch-icon.png (180): full-bleed as well, since iOS rounds the corners itself and fills
//   transparent ones with black.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const PUBLIC = fileURLToPath(new URL('../public/', import.meta.url));
const mark = readFileSync(`${PUBLIC}favicon.svg`, 'utf8');
const background = /<rect width="64" height="64" rx="14" fill="(#[0-9a-f]{6})"\/>/i.exec(mark);
if (!background) throw new Error("favicon.svg: the mark's background square was not found");
const art = mark.slice(mark.indexOf(background[0]) + background[0].length, mark.lastIndexOf('</svg>')).trim();

/** The art on a full-bleed square of the mark's colour, scaled about the middle. */
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
  `<rect width="64" height="64" fill="${background[1]}"/>` +
  `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${art}</g></svg>`;

const ICONS = [
  { file: 'icons/icon-192.png', size: 192, svg: mark },
  { file: 'icons/icon-512.png', size: 512, svg: mark },
  { file: 'icons/maskable-512.png', size: 512, svg: fullBleed(0.78) },
  { file: 'icons/apple-touch-icon.png', size: 180, svg: fullBleed(0.9) },
];

for (const { file, size, svg } of ICONS) {
  // Drawn at the target's own density, so that edges stay sharp rather than being scaled up.
  const info = await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(`${PUBLIC}${file}`);
  console.log(`${file}: ${info.width}×${info.height}, ${(info.size / 1024).toFixed(1)} KB`);
}

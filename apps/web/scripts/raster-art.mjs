// Writes a WebP twin beside each lobby picture drawn as SVG (the house games' tiles, the demo's
// banners): the lobby shows the WebP. A browser draws an SVG picture on the page's main thread, which
// on the lobby's first screen cost a phone some 30–40 ms per frame that showed them; a WebP is decoded
// off the main thread. The SVGs stay the source (the slot tiles come from `npm run art:slots`) and the
// WebP files are committed. Run after changing a picture:
//   npm run art:raster -w @playdeck/web
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const PUBLIC = fileURLToPath(new URL('../public/', import.meta.url));
/**
 * Pixels wide per folder: a tile is shown some 190–240 CSS pixels wide (two or three device pixels
 * each on a phone, one or two on a desktop), a banner across the content column. Sharper would only
 * cost the first screen's download time on a slow network.
 */
const WIDTHS = { 'house/art/slots': 480, 'house/art/lottery': 480, 'house/art/baccarat': 480, banners: 1600 };
const QUALITY = 72;

for (const [folder, targetWidth] of Object.entries(WIDTHS)) {
  for (const name of readdirSync(join(PUBLIC, folder)).filter((file) => file.endsWith('.svg'))) {
    const source = join(PUBLIC, folder, name);
    const { width = targetWidth } = await sharp(source).metadata();
    const output = source.replace(/\.svg$/, '.webp');
    // Drawn at the target's own density, so that lines stay sharp rather than being scaled.
    const info = await sharp(source, { density: Math.ceil((72 * targetWidth) / width) })
      .resize({ width: targetWidth })
      .webp({ quality: QUALITY, effort: 6 })
      .toFile(output);
    console.log(`${folder}/${name} -> ${info.width}×${info.height}, ${(info.size / 1024).toFixed(1)} KB`);
  }
}

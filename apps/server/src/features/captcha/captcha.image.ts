// Captcha pictures: random text drawn by svg-captcha (distorted glyphs, noise lines) and rasterised
// to PNG by resvg, because SPEC.md §7 has the captcha call answer a base64 PNG. Pure apart from the
// randomness; no I/O.
import { randomInt } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import svgCaptcha from 'svg-captcha';

/** Letters and digits that cannot be mistaken for one another (no 0/O/o, 1/I/l/i, 2/Z/z, 5/S/s, 8/B…). */
export const CAPTCHA_ALPHABET = 'ACDEFGHJKLMNPQRTUVWXYabdefghjkmnpqrtuvwxy34679';
export const CAPTCHA_LENGTH_MIN = 4;
export const CAPTCHA_LENGTH_MAX = 5;
const WIDTH = 150;
const HEIGHT = 50;

/**
 * svg-captcha's default export draws given text; its typings only declare create(), which picks the
 * text with Math.random, so we choose the text ourselves with a cryptographic generator.
 */
const drawSvg = svgCaptcha as unknown as (
  text: string,
  options: { width: number; height: number; noise: number; color: boolean; background: string },
) => string;

export function randomCaptchaText(): string {
  const length = randomInt(CAPTCHA_LENGTH_MIN, CAPTCHA_LENGTH_MAX + 1);
  let text = '';
  for (let index = 0; index < length; index += 1) {
    text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  }
  return text;
}

/** The picture of the text as a data URL of a PNG. */
export function renderCaptchaPng(text: string): string {
  const svg = drawSvg(text, { width: WIDTH, height: HEIGHT, noise: 3, color: true, background: '#f4f5f7' });
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: WIDTH } }).render().asPng();
  return `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
}

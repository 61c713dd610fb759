// Proves captcha texts use only the unambiguous alphabet at 4–5 characters and render to a PNG.
import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_LENGTH_MAX,
  CAPTCHA_LENGTH_MIN,
  randomCaptchaText,
  renderCaptchaPng,
} from './captcha.image';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('randomCaptchaText', () => {
  it('draws 4 or 5 characters from the alphabet, both lengths occurring', () => {
    const lengths = new Set<number>();
    for (let round = 0; round < 200; round += 1) {
      const text = randomCaptchaText();
      lengths.add(text.length);
      expect(text.length).toBeGreaterThanOrEqual(CAPTCHA_LENGTH_MIN);
      expect(text.length).toBeLessThanOrEqual(CAPTCHA_LENGTH_MAX);
      for (const character of text) expect(CAPTCHA_ALPHABET).toContain(character);
    }
    expect([...lengths].sort()).toEqual([4, 5]);
  });

  it('leaves out characters that look alike', () => {
    for (const character of '0Oo1Iil') expect(CAPTCHA_ALPHABET).not.toContain(character);
  });
});

describe('renderCaptchaPng', () => {
  it('returns a PNG data URL 150 × 50 pixels', () => {
    const image = renderCaptchaPng('AbC7');
    expect(image).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    const bytes = Buffer.from(image.slice('data:image/png;base64,'.length), 'base64');
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    // IHDR: width and height are the big-endian words at bytes 16 and 20.
    expect(bytes.readUInt32BE(16)).toBe(150);
    expect(bytes.readUInt32BE(20)).toBe(50);
  });

  it('draws a different picture each time, even of the same text', () => {
    expect(renderCaptchaPng('AbC7')).not.toBe(renderCaptchaPng('AbC7'));
  });
});

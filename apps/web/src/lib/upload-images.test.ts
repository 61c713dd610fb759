// Proves the browser's image check reads the bytes, not the name: PNG and JPEG signatures pass, a GIF
// or text does not, and an image past 5 MB is refused before it is read.
import { describe, expect, it } from 'vitest';
import { checkUploadFiles, checkUploadImage, imageErrorsOf, sniffImageKind, toBase64 } from './upload-images';

describe('upload images', () => {
  it('knows PNG and JPEG by their first bytes only', () => {
    expect(sniffImageKind(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffImageKind(new Uint8Array([0xff, 0xd8, 0xff, 0xdb]))).toBe('jpeg');
    expect(sniffImageKind(new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]))).toBeNull();
    expect(sniffImageKind(new Uint8Array([0x89, 0x50]))).toBeNull();
  });

  it('refuses a file past 5 MB and a GIF named .png, and reads an accepted one as base64', async () => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    expect(await checkUploadImage(big)).toEqual({ ok: false, error: 'validation.imageTooLarge' });
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38])], 'a.png', { type: 'image/png' });
    expect(await checkUploadImage(gif)).toEqual({ ok: false, error: 'validation.imageType' });
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1]);
    expect(await checkUploadImage(new File([jpeg], 'a.gif'))).toEqual({
      ok: true,
      kind: 'jpeg',
      base64: btoa(String.fromCharCode(...jpeg)),
    });
    expect(toBase64(jpeg)).toBe('/9j/4AE=');
  });

  it('accepts 3 files and refuses the rest as one too many, in order', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
    const files = ['a', 'b', 'c', 'd'].map((name) => new File([png], `${name}.png`));
    const first = await checkUploadFiles(files.slice(0, 2), 0);
    expect(first.accepted.map((image) => image.name)).toEqual(['a.png', 'b.png']);
    const second = await checkUploadFiles(files.slice(2), 2);
    expect(second.accepted.map((image) => image.name)).toEqual(['c.png']);
    expect(second.refused).toEqual([{ name: 'd.png', reason: 'validation.tooManyImages' }]);
  });

  it("reads the server's refusals of single images by position", () => {
    expect(imageErrorsOf({ 'images.2': 'Too large', images: 'At most 3', content: 'x' })).toEqual({
      2: 'Too large',
    });
  });
});

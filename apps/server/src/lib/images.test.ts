// Proves that uploaded images are judged by their bytes (SPEC.md §5, §9): a PNG and a JPEG by their
// signatures, a GIF, a WebP, text and a truncated signature refused, and 5 MB the largest size taken.
import { describe, expect, it } from 'vitest';
import { UPLOAD_IMAGE_MAX_BYTES } from '@playdeck/contract/images';
import { decodeUploadImages, imageTypeOf } from './images';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0, 0]);

describe('imageTypeOf', () => {
  it('knows PNG and JPEG by their first bytes', () => {
    expect(imageTypeOf(PNG)).toBe('image/png');
    expect(imageTypeOf(JPEG)).toBe('image/jpeg');
  });

  it('refuses GIF, WebP, text, an empty file and a truncated PNG signature', () => {
    expect(imageTypeOf(Buffer.from('GIF89a'))).toBeUndefined();
    expect(imageTypeOf(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBeUndefined();
    expect(imageTypeOf(Buffer.from('hello.png'))).toBeUndefined();
    expect(imageTypeOf(Buffer.alloc(0))).toBeUndefined();
    expect(imageTypeOf(PNG.subarray(0, 7))).toBeUndefined();
  });
});

describe('decodeUploadImages', () => {
  it('answers the images with their types', () => {
    const decoded = decodeUploadImages([PNG.toString('base64'), JPEG.toString('base64')]);
    expect(decoded).toEqual({
      ok: true,
      images: [
        { data: PNG, mimeType: 'image/png' },
        { data: JPEG, mimeType: 'image/jpeg' },
      ],
    });
  });

  it('names every refused image by its position, size before type', () => {
    const tooLarge = Buffer.alloc(UPLOAD_IMAGE_MAX_BYTES + 1);
    PNG.copy(tooLarge);
    const justFits = Buffer.alloc(UPLOAD_IMAGE_MAX_BYTES);
    PNG.copy(justFits);
    expect(
      decodeUploadImages([
        justFits.toString('base64'),
        tooLarge.toString('base64'),
        Buffer.from('GIF89a').toString('base64'),
      ]),
    ).toEqual({
      ok: false,
      fields: { 'images.1': 'validation.imageTooLarge', 'images.2': 'validation.imageType' },
    });
  });
});

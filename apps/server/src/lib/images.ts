// Images members upload (an activity application's, a feedback's; SPEC.md §5, §9): each arrives as
// base64 and is judged by its bytes, never by a name or a declared type, so that a text file called
// .png or a GIF is refused however it is labelled. Shared by the features that take uploads.
import { UPLOAD_IMAGE_MAX_BYTES } from '@playdeck/contract/images';

export type UploadImageType = 'image/png' | 'image/jpeg';
export type UploadImage = { data: Buffer; mimeType: UploadImageType };
export type UploadImageProblem = 'validation.imageTooLarge' | 'validation.imageType';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image kinds an upload accepts, by their first bytes; undefined for anything else. */
export function imageTypeOf(data: Buffer): UploadImageType | undefined {
  if (data.length >= 8 && data.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  return undefined;
}

/**
 * Decodes the uploaded images and checks each one: at most 5 MB, png or jpeg by its bytes. Answers
 * the images, or the problems by field (`images.0`…) for the caller's 400, so that the member hears
 * of every refused image at once.
 */
export function decodeUploadImages(
  base64Images: readonly string[],
): { ok: true; images: UploadImage[] } | { ok: false; fields: Record<string, UploadImageProblem> } {
  const images: UploadImage[] = [];
  const fields: Record<string, UploadImageProblem> = {};
  base64Images.forEach((base64, index) => {
    const data = Buffer.from(base64, 'base64');
    const mimeType = imageTypeOf(data);
    if (data.length > UPLOAD_IMAGE_MAX_BYTES) fields[`images.${index}`] = 'validation.imageTooLarge';
    else if (!mimeType) fields[`images.${index}`] = 'validation.imageType';
    else images.push({ data, mimeType });
  });
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, images };
}

// Images a member uploads (SPEC.md §5, §9: an activity application's and a feedback's): png or jpg,
// 5 MB each, at most 3. The body carries each image as base64 without a data: prefix; the schema only
// bounds the text, and the server then checks each image by its bytes (its name says nothing).
import { z } from 'zod';

export const UPLOAD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_IMAGES_MAX = 3;

/** The base64 text of the largest image, with a little room for padding and line breaks. */
const UPLOAD_IMAGE_BASE64_MAX = Math.ceil((UPLOAD_IMAGE_MAX_BYTES * 4) / 3) + 8;

/** Base64 of each image (no data: prefix), at most 3. */
export const uploadImagesSchema = z
  .array(z.string().max(UPLOAD_IMAGE_BASE64_MAX, 'validation.imageTooLarge'))
  .max(UPLOAD_IMAGES_MAX, 'validation.tooManyImages');

/** A body of up to 3 images of 5 MB in base64, with `extraBytes` for its other fields and the JSON. */
export const uploadBodyLimitBytes = (extraBytes: number) =>
  UPLOAD_IMAGE_BASE64_MAX * UPLOAD_IMAGES_MAX + extraBytes;

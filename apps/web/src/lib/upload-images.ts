// Uploaded images (an activity application's, a feedback's) are checked in the browser before they are
// sent, as the server checks them (SPEC.md §5, §9): PNG or JPEG by the file's first bytes (its name and
// type say nothing), 5 MB each, at most 3. Each accepted file is read as base64 without the data:
// prefix, as the API takes it. The server stays the judge: this only spares a useless upload.
import { UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGES_MAX } from '@playdeck/contract/images';

export type ImageKind = 'png' | 'jpeg';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** The image kind the bytes begin with, or null for anything else (GIF, WebP, text…). */
export function sniffImageKind(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpeg';
  return null;
}

/** Base64 of the bytes, in slices so that a 5 MB image does not overflow the call stack. */
export function toBase64(bytes: Uint8Array): string {
  const SLICE = 0x8000;
  let binary = '';
  for (let start = 0; start < bytes.length; start += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(start, start + SLICE));
  }
  return btoa(binary);
}

function readBytes(blob: Blob): Promise<Uint8Array> {
  // FileReader rather than Blob.arrayBuffer(), which not every browser (nor jsdom) has.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(blob);
  });
}

export type CheckedImage =
  | { ok: true; kind: ImageKind; base64: string }
  | { ok: false; error: 'validation.imageType' | 'validation.imageTooLarge' };

/** Checks one chosen file: its size first (a too large file is not read), then its kind. */
export async function checkUploadImage(file: Blob): Promise<CheckedImage> {
  if (file.size > UPLOAD_IMAGE_MAX_BYTES) return { ok: false, error: 'validation.imageTooLarge' };
  const bytes = await readBytes(file);
  const kind = sniffImageKind(bytes);
  if (!kind) return { ok: false, error: 'validation.imageType' };
  return { ok: true, kind, base64: toBase64(bytes) };
}

/** A preview's address for an accepted image. */
export const imagePreviewUrl = (image: { kind: ImageKind; base64: string }) =>
  `data:image/${image.kind};base64,${image.base64}`;

/** An accepted image as a form holds it: a key for React, the file's name, its kind and its base64. */
export type ChosenImage = { key: number; name: string; kind: ImageKind; base64: string };
/** A refused file, with the catalogue key of the reason. */
export type RefusedImage = {
  name: string;
  reason: 'validation.imageType' | 'validation.imageTooLarge' | 'validation.tooManyImages';
};

let nextImageKey = 1;

/** The files' checks, in order; past the third accepted image every file is refused as one too many. */
export async function checkUploadFiles(files: File[], alreadyChosen: number) {
  const accepted: ChosenImage[] = [];
  const refused: RefusedImage[] = [];
  for (const file of files) {
    if (alreadyChosen + accepted.length >= UPLOAD_IMAGES_MAX) {
      refused.push({ name: file.name, reason: 'validation.tooManyImages' });
      continue;
    }
    const checked = await checkUploadImage(file);
    if (checked.ok) {
      accepted.push({ key: nextImageKey++, name: file.name, kind: checked.kind, base64: checked.base64 });
    } else {
      refused.push({ name: file.name, reason: checked.error });
    }
  }
  return { accepted, refused };
}

/**
 * A refusal's per-image messages by position (`images.0`… in the API's fields), for the picker to show
 * each under its image.
 */
export function imageErrorsOf(fields: Record<string, string>): Record<number, string> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([field]) => /^images\.\d+$/.test(field))
      .map(([field, message]) => [Number(field.slice('images.'.length)), message]),
  );
}

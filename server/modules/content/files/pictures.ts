import sharp from 'sharp';
import { Readable } from 'node:stream';
import type { StoredFile } from '../../../generated/prisma/client.ts';
import { AppError } from '../../../platform/errors.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import { PICTURE_MAX_PIXELS } from '../../../contract/policies.ts';

/** Listing sizes (longest side, px). Pictures are resized once, then served from storage. */
export const PICTURE_SIZES = { thumb: 480, medium: 1200 } as const;
export type PictureSize = keyof typeof PICTURE_SIZES;

// Own keys only: `in` would also accept "toString", "constructor" and the rest of Object.prototype.
export const isPictureSize = (value: unknown): value is PictureSize =>
  typeof value === 'string' && Object.hasOwn(PICTURE_SIZES, value);

/** Where a rendition of the object at `key` is kept: next to it, as `<key>.<size>.webp`. */
export const renditionKey = (key: string, size: PictureSize) => `${key}.${size}.webp`;

/** Where the failure to make a rendition is remembered (an empty object), so it is tried once. */
const failureKey = (key: string) => `${key}.unreadable`;

/** The object at `key` with every rendition (and failure mark) that may have been made of it. */
export const keysWithRenditions = (key: string) => [
  key,
  ...Object.keys(PICTURE_SIZES).map((size) => renditionKey(key, size as PictureSize)),
  failureKey(key),
];

/**
 * How much of an uploaded picture is read for its size: a PNG states it in its first 33 bytes, a
 * JPEG after its metadata segments (EXIF, ICC profile), which rarely reach 1 MiB.
 */
export const PICTURE_HEADER_BYTES = 1024 * 1024;

/**
 * Refuses a picture whose header says it is larger than PICTURE_MAX_PIXELS (or gives no size),
 * before it is stored: its renditions could never be made. Only the header is read, never the bitmap.
 */
export async function checkPictureSize(head: Buffer): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(head, { limitInputPixels: false }).metadata());
  } catch {
    throw unreadable();
  }
  if (!width || !height) throw unreadable();
  if (width * height > PICTURE_MAX_PIXELS) {
    throw new AppError(
      'PICTURE_TOO_LARGE',
      `The picture is ${width} × ${height} pixels; at most ${PICTURE_MAX_PIXELS / 1_000_000} megapixels are accepted`,
    );
  }
}

const unreadable = () => new AppError('UNSUPPORTED_FILE', 'The picture cannot be read');

/**
 * A resized WebP rendition of a stored picture, made with sharp on first request and kept next
 * to the original, so later requests stream it from storage.
 */
export async function pictureRendition(storage: Storage, file: StoredFile, size: PictureSize): Promise<Readable> {
  const key = renditionKey(file.key, size);
  try {
    return await storage.get(key);
  } catch {
    if (await exists(storage, failureKey(file.key))) throw unreadable();
    const original = await storage.get(file.key);
    const pixels = PICTURE_SIZES[size];
    const resizer = sharp({ limitInputPixels: PICTURE_MAX_PIXELS })
      .rotate()
      .resize({ width: pixels, height: pixels, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 });
    original.on('error', (error) => resizer.destroy(error));
    try {
      await storage.put(key, original.pipe(resizer), 50 * 1024 * 1024);
    } catch (error) {
      if (
        error instanceof Error &&
        /unsupported image format|corrupt|premature end|bad seek|pixel limit/i.test(error.message)
      ) {
        // Remembered: the next request answers at once instead of decoding the picture again.
        await storage.put(failureKey(file.key), Readable.from([]), 0).catch(() => undefined);
        throw unreadable();
      }
      throw error;
    } finally {
      // A failed resize unpipes the original without closing it: close it here, or every
      // failure would keep a file descriptor open.
      original.destroy();
    }
    return storage.get(key);
  }
}

async function exists(storage: Storage, key: string): Promise<boolean> {
  try {
    (await storage.get(key)).destroy();
    return true;
  } catch {
    return false;
  }
}

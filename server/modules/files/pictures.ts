import sharp from 'sharp';
import type { Readable } from 'node:stream';
import type { StoredFile } from '../../generated/prisma/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Storage } from '../../platform/storage/storage.ts';

/** Listing sizes (longest side, px). Pictures are resized once, then served from storage. */
export const PICTURE_SIZES = { thumb: 480, medium: 1200 } as const;
export type PictureSize = keyof typeof PICTURE_SIZES;

// Own keys only: `in` would also accept "toString", "constructor" and the rest of Object.prototype.
export const isPictureSize = (value: unknown): value is PictureSize =>
  typeof value === 'string' && Object.hasOwn(PICTURE_SIZES, value);

/** Where a rendition of the object at `key` is kept: next to it, as `<key>.<size>.webp`. */
export const renditionKey = (key: string, size: PictureSize) => `${key}.${size}.webp`;

/** The object at `key` with every rendition that may have been made of it. */
export const keysWithRenditions = (key: string) => [
  key,
  ...Object.keys(PICTURE_SIZES).map((size) => renditionKey(key, size as PictureSize)),
];

/**
 * A resized WebP rendition of a stored picture, made with sharp on first request and kept next
 * to the original, so later requests stream it from storage.
 */
export async function pictureRendition(storage: Storage, file: StoredFile, size: PictureSize): Promise<Readable> {
  const key = renditionKey(file.key, size);
  try {
    return await storage.get(key);
  } catch {
    const original = await storage.get(file.key);
    const pixels = PICTURE_SIZES[size];
    const resizer = sharp()
      .rotate()
      .resize({ width: pixels, height: pixels, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 });
    original.on('error', (error) => resizer.destroy(error));
    try {
      await storage.put(key, original.pipe(resizer), 50 * 1024 * 1024);
    } catch (error) {
      if (error instanceof Error && /unsupported image format|corrupt|premature end|bad seek/i.test(error.message)) {
        throw new AppError('UNSUPPORTED_FILE', 'The picture cannot be read');
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

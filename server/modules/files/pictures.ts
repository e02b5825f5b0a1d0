import sharp from 'sharp';
import type { Readable } from 'node:stream';
import type { StoredFile } from '../../generated/prisma/client.ts';
import type { Storage } from '../../platform/storage/storage.ts';

/** Listing sizes (longest side, px). Pictures are resized once, then served from storage. */
export const PICTURE_SIZES = { thumb: 480, medium: 1200 } as const;
export type PictureSize = keyof typeof PICTURE_SIZES;

export const isPictureSize = (value: unknown): value is PictureSize =>
  typeof value === 'string' && value in PICTURE_SIZES;

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
    await storage.put(key, original.pipe(resizer), 50 * 1024 * 1024);
    return storage.get(key);
  }
}

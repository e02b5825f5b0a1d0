// Stored files in a backup: copied through the Storage interface (whichever driver the app uses),
// by the keys the database names, each with its size and sha256.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config.ts';
import { openStorage } from '../storage/open.ts';
import type { Storage } from '../storage/storage.ts';
import { BackupError, filePath, hashFile, type FileEntry } from './manifest.ts';

/**
 * Copies every StoredFile object into `<dir>/files/<key>`. Picture renditions (resized copies kept
 * beside the originals) are left out: the app makes them again on first request. A file the
 * storage does not have (deleted after the database snapshot) is reported as missing.
 */
export async function backupFiles(
  storage: Storage,
  keys: string[],
  dir: string,
): Promise<{ entries: FileEntry[]; missing: string[] }> {
  const entries: FileEntry[] = [];
  const missing: string[] = [];
  for (const key of keys) {
    // Nothing stored (code ENOENT for every driver) is expected; any other failure stops the backup.
    const source = await storage.get(key).catch((error: { code?: string }) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!source) {
      missing.push(key);
      continue;
    }
    const target = filePath(dir, key);
    await mkdir(path.dirname(target), { recursive: true });
    const hash = createHash('sha256');
    let size = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        hash.update(chunk);
        callback(null, chunk);
      },
    });
    await pipeline(source, measure, createWriteStream(target));
    entries.push({ key, size, sha256: hash.digest('hex') });
  }
  return { entries, missing };
}

/** The backup's copies that are absent or differ from the manifest (empty: all intact). */
export async function damagedFiles(entries: FileEntry[], dir: string): Promise<string[]> {
  const damaged: string[] = [];
  for (const entry of entries) {
    const actual = await hashFile(filePath(dir, entry.key)).catch(() => null);
    if (!actual || actual.size !== entry.size || actual.sha256 !== entry.sha256) damaged.push(entry.key);
  }
  return damaged;
}

/** Puts every file of the backup into the storage (checked beforehand with damagedFiles). */
export async function restoreFiles(storage: Storage, entries: FileEntry[], dir: string): Promise<void> {
  for (const entry of entries) {
    const { size } = await storage.put(entry.key, createReadStream(filePath(dir, entry.key)), entry.size);
    if (size !== entry.size) throw new BackupError(`${entry.key}: stored ${size} bytes instead of ${entry.size}`);
  }
}

/**
 * The app's storage driver (STORAGE_URL), checked usable (the bucket reachable, the folder
 * writable) before `use`, and released afterwards (an S3 driver's client keeps sockets open).
 */
export async function withStorage<T>(config: Config, use: (storage: Storage) => Promise<T>): Promise<T> {
  const storage = openStorage(config);
  try {
    await storage.check();
    return await use(storage);
  } finally {
    (storage as { destroy?(): void }).destroy?.();
  }
}

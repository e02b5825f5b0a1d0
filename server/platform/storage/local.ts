import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileTooLargeError, NotStoredError, type ByteRange, type Storage } from './storage.ts';

/** Files in a local folder. Writes go to a temporary name first, so a failed upload leaves nothing. */
export class LocalStorage implements Storage {
  constructor(private root: string) {}

  private pathOf(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return full;
  }

  async put(key: string, body: Readable, maxBytes: number): Promise<{ size: number }> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // A name of its own per write: two requests making the same rendition must not share one.
    const temporary = `${target}.${randomUUID()}.part`;
    let size = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        callback(size > maxBytes ? new FileTooLargeError(`File exceeds ${maxBytes} bytes`) : null, chunk);
      },
    });
    try {
      await pipeline(body, limit, createWriteStream(temporary));
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return { size };
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.pathOf(key);
    // Rejects before any byte is sent.
    await stat(file).catch((error: unknown) => {
      throw (error as { code?: string }).code === 'ENOENT' ? new NotStoredError(key) : error;
    });
    return createReadStream(file, range ? { start: range.start, end: range.end } : undefined);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.W_OK);
  }
}

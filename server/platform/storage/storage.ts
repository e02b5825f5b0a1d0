import type { Readable } from 'node:stream';

/** Where uploaded files live: a local folder (local.ts) or an S3 bucket (s3.ts); open.ts picks one. */
export interface Storage {
  /** Streams `body` to `key`; rejects (and keeps nothing) when it exceeds `maxBytes`. */
  put(key: string, body: Readable, maxBytes: number): Promise<{ size: number }>;
  /**
   * The object's bytes; with `range`, only bytes `start`..`end` (both inclusive, as HTTP Range
   * counts). Rejects with NotStoredError (code ENOENT) when nothing is stored at `key`.
   */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes the object; nothing at `key` is no error. */
  delete(key: string): Promise<void>;
  /** Resolves when the storage can be used (the folder is writable, the bucket reachable). */
  check(): Promise<void>;
}

/** A span of bytes, both ends inclusive (HTTP `Range: bytes=start-end`). */
export interface ByteRange {
  start: number;
  end: number;
}

export class FileTooLargeError extends Error {}

/** Nothing stored at the key. Its code is the file system's, so callers check one code for every driver. */
export class NotStoredError extends Error {
  readonly code = 'ENOENT';
  constructor(key: string) {
    super(`Nothing stored at ${key}`);
  }
}

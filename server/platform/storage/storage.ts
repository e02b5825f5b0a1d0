import type { Readable } from 'node:stream';

/** Where uploaded files live. The local-folder driver is the default; S3 comes as another driver. */
export interface Storage {
  /** Streams `body` to `key`; rejects (and keeps nothing) when it exceeds `maxBytes`. */
  put(key: string, body: Readable, maxBytes: number): Promise<{ size: number }>;
  /** The object's bytes; with `range`, only bytes `start`..`end` (both inclusive, as HTTP Range counts). */
  get(key: string, range?: ByteRange): Promise<Readable>;
  delete(key: string): Promise<void>;
}

/** A span of bytes, both ends inclusive (HTTP `Range: bytes=start-end`). */
export interface ByteRange {
  start: number;
  end: number;
}

export class FileTooLargeError extends Error {}

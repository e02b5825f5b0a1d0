import type { Readable } from 'node:stream';

/** Where uploaded files live. The local-folder driver is the default; S3 comes as another driver. */
export interface Storage {
  /** Streams `body` to `key`; rejects (and keeps nothing) when it exceeds `maxBytes`. */
  put(key: string, body: Readable, maxBytes: number): Promise<{ size: number }>;
  get(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
}

export class FileTooLargeError extends Error {}

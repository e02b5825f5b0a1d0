import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Transform, type Readable } from 'node:stream';
import { FileTooLargeError, NotStoredError, type ByteRange, type Storage } from './storage.ts';

export interface S3Options {
  bucket: string;
  /** Keys live under `prefix/` in the bucket (no slash at either end); '' for the bucket's root. */
  prefix: string;
  /** An S3-compatible server (MinIO, Ceph, s3rver…); unset: AWS itself. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Large uploads go up in parts of this size, a couple at a time, so memory stays bounded. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;
/**
 * Every download is proxied and holds one connection to S3 while the browser reads it (a lesson
 * video for minutes): the SDK's default of 50 would make the 51st viewer wait for a free one.
 */
const MAX_SOCKETS = 500;

/**
 * Files in an S3 bucket (or any S3-compatible server). Uploads stream through lib-storage's
 * multipart `Upload`; an upload over its limit is aborted, so nothing of it is kept.
 */
export class S3Storage implements Storage {
  private client: S3Client;

  constructor(private options: S3Options) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // Bucket names in the path: works with every S3-compatible server and with AWS.
      forcePathStyle: true,
      // The SDK's default (CRC32 on every request, as trailers) is not understood by most
      // non-AWS servers; MD5/SHA-256 signing stays as the protocol requires.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: {
        connectionTimeout: 10_000,
        httpAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
        httpsAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
      },
    });
  }

  private keyOf(key: string): string {
    // Relative keys without empty, '.' or '..' segments (the local folder too refuses climbing out).
    if (!key || key.split('/').some((part) => part === '' || part === '.' || part === '..')) {
      throw new Error(`Invalid storage key: ${key}`);
    }
    return this.options.prefix ? `${this.options.prefix}/${key}` : key;
  }

  async put(key: string, body: Readable, maxBytes: number): Promise<{ size: number }> {
    const Key = this.keyOf(key);
    let size = 0;
    // The stream's own failure is the one to report: when an upload stops, the SDK may reject
    // with the error of aborting it instead.
    let failure: Error | undefined;
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (size > maxBytes) failure ??= new FileTooLargeError(`File exceeds ${maxBytes} bytes`);
        callback(failure ?? null, chunk);
      },
    });
    body.once('error', (error) => {
      failure ??= error;
      limit.destroy(error);
    });
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.options.bucket, Key, Body: body.pipe(limit) },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      // A failed multipart upload is aborted, which drops the parts already sent.
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      body.destroy();
      limit.destroy();
      throw failure ?? error;
    }
    return { size };
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const Key = this.keyOf(key);
    try {
      const response = await this.client.send(
        new GetObjectCommand({
          Bucket: this.options.bucket,
          Key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return response.Body as Readable;
    } catch (error) {
      const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
      if (name === 'NoSuchKey' || $metadata?.httpStatusCode === 404) throw new NotStoredError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(key) }));
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.options.bucket }));
  }

  /** Closes the client's connections (tests; the server's process simply ends). */
  destroy(): void {
    this.client.destroy();
  }
}

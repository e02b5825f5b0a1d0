// One contract, every storage driver: the local folder and S3 (against s3rver) must behave alike.
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../test/fake-s3.ts';
import { LocalStorage } from './local.ts';
import { S3Storage } from './s3.ts';
import { FileTooLargeError, NotStoredError, type Storage } from './storage.ts';

interface Driver {
  storage: Storage;
  /** Every key stored (temporary files and unfinished uploads would show up here too). */
  list(): Promise<string[]>;
  close(): Promise<void>;
}

async function localDriver(): Promise<Driver> {
  const root = await mkdtemp(path.join(tmpdir(), 'academy-storage-'));
  return {
    storage: new LocalStorage(root),
    list: async () =>
      (await readdir(root, { recursive: true, withFileTypes: true }))
        .filter((e) => e.isFile())
        .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
        .sort(),
    close: () => rm(root, { recursive: true, force: true }),
  };
}

let fake: FakeS3 | undefined;
const clients: S3Client[] = [];

async function s3Driver(): Promise<Driver> {
  fake ??= await startFakeS3();
  const prefix = `contract-${randomUUID()}`;
  const options = {
    bucket: fake.bucket,
    prefix,
    endpoint: fake.endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  const storage = new S3Storage(options);
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: fake.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  clients.push(client);
  return {
    storage,
    list: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: options.bucket, Prefix: `${prefix}/` }));
      return (listed.Contents ?? []).map((o) => o.Key!.slice(prefix.length + 1)).sort();
    },
    close: async () => storage.destroy(),
  };
}

afterAll(async () => {
  for (const client of clients) client.destroy();
  await fake?.close();
});

const MiB = 1024 * 1024;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** `size` deterministic bytes in 64 KiB chunks, made as they are read (never one big buffer). */
function generated(size: number, seed = 1): { stream: () => Readable; sha256: string; byteAt(i: number): number } {
  const byteAt = (i: number) => (i * 31 + seed * 7 + (i >> 12)) & 0xff;
  function* chunks() {
    for (let offset = 0; offset < size; offset += 64 * 1024) {
      const chunk = Buffer.alloc(Math.min(64 * 1024, size - offset));
      for (let i = 0; i < chunk.length; i++) chunk[i] = byteAt(offset + i);
      yield chunk;
    }
  }
  const hash = createHash('sha256');
  for (const chunk of chunks()) hash.update(chunk);
  return { stream: () => Readable.from(chunks()), sha256: hash.digest('hex'), byteAt };
}

const bytes = (text: string) => Readable.from([Buffer.from(text)]);
const sha256 = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex');

describe.each([
  ['local folder', localDriver],
  ['S3 (s3rver)', s3Driver],
])('storage contract: %s', (_name, open) => {
  let d: Driver;
  beforeAll(async () => {
    d = await open();
  });
  afterAll(() => d.close());

  it('is ready (check) and stores, reads and lists a file under a key with slashes', async () => {
    await d.storage.check();
    expect(await d.storage.put('courses/a1/intro.txt', bytes('hello, pilots'), 1024)).toEqual({ size: 13 });
    expect((await readAll(await d.storage.get('courses/a1/intro.txt'))).toString()).toBe('hello, pilots');
    expect(await d.list()).toContain('courses/a1/intro.txt');
  });

  it('reads a byte range, both ends inclusive', async () => {
    await d.storage.put('range.txt', bytes('0123456789'), 1024);
    expect((await readAll(await d.storage.get('range.txt', { start: 2, end: 4 }))).toString()).toBe('234');
    expect((await readAll(await d.storage.get('range.txt', { start: 9, end: 9 }))).toString()).toBe('9');
    expect((await readAll(await d.storage.get('range.txt', { start: 0, end: 9 }))).toString()).toBe('0123456789');
  });

  it('replaces a file written again under the same key', async () => {
    await d.storage.put('again.txt', bytes('first version'), 1024);
    await d.storage.put('again.txt', bytes('second'), 1024);
    expect((await readAll(await d.storage.get('again.txt'))).toString()).toBe('second');
  });

  it('stores an empty file (a remembered failure is one)', async () => {
    expect(await d.storage.put('empty/marker', Readable.from([]), 0)).toEqual({ size: 0 });
    expect((await readAll(await d.storage.get('empty/marker'))).length).toBe(0);
  });

  it('rejects a missing key with NotStoredError (code ENOENT), and deleting it is no error', async () => {
    const missing = d.storage.get(`missing/${randomUUID()}`);
    await expect(missing).rejects.toBeInstanceOf(NotStoredError);
    await expect(missing).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(d.storage.delete(`missing/${randomUUID()}`)).resolves.toBeUndefined();
  });

  it('deletes a file', async () => {
    await d.storage.put('gone/soon.txt', bytes('bye'), 1024);
    await d.storage.delete('gone/soon.txt');
    await expect(d.storage.get('gone/soon.txt')).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await d.list()).not.toContain('gone/soon.txt');
  });

  it('refuses keys that climb out of the storage', async () => {
    await expect(d.storage.put('../outside', bytes('x'), 1024)).rejects.toThrow(/Invalid storage key/);
    await expect(d.storage.get('a/../../outside')).rejects.toThrow(/Invalid storage key/);
  });

  it('refuses a small file over the limit and keeps nothing, not even a part', async () => {
    const before = await d.list();
    await expect(d.storage.put('small/too-large.bin', bytes('x'.repeat(101)), 100)).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    expect(await d.list()).toEqual(before);
    await expect(d.storage.get('small/too-large.bin')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses a large streamed file over the limit after parts were sent, and keeps the previous version', async () => {
    await d.storage.put('large/kept.bin', bytes('previous'), 1024);
    const before = await d.list();
    const body = generated(12 * MiB + 5);
    await expect(d.storage.put('large/kept.bin', body.stream(), 11 * MiB)).rejects.toBeInstanceOf(FileTooLargeError);
    await expect(d.storage.put('large/new.bin', body.stream(), 11 * MiB)).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await d.list()).toEqual(before);
    expect((await readAll(await d.storage.get('large/kept.bin'))).toString()).toBe('previous');
  });

  it('passes on an error of the uploaded stream, after parts were sent too, and keeps nothing', async () => {
    const before = await d.list();
    async function* failing(bytes: number) {
      for (let sent = 0; sent < bytes; sent += 64 * 1024) yield Buffer.alloc(64 * 1024, 1);
      throw new Error('client went away');
    }
    await expect(d.storage.put('broken/small.bin', Readable.from(failing(64 * 1024)), 20 * MiB)).rejects.toThrow(
      'client went away',
    );
    await expect(d.storage.put('broken/upload.bin', Readable.from(failing(6 * MiB)), 20 * MiB)).rejects.toThrow(
      'client went away',
    );
    expect(await d.list()).toEqual(before);
  });

  it('keeps serving while many downloads are open at once (more than the SDK’s default 50 connections)', async () => {
    const body = generated(256 * 1024, 3);
    await d.storage.put('open/many.bin', body.stream(), MiB);
    const open = await Promise.all(Array.from({ length: 60 }, () => d.storage.get('open/many.bin')));
    expect(sha256(await readAll(await d.storage.get('open/many.bin')))).toBe(body.sha256);
    for (const stream of open) stream.destroy();
  });

  it('streams a 12 MiB file in (multipart on S3) and out, whole and as a range across parts', async () => {
    const size = 12 * MiB + 12345;
    const body = generated(size, 2);
    expect(await d.storage.put('videos/lesson 1.mp4', body.stream(), 20 * MiB)).toEqual({ size });
    expect(sha256(await readAll(await d.storage.get('videos/lesson 1.mp4')))).toBe(body.sha256);
    const start = 5 * MiB - 3;
    const part = await readAll(await d.storage.get('videos/lesson 1.mp4', { start, end: start + 6 }));
    expect([...part]).toEqual(Array.from({ length: 7 }, (_, i) => body.byteAt(start + i)));
  });
});

describe('S3 storage: what s3rver cannot show', () => {
  it('aborts a multipart upload over the limit, so S3 drops the parts already sent', async () => {
    const d = await s3Driver();
    const send = vi.spyOn(S3Client.prototype, 'send');
    try {
      await expect(d.storage.put('large/aborted.bin', generated(12 * MiB).stream(), 11 * MiB)).rejects.toBeInstanceOf(
        FileTooLargeError,
      );
      const sent = send.mock.calls.map(([command]) => command.constructor.name);
      expect(sent).toContain('UploadPartCommand');
      expect(sent).toContain('AbortMultipartUploadCommand');
      expect(sent).not.toContain('CompleteMultipartUploadCommand');
    } finally {
      send.mockRestore();
      await d.close();
    }
  });
});

describe('S3 storage without its bucket', () => {
  it('fails check() (readiness) and every upload', async () => {
    fake ??= await startFakeS3();
    const storage = new S3Storage({
      bucket: 'no-such-bucket',
      prefix: '',
      endpoint: fake.endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    await expect(storage.check()).rejects.toThrow();
    await expect(storage.put('a.txt', bytes('a'), 10)).rejects.toThrow();
    storage.destroy();
  });
});

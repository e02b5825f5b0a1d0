// Helpers for the shop tests: the app with the shop REST facade, GraphQL multipart uploads,
// pictures, and a counter of SQL statements (to prove lists make no N+1 queries).
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { encodeGlobalID } from '@pothos/plugin-relay';
import pg from 'pg';
import sharp from 'sharp';
import { vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openTestDatabase } from '../../platform/db/test-database.ts';
import { LocalStorage } from '../../platform/storage/local.ts';
import type { GraphQLBody, Harness, SignedIn } from '../../test/harness.ts';
import { shopRest } from './rest.ts';

export interface ShopHarness extends Harness {
  storage: LocalStorage;
}

/**
 * startHarness() plus the shop facade under /api/v1 when app.ts does not register it yet, and
 * a handle on the storage (to check that files are really deleted).
 */
export async function startShopHarness(env: Record<string, string> = {}): Promise<ShopHarness> {
  const db = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-shop-test-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const storage = new LocalStorage(config.storageDir);
  const app = await buildApp({ config, db, storage });
  if (!app.hasRoute({ method: 'GET', url: '/api/v1/shipping-methods' })) {
    await app.register(shopRest, { prefix: '/api/v1', prisma: db.prisma, storage });
  }
  await app.ready();
  return {
    app,
    db,
    config,
    storage,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

export const gid = (typename: string, id: string) => encodeGlobalID(typename, id);

export interface UploadPart {
  /** Where the file goes in the variables, e.g. "variables.file" or "variables.input.video". */
  path: string;
  filename: string;
  content: Buffer;
}

/** A GraphQL multipart request (operations, map, files), as Relay's upload sends it. */
export async function gqlUpload(
  h: Harness,
  s: SignedIn | null,
  query: string,
  variables: Record<string, unknown>,
  files: UploadPart[],
): Promise<GraphQLBody> {
  const boundary = '----shop-test-boundary';
  const part = (name: string, value: string | Buffer, file?: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"` : ''}\r\n` +
          (file ? 'Content-Type: application/octet-stream\r\n' : '') +
          '\r\n',
      ),
      Buffer.isBuffer(value) ? value : Buffer.from(value),
      Buffer.from('\r\n'),
    ]);
  const map = Object.fromEntries(files.map((f, i) => [String(i), [f.path]]));
  const payload = Buffer.concat([
    part('operations', JSON.stringify({ query, variables })),
    part('map', JSON.stringify(map)),
    ...files.map((f, i) => part(String(i), f.content, f.filename)),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  const response = await h.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { ...(s?.headers ?? {}), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return response.json() as GraphQLBody;
}

/** A PNG photo-like picture (gradient with noise), big enough that a thumbnail is smaller. */
export async function png(width = 1200, height = 800, seed = 1): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      const noise = (state >> 16) & 0x1f;
      const i = (y * width + x) * 3;
      pixels[i] = ((x * 255) / width + noise) & 0xff;
      pixels[i + 1] = ((y * 255) / height + noise) & 0xff;
      pixels[i + 2] = (128 + noise) & 0xff;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** The smallest valid MP4 header our signature check accepts (ftyp box). */
export const MP4 = Buffer.concat([
  Buffer.from([0x00, 0x00, 0x00, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0x00, 0x00, 0x02, 0x00]),
  Buffer.from('isomiso2'),
  Buffer.alloc(64, 0),
]);

/**
 * Counts SQL statements sent while `run` runs (PGlite, or node-postgres with TEST_DATABASE_URL):
 * the measure for "no N+1", independent of how Prisma batches its calls.
 */
export async function countQueries(run: () => Promise<unknown>): Promise<number> {
  const spies = [
    vi.spyOn(PGlite.prototype, 'query'),
    vi.spyOn(PGlite.prototype, 'exec'),
    vi.spyOn(pg.Client.prototype, 'query'),
  ];
  try {
    await run();
    return spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

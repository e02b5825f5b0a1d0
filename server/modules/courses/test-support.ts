// Helpers for the courses and coupons tests: the app with both REST facades (while app.ts does
// not register them yet), GraphQL multipart uploads, a picture, and a counter of SQL statements.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { InjectOptions } from 'fastify';
import { encodeGlobalID } from '@pothos/plugin-relay';
import pg from 'pg';
import sharp from 'sharp';
import { expect, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openTestDatabase } from '../../platform/db/test-database.ts';
import { LocalStorage } from '../../platform/storage/local.ts';
import { graphql, type GraphQLBody, type Harness, type SignedIn } from '../../test/harness.ts';
import { couponsRest } from '../coupons/rest.ts';
import { coursesRest } from './rest.ts';

export interface CatalogueHarness extends Harness {
  storage: LocalStorage;
}

/** startHarness() plus the courses and coupons facades under /api/v1, and the storage. */
export async function startCatalogueHarness(env: Record<string, string> = {}): Promise<CatalogueHarness> {
  const db = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-courses-test-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const storage = new LocalStorage(config.storageDir);
  const app = await buildApp({ config, db, storage });
  if (!app.hasRoute({ method: 'GET', url: '/api/v1/admin/courses' })) {
    await app.register(coursesRest, { prefix: '/api/v1', prisma: db.prisma, storage });
  }
  if (!app.hasRoute({ method: 'GET', url: '/api/v1/admin/courses/:id/discount-coupons' })) {
    await app.register(couponsRest, { prefix: '/api/v1', prisma: db.prisma });
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

/** GraphQL data as tests read it: they index freely into it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Data = any;

/** Runs a GraphQL operation and fails the test on errors; returns `data`. */
export async function gqlOk(
  h: Harness,
  query: string,
  variables: Record<string, unknown>,
  s?: SignedIn | null,
): Promise<Data> {
  const { body } = await graphql(h, query, variables, s?.headers ?? {});
  expect(body.errors).toBeUndefined();
  return body.data;
}

export const errorCode = (body: GraphQLBody) => body.errors?.[0]?.extensions?.code as string | undefined;
export const errorDetails = (body: GraphQLBody) => body.errors?.[0]?.extensions?.details as unknown;

/** A GraphQL multipart request (operations, map, files), as Relay's upload sends it. */
export async function gqlUpload(
  h: Harness,
  s: SignedIn | null,
  query: string,
  variables: Record<string, unknown>,
  files: { path: string; filename: string; content: Buffer }[],
): Promise<GraphQLBody> {
  const boundary = '----courses-test-boundary';
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

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A REST call to /api/v1/`url` as `s` (null: a visitor), with an optional JSON body. */
export const rest = (h: Harness, method: Method, url: string, s?: SignedIn | null, payload?: unknown) =>
  h.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: s?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });

/** A small JPEG picture. */
export const jpeg = (width = 640, height = 360) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

/** Counts SQL statements sent while `run` runs (PGlite, or node-postgres with TEST_DATABASE_URL). */
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

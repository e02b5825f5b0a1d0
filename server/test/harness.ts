import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Role } from '../auth/permissions.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Database } from '../platform/db/database.ts';
import { openTestDatabase } from '../platform/db/test-database.ts';
import { openStorage } from '../platform/storage/open.ts';
import type { Storage } from '../platform/storage/storage.ts';
import { createSession, sessionCookieName, sessionIdOf } from '../auth/session.ts';
import { watchRestContract } from './openapi-contract.ts';

export interface Harness {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** The app's storage, to check that files are really stored and deleted. */
  storage: Storage;
  close(): Promise<void>;
}

/**
 * A fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL) and the whole app on it. Every
 * /api/v1 answer is checked against the OpenAPI document; `close()` fails listing the mismatches.
 */
export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  const db = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-test-'));
  // A stand-in web build, so server tests do not depend on `npm run build` having run.
  const webDist = path.join(dataDir, 'web');
  await mkdir(path.join(webDist, 'assets'), { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>SkyPilot Academy</title>');
  await writeFile(path.join(webDist, 'graphiql.html'), '<!doctype html><title>GraphiQL</title>');
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST: webDist, ...env });
  const storage = openStorage(config);
  const contract = watchRestContract();
  const app = await buildApp({ config, db, storage }).finally(contract.stop);
  await app.ready();
  return {
    app,
    db,
    config,
    storage,
    close: async () => {
      await app.close();
      await db.close();
      const problems = contract.problems();
      if (problems.length) {
        throw new Error(`Answers that openapi.json does not describe:\n  ${problems.join('\n  ')}`);
      }
    },
  };
}

export interface SignedIn {
  userId: string;
  headers: Record<string, string>;
}

/**
 * A signed-in browser for API tests: a user row plus a session row, as /app/login-redirect
 * leaves them (the sign-in flow itself is tested end to end in auth tests and journeys).
 */
export async function signIn(h: Harness, role: Role, data: Partial<Prisma.UserCreateInput> = {}): Promise<SignedIn> {
  const user = await h.db.prisma.user.create({
    data: {
      email: `${role.toLowerCase()}-${randomBytes(4).toString('hex')}@example.com`,
      role,
      emailVerified: true,
      ...data,
    },
  });
  return sessionOf(h, user.id);
}

/** Someone a test file signs in: a role, or a role and the data of the user row. */
export type Person = Role | readonly [Role, Partial<Prisma.UserCreateInput>];

/**
 * A test file's preamble: a fresh harness (startHarness, with `env`) and the file's people signed
 * in on it (signIn), one after another in the order given. Read it into the file's variables:
 * `({ h, admin } = await startWith({ admin: 'ADMIN' }))`.
 */
export async function startWith<const P extends Record<string, Person>>(
  people: P,
  env: Record<string, string> = {},
): Promise<{ h: Harness } & { [K in keyof P]: SignedIn }> {
  const h = await startHarness(env);
  const signedIn: Record<string, SignedIn> = {};
  for (const [name, person] of Object.entries(people)) {
    const [role, data] = typeof person === 'string' ? [person as Role, {}] : (person as Exclude<Person, Role>);
    signedIn[name] = await signIn(h, role, data);
  }
  return { ...(signedIn as { [K in keyof P]: SignedIn }), h };
}

/** A signed-in browser for an account that exists already (e.g. a seeded demo account). */
export async function signInAs(h: Harness, email: string): Promise<SignedIn> {
  const user = await h.db.prisma.user.findUniqueOrThrow({ where: { email } });
  return sessionOf(h, user.id);
}

/** A new session row of the user, with its cookie and CSRF token (the row is found by its token's hash). */
async function sessionOf(h: Harness, userId: string): Promise<SignedIn> {
  let token = '';
  let cookie = '';
  const reply = {
    setCookie: (name: string, value: string) => {
      token = value;
      cookie = `${name}=${value}`;
    },
  };
  await createSession(h.db.prisma, h.config, reply as never, userId, undefined);
  const session = await h.db.prisma.session.findUniqueOrThrow({ where: { id: sessionIdOf(token) } });
  return { userId, headers: { cookie, 'x-csrf-token': session.csrfToken } };
}

/** A GraphQL response as tests read it: they index freely into data and errors. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type GraphQLBody = { data?: any; errors?: any[] };

export async function graphql(
  h: Harness,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const response = await h.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: { query, variables },
  });
  return { status: response.statusCode, body: response.json() as GraphQLBody };
}

/** Runs a GraphQL operation as `s` (null: a visitor) and fails the test on errors; returns `data`. */
export async function gqlOk(
  h: Harness,
  query: string,
  variables: Record<string, unknown>,
  s?: SignedIn | null,
): Promise<GraphQLBody['data']> {
  const { body } = await graphql(h, query, variables, s?.headers ?? {});
  expect(body.errors).toBeUndefined();
  return body.data;
}

export const errorCode = (body: GraphQLBody) => body.errors?.[0]?.extensions?.code as string | undefined;
export const errorDetails = (body: GraphQLBody) => body.errors?.[0]?.extensions?.details as unknown;

/** The global id of a row, as GraphQL shows it. */
export const gid = (typename: string, id: string) => encodeGlobalID(typename, id);
/** The database id inside a global id. */
export const localOf = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':')[1]!;

export const inject = (h: Harness, options: InjectOptions) => h.app.inject(options);

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A REST call to /api/v1/`url` as `s` (null: a visitor), with an optional JSON body. */
export const rest = (h: Harness, method: Method, url: string, s?: SignedIn | null, payload?: unknown) =>
  h.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: s?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
export { sessionCookieName };

/**
 * Collects the app's log lines (at the harness's LOG_LEVEL) from now on: every logger of the app
 * (request loggers are pino children) writes to the root logger's stream, which this replaces.
 */
export function captureLogs(h: Harness): string[] {
  const lines: string[] = [];
  let owner: object | null = h.app.log;
  let streamSym: symbol | undefined;
  while (owner && !streamSym) {
    streamSym = Object.getOwnPropertySymbols(owner).find((s) => s.description === 'pino.stream');
    if (!streamSym) owner = Object.getPrototypeOf(owner) as object | null;
  }
  if (!owner || !streamSym) throw new Error('pino stream not found');
  (owner as Record<symbol, unknown>)[streamSym] = { write: (line: string) => lines.push(line) };
  return lines;
}

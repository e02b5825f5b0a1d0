import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import type { FastifyBaseLogger } from 'fastify';
import { createGraphQLError, type GraphQLParams, type Plugin } from 'graphql-yoga';
import { AppError, type ErrorCode } from '../platform/errors.ts';

/**
 * The web client's persisted operations: relay-compiler (`persistConfig` in relay.config.js)
 * writes `{ "<sha256 of the text>": "<operation text>" }` beside the artifacts, whose
 * `params.id` the web client sends instead of the document (`npm run relay` regenerates it;
 * postinstall and build run that).
 */
export const PERSISTED_OPERATIONS_FILE = path.resolve(
  import.meta.dirname,
  '../../web/src/__generated__/persisted-operations.json',
);

/**
 * Operation texts by id, read from the file once and read again, when it changed, on an id it
 * does not know (so `relay-compiler --watch` during development needs no server restart).
 */
export class PersistedOperations {
  private operations = new Map<string, string>();
  private version = '';

  constructor(
    readonly file = PERSISTED_OPERATIONS_FILE,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.reload();
    if (!this.operations.size) log?.warn(`No persisted operations in ${file}: run npm run relay`);
  }

  get(id: string): string | null {
    const text = this.operations.get(id);
    if (text !== undefined) return text;
    this.reload();
    return this.operations.get(id) ?? null;
  }

  get size(): number {
    return this.operations.size;
  }

  private reload(): void {
    let version: string;
    try {
      const stat = statSync(this.file);
      version = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return; // not generated (yet): keep what we have
    }
    if (version === this.version) return;
    try {
      const parsed: unknown = JSON.parse(readFileSync(this.file, 'utf8'));
      if (!parsed || typeof parsed !== 'object') throw new Error('not a JSON object');
      this.operations = new Map(
        Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
      this.version = version;
    } catch (error) {
      this.log?.error({ err: error }, `Unreadable persisted operations in ${this.file}`);
    }
  }
}

/**
 * The id of a persisted operation: `documentId` (the GraphQL-over-HTTP persisted documents
 * proposal; what the web client sends), or Apollo's `extensions.persistedQuery.sha256Hash`.
 */
export function persistedOperationId(params: GraphQLParams): string | null {
  const documentId = (params as { documentId?: unknown }).documentId;
  if (typeof documentId === 'string') return documentId;
  const persisted = (params.extensions as { persistedQuery?: { version?: unknown; sha256Hash?: unknown } } | undefined)
    ?.persistedQuery;
  if (persisted?.version === 1 && typeof persisted.sha256Hash === 'string') return persisted.sha256Hash;
  return null;
}

/**
 * Requests that name a persisted operation run its text; any request with a `query` still runs
 * that document (integrators, GraphiQL, visitors: the public API), bounded by the same depth,
 * cost and breadth limits, which apply to persisted operations too (they are validated as any
 * document, so a stale map entry fails validation instead of running against a changed schema).
 * An unknown id is HTTP 400 PERSISTED_QUERY_NOT_FOUND; a request with neither id nor query is
 * 400 BAD_REQUEST.
 */
export function usePersistedWebOperations({
  log,
  operations = new PersistedOperations(PERSISTED_OPERATIONS_FILE, log),
}: { log?: FastifyBaseLogger; operations?: PersistedOperations } = {}): Plugin {
  return usePersistedOperations({
    allowArbitraryOperations: true,
    extractPersistedOperationId: persistedOperationId,
    getPersistedOperation: (id) => operations.get(id),
    customErrors: {
      // AppErrors keep their code through the error mask (presentGraphQLError); the client
      // errors plugin makes a request that failed before execution an HTTP 400.
      notFound: () =>
        clientError(
          'PERSISTED_QUERY_NOT_FOUND',
          'Unknown persisted operation: send the document as `query`, or reload an outdated app',
        ),
      keyNotFound: () => clientError('BAD_REQUEST', 'Send a GraphQL document as `query` or a persisted `documentId`'),
    },
  });
}

function clientError(code: ErrorCode, message: string) {
  return createGraphQLError(message, {
    originalError: new AppError(code, message),
    extensions: { code, http: { status: 400 } },
  });
}

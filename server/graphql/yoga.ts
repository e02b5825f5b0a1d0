import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { createYoga } from 'graphql-yoga';
import type { Config } from '../config.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import type { P24Gateway } from '../modules/commerce/payments/service.ts';
import type { KsefDeps } from '../modules/commerce/invoices/service.ts';
import { AppError } from '../platform/errors.ts';
import { isConnectionLost, RETRY_AFTER_CONNECTION_LOST_SECONDS } from '../platform/db/connection-lost.ts';
import { graphqlErrorHandler } from '../platform/http/errors.ts';
import type { Metrics } from '../platform/metrics.ts';
import { useOperationMetrics } from '../platform/metrics-graphql.ts';
import type { Storage } from '../platform/storage/storage.ts';
import { useClientErrors } from './client-errors.ts';
import type { RequestContext } from './context.ts';
import { depthRejected, MAX_DEPTH, useBreadthLimits } from './limits.ts';
import { createLoaders } from './loaders.ts';
import { parseGraphQLMultipart } from './multipart.ts';
import { PERSISTED_OPERATIONS_FILE, PersistedOperations, usePersistedWebOperations } from './persisted.ts';
import { PublicGraphQLCache } from './public-cache.ts';
import { sendCached, type PublicCache } from '../platform/http/public-cache.ts';
import { getSchema } from './schema.ts';

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

/** AppErrors keep their stable code; anything unexpected is masked (logged, never shown). */
// Duck-typed: graphql is loaded both as ESM and CJS here, so `instanceof GraphQLError` can lie.
const isGraphQLError = (error: unknown): error is GraphQLError =>
  error instanceof Error && error.name === 'GraphQLError';

/**
 * Client errors keep their GraphQLError (Yoga logs only errors replaced by the mask), with the
 * stable code put into extensions; anything else becomes a masked INTERNAL error (logged).
 */
export function presentGraphQLError(error: unknown): GraphQLError {
  // graphql-js may wrap an error more than once (e.g. a scalar's parseValue inside variables).
  let original: unknown = isGraphQLError(error) ? error.originalError : error;
  while (isGraphQLError(original) && original.originalError) original = original.originalError;
  if (isGraphQLError(error) && original instanceof AppError) {
    return withExtensions(error, {
      code: original.code,
      ...(original.details ? { details: original.details } : {}),
      ...(original.rule ? { rule: original.rule } : {}),
      ...(original.availableFrom ? { availableFrom: original.availableFrom.toISOString() } : {}),
    });
  }
  if (isGraphQLError(error) && (isGraphQLError(original) || !error.originalError)) {
    // Parse, validation and variable-coercion errors (depth and cost limits too) are the caller's fault.
    return withExtensions(error, { ...error.extensions, code: 'BAD_REQUEST' });
  }
  if (isConnectionLost(original)) {
    // A 503 with Retry-After for the whole response (Yoga takes the status from `extensions.http`).
    return new GraphQLError('The database connection was lost. Try again', {
      path: isGraphQLError(error) ? error.path : undefined,
      extensions: {
        code: 'SERVICE_UNAVAILABLE',
        http: { status: 503, headers: { 'retry-after': String(RETRY_AFTER_CONNECTION_LOST_SECONDS) } },
      },
    });
  }
  return new GraphQLError('Operation failed. Try again later', {
    path: isGraphQLError(error) ? error.path : undefined,
    extensions: { code: 'INTERNAL' },
  });
}

function withExtensions(error: GraphQLError, extensions: Record<string, unknown>): GraphQLError {
  (error as { extensions: Record<string, unknown> }).extensions = extensions;
  return error;
}

/** A browser opening /graphql gets GraphiQL (built with the web app); API calls get GraphQL. */
function wantsGraphiQL(req: FastifyRequest, webDist: string): boolean {
  const query = req.query as Record<string, unknown>;
  return (
    Boolean(req.headers.accept?.includes('text/html')) &&
    !query.query &&
    existsSync(path.join(webDist, 'graphiql.html'))
  );
}

/** GraphQL Yoga at /graphql over the Pothos schema; uploads per the GraphQL multipart spec. */
export async function graphqlRoutes(
  app: FastifyInstance,
  {
    prisma,
    config,
    storage,
    p24,
    ksef,
    publicCache,
    metrics,
  }: {
    prisma: PrismaClient;
    config: Config;
    storage: Storage;
    p24: P24Gateway;
    ksef: KsefDeps;
    publicCache?: PublicCache;
    metrics?: Metrics;
  },
): Promise<void> {
  const schema = getSchema();
  const operations = new PersistedOperations(PERSISTED_OPERATIONS_FILE, app.log);
  const cached = publicCache && new PublicGraphQLCache(publicCache, schema, operations);
  const allowedOrigin = (origin: string) => config.allowedOrigins.has(origin);
  const yoga = createYoga<ServerContext, RequestContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: false, // served as a bundled page by the static plugin: no CDN, strict CSP
    landingPage: false,
    multipart: false, // graphql-upload-minimal streams files instead of buffering them
    // Fastify's bodyLimit already bounds JSON bodies, and uploads are bounded per file by
    // UPLOAD_MAX_BYTES while they stream; Yoga's own 25 MB cap on Content-Length refused large
    // uploads that announced their length while chunked ones passed.
    maxRequestBodySize: false,
    logging: app.log,
    // Yoga's default echoes any Origin with credentials; only our own and configured origins
    // get CORS headers (bearer-token integrators from other origins are listed in CORS_ORIGINS).
    cors: (request) => {
      const origin = request.headers.get('origin');
      if (!origin || !allowedOrigin(origin)) return false;
      return {
        origin,
        credentials: true,
        methods: ['GET', 'POST'],
        allowedHeaders: ['content-type', 'authorization', 'x-csrf-token'],
        maxAge: 600,
      };
    },
    maskedErrors: { maskError: (error) => presentGraphQLError(error) },
    context: ({ req }) => ({
      prisma,
      config,
      storage,
      loaders: createLoaders(prisma),
      viewer: req.viewer,
      clientIp: req.ip,
      p24,
      ksef,
      log: req.log,
    }),
    plugins: [
      usePersistedWebOperations({ log: app.log, operations }), // the web client sends ids (server/README.md: Decisions)
      maxDepthPlugin({
        n: MAX_DEPTH,
        ignoreIntrospection: false,
        flattenFragments: true,
        exposeLimits: true,
        propagateOnRejection: false,
        onReject: [depthRejected],
      }),
      // The size of the answer (rows × fields, pages clamped to what the server returns) is
      // bounded by useBreadthLimits (LIMITS.estimatedFields), which names the limit when it refuses.
      useBreadthLimits(),
      useClientErrors(),
      ...(metrics ? [useOperationMetrics(metrics)] : []),
    ],
  });

  // Leave multipart bodies unread here: processRequest streams them below.
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));

  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    // Refusals before Yoga runs (the viewer's preHandler: a bad bearer token, an inactive
    // account, CSRF; a malformed body) in GraphQL's shape, readable by allowed cross-origin callers.
    errorHandler: (error, req, reply) => {
      const origin = req.headers.origin;
      if (origin && allowedOrigin(origin)) {
        reply.header('access-control-allow-origin', origin).header('access-control-allow-credentials', 'true');
        reply.header('vary', 'Origin');
      }
      graphqlErrorHandler(error, req, reply);
    },
    handler: async (req, reply) => {
      if (req.method === 'GET' && wantsGraphiQL(req, config.WEB_DIST)) {
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(createReadStream(path.join(config.WEB_DIST, 'graphiql.html')));
      }
      if (req.headers['content-type']?.startsWith('multipart/form-data')) {
        (req as { body: unknown }).body = await parseGraphQLMultipart(req.raw, reply.raw, {
          // One byte over our own limit: the parser silently truncates at its limit, while
          // storage rejects anything over UPLOAD_MAX_BYTES, so a truncated file is never kept.
          maxFileSize: config.UPLOAD_MAX_BYTES + 1,
          maxFiles: 10,
        });
      }
      // A visitor's catalogue query: from the shared cache, never stale (public-cache.ts).
      const key = cached?.keyOf(req);
      if (cached && key) {
        const answer = await cached.answer(key, async () => {
          const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
          const headers: [string, string][] = [];
          response.headers.forEach((value, name) => {
            if (name !== 'content-length') headers.push([name, value]);
          });
          return { status: response.status, headers, body: await response.text() };
        });
        return sendCached(req, reply, answer);
      }
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });
}

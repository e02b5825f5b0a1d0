import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { BusinessRule } from '../../contract/errors.ts';
import { AppError, ERROR_STATUS, RateLimitedError, type ErrorCode, type FieldIssue } from '../errors.ts';
import { toFieldIssues } from '../validation.ts';
import { isConnectionLost, RETRY_AFTER_CONNECTION_LOST_SECONDS } from '../db/connection-lost.ts';

/** What an error that reached Fastify's error handler answers: REST's body, its status and headers. */
interface ErrorAnswer {
  status: number;
  headers?: Record<string, string>;
  body: {
    code: ErrorCode;
    message: string;
    details?: FieldIssue[] | { field: string; code: string }[];
    rule?: BusinessRule;
    availableFrom?: string;
  };
}

/**
 * Client mistakes get a 4xx with a stable code; anything unexpected is logged and answered as a
 * bare 500, never with a stack trace.
 */
function answerOf(error: FastifyError | AppError | Error, request: FastifyRequest): ErrorAnswer {
  if (error instanceof AppError) {
    return {
      status: error.status,
      headers:
        error instanceof RateLimitedError ? { 'retry-after': String(Math.max(1, error.retryAfterSeconds)) } : undefined,
      body: {
        code: error.code,
        message: error.message,
        details: error.details,
        rule: error.rule,
        availableFrom: error.availableFrom?.toISOString(),
      },
    };
  }
  // A handler that parses its query or body with a zod schema: the request was invalid.
  if (error instanceof z.ZodError) {
    return { status: 400, body: { code: 'VALIDATION_FAILED', message: 'Invalid form', details: toFieldIssues(error) } };
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const details = fastifyError.validation.map((v) => ({
      field: String(v.instancePath || v.params?.missingProperty || '')
        .replace(/^\//, '')
        .replace(/\//g, '.'),
      code: v.keyword === 'required' ? 'required' : v.keyword === 'maxLength' ? 'max_length' : 'invalid_value',
    }));
    return { status: 400, body: { code: 'VALIDATION_FAILED', message: 'Invalid form', details } };
  }
  const status = fastifyError.statusCode ?? (error as { status?: number }).status;
  if (status && status >= 400 && status < 500) {
    const code =
      status === 413
        ? 'PAYLOAD_TOO_LARGE'
        : status === 429
          ? 'RATE_LIMITED'
          : status === 404
            ? 'NOT_FOUND'
            : 'BAD_REQUEST';
    return { status, body: { code, message: error.message } };
  }
  if (isConnectionLost(error)) {
    // Nothing of the request was committed with the lost connection: the client may retry.
    request.log.warn({ err: error }, 'database connection lost');
    return {
      status: ERROR_STATUS.SERVICE_UNAVAILABLE,
      headers: { 'retry-after': String(RETRY_AFTER_CONNECTION_LOST_SECONDS) },
      body: { code: 'SERVICE_UNAVAILABLE', message: 'The database connection was lost. Try again' },
    };
  }
  request.log.error({ err: error }, 'unexpected error');
  return { status: ERROR_STATUS.INTERNAL, body: { code: 'INTERNAL', message: 'Operation failed. Try again later' } };
}

/** REST error contract: `{ code, message, details? }`. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    const { status, headers, body } = answerOf(error, request);
    return reply
      .status(status)
      .headers(headers ?? {})
      .send(body);
  });
}

/**
 * The /graphql route's error handler: a request refused before GraphQL ran (an invalid or
 * expired bearer token, an inactive account, a missing CSRF token, a malformed body) answers in
 * GraphQL's shape, `{ errors: [{ message, extensions: { code } }] }`, with the same status and
 * code as REST, so GraphQL clients read every refusal the same way.
 */
export function graphqlErrorHandler(
  error: FastifyError | AppError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { status, headers, body } = answerOf(error, request);
  const { code, message, details, rule } = body;
  // GraphQL over HTTP: a client that accepts application/graphql-response+json gets it.
  const type = request.headers.accept?.includes('application/graphql-response+json')
    ? 'application/graphql-response+json; charset=utf-8'
    : 'application/json; charset=utf-8';
  reply
    .status(status)
    .headers(headers ?? {})
    .type(type)
    .send({ errors: [{ message, extensions: { code, ...(details ? { details } : {}), ...(rule ? { rule } : {}) } }] });
}

/** Unknown API paths answer a JSON 404; other unknown paths are the SPA's (history fallback). */
export function apiNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ code: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` }),
  );
}

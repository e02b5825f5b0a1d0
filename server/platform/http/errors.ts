import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, ERROR_STATUS, RateLimitedError } from '../errors.ts';
import { toFieldIssues } from '../validation.ts';
import { isConnectionLost, RETRY_AFTER_CONNECTION_LOST_SECONDS } from '../db/connection-lost.ts';

/**
 * REST error contract: `{ code, message, details? }`. Client mistakes get a 4xx with a stable
 * code; anything unexpected is logged and answered as a bare 500, never with a stack trace.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof RateLimitedError) reply.header('retry-after', String(Math.max(1, error.retryAfterSeconds)));
      return reply
        .status(error.status)
        .send({ code: error.code, message: error.message, details: error.details, rule: error.rule });
    }
    // A handler that parses its query or body with a zod schema: the request was invalid.
    if (error instanceof z.ZodError) {
      return reply
        .status(400)
        .send({ code: 'VALIDATION_FAILED', message: 'Invalid form', details: toFieldIssues(error) });
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      const details = fastifyError.validation.map((v) => ({
        field: String(v.instancePath || v.params?.missingProperty || '')
          .replace(/^\//, '')
          .replace(/\//g, '.'),
        code: v.keyword === 'required' ? 'required' : v.keyword === 'maxLength' ? 'max_length' : 'invalid_value',
      }));
      return reply.status(400).send({ code: 'VALIDATION_FAILED', message: 'Invalid form', details });
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
      return reply.status(status).send({ code, message: error.message });
    }
    if (isConnectionLost(error)) {
      // Nothing of the request was committed with the lost connection: the client may retry.
      request.log.warn({ err: error }, 'database connection lost');
      return reply
        .status(ERROR_STATUS.SERVICE_UNAVAILABLE)
        .header('retry-after', String(RETRY_AFTER_CONNECTION_LOST_SECONDS))
        .send({ code: 'SERVICE_UNAVAILABLE', message: 'The database connection was lost. Try again' });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(ERROR_STATUS.INTERNAL).send({ code: 'INTERNAL', message: 'Operation failed. Try again later' });
  });
}

/** Unknown API paths answer a JSON 404; other unknown paths are the SPA's (history fallback). */
export function apiNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ code: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` }),
  );
}

import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components } from '../api/schema.d.ts';

type Schemas = components['schemas'];

/**
 * Errors in the API's own shapes: a 400 as ExceptionResponse (application/json) or, when the
 * client sends `X-Error-Format: problem-details`, as BadRequestProblemDetails; 401 and 403 always
 * as problem details (open-api.json). Codes and descriptions are the official ones.
 */
export const EXCEPTION = {
  challenge: [21111, 'Nieprawidłowe wyzwanie autoryzacyjne.'],
  sessionInvoiceLimit: [21155, 'Przekroczono dozwoloną liczbę faktur w sesji.'],
  invoiceNotFound: [21164, 'Faktura o podanym identyfikatorze nie istnieje.'],
  sessionNotFound: [21173, 'Brak sesji o wskazanym numerze referencyjnym.'],
  upoNotFound: [21178, 'Nie znaleziono UPO dla podanych kryteriów.'],
  sessionStatus: [21180, 'Status sesji nie pozwala na wykonanie operacji.'],
  unauthorized: [21301, 'Brak autoryzacji.'],
  authNotFound: [21304, 'Brak uwierzytelnienia.'],
  size: [21402, 'Nieprawidłowy rozmiar pliku.'],
  hash: [21403, 'Nieprawidłowy skrót pliku.'],
  validation: [21405, 'Błąd walidacji danych wejściowych.'],
  unknownKey: [21470, 'Przesłany identyfikator klucza jest nieznany lub wskazuje na wycofany klucz.'],
} as const satisfies Record<string, readonly [number, string]>;

export type ExceptionKind = keyof typeof EXCEPTION;

const traceId = () => randomBytes(16).toString('hex');
const problem = (reply: FastifyReply, status: number, body: object) =>
  reply.status(status).type('application/problem+json; charset=utf-8').send(body);

export function badRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: ExceptionKind,
  details: string[] = [],
): FastifyReply {
  const [code, description] = EXCEPTION[kind];
  const timestamp = new Date().toISOString();
  if (request.headers['x-error-format'] === 'problem-details') {
    const body: Schemas['BadRequestProblemDetails'] = {
      title: 'Bad Request',
      status: 400,
      instance: request.url,
      detail: 'Żądanie jest nieprawidłowe.',
      errors: [{ code, description, details }],
      timestamp,
      traceId: traceId(),
    };
    return problem(reply, 400, body);
  }
  const body: Schemas['ExceptionResponse'] = {
    exception: {
      exceptionDetailList: [{ exceptionCode: code, exceptionDescription: description, details }],
      referenceNumber: null,
      serviceCode: traceId(),
      serviceCtx: 'srvKSEFSIM',
      serviceName: 'KSeF simulator',
      timestamp,
    },
  };
  return reply.status(400).send(body);
}

export function unauthorized(request: FastifyRequest, reply: FastifyReply, detail: string): FastifyReply {
  const body: Schemas['UnauthorizedProblemDetails'] = {
    title: 'Unauthorized',
    status: 401,
    detail,
    instance: request.url,
    traceId: traceId(),
    timestamp: new Date().toISOString(),
  };
  return problem(reply, 401, body);
}

/** "KSeF down" (the fault switch): what an outage looks like to a client, with a hint to retry. */
export function unavailable(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return problem(reply.header('retry-after', '60'), 503, {
    title: 'Service Unavailable',
    status: 503,
    detail: 'Symulator KSeF jest niedostępny (awaria symulowana). / The KSeF simulator is down (simulated outage).',
    instance: request.url,
    traceId: traceId(),
    timestamp: new Date().toISOString(),
  });
}

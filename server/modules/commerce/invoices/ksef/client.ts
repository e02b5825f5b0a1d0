import createClient from 'openapi-fetch';
import type { components, paths } from './api/schema.d.ts';
import { aesEncrypt, newSessionKey, rsaOaepEncrypt, sha256Base64, type SessionKey } from './crypto.ts';

/**
 * The client of KSeF API 2.0 (openapi-fetch over the official open-api.json's types) for what
 * the shop does: authenticate with a KSeF token (uwierzytelnianie.md 2.2, tokeny-ksef.md), open
 * an interactive session, send FA(3) invoices encrypted with the session's key, read their
 * status, close the session and fetch the UPO (sesja-interaktywna.md,
 * faktury/sesje/sesja-sprawdzenie-stanu-i-pobranie-upo.md). Errors come out as three kinds the
 * sending job acts on: KSeF unreachable (go offline), rate limited (wait), request refused.
 */

type Schemas = components['schemas'];

export interface KsefClientOptions {
  /** e.g. https://api-test.ksef.mf.gov.pl/v2 or http://host/ksef-simulator/v2 */
  baseUrl: string;
  /** The context: the seller's NIP. */
  nip: string;
  /** The KSeF token. */
  token: string;
  /** For in-process use with app.inject. */
  fetch?: typeof fetch;
  now?: () => Date;
  /** How the authentication's polling waits (tests pass one that does not). */
  sleep?: (ms: number) => Promise<void>;
  /** Per request; default 20 s. */
  timeoutMs?: number;
}

/** Network error, timeout or 5xx: the caller issues offline and sends later. */
export class KsefUnavailableError extends Error {
  override name = 'KsefUnavailableError';
}

/** 429: wait `retryAfterSeconds` (limity/limity-api.md: the Retry-After header) before the next call. */
export class KsefRateLimitedError extends Error {
  override name = 'KsefRateLimitedError';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** Any other 4xx (or a failed authentication): KSeF refused what was asked. */
export class KsefRequestError extends Error {
  override name = 'KsefRequestError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: number | undefined,
    readonly description: string | undefined,
    readonly details: string[],
  ) {
    super(message);
  }
}

export interface KsefInvoiceStatus {
  /** 100/150 processing, 200 accepted, 4xx rejected (the API's InvoiceStatusInfo). */
  code: number;
  description: string;
  details: string[];
  extensions: Record<string, string | null>;
  ksefNumber: string | null;
  acquisitionDate: string | null;
}

export interface KsefSession {
  referenceNumber: string;
  key: SessionKey;
}

export interface KsefClient {
  /** Authenticates first when needed; a new AES key per session (sesja-interaktywna.md). */
  openSession(): Promise<KsefSession>;
  sendInvoice(session: KsefSession, xml: Buffer, options: { offlineMode: boolean }): Promise<{ invoiceRef: string }>;
  invoiceStatus(sessionRef: string, invoiceRef: string): Promise<KsefInvoiceStatus>;
  closeSession(sessionRef: string): Promise<void>;
  /** The UPO (XML) of an accepted invoice. */
  upo(sessionRef: string, ksefNumber: string): Promise<string>;
}

/** FA(3) as the session's form code (OpenOnlineSessionRequest's table). */
const FA3_FORM = { systemCode: 'FA (3)', schemaVersion: '1-0E', value: 'FA' } as const;

const DEFAULT_TIMEOUT_MS = 20_000;
/** Tokens are renewed this long before their validUntil, so none expires mid-request. */
const TOKEN_MARGIN_MS = 60_000;
/** GET /auth/{ref} polling: ~30 s in all (status 100 while KSeF checks the token). */
const AUTH_POLL_DELAYS_MS = [200, 400, 800, 1600, 2000, 2000, 3000, 5000, 5000, 5000, 5000];
/** When a 429 names no Retry-After. */
const DEFAULT_RETRY_AFTER_S = 30;

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Seconds of a Retry-After header: a number of seconds or an HTTP date. */
function retryAfterSeconds(header: string | null, now: Date): number {
  if (!header) return DEFAULT_RETRY_AFTER_S;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? DEFAULT_RETRY_AFTER_S : Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

type ApiError = { code?: number; description?: string | null; details?: string[] | null };

/**
 * The error of a non-2xx answer. The body is the ExceptionResponse (exceptionDetailList), or
 * with problem details `errors` / `detail`; 429's TooManyRequestsResponse has `status`.
 */
function errorOf(status: number, body: unknown, headers: Headers, now: Date, what: string): Error {
  if (status === 429) {
    const seconds = retryAfterSeconds(headers.get('retry-after'), now);
    return new KsefRateLimitedError(`KSeF rate limit on ${what}: retry after ${seconds} s`, seconds);
  }
  if (status >= 500) return new KsefUnavailableError(`KSeF answered ${status} to ${what}`);
  const b = (typeof body === 'object' && body !== null ? body : {}) as {
    exception?: Schemas['ExceptionInfo'] | null;
    errors?: ApiError[];
    status?: ApiError;
    detail?: string;
  };
  const list: ApiError[] =
    b.exception?.exceptionDetailList?.map((e) => ({
      code: e.exceptionCode,
      description: e.exceptionDescription,
      details: e.details,
    })) ??
    b.errors ??
    (b.status && typeof b.status === 'object' ? [b.status] : []);
  const first = list[0];
  const description = first?.description ?? b.detail ?? (typeof body === 'string' && body ? body : undefined);
  const details = list.flatMap((e, i) => [
    ...(i > 0 && e.description ? [`${e.code ?? ''} ${e.description}`.trim()] : []),
    ...(e.details ?? []),
  ]);
  const text = [first?.code, description].filter((part) => part !== undefined && part !== null).join(' ');
  return new KsefRequestError(
    `KSeF refused ${what} (${status}${text ? `: ${text}` : ''})`,
    status,
    first?.code,
    description ?? undefined,
    details,
  );
}

interface Tokens {
  access: string;
  accessUntil: number;
  refresh: string;
  refreshUntil: number;
}

export function createKsefClient(options: KsefClientOptions): KsefClient {
  const now = options.now ?? (() => new Date());
  const sleep = options.sleep ?? sleepFor;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  // openapi-fetch hands a Request over; binding keeps `this` right for the global fetch.
  const api = createClient<paths>({ baseUrl: options.baseUrl, fetch: (request) => fetchImpl(request) });

  /** Runs one request with a timeout; its data, or the mapped error. */
  async function call<T>(
    what: string,
    run: (signal: AbortSignal) => Promise<{ data?: T; error?: unknown; response: Response }>,
  ): Promise<T> {
    let result: Awaited<ReturnType<typeof run>>;
    try {
      result = await run(AbortSignal.timeout(timeoutMs));
    } catch (error) {
      throw new KsefUnavailableError(`KSeF did not answer ${what}: ${(error as Error).message}`, { cause: error });
    }
    if (!result.response.ok) throw errorOf(result.response.status, result.error, result.response.headers, now(), what);
    return result.data as T;
  }

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  // The Ministry's public keys: fetched once (a failure is retried on the next use).
  let certificates: Promise<Schemas['PublicKeyCertificate'][]> | null = null;
  async function certificate(usage: Schemas['PublicKeyCertificateUsage']) {
    certificates ??= call('GET /security/public-key-certificates', (signal) =>
      api.GET('/security/public-key-certificates', { signal }),
    );
    let all: Schemas['PublicKeyCertificate'][];
    try {
      all = await certificates;
    } catch (error) {
      certificates = null;
      throw error;
    }
    const at = now().getTime();
    const usable = all
      .filter((c) => c.usage.includes(usage))
      .filter((c) => Date.parse(c.validFrom) <= at && at < Date.parse(c.validTo))
      // The newest key when two overlap during a rotation.
      .sort((a, b) => Date.parse(b.validFrom) - Date.parse(a.validFrom));
    const chosen = usable[0];
    if (!chosen) throw new KsefUnavailableError(`KSeF offers no valid ${usage} certificate`);
    return chosen;
  }

  /** Challenge → ksef-token (RSA-OAEP of `token|timestampMs`) → poll the status → redeem. */
  async function authenticate(): Promise<Tokens> {
    const key = await certificate('KsefTokenEncryption');
    const challenge = await call('POST /auth/challenge', (signal) => api.POST('/auth/challenge', { signal }));
    const encryptedToken = rsaOaepEncrypt(
      key.certificate,
      Buffer.from(`${options.token}|${challenge.timestampMs}`, 'utf8'),
    ).toString('base64');
    const init = await call('POST /auth/ksef-token', (signal) =>
      api.POST('/auth/ksef-token', {
        signal,
        body: {
          challenge: challenge.challenge,
          contextIdentifier: { type: 'Nip', value: options.nip },
          encryptedToken,
          publicKeyId: key.publicKeyId,
        },
      }),
    );
    const authToken = init.authenticationToken.token;
    for (let attempt = 0; ; attempt++) {
      const { status } = await call('GET /auth/{referenceNumber}', (signal) =>
        api.GET('/auth/{referenceNumber}', {
          signal,
          params: { path: { referenceNumber: init.referenceNumber } },
          headers: bearer(authToken),
        }),
      );
      if (status.code === 200) break;
      if (status.code !== 100) {
        throw new KsefRequestError(
          `KSeF authentication failed (${status.code}: ${status.description})`,
          400,
          status.code,
          status.description,
          status.details ?? [],
        );
      }
      const delay = AUTH_POLL_DELAYS_MS[attempt];
      if (delay === undefined) throw new KsefUnavailableError('KSeF authentication still in progress; gave up');
      await sleep(delay);
    }
    const redeemed = await call('POST /auth/token/redeem', (signal) =>
      api.POST('/auth/token/redeem', { signal, headers: bearer(authToken) }),
    );
    return {
      access: redeemed.accessToken.token,
      accessUntil: Date.parse(redeemed.accessToken.validUntil),
      refresh: redeemed.refreshToken.token,
      refreshUntil: Date.parse(redeemed.refreshToken.validUntil),
    };
  }

  let tokens: Tokens | null = null;
  let pending: Promise<string> | null = null;

  /** A valid access token: the cached one, else refreshed, else a new authentication. */
  async function accessToken(): Promise<string> {
    const fresh = (until: number) => until - TOKEN_MARGIN_MS > now().getTime();
    if (tokens && fresh(tokens.accessUntil)) return tokens.access;
    // One renewal at a time: concurrent callers share it.
    pending ??= (async () => {
      try {
        if (tokens && fresh(tokens.refreshUntil)) {
          const current = tokens;
          try {
            const { accessToken: renewed } = await call('POST /auth/token/refresh', (signal) =>
              api.POST('/auth/token/refresh', { signal, headers: bearer(current.refresh) }),
            );
            tokens = { ...current, access: renewed.token, accessUntil: Date.parse(renewed.validUntil) };
            return tokens.access;
          } catch (error) {
            // A refused refresh token (revoked, expired early): authenticate anew.
            if (!(error instanceof KsefRequestError)) throw error;
          }
        }
        tokens = await authenticate();
        return tokens.access;
      } finally {
        pending = null;
      }
    })();
    return pending;
  }

  /** A call with the access token; a 401 (token revoked or expired early) re-authenticates once. */
  async function authorized<T>(run: (token: string) => Promise<T>): Promise<T> {
    const token = await accessToken();
    try {
      return await run(token);
    } catch (error) {
      if (!(error instanceof KsefRequestError && error.status === 401)) throw error;
      if (tokens?.access === token) tokens = null;
      return run(await accessToken());
    }
  }

  return {
    async openSession() {
      const key = newSessionKey();
      const certificateOfKey = await certificate('SymmetricKeyEncryption');
      const opened = await authorized((token) =>
        call('POST /sessions/online', (signal) =>
          api.POST('/sessions/online', {
            signal,
            headers: bearer(token),
            body: {
              formCode: FA3_FORM,
              encryption: {
                encryptedSymmetricKey: rsaOaepEncrypt(certificateOfKey.certificate, key.key).toString('base64'),
                initializationVector: key.iv.toString('base64'),
                publicKeyId: certificateOfKey.publicKeyId,
              },
            },
          }),
        ),
      );
      return { referenceNumber: opened.referenceNumber, key };
    },

    async sendInvoice(session, xml, { offlineMode }) {
      const encrypted = aesEncrypt(session.key, xml);
      const sent = await authorized((token) =>
        call('POST /sessions/online/{referenceNumber}/invoices', (signal) =>
          api.POST('/sessions/online/{referenceNumber}/invoices', {
            signal,
            headers: bearer(token),
            params: { path: { referenceNumber: session.referenceNumber } },
            body: {
              invoiceHash: sha256Base64(xml),
              invoiceSize: xml.length,
              encryptedInvoiceHash: sha256Base64(encrypted),
              encryptedInvoiceSize: encrypted.length,
              encryptedInvoiceContent: encrypted.toString('base64'),
              offlineMode,
            },
          }),
        ),
      );
      return { invoiceRef: sent.referenceNumber };
    },

    async invoiceStatus(sessionRef, invoiceRef) {
      const invoice = await authorized((token) =>
        call('GET /sessions/{referenceNumber}/invoices/{invoiceReferenceNumber}', (signal) =>
          api.GET('/sessions/{referenceNumber}/invoices/{invoiceReferenceNumber}', {
            signal,
            headers: bearer(token),
            params: { path: { referenceNumber: sessionRef, invoiceReferenceNumber: invoiceRef } },
          }),
        ),
      );
      return {
        code: invoice.status.code,
        description: invoice.status.description,
        details: invoice.status.details ?? [],
        extensions: invoice.status.extensions ?? {},
        ksefNumber: invoice.ksefNumber ?? null,
        acquisitionDate: invoice.acquisitionDate ?? null,
      };
    },

    async closeSession(sessionRef) {
      await authorized((token) =>
        call('POST /sessions/online/{referenceNumber}/close', (signal) =>
          api.POST('/sessions/online/{referenceNumber}/close', {
            signal,
            headers: bearer(token),
            params: { path: { referenceNumber: sessionRef } },
          }),
        ),
      );
    },

    async upo(sessionRef, ksefNumber) {
      const xml = await authorized((token) =>
        call('GET /sessions/{referenceNumber}/invoices/ksef/{ksefNumber}/upo', (signal) =>
          api.GET('/sessions/{referenceNumber}/invoices/ksef/{ksefNumber}/upo', {
            signal,
            headers: bearer(token),
            params: { path: { referenceNumber: sessionRef, ksefNumber } },
            parseAs: 'text',
          }),
        ),
      );
      return xml as string;
    },
  };
}

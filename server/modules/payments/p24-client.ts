import { registerSign, verifySign } from './sign.ts';

/**
 * A small Przelewy24 REST v1 client (fetch + node:crypto): register a transaction, the buyer's
 * redirect address, verify a notified payment. The transport is a `fetch`-compatible function:
 * the real one for przelewy24.pl, or one backed by `app.inject` for the in-process simulator
 * (no listening socket needed, in tests or in `npm start`).
 */

export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<{
  status: number;
  text(): Promise<string>;
}>;

export interface P24Credentials {
  merchantId: number;
  posId: number;
  crc: string;
  apiKey: string;
}

export interface RegisterInput {
  sessionId: string;
  /** Grosze. */
  amount: number;
  description: string;
  email: string;
  language: 'pl' | 'en';
  urlReturn: string;
  urlStatus: string;
}

export interface VerifyInput {
  sessionId: string;
  orderId: number;
  amount: number;
  currency: string;
}

/** Przelewy24 refused a call or could not be reached (the message never holds a secret). */
export class P24Error extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'P24Error';
  }
}

export interface P24Client {
  readonly credentials: P24Credentials;
  register(input: RegisterInput): Promise<{ token: string }>;
  redirectUrl(token: string): string;
  verify(input: VerifyInput): Promise<void>;
}

export function createP24Client({
  baseUrl,
  credentials,
  fetch,
}: {
  /** `https://sandbox.przelewy24.pl`, `https://secure.przelewy24.pl` or the simulator's base. */
  baseUrl: string;
  credentials: P24Credentials;
  fetch: FetchLike;
}): P24Client {
  const base = baseUrl.replace(/\/$/, '');
  const authorization = `Basic ${Buffer.from(`${credentials.posId}:${credentials.apiKey}`).toString('base64')}`;

  async function call(method: 'POST' | 'PUT', path: string, body: object): Promise<Record<string, unknown>> {
    let response: Awaited<ReturnType<FetchLike>>;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
    } catch (error) {
      throw new P24Error(`Przelewy24 ${path} unreachable: ${(error as Error).message}`);
    }
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      // reported below
    }
    if (response.status !== 200 || !parsed || typeof parsed !== 'object') {
      const error = (parsed as { error?: unknown } | null)?.error;
      throw new P24Error(
        `Przelewy24 ${path} answered ${response.status}${typeof error === 'string' ? `: ${error.slice(0, 200)}` : ''}`,
        response.status,
      );
    }
    return parsed as Record<string, unknown>;
  }

  return {
    credentials,
    async register(input) {
      const { merchantId, posId, crc } = credentials;
      const currency = 'PLN';
      const body = {
        merchantId,
        posId,
        sessionId: input.sessionId,
        amount: input.amount,
        currency,
        description: input.description,
        email: input.email,
        country: 'PL',
        language: input.language,
        urlReturn: input.urlReturn,
        urlStatus: input.urlStatus,
        sign: registerSign({ sessionId: input.sessionId, merchantId, amount: input.amount, currency }, crc),
      };
      const answer = await call('POST', '/api/v1/transaction/register', body);
      const token = (answer.data as { token?: unknown } | undefined)?.token;
      if (typeof token !== 'string' || !/^[A-Za-z0-9-]{1,100}$/.test(token)) {
        throw new P24Error('Przelewy24 register answered without a token');
      }
      return { token };
    },
    redirectUrl: (token) => `${base}/trnRequest/${encodeURIComponent(token)}`,
    async verify(input) {
      const { merchantId, posId, crc } = credentials;
      const body = {
        merchantId,
        posId,
        sessionId: input.sessionId,
        amount: input.amount,
        currency: input.currency,
        orderId: input.orderId,
        sign: verifySign(input, crc),
      };
      const answer = await call('PUT', '/api/v1/transaction/verify', body);
      const status = (answer.data as { status?: unknown } | undefined)?.status;
      if (status !== 'success') throw new P24Error('Przelewy24 verify did not answer success');
    },
  };
}

/** The real service's origin. */
export const p24BaseUrl = (sandbox: boolean) =>
  sandbox ? 'https://sandbox.przelewy24.pl' : 'https://secure.przelewy24.pl';

/** The platform's fetch with a time limit, for the real service. */
export const networkFetch: FetchLike = (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });

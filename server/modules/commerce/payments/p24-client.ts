import { z } from 'zod';
import { registerSign, verifySign } from './sign.ts';

/**
 * A small Przelewy24 REST v1 client (fetch + node:crypto): register a transaction, the buyer's
 * redirect address, verify a notified payment, read a transaction's state, refund and read its
 * refunds. The transport is a `fetch`-compatible function:
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

export interface RefundInput {
  /** Our id of this request (P24: at most 45 characters); a second request with it is refused. */
  requestId: string;
  /** Our id of the refund (P24: at most 35 characters, so a hyphenated UUID does not fit). */
  refundsUuid: string;
  /** Where the refund notification goes (refundNotificationSchema). */
  urlStatus: string;
  orderId: number;
  sessionId: string;
  /** Grosze. */
  amount: number;
  /** Shown in the buyer's transfer (P24: at most 35 characters). */
  description: string;
}

/** A refund request's immediate answer; the money moves later (refund notification, refundsByOrder). */
export type RefundOutcome = { accepted: true } | { accepted: false; reason: string };

/** transaction/by/sessionId: 0 no payment yet, 1 paid but not verified, 2 paid and verified, 3 returned. */
export interface P24TransactionState {
  /** 0 while nothing was paid. */
  orderId: number;
  status: 0 | 1 | 2 | 3;
  amount: number;
  currency: string;
}

export interface P24RefundRecord {
  requestId: string;
  /** P24's docs do not list it in refund/by/orderId: null when absent. */
  refundsUuid: string | null;
  amount: number;
  status: 'done' | 'rejected' | 'pending';
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
  /** The transaction's state, or null when Przelewy24 does not know the sessionId. */
  transactionBySession(sessionId: string): Promise<P24TransactionState | null>;
  /**
   * Asks for one refund. A requestId used before throws a P24Error with status 409 (the request
   * was sent already); other failures throw a P24Error too (outcome unknown: retry the same requestId).
   */
  refund(input: RefundInput): Promise<RefundOutcome>;
  /** The order's refunds (none when Przelewy24 knows of none). */
  refundsByOrder(orderId: number): Promise<P24RefundRecord[]>;
}

/** Przelewy24's refund notification (a refund's urlStatus), as it is signed (refundNotificationSign). */
export const refundNotificationSchema = z.object({
  orderId: z.number().int().positive(),
  sessionId: z.string().min(1).max(100),
  merchantId: z.number().int().positive(),
  requestId: z.string().min(1).max(45),
  refundsUuid: z.string().min(1).max(35),
  amount: z.number().int().positive(),
  currency: z.string().length(3),
  timestamp: z.number().int().positive(),
  /** 0 completed, 1 rejected. */
  status: z.literal([0, 1]),
  sign: z.string().max(200),
});

const transactionAnswer = z.object({
  data: z.object({
    orderId: z.number().int().nonnegative(),
    status: z.literal([0, 1, 2, 3]),
    amount: z.number().int().nonnegative(),
    currency: z.string().length(3),
  }),
});

/** transaction/refund's items: in `data` when created (201), in `error` when refused (409). */
const refundItems = z.tuple([z.object({ status: z.boolean(), message: z.string().nullish() })]);

const refundsAnswer = z.object({
  data: z.object({
    refunds: z.array(
      z.object({
        requestId: z.string(),
        refundsUuid: z.string().optional(),
        amount: z.number().int(),
        status: z.number().int(),
      }),
    ),
  }),
});

/**
 * refund/by/orderId's status as P24's docs give it: 1 completed, 2 pending, 3 awaiting P24's
 * acceptance, 4 rejected (the refund notification's 0 completed / 1 rejected is another scale).
 * Anything else reads as pending, so nothing unknown passes for final.
 */
const refundStatus = (status: number): P24RefundRecord['status'] =>
  status === 1 ? 'done' : status === 4 ? 'rejected' : 'pending';

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

  function failure(path: string, status: number, answer: unknown): P24Error {
    const error = (answer as { error?: unknown } | null)?.error;
    return new P24Error(
      `Przelewy24 ${path} answered ${status}${typeof error === 'string' ? `: ${error.slice(0, 200)}` : ''}`,
      status,
    );
  }

  /** Answers the status and JSON object when the status is one of `expected`; throws P24Error otherwise. */
  async function call(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: object,
    expected: readonly number[] = [200],
  ): Promise<{ status: number; answer: Record<string, unknown> }> {
    let response: Awaited<ReturnType<FetchLike>>;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
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
    if (!expected.includes(response.status) || !parsed || typeof parsed !== 'object') {
      throw failure(path, response.status, parsed);
    }
    return { status: response.status, answer: parsed as Record<string, unknown> };
  }

  /** The answer read with `schema`; a P24Error when it does not fit. */
  function read<T>(schema: z.ZodType<T>, answer: unknown, path: string): T {
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new P24Error(`Przelewy24 ${path} answered an unexpected body`);
    return parsed.data;
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
      const { answer } = await call('POST', '/api/v1/transaction/register', body);
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
      const { answer } = await call('PUT', '/api/v1/transaction/verify', body);
      const status = (answer.data as { status?: unknown } | undefined)?.status;
      if (status !== 'success') throw new P24Error('Przelewy24 verify did not answer success');
    },
    async transactionBySession(sessionId) {
      const path = `/api/v1/transaction/by/sessionId/${encodeURIComponent(sessionId)}`;
      const { status, answer } = await call('GET', path, undefined, [200, 404]);
      if (status === 404) return null;
      const { orderId, status: state, amount, currency } = read(transactionAnswer, answer, path).data;
      return { orderId, status: state, amount, currency };
    },
    async refund(input) {
      const path = '/api/v1/transaction/refund';
      const body = {
        requestId: input.requestId,
        refundsUuid: input.refundsUuid,
        urlStatus: input.urlStatus,
        refunds: [
          { orderId: input.orderId, sessionId: input.sessionId, amount: input.amount, description: input.description },
        ],
      };
      const { status, answer } = await call('POST', path, body, [200, 201, 400, 409]);
      // P24's docs answer a used requestId with 400 "Request already exists"; a plain 409 means the same.
      if (
        (status === 400 && answer.error === 'Request already exists') ||
        (status === 409 && !Array.isArray(answer.error))
      ) {
        throw new P24Error(`Przelewy24 ${path}: requestId already used`, 409);
      }
      if (status === 400) throw failure(path, status, answer);
      const [item] = read(refundItems, status === 409 ? answer.error : answer.data, path);
      if (status !== 409 && item.status) return { accepted: true };
      return { accepted: false, reason: item.message?.slice(0, 200) || 'Refused' };
    },
    async refundsByOrder(orderId) {
      if (!Number.isSafeInteger(orderId) || orderId <= 0) throw new P24Error('Przelewy24 refunds: invalid orderId');
      const path = `/api/v1/refund/by/orderId/${orderId}`;
      const { status, answer } = await call('GET', path, undefined, [200, 404]);
      if (status === 404) return [];
      return read(refundsAnswer, answer, path).data.refunds.map((r) => ({
        requestId: r.requestId,
        refundsUuid: r.refundsUuid ?? null,
        amount: r.amount,
        status: refundStatus(r.status),
      }));
    },
  };
}

/** The real service's origin. */
export const p24BaseUrl = (sandbox: boolean) =>
  sandbox ? 'https://sandbox.przelewy24.pl' : 'https://secure.przelewy24.pl';

/** The platform's fetch with a time limit, for the real service. */
export const networkFetch: FetchLike = (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });

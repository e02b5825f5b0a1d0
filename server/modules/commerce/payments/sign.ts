import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Przelewy24's `sign`: the hex SHA-384 of JSON.stringify of an object whose keys come in the
 * documented order and end with `crc`. Each object is built here key by key (never spread from a
 * request body), so neither extra fields nor a different order can change what is signed.
 */

const sha384 = (value: object) => createHash('sha384').update(JSON.stringify(value)).digest('hex');

export interface RegisterSignFields {
  sessionId: string;
  merchantId: number;
  amount: number;
  currency: string;
}

export interface NotificationSignFields {
  merchantId: number;
  posId: number;
  sessionId: string;
  amount: number;
  originAmount: number;
  currency: string;
  orderId: number;
  methodId: number;
  statement: string;
}

export interface VerifySignFields {
  sessionId: string;
  orderId: number;
  amount: number;
  currency: string;
}

export interface RefundNotificationSignFields {
  orderId: number;
  sessionId: string;
  refundsUuid: string;
  merchantId: number;
  amount: number;
  currency: string;
  status: number;
}

export const registerSign = (f: RegisterSignFields, crc: string) =>
  sha384({ sessionId: f.sessionId, merchantId: f.merchantId, amount: f.amount, currency: f.currency, crc });

export const notificationSign = (f: NotificationSignFields, crc: string) =>
  sha384({
    merchantId: f.merchantId,
    posId: f.posId,
    sessionId: f.sessionId,
    amount: f.amount,
    originAmount: f.originAmount,
    currency: f.currency,
    orderId: f.orderId,
    methodId: f.methodId,
    statement: f.statement,
    crc,
  });

export const verifySign = (f: VerifySignFields, crc: string) =>
  sha384({ sessionId: f.sessionId, orderId: f.orderId, amount: f.amount, currency: f.currency, crc });

export const refundNotificationSign = (f: RefundNotificationSignFields, crc: string) =>
  sha384({
    orderId: f.orderId,
    sessionId: f.sessionId,
    refundsUuid: f.refundsUuid,
    merchantId: f.merchantId,
    amount: f.amount,
    currency: f.currency,
    status: f.status,
    crc,
  });

/** Constant-time comparison of a received sign with the expected one (any length, any input). */
export function signsEqual(received: unknown, expected: string): boolean {
  if (typeof received !== 'string') return false;
  const a = Buffer.from(received.toLowerCase());
  const b = Buffer.from(expected);
  // timingSafeEqual needs equal lengths; compare the expected value with itself to keep the time.
  return a.length === b.length ? timingSafeEqual(a, b) : (timingSafeEqual(b, b), false);
}

import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Przelewy24's `sign`: the hex SHA-384 of JSON.stringify of an object whose keys come in the
 * documented order and end with `crc`. Each object is built here from its list of keys (never spread from
 * a request body), so neither extra fields nor a different order can change what is signed.
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

/** The sign of `fields` over `keys`, taken in that order, then `crc`. */
const signOver =
  <Fields>(keys: readonly (keyof Fields & string)[]) =>
  (fields: Fields, crc: string) =>
    sha384({ ...Object.fromEntries(keys.map((key) => [key, fields[key]])), crc });

export const registerSign = signOver<RegisterSignFields>(['sessionId', 'merchantId', 'amount', 'currency']);

export const notificationSign = signOver<NotificationSignFields>([
  'merchantId',
  'posId',
  'sessionId',
  'amount',
  'originAmount',
  'currency',
  'orderId',
  'methodId',
  'statement',
]);

export const verifySign = signOver<VerifySignFields>(['sessionId', 'orderId', 'amount', 'currency']);

export const refundNotificationSign = signOver<RefundNotificationSignFields>([
  'orderId',
  'sessionId',
  'refundsUuid',
  'merchantId',
  'amount',
  'currency',
  'status',
]);

/** Constant-time comparison of a received sign with the expected one (any length, any input). */
export function signsEqual(received: unknown, expected: string): boolean {
  if (typeof received !== 'string') return false;
  const a = Buffer.from(received.toLowerCase());
  const b = Buffer.from(expected);
  // timingSafeEqual needs equal lengths; compare the expected value with itself to keep the time.
  return a.length === b.length ? timingSafeEqual(a, b) : (timingSafeEqual(b, b), false);
}

import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import type { PrismaClient } from '../../../generated/prisma/client.ts';
import { AppError, brokenRule, notFound } from '../../../platform/errors.ts';
import { isUuid } from '../../../platform/validation.ts';
import { hasP24Credentials, type P24Gateway } from './gateway.ts';
import { recordMoneyEvent } from '../purchases/service.ts';
import { markVerifying, verifyAndSettle } from './settlement.ts';
import { notificationSign, signsEqual } from './sign.ts';
import { PRZELEWY24_MAX_GROSS } from '../../../contract/policies.ts';

export type { P24Gateway } from './gateway.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Przelewy24 and the database, as the payments module's services take them. */
    payments: PaymentDeps;
  }
}

/** What starting a payment needs; the GraphQL context and the REST plugins both provide it. */
export interface PaymentDeps {
  prisma: PrismaClient;
  config: Config;
  /** The Przelewy24 in use (real, simulated or none): RequestContext.p24, buildApp's gateway. */
  p24: P24Gateway;
}

/**
 * Whether Przelewy24 is offered at all: with credentials, or outside production (the local
 * simulator stands in); never in production without credentials. Checkout also needs the total
 * to be at most PRZELEWY24_MAX_GROSS (see przelewy24AvailableFor).
 */
export const przelewy24Offered = (config: Config): boolean =>
  hasP24Credentials(config) || config.NODE_ENV !== 'production';

/** Przelewy24 for a payable total (grosze): offered, more than zero and at most 55,000 PLN. */
export const przelewy24AvailableFor = (config: Config, totalGross: number): boolean =>
  przelewy24Offered(config) && totalGross > 0 && totalGross <= PRZELEWY24_MAX_GROSS;

/** SHA-256 (hex) of a guest's private-link token, as Purchase.accessTokenHash keeps it. */
export const accessTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether `token` opens the purchase whose stored hash is `storedHash` (constant time). */
export function accessTokenMatches(token: string | null | undefined, storedHash: string): boolean {
  if (!token || token.length > 200) return false;
  const a = Buffer.from(accessTokenHash(token));
  const b = Buffer.from(storedHash.toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Where the buyer lands after paying or cancelling on Przelewy24: the purchase details page.
 * Guests' private-link token is never put here (Przelewy24 would see and keep it): the web app
 * keeps the token it got from placeOrder/startPayment for the redirect, and the guest also has
 * the link from the order e-mail.
 */
export const paymentReturnUrl = (config: Config, purchaseId: string) =>
  `${config.publicUrl.origin}/app/purchases/${purchaseId}/details?payment=return`;

export const paymentStatusUrl = (config: Config) => `${config.publicUrl.origin}/api/v1/payments/przelewy24/status`;

/**
 * Registers a new Przelewy24 attempt for a PLACED purchase and returns where to send the buyer.
 * Only for PRZELEWY24_TRANSFER purchases still within payBefore and at most 55,000 PLN; every
 * attempt gets a new sessionId (a Payment row). No access check here: callers check who asks
 * (startPaymentAs for the API; checkout right after it placed the order).
 */
export async function startPayment(
  deps: PaymentDeps,
  purchaseId: string,
  now: Date = new Date(),
): Promise<{ redirectUrl: string }> {
  const { prisma, config, p24 } = deps;
  const purchase = isUuid(purchaseId) ? await prisma.purchase.findUnique({ where: { id: purchaseId } }) : null;
  if (!purchase) throw notFound('Purchase');
  if (purchase.status !== 'PLACED' || purchase.paymentType !== 'PRZELEWY24_TRANSFER' || purchase.totalGross <= 0) {
    throw brokenRule('PURCHASE_NOT_PAYABLE');
  }
  if (purchase.payBefore && purchase.payBefore.getTime() <= now.getTime()) throw brokenRule('PAYMENT_TIME_EXPIRED');
  if (purchase.totalGross > PRZELEWY24_MAX_GROSS) throw brokenRule('PRZELEWY24_AMOUNT_TOO_HIGH');
  const client = przelewy24Offered(config) ? await p24.client() : null;
  if (!client) throw brokenRule('PRZELEWY24_UNAVAILABLE');

  const payment = await prisma.payment.create({
    data: { purchaseId, sessionId: randomUUID(), amount: purchase.totalGross, currency: 'PLN' },
  });
  const english = purchase.language === 'EN';
  try {
    // The network call runs outside any transaction; the attempt's row already exists.
    const { token } = await client.register({
      sessionId: payment.sessionId,
      amount: payment.amount,
      description: `${english ? 'Order' : 'Zamówienie'} ${purchase.number}`,
      email: purchase.email,
      language: english ? 'en' : 'pl',
      urlReturn: paymentReturnUrl(config, purchaseId),
      urlStatus: paymentStatusUrl(config),
    });
    await prisma.$transaction(async (tx) => {
      await tx.payment.update({ where: { id: payment.id }, data: { token } });
      await recordMoneyEvent(tx, purchaseId, 'PAYMENT_STARTED', {
        actor: purchase.buyerId ? { userId: purchase.buyerId } : { source: 'system' },
        amount: payment.amount,
      });
    });
    return { redirectUrl: client.redirectUrl(token) };
  } catch (error) {
    // The attempt failed (Przelewy24 refused or was unreachable): the caller gets INTERNAL and
    // the transports log the P24Error (its message holds no secret); a new attempt may follow.
    await prisma.payment.update({ where: { id: payment.id }, data: { status: 'FAILED' } });
    throw error;
  }
}

/**
 * startPayment for the API: the signed-in buyer who owns the purchase, or anyone holding the
 * guest's private-link token. Anybody else gets NOT_FOUND (the purchase's existence stays hidden).
 */
export async function startPaymentAs(
  deps: PaymentDeps,
  viewerUserId: string | null,
  purchaseId: string,
  accessToken: string | null | undefined,
): Promise<{ redirectUrl: string }> {
  const purchase = isUuid(purchaseId)
    ? await deps.prisma.purchase.findUnique({
        where: { id: purchaseId },
        select: { buyerId: true, accessTokenHash: true },
      })
    : null;
  const owner = purchase && viewerUserId !== null && purchase.buyerId === viewerUserId;
  if (!purchase || (!owner && !accessTokenMatches(accessToken, purchase.accessTokenHash))) throw notFound('Purchase');
  return startPayment(deps, purchaseId);
}

// ───────────────────────────── Status notification ─────────────────────────────

/** Przelewy24's status notification (urlStatus), as it is signed. */
export const notificationSchema = z.object({
  merchantId: z.number().int().positive(),
  posId: z.number().int().positive(),
  sessionId: z.string().min(1).max(100),
  amount: z.number().int().positive(),
  originAmount: z.number().int().positive(),
  currency: z.string().length(3),
  orderId: z.number().int().positive(),
  methodId: z.number().int().nonnegative(),
  statement: z.string().max(255),
  sign: z.string().max(200),
});

export type NotificationOutcome = 'verified' | 'replay';

export interface Log {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
  info(object: object, message: string): void;
}

/** A refused notification: logged as a warning (ids and the reason, never a sign or a secret). */
export function refuseNotification(log: Log, reason: string, fields: object): AppError {
  log.warn({ reason, ...fields }, 'przelewy24 notification refused');
  return new AppError('P24_NOTIFICATION_REFUSED', 'Notification refused');
}

/**
 * Handles a Przelewy24 status notification: strict parse, sign, merchant and POS ids, a known
 * sessionId, amount/originAmount/currency equal to the attempt's. Then (settlement.ts) the
 * attempt is marked VERIFYING with Przelewy24's order id (the intent, kept if the process dies),
 * verified with Przelewy24 outside any transaction, and marked VERIFIED in the transaction that
 * pays the purchase or, for money that cannot pay it (cancelled, paid already), opens a refund.
 *
 * Answers: a replay 200 and nothing changes; a forged or mismatched notification, or one
 * Przelewy24 itself refuses to verify, 400 P24_NOTIFICATION_REFUSED (never retried); Przelewy24
 * unreachable while verifying, 503 P24_VERIFY_UNAVAILABLE: it notifies again, and reconciliation
 * completes the VERIFYING attempt in any case.
 */
export async function handleP24Notification(deps: PaymentDeps, body: unknown, log: Log): Promise<NotificationOutcome> {
  const { prisma, p24 } = deps;
  const parsed = notificationSchema.safeParse(body);
  if (!parsed.success) throw refuseNotification(log, 'malformed', {});
  const n = parsed.data;
  const ids = { sessionId: n.sessionId, orderId: n.orderId };
  const client = await p24.client();
  if (!client) throw refuseNotification(log, 'przelewy24-not-offered', ids);
  const { merchantId, posId, crc } = client.credentials;
  if (!signsEqual(n.sign, notificationSign(n, crc))) throw refuseNotification(log, 'bad-sign', ids);
  if (n.merchantId !== merchantId || n.posId !== posId) throw refuseNotification(log, 'other-merchant', ids);
  const payment = await prisma.payment.findUnique({ where: { sessionId: n.sessionId } });
  if (!payment) throw refuseNotification(log, 'unknown-session', ids);
  if (n.amount !== payment.amount || n.originAmount !== payment.amount || n.currency !== payment.currency) {
    throw refuseNotification(log, 'amount-mismatch', { ...ids, amount: n.amount, expected: payment.amount });
  }
  if (payment.p24OrderId !== null && payment.p24OrderId !== BigInt(n.orderId)) {
    throw refuseNotification(log, 'other-order', ids);
  }
  if (payment.status === 'VERIFIED') return 'replay';

  await markVerifying(prisma, payment.id, { orderId: n.orderId, methodId: n.methodId, statement: n.statement });
  const outcome = await verifyAndSettle(deps, client, { ...payment, p24OrderId: BigInt(n.orderId) }, log);
  if (outcome === 'refused') throw refuseNotification(log, 'verify-refused', ids);
  if (outcome === 'unavailable') {
    throw new AppError('P24_VERIFY_UNAVAILABLE', 'Przelewy24 could not be reached to verify the payment; notify again');
  }
  if (outcome === 'none') return 'replay';
  log.info({ ...ids, purchaseId: payment.purchaseId, outcome }, 'przelewy24 payment verified');
  return 'verified';
}

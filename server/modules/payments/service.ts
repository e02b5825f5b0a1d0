import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { AppError, brokenRule, notFound } from '../../platform/errors.ts';
import { isUuid } from '../../platform/validation.ts';
import { hasP24Credentials, type P24Gateway } from './gateway.ts';
import { P24Error } from './p24-client.ts';

export type { P24Gateway } from './gateway.ts';

/** What starting a payment needs; the GraphQL context and the REST plugins both provide it. */
export interface PaymentDeps {
  prisma: PrismaClient;
  config: Config;
  /** The Przelewy24 in use (real, simulated or none): RequestContext.p24, buildApp's gateway. */
  p24: P24Gateway;
  log?: FastifyBaseLogger;
}

/** Spec 5/9: Przelewy24 is unavailable above 55,000 PLN (in grosze). */
export const P24_MAX_AMOUNT_GROSZE = 5_500_000;

/**
 * Whether Przelewy24 is offered at all: with credentials, or outside production (the local
 * simulator stands in); never in production without credentials. Checkout also needs the total
 * to be at most P24_MAX_AMOUNT_GROSZE (see przelewy24AvailableFor).
 */
export const przelewy24Offered = (config: Config): boolean =>
  hasP24Credentials(config) || config.NODE_ENV !== 'production';

/** Przelewy24 for a payable total (grosze): offered, more than zero and at most 55,000 PLN. */
export const przelewy24AvailableFor = (config: Config, totalGross: number): boolean =>
  przelewy24Offered(config) && totalGross > 0 && totalGross <= P24_MAX_AMOUNT_GROSZE;

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
  if (purchase.totalGross > P24_MAX_AMOUNT_GROSZE) throw brokenRule('PRZELEWY24_AMOUNT_TOO_HIGH');
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
    await prisma.payment.update({ where: { id: payment.id }, data: { token } });
    return { redirectUrl: client.redirectUrl(token) };
  } catch (error) {
    await prisma.payment.update({ where: { id: payment.id }, data: { status: 'FAILED' } });
    if (error instanceof P24Error) {
      deps.log?.error({ purchaseId, sessionId: payment.sessionId, err: error.message }, 'przelewy24 register failed');
      throw new AppError('INTERNAL', 'Operation failed. Try again later');
    }
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

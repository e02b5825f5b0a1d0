import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import * as oa from '../../../platform/http/openapi.ts';
import { requirePermission } from '../../../platform/http/guard.ts';
import { presentRefund, refundSchema } from '../purchases/rest.ts';
import { refundNotificationSchema } from './p24-client.ts';
import { reconcile, startReconciliation } from './reconcile.ts';
import {
  handleRefundNotification,
  recordTransferRefund,
  refundInputSchema,
  refundPurchase,
  requestRefund,
} from './refunds.ts';
import { handleP24Notification, notificationSchema, startPaymentAs, type PaymentDeps } from './service.ts';

const startPaymentBody = z
  .object({
    accessToken: z
      .string()
      .max(200)
      .optional()
      .meta({ description: 'A guest’s private-link token (not needed by the signed-in buyer)' }),
  })
  .optional();

const startPaymentResponse = z
  .object({ redirectUrl: z.string().meta({ description: 'Przelewy24’s payment page for this attempt' }) })
  .meta({ id: 'StartPaymentResponse' });

const reconcileReportSchema = z
  .object({
    paymentsChecked: z.number().int(),
    paid: z.number().int().meta({ description: 'Purchases marked paid by this pass' }),
    refundsOpened: z.number().int().meta({ description: 'Money that could not pay its purchase, now refunded' }),
    cancelled: z.number().int().meta({ description: 'Purchases past their time to pay, cancelled' }),
    refundsSent: z.number().int(),
    refundsFinished: z.number().int(),
  })
  .meta({ id: 'ReconcileReport' });

const refundOf = async (payments: PaymentDeps, id: string) =>
  presentRefund(await payments.prisma.refund.findUniqueOrThrow({ where: { id }, include: { lines: true } }));

/**
 * The payments module's routes under /api/v1: start a Przelewy24 payment, its urlStatus, the
 * refund notification, the admin's refunds and "reconcile now". Outside tests it also runs the
 * reconciliation (and the overdue cancellation after it) every minute, from onReady to onClose.
 */
export async function paymentsRest(app: FastifyInstance, { payments }: { payments: PaymentDeps }) {
  if (payments.config.NODE_ENV !== 'test') {
    let runner: ReturnType<typeof startReconciliation> | undefined;
    app.addHook('onReady', async () => {
      runner = startReconciliation(payments, app.log);
    });
    app.addHook('onClose', async () => runner?.stop());
  }
  const api = oa.rest(app);
  const adminShop = { tags: ['admin shop'], security: oa.security.write };
  const refundErrors = oa.signedInRefusals(400, [404, 'NOT_FOUND'], [422, 'BUSINESS_RULE: REFUND_*']);

  api.post<{ Params: { id: string }; Body: z.infer<typeof startPaymentBody> }>(
    '/shop/purchases/:id/payment',
    {
      schema: {
        tags: ['shop'],
        summary: 'Start (or restart) the Przelewy24 payment of a placed purchase',
        description:
          'For the buyer who owns the purchase, or a guest with the private-link token. Each call registers a new ' +
          'attempt (a new sessionId) and answers where to send the buyer. Only PLACED Przelewy24 purchases within ' +
          'their time to pay and up to 55,000 PLN (BUSINESS_RULE: PURCHASE_NOT_PAYABLE, PAYMENT_TIME_EXPIRED, ' +
          'PRZELEWY24_AMOUNT_TOO_HIGH, PRZELEWY24_UNAVAILABLE).',
        security: [...oa.security.write, {}],
        params: oa.idParams('Purchase'),
        body: startPaymentBody,
        response: {
          200: oa.ok(startPaymentResponse, 'Where to send the buyer'),
          ...oa.errors(400, 403, [404, 'NOT_FOUND: no such purchase, or not yours'], 422),
        },
      },
    },
    async (request) =>
      startPaymentAs(payments, request.viewer?.user.id ?? null, request.params.id, request.body?.accessToken),
  );

  api.post(
    '/payments/przelewy24/status',
    {
      schema: {
        tags: ['shop'],
        summary: 'Przelewy24 status notification (urlStatus)',
        description:
          'Called by Przelewy24 after a payment. The sign, ids, sessionId, amount and currency are checked, the ' +
          'payment is verified with Przelewy24 and the purchase marked PAID. A replay answers 200 and changes ' +
          'nothing; a forged or mismatched notification is 400 P24_NOTIFICATION_REFUSED.',
        security: oa.security.public,
        body: notificationSchema,
        response: {
          200: oa.ok(z.object({ status: z.enum(['verified', 'replay']) }), 'Accepted'),
          ...oa.errors([400, 'P24_NOTIFICATION_REFUSED or VALIDATION_FAILED']),
        },
      },
    },
    async (request) => ({ status: await handleP24Notification(payments, request.body, request.log) }),
  );

  api.post(
    '/payments/przelewy24/refund-status',
    {
      schema: {
        tags: ['shop'],
        summary: 'Przelewy24 refund notification (the refund’s urlStatus)',
        description:
          'Called by Przelewy24 when a refund is done (status 0) or rejected. The sign, merchant, requestId, ' +
          'refundsUuid and amount are checked; a replay answers 200 and changes nothing; anything else is 400 ' +
          'P24_NOTIFICATION_REFUSED.',
        security: oa.security.public,
        body: refundNotificationSchema,
        response: {
          200: oa.ok(z.object({ status: z.enum(['done', 'failed', 'replay']) }), 'Accepted'),
          ...oa.errors([400, 'P24_NOTIFICATION_REFUSED or VALIDATION_FAILED']),
        },
      },
    },
    async (request) => ({ status: await handleRefundNotification(payments, request.body, request.log) }),
  );

  api.post<{ Params: { id: string }; Body: z.infer<typeof refundInputSchema> }>(
    '/admin/shop/purchases/:id/refunds',
    {
      schema: {
        ...adminShop,
        summary: 'Refund a paid purchase, whole or in part',
        description:
          'Admins. The chosen lines (course access ends, places return; product stock returns with restock) and ' +
          'the shipping. PRZELEWY24: requested and sent to Przelewy24 (done when it notifies); TRANSFER: recorded ' +
          'as given back by bank transfer (done at once). A refund of an invoiced purchase issues a correction invoice.',
        params: oa.idParams('Purchase'),
        body: refundInputSchema,
        response: { 200: oa.ok(refundSchema, 'The refund'), ...refundErrors },
      },
    },
    async (request) => {
      const viewer = requirePermission(request, 'manage:purchase:any');
      const refund = await refundPurchase(
        payments,
        { userId: viewer.user.id },
        request.params.id,
        request.body,
        request.log,
      );
      return refundOf(payments, refund.id);
    },
  );

  api.post<{ Params: { id: string } }>(
    '/admin/shop/refunds/:id/request',
    {
      schema: {
        ...adminShop,
        summary: 'Request a refund that waits (NEEDED) or failed through Przelewy24 (one click)',
        params: oa.idParams('Refund'),
        response: { 200: oa.ok(refundSchema, 'The refund'), ...refundErrors },
      },
    },
    async (request) => {
      const viewer = requirePermission(request, 'manage:purchase:any');
      await requestRefund(payments, { userId: viewer.user.id }, request.params.id, request.log);
      return refundOf(payments, request.params.id);
    },
  );

  api.post<{ Params: { id: string } }>(
    '/admin/shop/refunds/:id/transfer',
    {
      schema: {
        ...adminShop,
        summary: 'Record that a refund that waits (NEEDED) or failed was given back by bank transfer',
        params: oa.idParams('Refund'),
        response: { 200: oa.ok(refundSchema, 'The refund, DONE'), ...refundErrors },
      },
    },
    async (request) => {
      const viewer = requirePermission(request, 'manage:purchase:any');
      await recordTransferRefund(payments, { userId: viewer.user.id }, request.params.id);
      return refundOf(payments, request.params.id);
    },
  );

  api.post(
    '/admin/payments/reconcile',
    {
      schema: {
        ...adminShop,
        summary: 'Reconcile now: ask Przelewy24 about every unfinished payment and refund',
        description:
          'Admins. What the scheduled pass does every minute, at once and without its grace period: unfinished ' +
          'payments are verified and settled, purchases past their time to pay cancelled, refunds sent or finished.',
        response: { 200: oa.ok(reconcileReportSchema, 'What the pass did'), ...oa.signedInRefusals() },
      },
    },
    async (request) => {
      requirePermission(request, 'manage:purchase:any');
      return reconcile(payments, request.log, { graceSeconds: 0, recheckSeconds: 0 });
    },
  );
}

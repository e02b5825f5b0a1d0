import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errors, idParams, ok, rest, security } from '../../platform/http/openapi.ts';
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

/** The payments module's routes under /api/v1: start a Przelewy24 payment, and its urlStatus. */
export async function paymentsRest(app: FastifyInstance, { payments }: { payments: PaymentDeps }) {
  const api = rest(app);

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
        security: [...security.write, {}],
        params: idParams('Purchase'),
        body: startPaymentBody,
        response: {
          200: ok(startPaymentResponse, 'Where to send the buyer'),
          ...errors(400, 403, [404, 'NOT_FOUND: no such purchase, or not yours'], 422),
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
        security: security.public,
        body: notificationSchema,
        response: {
          200: ok(z.object({ status: z.enum(['verified', 'replay']) }), 'Accepted'),
          ...errors([400, 'P24_NOTIFICATION_REFUSED or VALIDATION_FAILED']),
        },
      },
    },
    async (request) => ({ status: await handleP24Notification(payments, request.body, request.log) }),
  );
}

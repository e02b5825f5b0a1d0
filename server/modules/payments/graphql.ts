import { builder } from '../../graphql/builder.ts';
import { rowIdOf } from '../../graphql/ids.ts';
import { startPaymentAs } from './service.ts';

const StartPaymentPayload = builder.objectRef<{ redirectUrl: string }>('StartPaymentPayload').implement({
  fields: (t) => ({
    redirectUrl: t.exposeString('redirectUrl', { description: 'Przelewy24’s payment page for this attempt.' }),
  }),
});

builder.mutationField('startPayment', (t) =>
  t.field({
    type: StartPaymentPayload,
    description:
      'Starts (or restarts) a Przelewy24 payment of a PLACED purchase: its buyer, or a guest with the private-link token.',
    args: { purchaseId: t.arg.id({ required: true }), accessToken: t.arg.string() },
    resolve: (_root, { purchaseId, accessToken }, ctx) =>
      startPaymentAs(ctx, ctx.viewer?.user.id ?? null, rowIdOf(purchaseId, 'Purchase'), accessToken),
  }),
);

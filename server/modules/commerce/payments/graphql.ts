import { builder } from '../../../graphql/builder.ts';
import { rowIdOf } from '../../../graphql/ids.ts';
import { can } from '../../../auth/permissions.ts';
import type { PurchaseItem } from '../../../generated/prisma/client.ts';
import { PurchaseItemRef, RefundMethodEnum } from '../purchases/graphql.ts';
import { PAID_OR_LATER, refundableLines, refundablePayments } from '../purchases/service.ts';
import { reconcile, type ReconcileReport } from './reconcile.ts';
import { recordTransferRefund, refundPurchase, requestRefund } from './refunds.ts';
import { startPaymentAs } from './service.ts';

const StartPaymentPayload = builder.objectRef<{ redirectUrl: string }>('StartPaymentPayload').implement({
  description: 'Where to send the buyer to pay.',
  fields: (t) => ({
    redirectUrl: t.exposeString('redirectUrl', { description: 'Przelewy24’s payment page for this attempt.' }),
  }),
});

builder.mutationField('startPayment', (t) =>
  t.field({
    type: StartPaymentPayload,
    description:
      'Starts (or restarts) a Przelewy24 payment of a PLACED purchase: its buyer, or a guest with the private-link token.',
    args: {
      purchaseId: t.arg.id({ required: true, description: 'Global id of the Purchase.' }),
      accessToken: t.arg.string({ description: 'A guest’s private-link token; not needed by the signed-in buyer.' }),
    },
    resolve: (_root, { purchaseId, accessToken }, ctx) =>
      startPaymentAs(ctx, ctx.viewer?.user.id ?? null, rowIdOf(purchaseId, 'Purchase'), accessToken),
  }),
);

// ───────────────────────────── Refunds and reconciliation (issue 28) ─────────────────────────────

const RefundableLineRef = builder
  .objectRef<{ item: PurchaseItem; quantity: number; amount: number }>('RefundableLine')
  .implement({
    description: 'What is left to refund of one purchase line.',
    fields: (t) => ({
      item: t.field({ type: PurchaseItemRef, description: 'The purchase line.', resolve: (line) => line.item }),
      quantity: t.exposeInt('quantity', { description: 'Units not refunded yet.' }),
      amount: t.exposeInt('amount', { description: 'Their gross value, grosze.' }),
    }),
  });

const RefundableRef = builder
  .objectRef<Awaited<ReturnType<typeof refundableLines>> & { onlineLeft: number }>('Refundable')
  .implement({
    description: 'What an admin may still refund of a paid purchase.',
    fields: (t) => ({
      lines: t.field({
        type: [RefundableLineRef],
        description: 'The lines with units left to refund.',
        resolve: (r) => r.items.filter((l) => l.quantity > 0),
      }),
      shipping: t.exposeInt('shipping', {
        description: 'The shipping price if not refunded yet, grosze (0 otherwise).',
      }),
      amount: t.exposeInt('left', { description: 'The most that may still be refunded, grosze.' }),
      onlineAmount: t.exposeInt('onlineLeft', { description: 'Of it, what Przelewy24 can still give back, grosze.' }),
    }),
  });

builder.prismaObjectField('Purchase', 'refundable', (t) =>
  t.field({
    type: RefundableRef,
    nullable: true,
    description: 'What may still be refunded (admins, paid purchases; null otherwise).',
    select: { id: true, status: true },
    resolve: async (purchase, _args, ctx) => {
      if (!can(ctx.viewer?.user.role, 'manage:purchase:any') || !PAID_OR_LATER.includes(purchase.status)) return null;
      const [open, payments] = await Promise.all([
        refundableLines(ctx.prisma, purchase.id),
        ctx.prisma.$transaction((tx) => refundablePayments(tx, purchase.id)),
      ]);
      return { ...open, onlineLeft: Math.max(0, ...payments.map((p) => p.left)) };
    },
  }),
);

const RefundInput = builder.inputType('RefundInput', {
  description: 'What to refund of a paid purchase, and how.',
  fields: (t) => ({
    lines: t.field({
      type: [
        builder.inputType('RefundLineInput', {
          description: 'Units of one purchase line to refund.',
          fields: (l) => ({
            itemId: l.id({ required: true, description: 'The PurchaseItem’s id.' }),
            quantity: l.int({ required: true, description: 'How many units (at most those not refunded yet).' }),
          }),
        }),
      ],
      required: true,
      defaultValue: [],
      description: 'The lines to refund; none: only the shipping.',
    }),
    shipping: t.boolean({ required: true, defaultValue: false, description: 'Refund the shipping too.' }),
    restock: t.boolean({
      required: true,
      defaultValue: false,
      description: 'The goods came back: return them to stock.',
    }),
    method: t.field({ type: RefundMethodEnum, required: true, description: 'How the money goes back.' }),
    note: t.string({ description: 'Shown on the refund.' }),
  }),
});

const admin = { permission: 'manage:purchase:any' } as const;

builder.mutationField('refundPurchase', (t) =>
  t.prismaField({
    type: 'Refund',
    authScopes: admin,
    description:
      'Refunds a paid purchase, whole or in part (admins): PRZELEWY24 is requested and sent, TRANSFER recorded as done. ' +
      'BUSINESS_RULE: REFUND_NOT_ALLOWED, REFUND_NOTHING_SELECTED, REFUND_AMOUNT_TOO_HIGH, REFUND_NO_ONLINE_PAYMENT.',
    args: {
      purchaseId: t.arg.id({ required: true, description: 'Global id of the Purchase.' }),
      input: t.arg({ type: RefundInput, required: true, description: 'What to refund, and how.' }),
    },
    resolve: async (query, _root, { purchaseId, input }, ctx) => {
      const refund = await refundPurchase(
        ctx,
        { userId: ctx.viewer!.user.id },
        rowIdOf(purchaseId, 'Purchase'),
        { ...input, lines: input.lines.map((l) => ({ ...l, itemId: rowIdOf(l.itemId, 'PurchaseItem') })) },
        ctx.log,
      );
      return ctx.prisma.refund.findUniqueOrThrow({ ...query, where: { id: refund.id } });
    },
  }),
);

builder.mutationField('requestRefund', (t) =>
  t.prismaField({
    type: 'Refund',
    authScopes: admin,
    description:
      'Requests a refund that waits (NEEDED) or failed through Przelewy24 (REFUND_STATUS_CONFLICT otherwise).',
    args: { id: t.arg.id({ required: true, description: 'Global id of the Refund.' }) },
    resolve: async (query, _root, { id }, ctx) => {
      const refundId = rowIdOf(id, 'Refund');
      await requestRefund(ctx, { userId: ctx.viewer!.user.id }, refundId, ctx.log);
      return ctx.prisma.refund.findUniqueOrThrow({ ...query, where: { id: refundId } });
    },
  }),
);

builder.mutationField('recordTransferRefund', (t) =>
  t.prismaField({
    type: 'Refund',
    authScopes: admin,
    description: 'Records that a refund that waits (NEEDED) or failed was given back by bank transfer: DONE.',
    args: { id: t.arg.id({ required: true, description: 'Global id of the Refund.' }) },
    resolve: async (query, _root, { id }, ctx) => {
      const refundId = rowIdOf(id, 'Refund');
      await recordTransferRefund(ctx, { userId: ctx.viewer!.user.id }, refundId);
      return ctx.prisma.refund.findUniqueOrThrow({ ...query, where: { id: refundId } });
    },
  }),
);

const ReconcileReportRef = builder.objectRef<ReconcileReport>('ReconcileReport').implement({
  description: 'What one reconciliation pass did.',
  fields: (t) => ({
    paymentsChecked: t.exposeInt('paymentsChecked', { description: 'Unfinished payments asked about.' }),
    paid: t.exposeInt('paid', { description: 'Purchases marked paid.' }),
    refundsOpened: t.exposeInt('refundsOpened', {
      description: 'Money that could not pay its purchase, now refunded.',
    }),
    cancelled: t.exposeInt('cancelled', { description: 'Purchases past their time to pay, cancelled.' }),
    refundsSent: t.exposeInt('refundsSent', { description: 'Refunds sent to Przelewy24.' }),
    refundsFinished: t.exposeInt('refundsFinished', {
      description: 'Refunds Przelewy24 finished (done or rejected).',
    }),
  }),
});

builder.mutationField('reconcilePayments', (t) =>
  t.field({
    type: ReconcileReportRef,
    authScopes: admin,
    description: 'Reconcile now (admins): asks Przelewy24 about every unfinished payment and refund at once.',
    resolve: (_root, _args, ctx) => reconcile(ctx, ctx.log, { graceSeconds: 0, recheckSeconds: 0 }),
  }),
);

import { encodeGlobalID } from '@pothos/plugin-relay';
import { can } from '../../auth/permissions.ts';
import { builder } from '../../graphql/builder.ts';
import {
  cappedCountDescriptions,
  pageArgs,
  relayPage,
  resolveTotalCount,
  resolveTotalCountExact,
  withCappedCount,
} from '../../graphql/connection.ts';
import type { RequestContext } from '../../graphql/context.ts';
import { rowIdOf, uuidOrNil } from '../../graphql/ids.ts';
import { SortDirectionEnum } from '../../graphql/sorting.ts';
import {
  BuyerType,
  PaymentType,
  PurchaseEventKind,
  PurchaseItemKind,
  PurchaseStatus,
  RefundMethod,
  RefundReason,
  RefundStatus,
} from '../../generated/prisma/enums.ts';
import type { User } from '../../generated/prisma/client.ts';
import { UserRef } from '../account/graphql.ts';
import { displayName } from '../account/service.ts';
import {
  NEWEST_FIRST,
  PURCHASE_ACTIONS,
  PURCHASE_SORT_FIELDS,
  adminPurchaseOrder,
  adminPurchaseWhere,
  allowedActions,
  applyPurchaseAction,
  countAdminPurchases,
  parsePurchaseFilter,
  purchaseAccess,
  readsAllPurchases,
  type PurchaseAction,
} from './service.ts';

/**
 * Purchases in GraphQL (commerce contract): the Purchase node with its lines and events, the
 * buyer's list, one purchase for its owner, staff or a guest holding its token, the admin's
 * searchable list and the admin actions.
 *
 * Who sees a purchase is decided where it is reached: `node(id)` finds it only for staff or its
 * owner, `purchase(id, accessToken)` also for a guest with the token, the lists only return what
 * the viewer may read. Fields that are staff business (`buyer`, `allowedActions`, the actors'
 * names) are empty for everyone else rather than refused, so one fragment serves every screen.
 */

export const PurchaseStatusEnum = builder.enumType('PurchaseStatus', {
  values: Object.values(PurchaseStatus),
  description: 'NO_PAID is shown as cancelled; NO_ITEMS is not applicable (never produced).',
});
export const PaymentTypeEnum = builder.enumType('PaymentType', {
  values: Object.values(PaymentType),
  description: 'O_TRANSFER: a zero total, nothing to pay.',
});
export const BuyerTypeEnum = builder.enumType('BuyerType', { values: Object.values(BuyerType) });
export const PurchaseItemKindEnum = builder.enumType('PurchaseItemKind', { values: Object.values(PurchaseItemKind) });
export const PurchaseActionEnum = builder.enumType('PurchaseAction', {
  values: PURCHASE_ACTIONS,
  description: 'Admin actions: PAID (payment confirmed), CANCEL, SEND (shipped), COMPLETE (completed or delivered).',
});
const PurchaseSortFieldEnum = builder.enumType('PurchaseSortField', { values: PURCHASE_SORT_FIELDS });

const viewerOf = (ctx: RequestContext) => (ctx.viewer ? { id: ctx.viewer.user.id, role: ctx.viewer.user.role } : null);
const isAdmin = (ctx: RequestContext) => can(ctx.viewer?.user.role, 'manage:purchase:any');
const isStaff = (ctx: RequestContext) => readsAllPurchases(ctx.viewer?.user.role);

// ───────────────────────────── Types ─────────────────────────────

export const PurchaseItemRef = builder.prismaObject('PurchaseItem', {
  description: 'One frozen line of a purchase: names, prices and VAT as they were when it was placed.',
  fields: (t) => ({
    id: t.id({
      description: 'Global id (what refundPurchase takes to refund this line).',
      resolve: (item) => encodeGlobalID('PurchaseItem', item.id),
    }),
    kind: t.expose('kind', { type: PurchaseItemKindEnum }),
    name: t.exposeString('name', { description: 'Course title or product name at the time of purchase.' }),
    variantName: t.exposeString('variantName'),
    quantity: t.exposeInt('quantity'),
    unitPriceGross: t.exposeInt('unitPriceGross', { description: 'Grosze.' }),
    vatRate: t.exposeInt('vatRate'),
    discountGross: t.exposeInt('discountGross', { description: 'The coupon’s share on this line, grosze.' }),
    totalGross: t.exposeInt('totalGross', { description: 'quantity × unit price − discount, grosze.' }),
    course: t.relation('course', { nullable: true }),
    courseVariant: t.relation('courseVariant', { nullable: true }),
    product: t.relation('product', { nullable: true }),
    productVariant: t.relation('productVariant', { nullable: true }),
  }),
});

export const PurchaseEventKindEnum = builder.enumType('PurchaseEventKind', {
  values: Object.values(PurchaseEventKind),
  description: 'STATUS: a change of status; the others are money events (the status stays: from = to).',
});
export const RefundStatusEnum = builder.enumType('RefundStatus', {
  values: Object.values(RefundStatus),
  description: 'NEEDED: money to give back, waiting for an admin; REQUESTED: sent to Przelewy24; DONE; FAILED.',
});
export const RefundMethodEnum = builder.enumType('RefundMethod', { values: Object.values(RefundMethod) });
export const RefundReasonEnum = builder.enumType('RefundReason', {
  values: Object.values(RefundReason),
  description:
    'CANCELLED_ORDER: paid for a cancelled purchase; PAID_TWICE: a second payment; ADMIN: an admin’s refund.',
});

export const RefundLineRef = builder.prismaObject('RefundLine', {
  description: 'A purchase line (or some of its units) refunded; no line means the shipping.',
  fields: (t) => ({
    purchaseItem: t.relation('purchaseItem', { nullable: true }),
    quantity: t.exposeInt('quantity'),
    amount: t.exposeInt('amount', { description: 'Gross grosze given back for this line.' }),
  }),
});

export const RefundRef = builder.prismaNode('Refund', {
  id: { field: 'id' },
  description: 'Money given back to the buyer; whoever reads the purchase reads its refunds.',
  // Reached through Purchase.refunds (which guards access); node(id) finds refunds for staff only.
  findUnique: (id, ctx) => (isStaff(ctx) ? { id: uuidOrNil(id) } : { id: uuidOrNil('') }),
  nullable: true,
  fields: (t) => ({
    status: t.expose('status', { type: RefundStatusEnum }),
    method: t.expose('method', { type: RefundMethodEnum }),
    reason: t.expose('reason', { type: RefundReasonEnum }),
    amount: t.exposeInt('amount', { description: 'Grosze.' }),
    failureReason: t.exposeString('failureReason', {
      nullable: true,
      description: 'Przelewy24’s reason when it failed.',
    }),
    note: t.exposeString('note'),
    restocked: t.exposeBoolean('restocked', { description: 'The refunded goods came back to stock.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    doneAt: t.expose('doneAt', { type: 'DateTime', nullable: true }),
    lines: t.relation('lines'),
  }),
});

export const PurchaseEventRef = builder.prismaObject('PurchaseEvent', {
  description: 'One event of the history: a status change or a money event, when, and who (a person, or the system).',
  fields: (t) => ({
    kind: t.expose('kind', { type: PurchaseEventKindEnum }),
    amount: t.exposeInt('amount', { nullable: true, description: 'Money events: the amount, grosze.' }),
    fromStatus: t.expose('fromStatus', { type: PurchaseStatusEnum, nullable: true }),
    toStatus: t.expose('toStatus', { type: PurchaseStatusEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    actorName: t.string({
      nullable: true,
      description: 'The person who made the change (admins and sellers only; null otherwise or for the system).',
      select: { actor: { select: { firstName: true, lastName: true, email: true, companyName: true } } },
      resolve: (event, _args, ctx) => (event.actor && isStaff(ctx) ? displayName(event.actor) : null),
    }),
    source: t.exposeString('source', {
      nullable: true,
      description: 'When the system made the change: przelewy24, auto-cancel, system.',
    }),
    note: t.exposeString('note'),
  }),
});

interface BankTransfer {
  accountNumber: string;
  title: string;
  amountGross: number;
}
const BankTransferRef = builder.objectRef<BankTransfer>('BankTransfer').implement({
  description: 'Where and how to pay a traditional transfer.',
  fields: (t) => ({
    accountNumber: t.exposeString('accountNumber'),
    title: t.exposeString('title', { description: 'The transfer title: the purchase number.' }),
    amountGross: t.exposeInt('amountGross', { description: 'Grosze.' }),
  }),
});

export const PurchaseRef = builder.prismaNode('Purchase', {
  id: { field: 'id' },
  // Through `node(id)`: staff find any purchase, a buyer only their own, a visitor none (guests
  // read theirs through `purchase(id, accessToken)`).
  findUnique: (id, ctx) => {
    const viewer = ctx.viewer?.user;
    if (isStaff(ctx)) return { id: uuidOrNil(id) };
    if (viewer && can(viewer.role, 'read:purchase:own')) return { id: uuidOrNil(id), buyerId: viewer.id };
    return { id: uuidOrNil('') };
  },
  nullable: true,
  fields: (t) => ({
    number: t.exposeString('number', { description: 'Human number, gap-free per year: 2026/000042.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    status: t.expose('status', { type: PurchaseStatusEnum }),
    paymentType: t.expose('paymentType', { type: PaymentTypeEnum }),
    buyerType: t.expose('buyerType', { type: BuyerTypeEnum }),
    name: t.exposeString('name', { description: 'Person’s full name or company name.' }),
    streetAndNumber: t.exposeString('streetAndNumber'),
    postalCode: t.exposeString('postalCode'),
    city: t.exposeString('city'),
    phone: t.exposeString('phone'),
    email: t.exposeString('email'),
    invNip: t.exposeString('invNip', { nullable: true }),
    invName: t.exposeString('invName', { nullable: true }),
    invStreet: t.exposeString('invStreet', { nullable: true }),
    invPostalCode: t.exposeString('invPostalCode', { nullable: true }),
    invCity: t.exposeString('invCity', { nullable: true }),
    deliveryName: t.exposeString('deliveryName', { nullable: true }),
    deliveryStreet: t.exposeString('deliveryStreet', { nullable: true }),
    deliveryPostalCode: t.exposeString('deliveryPostalCode', { nullable: true }),
    deliveryCity: t.exposeString('deliveryCity', { nullable: true }),
    notes: t.exposeString('notes'),
    shippingName: t.exposeString('shippingName', { nullable: true }),
    shippingPriceGross: t.exposeInt('shippingPriceGross', { description: 'Grosze.' }),
    couponCode: t.exposeString('couponCode', { nullable: true }),
    itemsGross: t.exposeInt('itemsGross', { description: 'Lines before the discount, grosze.' }),
    discountGross: t.exposeInt('discountGross', { description: 'Grosze.' }),
    totalGross: t.exposeInt('totalGross', { description: 'What the buyer pays (with shipping), grosze.' }),
    containsCourses: t.exposeBoolean('containsCourses'),
    containsProducts: t.exposeBoolean('containsProducts'),
    paidAt: t.expose('paidAt', { type: 'DateTime', nullable: true }),
    payBefore: t.expose('payBefore', {
      type: 'DateTime',
      nullable: true,
      description: 'An online payment not completed by then is cancelled automatically.',
    }),
    items: t.relation('items', { query: { orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] } }),
    events: t.relation('events', { query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] } }),
    refunds: t.relation('refunds', { query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] } }),
    needsAttention: t.boolean({
      description:
        'Money waits for an admin: a refund needed or failed, or a payment not verified to the end (staff; false otherwise).',
      select: {
        refunds: { where: { status: { in: ['NEEDED', 'FAILED'] } }, select: { id: true }, take: 1 },
        payments: { where: { status: 'VERIFYING' }, select: { id: true }, take: 1 },
      },
      resolve: (purchase, _args, ctx) => isStaff(ctx) && (purchase.refunds.length > 0 || purchase.payments.length > 0),
    }),
    buyer: t.field({
      type: UserRef,
      nullable: true,
      description: 'The buyer’s account (admins only; null for guests’ purchases and other viewers).',
      select: (_args, _ctx, nestedSelection) => ({ buyer: nestedSelection(true) }),
      resolve: (purchase, _args, ctx) => (isAdmin(ctx) ? (purchase as { buyer?: User | null }).buyer : null),
    }),
    bankTransfer: t.field({
      type: BankTransferRef,
      nullable: true,
      description: 'Traditional-transfer details while the purchase awaits payment.',
      resolve: (purchase, _args, ctx) =>
        purchase.paymentType === 'TRADITIONAL_TRANSFER' && purchase.status === 'PLACED'
          ? { accountNumber: ctx.config.SHOP_BANK_ACCOUNT, title: purchase.number, amountGross: purchase.totalGross }
          : null,
    }),
    allowedActions: t.field({
      type: [PurchaseActionEnum],
      description: 'What an admin may do now (empty for everyone else).',
      resolve: (purchase, _args, ctx): PurchaseAction[] => (isAdmin(ctx) ? allowedActions(purchase) : []),
    }),
    canPayOnline: t.boolean({
      description: 'A PLACED Przelewy24 purchase still within its time to pay, seen by its buyer (or guest).',
      resolve: (purchase, _args, ctx) =>
        purchase.status === 'PLACED' &&
        purchase.paymentType === 'PRZELEWY24_TRANSFER' &&
        (purchase.payBefore === null || purchase.payBefore > new Date()) &&
        !isStaff(ctx),
    }),
  }),
});

const COUNT_DESCRIPTIONS = cappedCountDescriptions('adminPurchases');

export const PurchaseConnection = builder.connectionObject({
  type: PurchaseRef,
  name: 'PurchaseConnection',
  fields: (t) => ({
    totalCount: t.int({ resolve: resolveTotalCount, description: COUNT_DESCRIPTIONS.totalCount }),
    totalCountExact: t.boolean({ resolve: resolveTotalCountExact, description: COUNT_DESCRIPTIONS.totalCountExact }),
  }),
});

// ───────────────────────────── Queries ─────────────────────────────

builder.queryField('myPurchases', (t) =>
  t.field({
    type: PurchaseConnection,
    authScopes: { permission: 'read:purchase:own' },
    description: 'The signed-in buyer’s purchases, newest first.',
    args: { ...pageArgs(t.arg) },
    resolve: (_root, args, ctx, info) =>
      relayPage(ctx, info, 'Purchase', args, ctx.prisma.purchase, {
        where: { buyerId: ctx.viewer!.user.id },
        orderBy: NEWEST_FIRST,
      }),
  }),
);

builder.queryField('purchase', (t) =>
  t.prismaField({
    type: 'Purchase',
    nullable: true,
    description:
      'One purchase, for its owner, an admin, a seller, or a guest with the token from their e-mail link; ' +
      'null for anyone else (whether it exists is not revealed).',
    args: { id: t.arg.id({ required: true }), accessToken: t.arg.string() },
    resolve: async (query, _root, { id, accessToken }, ctx) => {
      const where = { id: rowIdOf(id, 'Purchase') };
      const found = await ctx.prisma.purchase.findUnique({ where, select: { buyerId: true, accessTokenHash: true } });
      if (!found || !purchaseAccess(viewerOf(ctx), found, accessToken)) return null;
      return ctx.prisma.purchase.findUnique({ ...query, where });
    },
  }),
);

const PurchaseFilterInput = builder.inputType('PurchaseFilter', {
  fields: (t) => ({
    search: t.string({ description: 'Part of the number, buyer’s name, e-mail or NIP (case-insensitive).' }),
    statuses: t.field({ type: [PurchaseStatusEnum] }),
    paymentTypes: t.field({ type: [PaymentTypeEnum] }),
    dateFrom: t.field({ type: 'Date', description: 'Placed on or after this day (Europe/Warsaw).' }),
    dateTo: t.field({ type: 'Date', description: 'Placed on or before this day (Europe/Warsaw).' }),
    amountFrom: t.int({ description: 'Total at least, grosze.' }),
    amountTo: t.int({ description: 'Total at most, grosze.' }),
    containsCourses: t.boolean(),
    containsProducts: t.boolean(),
    needsAttention: t.boolean({ description: 'A refund needed or failed, or a payment not verified to the end.' }),
  }),
});

const PurchaseSortInput = builder.inputType('PurchaseSort', {
  fields: (t) => ({
    field: t.field({ type: PurchaseSortFieldEnum, required: true, defaultValue: 'CREATED_AT' }),
    direction: t.field({ type: SortDirectionEnum, required: true, defaultValue: 'DESC' }),
  }),
});

builder.queryField('adminPurchases', (t) =>
  t.field({
    type: PurchaseConnection,
    authScopes: (_root, _args, ctx) => isStaff(ctx),
    description:
      'Every purchase (admins; sellers read-only): search, filters and sort (newest first by default; the id breaks ties).',
    args: {
      ...pageArgs(t.arg),
      filter: t.arg({ type: PurchaseFilterInput }),
      sort: t.arg({ type: PurchaseSortInput }),
    },
    resolve: async (_root, args, ctx, info) => {
      const filter = parsePurchaseFilter(args.filter ?? {});
      const orderBy = adminPurchaseOrder(args.sort);
      return withCappedCount(
        info,
        () => countAdminPurchases(ctx.prisma, filter),
        () =>
          relayPage(ctx, info, 'Purchase', args, ctx.prisma.purchase, { where: adminPurchaseWhere(filter), orderBy }),
      );
    },
  }),
);

// ───────────────────────────── Admin actions ─────────────────────────────

const ACTION_MUTATIONS: [string, PurchaseAction, string][] = [
  ['markPurchasePaid', 'PAID', 'Confirms the payment: PLACED → PAID (courses or seats granted, invoice issued).'],
  ['cancelPurchase', 'CANCEL', 'Cancels: PLACED or PAID (not yet sent) → NO_PAID; reservations released.'],
  ['sendPurchase', 'SEND', 'Marks shipped: PAID → SEND (purchases holding products).'],
  ['completePurchase', 'COMPLETE', 'Completes: SEND → DELIVERED, or PAID → COMPLETED when there is nothing to ship.'],
];

for (const [name, action, description] of ACTION_MUTATIONS) {
  builder.mutationField(name, (t) =>
    t.prismaField({
      type: 'Purchase',
      authScopes: { permission: 'manage:purchase:any' },
      description: `${description} Not allowed now: PURCHASE_TRANSITION_NOT_ALLOWED.`,
      args: { id: t.arg.id({ required: true }) },
      resolve: async (query, _root, { id }, ctx) => {
        const purchaseId = rowIdOf(id, 'Purchase');
        await applyPurchaseAction(ctx.prisma, purchaseId, action, { userId: ctx.viewer!.user.id });
        return ctx.prisma.purchase.findUniqueOrThrow({ ...query, where: { id: purchaseId } });
      },
    }),
  );
}

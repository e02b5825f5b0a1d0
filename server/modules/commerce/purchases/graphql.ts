import { encodeGlobalID } from '@pothos/plugin-relay';
import { can } from '../../../auth/permissions.ts';
import { builder } from '../../../graphql/builder.ts';
import { dateTime, nullable, optional, optionalDateTime } from '../../../graphql/fields.ts';
import { cappedCountConnection, connectionField } from '../../../graphql/connection-schema.ts';
import type { RequestContext } from '../../../graphql/context.ts';
import { rowIdOf, uuidOrNil } from '../../../graphql/ids.ts';
import { newestFirstSortInput } from '../../../graphql/sorting.ts';
import {
  BuyerType,
  PaymentType,
  PurchaseEventKind,
  PurchaseItemKind,
  PurchaseStatus,
  RefundMethod,
  RefundReason,
  RefundStatus,
} from '../../../generated/prisma/enums.ts';
import type { User } from '../../../generated/prisma/client.ts';
import { UserRef } from '../../accounts/account/graphql.ts';
import { displayName } from '../../accounts/account/service.ts';
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
  values: {
    PLACED: { description: 'Placed, awaiting payment.' },
    PAID: { description: 'Paid: courses granted, invoice issued; products to ship.' },
    SEND: { description: 'Products shipped.' },
    DELIVERED: { description: 'Shipped products delivered (completed).' },
    COMPLETED: { description: 'Completed with nothing to ship.' },
    NO_PAID: { description: 'Cancelled: reserved stock, course places and the coupon use released.' },
    NO_ITEMS: { description: 'Not applicable: never produced.' },
  } as const satisfies Record<PurchaseStatus, { description: string }>,
  description: 'NO_PAID is shown as cancelled; NO_ITEMS is not applicable (never produced).',
});
export const PaymentTypeEnum = builder.enumType('PaymentType', {
  values: {
    PRZELEWY24_TRANSFER: { description: 'Paid online through Przelewy24.' },
    TRADITIONAL_TRANSFER: { description: 'A bank transfer to the shop’s account (see Purchase.bankTransfer).' },
    O_TRANSFER: { description: 'A zero total: nothing to pay.' },
  } as const satisfies Record<PaymentType, { description: string }>,
  description: 'O_TRANSFER: a zero total, nothing to pay.',
});
export const BuyerTypeEnum = builder.enumType('BuyerType', {
  description: 'Who buys: a consumer or a business.',
  values: {
    INDIVIDUAL: { description: 'A private person (consumer).' },
    BUSINESS: { description: 'A business, with a NIP on the invoice.' },
  } as const satisfies Record<BuyerType, { description: string }>,
});
export const PurchaseItemKindEnum = builder.enumType('PurchaseItemKind', {
  description: 'What a purchase line sells.',
  values: {
    COURSE: { description: 'A course variant (a seat or access to the course).' },
    PRODUCT: { description: 'A product variant of the shop.' },
  } as const satisfies Record<PurchaseItemKind, { description: string }>,
});
export const PurchaseActionEnum = builder.enumType('PurchaseAction', {
  values: {
    PAID: { description: 'Confirm the payment.' },
    CANCEL: { description: 'Cancel the purchase.' },
    SEND: { description: 'Mark the products shipped.' },
    COMPLETE: { description: 'Mark it completed or delivered.' },
  } as const satisfies Record<(typeof PURCHASE_ACTIONS)[number], { description: string }>,
  description: 'Admin actions: PAID (payment confirmed), CANCEL, SEND (shipped), COMPLETE (completed or delivered).',
});
const PurchaseSortFieldEnum = builder.enumType('PurchaseSortField', {
  description: 'What the admin list of purchases is sorted by.',
  values: {
    CREATED_AT: { description: 'When it was placed.' },
    NUMBER: { description: 'Its number.' },
    STATUS: { description: 'Its status.' },
    TOTAL: { description: 'Its total.' },
  } as const satisfies Record<(typeof PURCHASE_SORT_FIELDS)[number], { description: string }>,
});

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
    kind: t.expose('kind', { type: PurchaseItemKindEnum, description: 'Course or product.' }),
    name: t.exposeString('name', { description: 'Course title or product name at the time of purchase.' }),
    variantName: t.exposeString('variantName', { description: 'The variant’s name or type at the time of purchase.' }),
    quantity: t.exposeInt('quantity', { description: 'Units bought.' }),
    unitPriceGross: t.exposeInt('unitPriceGross', { description: 'Grosze.' }),
    vatRate: t.exposeInt('vatRate', { description: 'VAT rate, percent.' }),
    discountGross: t.exposeInt('discountGross', { description: 'The coupon’s share on this line, grosze.' }),
    totalGross: t.exposeInt('totalGross', { description: 'quantity × unit price − discount, grosze.' }),
    course: t.relation('course', nullable('The course bought, as it is now; null for products or a deleted course.')),
    courseVariant: t.relation(
      'courseVariant',
      nullable('The course variant bought; null for products or a deleted variant.'),
    ),
    product: t.relation(
      'product',
      nullable('The product bought, as it is now; null for courses or a deleted product.'),
    ),
    productVariant: t.relation(
      'productVariant',
      nullable('The product variant bought; null for courses or a deleted variant.'),
    ),
  }),
});

export const PurchaseEventKindEnum = builder.enumType('PurchaseEventKind', {
  values: {
    STATUS: { description: 'The status changed.' },
    PAYMENT_STARTED: { description: 'A Przelewy24 payment was started.' },
    PAYMENT_NOTIFIED: { description: 'Przelewy24 reported a payment.' },
    PAYMENT_VERIFIED: { description: 'The payment was verified with Przelewy24.' },
    REFUND_NEEDED: { description: 'Money is to be given back; an admin decides how.' },
    REFUND_REQUESTED: { description: 'A refund was requested from Przelewy24.' },
    REFUND_DONE: { description: 'A refund was given back.' },
    REFUND_FAILED: { description: 'A refund failed.' },
    INVOICE_ISSUED: { description: 'The VAT invoice was issued.' },
    CORRECTION_ISSUED: { description: 'A correction invoice was issued.' },
  } as const satisfies Record<PurchaseEventKind, { description: string }>,
  description: 'STATUS: a change of status; the others are money events (the status stays: from = to).',
});
export const RefundStatusEnum = builder.enumType('RefundStatus', {
  values: {
    NEEDED: { description: 'Money to give back, waiting for an admin.' },
    REQUESTED: { description: 'Sent to Przelewy24, waiting for its answer.' },
    DONE: { description: 'Given back.' },
    FAILED: { description: 'Przelewy24 refused or failed it (see failureReason).' },
  } as const satisfies Record<RefundStatus, { description: string }>,
  description: 'NEEDED: money to give back, waiting for an admin; REQUESTED: sent to Przelewy24; DONE; FAILED.',
});
export const RefundMethodEnum = builder.enumType('RefundMethod', {
  description: 'How money is given back.',
  values: {
    PRZELEWY24: { description: 'Through Przelewy24, to the payment it came from.' },
    TRANSFER: { description: 'By a bank transfer the shop makes itself (recorded as done).' },
  } as const satisfies Record<RefundMethod, { description: string }>,
});
export const RefundReasonEnum = builder.enumType('RefundReason', {
  values: {
    CANCELLED_ORDER: { description: 'Money paid for a cancelled purchase.' },
    PAID_TWICE: { description: 'A second payment of a paid purchase.' },
    ADMIN: { description: 'An admin’s refund of a paid purchase.' },
  } as const satisfies Record<RefundReason, { description: string }>,
  description:
    'CANCELLED_ORDER: paid for a cancelled purchase; PAID_TWICE: a second payment; ADMIN: an admin’s refund.',
});

export const RefundLineRef = builder.prismaObject('RefundLine', {
  description: 'A purchase line (or some of its units) refunded; no line means the shipping.',
  fields: (t) => ({
    purchaseItem: t.relation('purchaseItem', nullable('The purchase line refunded; null: the shipping.')),
    quantity: t.exposeInt('quantity', { description: 'Units refunded.' }),
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
    status: t.expose('status', { type: RefundStatusEnum, description: 'Where it stands.' }),
    method: t.expose('method', { type: RefundMethodEnum, description: 'How the money goes back.' }),
    reason: t.expose('reason', { type: RefundReasonEnum, description: 'Why.' }),
    amount: t.exposeInt('amount', { description: 'Grosze.' }),
    failureReason: t.exposeString('failureReason', nullable('Przelewy24’s reason when it failed.')),
    note: t.exposeString('note', { description: 'The admin’s note (may be empty).' }),
    restocked: t.exposeBoolean('restocked', { description: 'The refunded goods came back to stock.' }),
    createdAt: t.expose('createdAt', dateTime('When it was opened.')),
    doneAt: t.expose('doneAt', optionalDateTime('When it was given back; null until then.')),
    lines: t.relation('lines', { description: 'What it refunds.' }),
  }),
});

export const PurchaseEventRef = builder.prismaObject('PurchaseEvent', {
  description: 'One event of the history: a status change or a money event, when, and who (a person, or the system).',
  fields: (t) => ({
    kind: t.expose('kind', { type: PurchaseEventKindEnum, description: 'What happened.' }),
    amount: t.exposeInt('amount', nullable('Money events: the amount, grosze.')),
    fromStatus: t.expose('fromStatus', optional(PurchaseStatusEnum, 'The status before; null for the placement.')),
    toStatus: t.expose('toStatus', { type: PurchaseStatusEnum, description: 'The status after.' }),
    createdAt: t.expose('createdAt', dateTime('When it happened.')),
    actorName: t.string({
      nullable: true,
      description: 'The person who made the change (admins and sellers only; null otherwise or for the system).',
      select: { actor: { select: { firstName: true, lastName: true, email: true, companyName: true } } },
      resolve: (event, _args, ctx) => (event.actor && isStaff(ctx) ? displayName(event.actor) : null),
    }),
    source: t.exposeString('source', nullable('When the system made the change: przelewy24, auto-cancel, system.')),
    note: t.exposeString('note', { description: 'A note on the event (may be empty).' }),
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
    accountNumber: t.exposeString('accountNumber', { description: 'The shop’s bank account number.' }),
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
  description:
    'An order, with names, prices, VAT and addresses frozen when it was placed. Readable by its buyer, admins ' +
    'and sellers, and by a guest with the token of their e-mail link.',
  fields: (t) => ({
    number: t.exposeString('number', { description: 'Human number, gap-free per year: 2026/000042.' }),
    createdAt: t.expose('createdAt', dateTime('When it was placed.')),
    status: t.expose('status', { type: PurchaseStatusEnum, description: 'Where it stands.' }),
    paymentType: t.expose('paymentType', { type: PaymentTypeEnum, description: 'How it is paid.' }),
    buyerType: t.expose('buyerType', { type: BuyerTypeEnum, description: 'Consumer or business.' }),
    name: t.exposeString('name', { description: 'Person’s full name or company name.' }),
    streetAndNumber: t.exposeString('streetAndNumber', { description: 'The buyer’s street and number.' }),
    postalCode: t.exposeString('postalCode', { description: 'The buyer’s postal code.' }),
    city: t.exposeString('city', { description: 'The buyer’s town or city.' }),
    phone: t.exposeString('phone', { description: 'The buyer’s phone.' }),
    email: t.exposeString('email', { description: 'The buyer’s e-mail.' }),
    invNip: t.exposeString(
      'invNip',
      nullable('Invoice data when it differs from the buyer’s: NIP (always set for a business).'),
    ),
    invName: t.exposeString('invName', nullable('Invoice data: name; null: the buyer’s.')),
    invStreet: t.exposeString('invStreet', nullable('Invoice data: street; null: the buyer’s.')),
    invPostalCode: t.exposeString('invPostalCode', nullable('Invoice data: postal code; null: the buyer’s.')),
    invCity: t.exposeString('invCity', nullable('Invoice data: city; null: the buyer’s.')),
    deliveryName: t.exposeString(
      'deliveryName',
      nullable('A different delivery address: recipient; null: the buyer’s address.'),
    ),
    deliveryStreet: t.exposeString('deliveryStreet', nullable('Delivery street and number; null: the buyer’s.')),
    deliveryPostalCode: t.exposeString('deliveryPostalCode', nullable('Delivery postal code; null: the buyer’s.')),
    deliveryCity: t.exposeString('deliveryCity', nullable('Delivery city; null: the buyer’s.')),
    notes: t.exposeString('notes', { description: 'The buyer’s notes (may be empty).' }),
    shippingName: t.exposeString(
      'shippingName',
      nullable('The shipping method’s name at the time; null: nothing shipped.'),
    ),
    shippingPriceGross: t.exposeInt('shippingPriceGross', { description: 'Grosze.' }),
    couponCode: t.exposeString('couponCode', nullable('The discount code used; null: none.')),
    itemsGross: t.exposeInt('itemsGross', { description: 'Lines before the discount, grosze.' }),
    discountGross: t.exposeInt('discountGross', { description: 'Grosze.' }),
    totalGross: t.exposeInt('totalGross', { description: 'What the buyer pays (with shipping), grosze.' }),
    containsCourses: t.exposeBoolean('containsCourses', { description: 'It has course lines.' }),
    containsProducts: t.exposeBoolean('containsProducts', { description: 'It has product lines.' }),
    paidAt: t.expose('paidAt', optionalDateTime('When it was paid; null: not paid.')),
    payBefore: t.expose(
      'payBefore',
      optionalDateTime('An online payment not completed by then is cancelled automatically.'),
    ),
    items: t.relation('items', {
      query: { orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] },
      description: 'Its lines, in order.',
    }),
    events: t.relation('events', {
      query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
      description: 'Its history, oldest first.',
    }),
    refunds: t.relation('refunds', {
      query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
      description: 'Its refunds, oldest first.',
    }),
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

export const PurchaseConnection = cappedCountConnection(PurchaseRef, 'PurchaseConnection', 'adminPurchases');

// ───────────────────────────── Queries ─────────────────────────────

builder.queryField('myPurchases', (t) =>
  connectionField(t, {
    type: PurchaseConnection,
    node: 'Purchase',
    authScopes: { permission: 'read:purchase:own' },
    description: 'The signed-in buyer’s purchases, newest first.',
    rows: (_args, ctx) => ({
      model: ctx.prisma.purchase,
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
    args: {
      id: t.arg.id({ required: true, description: 'Global id of the Purchase.' }),
      accessToken: t.arg.string({ description: 'A guest’s token from the purchase e-mail’s link.' }),
    },
    resolve: async (query, _root, { id, accessToken }, ctx) => {
      const where = { id: rowIdOf(id, 'Purchase') };
      const found = await ctx.prisma.purchase.findUnique({ where, select: { buyerId: true, accessTokenHash: true } });
      if (!found || !purchaseAccess(viewerOf(ctx), found, accessToken)) return null;
      return ctx.prisma.purchase.findUnique({ ...query, where });
    },
  }),
);

const PurchaseFilterInput = builder.inputType('PurchaseFilter', {
  description: 'Which purchases to list; every field left out matches all.',
  fields: (t) => ({
    search: t.string({ description: 'Part of the number, buyer’s name, e-mail or NIP (case-insensitive).' }),
    statuses: t.field({ type: [PurchaseStatusEnum], description: 'Only these statuses (any of them).' }),
    paymentTypes: t.field({ type: [PaymentTypeEnum], description: 'Only these payment types (any of them).' }),
    dateFrom: t.field({ type: 'Date', description: 'Placed on or after this day (Europe/Warsaw).' }),
    dateTo: t.field({ type: 'Date', description: 'Placed on or before this day (Europe/Warsaw).' }),
    amountFrom: t.int({ description: 'Total at least, grosze.' }),
    amountTo: t.int({ description: 'Total at most, grosze.' }),
    containsCourses: t.boolean({ description: 'True: only purchases with courses; false: only without.' }),
    containsProducts: t.boolean({ description: 'True: only purchases with products; false: only without.' }),
    needsAttention: t.boolean({ description: 'A refund needed or failed, or a payment not verified to the end.' }),
  }),
});

const PurchaseSortInput = newestFirstSortInput(
  'PurchaseSort',
  'The order of the admin list of purchases.',
  PurchaseSortFieldEnum,
);

builder.queryField('adminPurchases', (t) =>
  connectionField(t, {
    type: PurchaseConnection,
    node: 'Purchase',
    authScopes: (_root, _args, ctx) => isStaff(ctx),
    description:
      'Every purchase (admins; sellers read-only): search, filters and sort (newest first by default; the id breaks ties).',
    args: {
      filter: t.arg({ type: PurchaseFilterInput, description: 'Which purchases; all when left out.' }),
      sort: t.arg({ type: PurchaseSortInput, description: 'The order; newest first when left out.' }),
    },
    rows: (args, ctx) => {
      const filter = parsePurchaseFilter(args.filter ?? {});
      return {
        model: ctx.prisma.purchase,
        where: adminPurchaseWhere(filter),
        orderBy: adminPurchaseOrder(args.sort),
        count: () => countAdminPurchases(ctx.prisma, filter),
      };
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
      args: { id: t.arg.id({ required: true, description: 'Global id of the Purchase.' }) },
      resolve: async (query, _root, { id }, ctx) => {
        const purchaseId = rowIdOf(id, 'Purchase');
        await applyPurchaseAction(ctx.prisma, purchaseId, action, { userId: ctx.viewer!.user.id });
        return ctx.prisma.purchase.findUniqueOrThrow({ ...query, where: { id: purchaseId } });
      },
    }),
  );
}

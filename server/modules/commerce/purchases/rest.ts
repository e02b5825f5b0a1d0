import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { can } from '../../../auth/permissions.ts';
import type { Config } from '../../../config.ts';
import type { PrismaClient } from '../../../generated/prisma/client.ts';
import * as enums from '../../../generated/prisma/enums.ts';
import { forbidden, unauthenticated } from '../../../platform/errors.ts';
import { requirePermission } from '../../../platform/http/guard.ts';
import * as oa from '../../../platform/http/openapi.ts';
import { issue, parseInput, restPageQuery } from '../../../platform/validation.ts';
import { displayName } from '../../accounts/account/service.ts';
import { exportFileName, exportLanguage, exportPurchases } from './export.ts';
import * as purchases from './service.ts';

// ───────────────────────────── Schemas ─────────────────────────────

const purchaseItemSchema = z.object({
  id: oa.uuid('Line id'),
  kind: z.enum(enums.PurchaseItemKind),
  courseId: oa.uuid('Course id').nullable(),
  courseVariantId: oa.uuid('Course variant id').nullable(),
  productId: oa.uuid('Product id').nullable(),
  productVariantId: oa.uuid('Product variant id').nullable(),
  name: z.string().meta({ description: 'Course title or product name at the time of purchase' }),
  variantName: z.string(),
  quantity: z.number().int(),
  unitPriceGross: oa.grosze(),
  vatRate: z.number().int(),
  discountGross: oa.grosze(),
  totalGross: oa.grosze(),
});

const purchaseEventSchema = z.object({
  kind: z
    .enum(enums.PurchaseEventKind)
    .meta({ description: 'STATUS: a status change; otherwise a money event (the status stays)' }),
  amount: oa.grosze().nullable().meta({ description: 'Money events: the amount, grosze' }),
  fromStatus: z.enum(enums.PurchaseStatus).nullable(),
  toStatus: z.enum(enums.PurchaseStatus),
  createdAt: oa.dateTime(),
  actorName: z.string().nullable().meta({ description: 'Who made the change (admins and sellers only)' }),
  source: z.string().nullable().meta({ description: 'przelewy24, auto-cancel or system when not a person' }),
  note: z.string(),
});

export const refundSchema = z
  .object({
    id: oa.uuid('Refund id'),
    status: z.enum(enums.RefundStatus).meta({ description: 'NEEDED (waits for an admin), REQUESTED, DONE or FAILED' }),
    method: z.enum(enums.RefundMethod),
    reason: z.enum(enums.RefundReason),
    amount: oa.grosze(),
    failureReason: z.string().nullable().meta({ description: 'Przelewy24’s reason when it failed' }),
    note: z.string(),
    restocked: z.boolean(),
    createdAt: oa.dateTime(),
    doneAt: oa.dateTime().nullable(),
    lines: z.array(
      z.object({
        purchaseItemId: oa.uuid('The refunded line; null for the shipping').nullable(),
        quantity: z.number().int(),
        amount: oa.grosze(),
      }),
    ),
  })
  .meta({ id: 'Refund' });

/** A refund as REST presents it (whoever reads the purchase reads its refunds). */
export const presentRefund = (r: purchases.PurchaseDetails['refunds'][number]) => ({
  id: r.id,
  status: r.status,
  method: r.method,
  reason: r.reason,
  amount: r.amount,
  failureReason: r.failureReason,
  note: r.note,
  restocked: r.restocked,
  createdAt: r.createdAt.toISOString(),
  doneAt: r.doneAt?.toISOString() ?? null,
  lines: r.lines.map((l) => ({ purchaseItemId: l.purchaseItemId, quantity: l.quantity, amount: l.amount })),
});

const purchaseSchema = z
  .object({
    id: oa.uuid('Purchase id'),
    number: z.string().meta({ description: 'Gap-free per year: 2026/000042' }),
    createdAt: oa.dateTime(),
    status: z.enum(enums.PurchaseStatus).meta({ description: 'NO_PAID is shown as cancelled' }),
    paymentType: z.enum(enums.PaymentType),
    buyerType: z.enum(enums.BuyerType),
    buyerId: oa.uuid('The buyer’s account (admins only; null otherwise and for guests)').nullable(),
    name: z.string(),
    streetAndNumber: z.string(),
    postalCode: z.string(),
    city: z.string(),
    phone: z.string(),
    email: z.string(),
    invNip: z.string().nullable(),
    invName: z.string().nullable(),
    invStreet: z.string().nullable(),
    invPostalCode: z.string().nullable(),
    invCity: z.string().nullable(),
    deliveryName: z.string().nullable(),
    deliveryStreet: z.string().nullable(),
    deliveryPostalCode: z.string().nullable(),
    deliveryCity: z.string().nullable(),
    notes: z.string(),
    shippingName: z.string().nullable(),
    shippingPriceGross: oa.grosze(),
    couponCode: z.string().nullable(),
    itemsGross: oa.grosze(),
    discountGross: oa.grosze(),
    totalGross: oa.grosze(),
    containsCourses: z.boolean(),
    containsProducts: z.boolean(),
    paidAt: oa.dateTime().nullable(),
    payBefore: oa.dateTime().nullable(),
    items: z.array(purchaseItemSchema),
    events: z.array(purchaseEventSchema),
    refunds: z.array(refundSchema),
    bankTransfer: z
      .object({ accountNumber: z.string(), title: z.string(), amountGross: oa.grosze() })
      .nullable()
      .meta({ description: 'Traditional-transfer details while the purchase awaits payment' }),
    allowedActions: z
      .array(z.enum(purchases.PURCHASE_ACTIONS))
      .meta({ description: 'What an admin may do now (else empty)' }),
  })
  .meta({ id: 'Purchase' });

const purchasePageSchema = oa.cappedPageOf(purchaseSchema, 'PurchasePage');

const pageQuery = z.object(restPageQuery);

const direction = z
  .string()
  .transform((v) => v.trim().toUpperCase())
  .pipe(z.enum(['ASC', 'DESC'], issue('invalid_value')))
  .optional();

/** The admin list's query: page, filters (as PurchaseFilter, lists repeated or comma-separated) and order. */
const adminListQuery = z.object({
  ...restPageQuery,
  search: z.string().optional().meta({ description: 'Part of the number, buyer’s name, e-mail or NIP' }),
  status: z.array(z.enum(enums.PurchaseStatus)).optional().meta({ description: 'Repeated or comma-separated' }),
  paymentType: z.array(z.enum(enums.PaymentType)).optional().meta({ description: 'Repeated or comma-separated' }),
  dateFrom: z.string().optional().meta({ format: 'date', description: 'Placed on or after (Europe/Warsaw day)' }),
  dateTo: z.string().optional().meta({ format: 'date', description: 'Placed on or before (Europe/Warsaw day)' }),
  amountFrom: z.number().int().optional().meta({ description: 'Total at least, grosze' }),
  amountTo: z.number().int().optional().meta({ description: 'Total at most, grosze' }),
  containsCourses: z.boolean().optional(),
  containsProducts: z.boolean().optional(),
  needsAttention: z
    .boolean()
    .optional()
    .meta({ description: 'A refund needed or failed, or a payment not verified to the end' }),
  sort: z
    .string()
    .transform((v) => v.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase())
    .pipe(z.enum(purchases.PURCHASE_SORT_FIELDS, issue('invalid_value')))
    .optional()
    .meta({ description: 'CREATED_AT (default), NUMBER, TOTAL or STATUS' }),
  direction: direction.meta({ description: 'DESC (default) or ASC' }),
});
const exportQuery = adminListQuery
  .omit({ page: true, size: true })
  .extend({ lang: z.enum(['pl', 'en', 'PL', 'EN']).optional().meta({ description: 'Header language' }) });

type AdminQuery = Record<string, unknown>;

/** The filter is parsed by the service's own schema (one source of field-issue codes). */
function adminFilterAndOrder(query: AdminQuery) {
  const filter = purchases.parsePurchaseFilter({
    search: query.search,
    statuses: query.status,
    paymentTypes: query.paymentType,
    dateFrom: query.dateFrom,
    dateTo: query.dateTo,
    amountFrom: query.amountFrom,
    amountTo: query.amountTo,
    containsCourses: query.containsCourses,
    containsProducts: query.containsProducts,
    needsAttention: query.needsAttention,
  });
  const order = parseInput(adminListQuery.pick({ sort: true, direction: true }), {
    sort: query.sort,
    direction: query.direction,
  });
  const sort = { field: order.sort, direction: order.direction };
  return { filter, sort, where: purchases.adminPurchaseWhere(filter), orderBy: purchases.adminPurchaseOrder(sort) };
}

// ───────────────────────────── Presenter ─────────────────────────────

/** A purchase as REST presents it to a viewer with `access`: raw UUIDs, grosze, ISO 8601. */
export function presentPurchase(
  p: purchases.PurchaseDetails,
  access: Exclude<purchases.PurchaseAccess, null>,
  config: Config,
) {
  const staff = access === 'admin' || access === 'seller';
  return {
    id: p.id,
    number: p.number,
    createdAt: p.createdAt.toISOString(),
    status: p.status,
    paymentType: p.paymentType,
    buyerType: p.buyerType,
    buyerId: access === 'admin' ? p.buyerId : null,
    name: p.name,
    streetAndNumber: p.streetAndNumber,
    postalCode: p.postalCode,
    city: p.city,
    phone: p.phone,
    email: p.email,
    invNip: p.invNip,
    invName: p.invName,
    invStreet: p.invStreet,
    invPostalCode: p.invPostalCode,
    invCity: p.invCity,
    deliveryName: p.deliveryName,
    deliveryStreet: p.deliveryStreet,
    deliveryPostalCode: p.deliveryPostalCode,
    deliveryCity: p.deliveryCity,
    notes: p.notes,
    shippingName: p.shippingName,
    shippingPriceGross: p.shippingPriceGross,
    couponCode: p.couponCode,
    itemsGross: p.itemsGross,
    discountGross: p.discountGross,
    totalGross: p.totalGross,
    containsCourses: p.containsCourses,
    containsProducts: p.containsProducts,
    paidAt: p.paidAt?.toISOString() ?? null,
    payBefore: p.payBefore?.toISOString() ?? null,
    items: p.items.map((i) => ({
      id: i.id,
      kind: i.kind,
      courseId: i.courseId,
      courseVariantId: i.courseVariantId,
      productId: i.productId,
      productVariantId: i.productVariantId,
      name: i.name,
      variantName: i.variantName,
      quantity: i.quantity,
      unitPriceGross: i.unitPriceGross,
      vatRate: i.vatRate,
      discountGross: i.discountGross,
      totalGross: i.totalGross,
    })),
    events: p.events.map((e) => ({
      kind: e.kind,
      amount: e.amount,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      createdAt: e.createdAt.toISOString(),
      actorName: staff && e.actor ? displayName(e.actor) : null,
      source: e.source,
      note: e.note,
    })),
    refunds: p.refunds.map(presentRefund),
    bankTransfer:
      p.paymentType === 'TRADITIONAL_TRANSFER' && p.status === 'PLACED'
        ? { accountNumber: config.SHOP_BANK_ACCOUNT, title: p.number, amountGross: p.totalGross }
        : null,
    allowedActions: access === 'admin' ? purchases.allowedActions(p) : [],
  };
}

/** Admins and sellers read every purchase; 401 signed out, 403 for other roles. */
function requireStaff(request: FastifyRequest) {
  const viewer = request.viewer;
  if (!viewer) throw unauthenticated();
  if (!purchases.readsAllPurchases(viewer.user.role)) throw forbidden();
  return viewer;
}

const ACTION_PATHS: [string, purchases.PurchaseAction, string][] = [
  ['paid', 'PAID', 'Confirm the payment: PLACED → PAID (courses or seats granted, invoice issued)'],
  ['cancel', 'CANCEL', 'Cancel: PLACED or PAID (not yet sent) → NO_PAID; reservations released'],
  ['send', 'SEND', 'Mark shipped: PAID → SEND (purchases holding products)'],
  ['completed', 'COMPLETE', 'Complete: SEND → DELIVERED, or PAID → COMPLETED when nothing is shipped'],
];

const transitionRefused = [409, 'PURCHASE_TRANSITION_NOT_ALLOWED: the status does not allow this action'] as const;

/**
 * Purchases under /api/v1 (spec 7 "Shop"): the buyer's list and details (a guest with the token
 * of their e-mail link), the admin's and seller's list, details and spreadsheet, and the admin
 * actions. (The automatic cancellation of unpaid online purchases runs in the payments module's
 * reconciliation, which first asks Przelewy24 whether the money came.)
 */
export async function purchasesRest(
  app: FastifyInstance,
  { prisma, config }: { prisma: PrismaClient; config: Config },
): Promise<void> {
  const api = oa.rest(app);
  const shop = { tags: ['shop'] };
  const admin = { tags: ['admin shop'] };

  api.get(
    '/shop/purchases',
    {
      schema: {
        ...shop,
        summary: 'The signed-in buyer’s purchases, newest first',
        security: oa.security.read,
        querystring: pageQuery,
        response: { 200: oa.ok(purchasePageSchema, 'One page of purchases'), ...oa.signedInRefusals(400) },
      },
    },
    async (request) => {
      const viewer = requirePermission(request, 'read:purchase:own');
      const query = parseInput(pageQuery, request.query);
      const { items, total, totalExact } = await purchases.purchasePage(
        prisma,
        { buyerId: viewer.user.id },
        purchases.NEWEST_FIRST,
        query,
      );
      return { items: items.map((p) => presentPurchase(p, 'owner', config)), ...query, total, totalExact };
    },
  );

  api.get<{ Params: { id: string }; Querystring: { accessToken?: string } }>(
    '/shop/purchases/:id',
    {
      schema: {
        ...shop,
        summary: 'A purchase: for its buyer, an admin, a seller, or a guest with the token from the e-mail link',
        security: oa.security.optional,
        params: oa.idParams('Purchase'),
        querystring: z.object({ accessToken: z.string().optional().meta({ description: 'A guest’s secret' }) }),
        response: {
          200: oa.ok(purchaseSchema, 'The purchase'),
          ...oa.errors([404, 'NOT_FOUND: no such purchase, or not yours (not revealed which)']),
        },
      },
    },
    async (request) => {
      const viewer = request.viewer ? { id: request.viewer.user.id, role: request.viewer.user.role } : null;
      const token = typeof request.query.accessToken === 'string' ? request.query.accessToken : null;
      const { purchase, access } = await purchases.getPurchaseFor(prisma, viewer, request.params.id, token);
      return presentPurchase(purchase, access, config);
    },
  );

  api.get(
    '/admin/shop/purchases',
    {
      schema: {
        ...admin,
        summary: 'Every purchase (admins; sellers read-only): search, filters, sort, 25 a page',
        security: oa.security.read,
        querystring: adminListQuery,
        response: { 200: oa.ok(purchasePageSchema, 'One page of purchases'), ...oa.signedInRefusals(400) },
      },
    },
    async (request) => {
      const viewer = requireStaff(request);
      const query = request.query as AdminQuery;
      const page = parseInput(pageQuery, { page: query.page, size: query.size });
      const { filter, where, orderBy } = adminFilterAndOrder(query);
      const { items, total, totalExact } = await purchases.purchasePage(prisma, where, orderBy, page, () =>
        purchases.countAdminPurchases(prisma, filter),
      );
      const access = can(viewer.user.role, 'manage:purchase:any') ? 'admin' : 'seller';
      return { items: items.map((p) => presentPurchase(p, access, config)), ...page, total, totalExact };
    },
  );

  api.get(
    '/admin/shop/purchases/excel',
    {
      schema: {
        ...admin,
        summary: 'The sales spreadsheet (XLSX, streamed) of the purchases matching the filters, in the list’s order',
        description:
          'Admins and sellers. The header row is in `lang`, else Accept-Language, else Polish. ' +
          'Content-Disposition: attachment; filename="sales-YYYY-MM-DD.xlsx".',
        security: oa.security.read,
        querystring: exportQuery,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: {
          200: oa.fileBytes('The spreadsheet'),
          ...oa.signedInRefusals(400),
        },
      },
    },
    async (request, reply) => {
      requireStaff(request);
      const query = request.query as AdminQuery;
      const { filter, sort } = adminFilterAndOrder(query);
      const language = exportLanguage(query.lang, request.headers['accept-language']);
      const stream = exportPurchases(prisma, filter, sort, language, (error) =>
        request.log.error({ err: error }, 'sales export failed'),
      );
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${exportFileName()}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  api.get<{ Params: { id: string } }>(
    '/admin/shop/purchases/:id',
    {
      schema: {
        ...admin,
        summary: 'A purchase with its lines and events (admins; sellers read-only)',
        security: oa.security.read,
        params: oa.idParams('Purchase'),
        response: { 200: oa.ok(purchaseSchema, 'The purchase'), ...oa.signedInRefusals(404) },
      },
    },
    async (request) => {
      const viewer = requireStaff(request);
      const { purchase, access } = await purchases.getPurchaseFor(
        prisma,
        { id: viewer.user.id, role: viewer.user.role },
        request.params.id,
      );
      return presentPurchase(purchase, access, config);
    },
  );

  for (const [path, action, summary] of ACTION_PATHS) {
    api.put<{ Params: { id: string } }>(
      `/admin/shop/purchases/:id/${path}`,
      {
        schema: {
          ...admin,
          summary,
          security: oa.security.write,
          params: oa.idParams('Purchase'),
          response: {
            200: oa.ok(purchaseSchema, 'The purchase after the change'),
            ...oa.signedInRefusals(404, transitionRefused),
          },
        },
      },
      async (request) => {
        const viewer = requirePermission(request, 'manage:purchase:any');
        await purchases.applyPurchaseAction(prisma, request.params.id, action, { userId: viewer.user.id });
        const { purchase } = await purchases.getPurchaseFor(
          prisma,
          { id: viewer.user.id, role: viewer.user.role },
          request.params.id,
        );
        return presentPurchase(purchase, 'admin', config);
      },
    );
  }
}

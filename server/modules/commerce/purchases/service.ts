import { recordWebhookEvent } from '../../system/integrations/service.ts';
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { can, isCompanyAccount, type Role } from '../../../auth/permissions.ts';
import { Prisma, type PrismaClient } from '../../../generated/prisma/client.ts';
import { PaymentType, PurchaseStatus } from '../../../generated/prisma/enums.ts';
import { countUpTo, EXACT_COUNT_UP_TO, type CappedCount } from '../../../platform/db/capped-count.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import { enqueueMail } from '../../../platform/mail/outbox.ts';
import { calendarDate, enumOf, issue, isUuid, parseInput, price, queryList } from '../../../platform/validation.ts';
import { releaseReservations } from '../checkout/service.ts';
import { issueInvoice } from '../invoices/service.ts';
import { statusMail } from './mail.ts';
import { PAID_OR_LATER, PURCHASE_ACTIONS, nextStatus, type PurchaseAction } from './transitions.ts';
import { containsText, ilikePattern } from '../../../platform/db/text-search.ts';
import { warsawDayStart } from '../../../platform/time.ts';
import { lockPurchase } from './lock.ts';
import { numberedPage, type PageRequest } from '../../../platform/http/numbered-page.ts';
import { recordMoneyEvent, refundCancelledPayments, purchaseEventData } from './money-events.ts';

export { PURCHASE_ACTIONS, allowedActions, nextStatus, type PurchaseAction } from './transitions.ts';
export { lockPurchase } from './lock.ts';
export { PAID_OR_LATER } from './transitions.ts';
export {
  announceRefund,
  newRefundsUuid,
  openRefund,
  recordMoneyEvent,
  refundableLines,
  refundablePayments,
} from './money-events.ts';

/**
 * Purchases (issue 8): the state machine's effects (events, e-mails, reservations released,
 * courses and seats granted, the invoice issued), automatic cancellation of unpaid online
 * orders, and the queries behind the buyer's and the admin's lists.
 */

/** Who changed a purchase: a signed-in user, or the system with a reason. */
export type PurchaseActor = { userId: string } | { source: 'przelewy24' | 'auto-cancel' | 'system' };

/** A client or an open transaction: services that change a purchase accept either. */
export type Db = PrismaClient | Prisma.TransactionClient;

/** Runs `fn` in a new transaction, or in the caller's when `db` already is one. */
async function inTransaction<T>(db: Db, fn: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  // A transaction client has no $connect (its $transaction only throws "nested transactions").
  if (typeof (db as { $connect?: unknown }).$connect === 'function') {
    return (db as PrismaClient).$transaction(fn, { timeout: 30_000 });
  }
  return fn(db as Prisma.TransactionClient);
}

export const transitionNotAllowed = (status: PurchaseStatus, action: PurchaseAction) =>
  new AppError('PURCHASE_TRANSITION_NOT_ALLOWED', `A ${status} purchase cannot take the action ${action}`);

/** Calendar months added in UTC; the day is clamped (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * What paying gives the buyer: a USER (or any non-company account) gets each course for its
 * access duration (`accessUntil` = paid + `Course.accessMonths`, null when unlimited; a course
 * already owned gets the later of the two ends); a B2B buyer gets one seat (UserResource) per
 * unit bought, assigned later. Guests cannot buy courses (checkout refuses), so they get nothing.
 */
async function grantCourses(tx: Prisma.TransactionClient, purchaseId: string, buyerId: string | null, paidAt: Date) {
  if (!buyerId) return;
  const buyer = await tx.user.findUnique({ where: { id: buyerId }, select: { role: true } });
  if (!buyer) return;
  const lines = await tx.purchaseItem.findMany({
    where: { purchaseId, kind: 'COURSE', courseId: { not: null } },
    select: { courseId: true, courseVariantId: true, quantity: true, course: { select: { accessMonths: true } } },
    orderBy: { sortOrder: 'asc' },
  });
  if (isCompanyAccount(buyer.role)) {
    await tx.userResource.createMany({
      data: lines.flatMap((line) =>
        Array.from({ length: line.quantity }, () => ({
          ownerId: buyerId,
          courseId: line.courseId!,
          courseVariantId: line.courseVariantId,
          purchaseId,
        })),
      ),
    });
    return;
  }
  for (const line of lines) {
    const months = line.course?.accessMonths;
    const accessUntil = months ? addMonths(paidAt, months) : null;
    const owned = await tx.userCourse.findFirst({
      where: { userId: buyerId, courseId: line.courseId! },
      orderBy: { createdAt: 'desc' },
    });
    if (!owned) {
      await tx.userCourse.create({
        data: {
          userId: buyerId,
          courseId: line.courseId!,
          courseVariantId: line.courseVariantId,
          purchaseId,
          accessUntil,
        },
      });
    } else if (owned.accessUntil !== null && (accessUntil === null || accessUntil > owned.accessUntil)) {
      await tx.userCourse.update({ where: { id: owned.id }, data: { accessUntil } });
    }
  }
}

/** Cancelling a paid purchase withdraws what it granted (seats, and the courses given with them). */
async function withdrawCourses(tx: Prisma.TransactionClient, purchaseId: string) {
  const seats = await tx.userResource.findMany({ where: { purchaseId }, select: { userCourseId: true } });
  const seatCourses = seats.map((s) => s.userCourseId).filter((id): id is string => id !== null);
  await tx.userResource.deleteMany({ where: { purchaseId } });
  await tx.userCourse.deleteMany({ where: { OR: [{ purchaseId }, { id: { in: seatCourses } }] } });
}

export interface TransitionResult {
  changed: boolean;
  from: PurchaseStatus;
  to: PurchaseStatus;
}

/**
 * The one place a purchase changes status: locks the row, checks the state machine, records the
 * event, queues the buyer's e-mail and applies the effects, all in one transaction.
 * `idempotentFrom`: statuses in which the action counts as already done (`changed: false`).
 */
async function transition(
  tx: Prisma.TransactionClient,
  purchaseId: string,
  action: PurchaseAction,
  actor: PurchaseActor,
  idempotentFrom: readonly PurchaseStatus[] = [],
  note = '',
): Promise<TransitionResult> {
  const locked = await lockPurchase(tx, purchaseId);
  if (idempotentFrom.includes(locked.status)) return { changed: false, from: locked.status, to: locked.status };
  const to = nextStatus(locked, action);
  if (!to) throw transitionNotAllowed(locked.status, action);

  const now = new Date();
  const purchase = await tx.purchase.update({
    where: { id: purchaseId },
    data: { status: to, ...(to === 'PAID' ? { paidAt: now } : {}) },
  });
  await tx.purchaseEvent.create({
    data: {
      purchaseId,
      fromStatus: locked.status,
      toStatus: to,
      actorId: 'userId' in actor ? actor.userId : null,
      source: 'source' in actor ? actor.source : null,
      note,
    },
  });
  // NO_PAID is what the spec calls cancelled (stock, places and the coupon released).
  if (to === 'PAID' || to === 'NO_PAID') {
    await recordWebhookEvent(tx, to === 'PAID' ? 'PURCHASE_PAID' : 'PURCHASE_CANCELLED', {
      owners: [purchase.buyerId],
      data: purchaseEventData(purchase),
    });
  }
  if (to === 'PAID') {
    await grantCourses(tx, purchaseId, purchase.buyerId, now);
    const invoice = await issueInvoice(tx, purchaseId);
    await recordMoneyEvent(tx, purchaseId, 'INVOICE_ISSUED', {
      actor,
      amount: purchase.totalGross,
      note: invoice.number,
    });
  }
  const mail = statusMail(purchase, to);
  if (mail) await enqueueMail(tx, mail);
  if (to === 'NO_PAID') {
    if (locked.status === 'PAID') await withdrawCourses(tx, purchaseId);
    await releaseReservations(tx, purchaseId);
    // After the cancellation mail, so the buyer reads "cancelled" before "refund".
    await refundCancelledPayments(tx, { ...purchase, wasPaid: locked.status === 'PAID' });
  }
  return { changed: true, from: locked.status, to };
}

/**
 * Marks a purchase PAID (payments, checkout for zero totals, the admin's "paid" action).
 * Idempotent: a purchase already PAID or later changes nothing and returns `changed: false`.
 * A cancelled purchase (NO_PAID) is refused with PURCHASE_TRANSITION_NOT_ALLOWED: a payment that
 * arrives after the automatic cancellation is the payments module's to record and refund.
 * `db` may be the caller's open transaction.
 */
export async function markPaid(db: Db, purchaseId: string, actor: PurchaseActor): Promise<{ changed: boolean }> {
  const result = await inTransaction(db, (tx) => transition(tx, purchaseId, 'PAID', actor, PAID_OR_LATER));
  return { changed: result.changed };
}

/** An admin action (paid, cancel, send, completed); an action not allowed now is refused. */
export async function applyPurchaseAction(
  db: Db,
  purchaseId: string,
  action: PurchaseAction,
  actor: PurchaseActor,
): Promise<TransitionResult> {
  return inTransaction(db, (tx) => transition(tx, purchaseId, action, actor));
}

export const isPurchaseAction = (value: string): value is PurchaseAction =>
  (PURCHASE_ACTIONS as readonly string[]).includes(value);

// ───────────────────────────── Automatic cancellation ─────────────────────────────

/**
 * Cancels PLACED Przelewy24 purchases whose `payBefore` is before `now` (source "auto-cancel",
 * reservations released, buyer e-mailed), but never one whose money may still arrive: each of its
 * payment attempts must have been found unpaid by Przelewy24 after the deadline (the payments
 * module's reconciliation asks first and records `checkedAt`). Rows are claimed in batches with
 * FOR UPDATE SKIP LOCKED, so several processes never cancel one twice nor wait on each other.
 * Returns how many were cancelled.
 */
export async function cancelOverdue(prisma: PrismaClient, now: Date, batchSize = 100): Promise<number> {
  let total = 0;
  for (;;) {
    const cancelled = await prisma.$transaction(
      async (tx) => {
        const rows = await tx.$queryRaw<{ id: string }[]>`
          SELECT u.id::text AS id FROM "Purchase" u
          WHERE u.status = 'PLACED' AND u."paymentType" = 'PRZELEWY24_TRANSFER'
            AND u."payBefore" < ${now.toISOString()}::timestamp
            AND NOT EXISTS (
              SELECT 1 FROM "Payment" p WHERE p."purchaseId" = u.id
                AND (p.status IN ('VERIFYING', 'VERIFIED')
                  OR (p.status = 'REGISTERED' AND (p."checkedAt" IS NULL OR p."checkedAt" < u."payBefore"))))
          ORDER BY u."payBefore" LIMIT ${batchSize} FOR UPDATE OF u SKIP LOCKED`;
        for (const row of rows) await transition(tx, row.id, 'CANCEL', { source: 'auto-cancel' });
        return rows.length;
      },
      { timeout: 60_000 },
    );
    total += cancelled;
    if (cancelled < batchSize) return total;
  }
}

// ───────────────────────────── Reading ─────────────────────────────

/** SHA-256 (hex) of a guest's access token, as stored in `Purchase.accessTokenHash`. */
export const hashAccessToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether `token` is the purchase's guest token (constant-time comparison of the hashes). */
export function tokenMatches(accessTokenHash: string, token: string | null | undefined): boolean {
  if (!token) return false;
  const given = Buffer.from(hashAccessToken(token), 'hex');
  const stored = Buffer.from(accessTokenHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export interface PurchaseViewer {
  id: string;
  role: Role;
}

/** How the viewer may see a purchase: staff (admin, seller), its owner, a guest with its token, or not. */
export type PurchaseAccess = 'admin' | 'seller' | 'owner' | 'guest' | null;

export function purchaseAccess(
  viewer: PurchaseViewer | null,
  purchase: { buyerId: string | null; accessTokenHash: string },
  accessToken?: string | null,
): PurchaseAccess {
  if (viewer && can(viewer.role, 'manage:purchase:any')) return 'admin';
  if (viewer && can(viewer.role, 'read:order:any')) return 'seller';
  if (viewer && purchase.buyerId === viewer.id && can(viewer.role, 'read:purchase:own')) return 'owner';
  return tokenMatches(purchase.accessTokenHash, accessToken) ? 'guest' : null;
}

/** Whether the viewer reads every purchase (admins and sellers). */
export const readsAllPurchases = (role: Role | null | undefined) =>
  can(role, 'manage:purchase:any') || can(role, 'read:order:any');

export const purchaseDetailsInclude = {
  items: { orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] },
  events: {
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    include: { actor: { select: { firstName: true, lastName: true, companyName: true, email: true } } },
  },
  buyer: { select: { id: true, email: true, role: true, firstName: true, lastName: true, companyName: true } },
  refunds: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], include: { lines: true } },
} satisfies Prisma.PurchaseInclude;
export type PurchaseDetails = Prisma.PurchaseGetPayload<{ include: typeof purchaseDetailsInclude }>;

/**
 * A purchase the viewer may see, with its lines and events, or NOT_FOUND (also when it exists
 * but is not theirs: nobody learns whether an id exists).
 */
export async function getPurchaseFor(
  prisma: PrismaClient,
  viewer: PurchaseViewer | null,
  purchaseId: string,
  accessToken?: string | null,
): Promise<{ purchase: PurchaseDetails; access: Exclude<PurchaseAccess, null> }> {
  const purchase = isUuid(purchaseId)
    ? await prisma.purchase.findUnique({ where: { id: purchaseId }, include: purchaseDetailsInclude })
    : null;
  const access = purchase ? purchaseAccess(viewer, purchase, accessToken) : null;
  if (!purchase || !access) throw notFound('Purchase');
  return { purchase, access };
}

/** The buyer's own purchases, newest first. */
export const myPurchasesWhere = (userId: string): Prisma.PurchaseWhereInput => ({ buyerId: userId });
export const NEWEST_FIRST: Prisma.PurchaseOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

// ───────────────────────────── Admin list: search, filters, sort ─────────────────────────────

export const PURCHASE_SORT_FIELDS = ['CREATED_AT', 'NUMBER', 'TOTAL', 'STATUS'] as const;
export type PurchaseSortField = (typeof PURCHASE_SORT_FIELDS)[number];

const optionalBool = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v === '' ? undefined : v),
  z.boolean(issue('invalid_value')).nullish(),
);

/** The admin list's filter (GraphQL PurchaseFilter, REST query): every field optional. */
export const purchaseFilterSchema = z.object({
  search: z.string(issue('invalid_value')).trim().max(255, issue('max_length')).nullish(),
  statuses: queryList(enumOf(PurchaseStatus)).nullish(),
  paymentTypes: queryList(enumOf(PaymentType)).nullish(),
  dateFrom: calendarDate().nullish(),
  dateTo: calendarDate().nullish(),
  amountFrom: price().nullish(),
  amountTo: price().nullish(),
  containsCourses: optionalBool,
  containsProducts: optionalBool,
  /** Money that waits for someone: a refund needed or failed, or a payment whose verification did not finish. */
  needsAttention: optionalBool,
});
export type PurchaseFilter = z.input<typeof purchaseFilterSchema>;

declare const parsedBrand: unique symbol;
/** A parsed admin filter (see `parsePurchaseFilter`). */
export type ParsedPurchaseFilter = z.output<typeof purchaseFilterSchema> & { readonly [parsedBrand]: true };
const parsedFilters = new WeakSet<object>();

/**
 * Parses the admin list's filter; invalid filters are VALIDATION_FAILED naming the field. A
 * filter parsed already is returned as it is (the list, its count and the export share one).
 */
export function parsePurchaseFilter(input: unknown): ParsedPurchaseFilter {
  if (typeof input === 'object' && input !== null && parsedFilters.has(input)) return input as ParsedPurchaseFilter;
  const parsed = parseInput(purchaseFilterSchema, input ?? {});
  parsedFilters.add(parsed);
  return parsed as ParsedPurchaseFilter;
}

/** The bounds of the filter's date range (Europe/Warsaw days), as instants. */
function createdRange(f: ParsedPurchaseFilter): { gte?: Date; lt?: Date } {
  return {
    ...(f.dateFrom ? { gte: warsawDayStart(f.dateFrom) } : {}),
    ...(f.dateTo ? { lt: warsawDayStart(new Date(f.dateTo.getTime() + 86_400_000)) } : {}),
  };
}

/** A purchase whose money waits for someone (the admin list's "needs attention"); the SQL twin is below. */
export const NEEDS_ATTENTION: Prisma.PurchaseWhereInput = {
  OR: [
    { refunds: { some: { status: { in: ['NEEDED', 'FAILED'] } } } },
    { payments: { some: { status: 'VERIFYING' } } },
  ],
};
const NEEDS_ATTENTION_SQL = Prisma.sql`(EXISTS (SELECT 1 FROM "Refund" r WHERE r."purchaseId" = "Purchase".id AND r.status IN ('NEEDED', 'FAILED'))
  OR EXISTS (SELECT 1 FROM "Payment" p WHERE p."purchaseId" = "Purchase".id AND p.status = 'VERIFYING'))`;

/** The WHERE of the admin list (Prisma); invalid filters are VALIDATION_FAILED naming the field. */
export function adminPurchaseWhere(input: unknown): Prisma.PurchaseWhereInput {
  const f = parsePurchaseFilter(input);
  const and: Prisma.PurchaseWhereInput[] = [];
  const text = f.search?.trim();
  if (text) {
    // The trigram indexes of the four columns (migration purchases_search) serve the OR as a bitmap OR.
    const contains = containsText(text);
    and.push({ OR: [{ number: contains }, { name: contains }, { email: contains }, { invNip: contains }] });
  }
  if (f.statuses?.length) and.push({ status: { in: f.statuses } });
  if (f.paymentTypes?.length) and.push({ paymentType: { in: f.paymentTypes } });
  const { gte, lt } = createdRange(f);
  if (gte) and.push({ createdAt: { gte } });
  if (lt) and.push({ createdAt: { lt } });
  if (f.amountFrom != null) and.push({ totalGross: { gte: f.amountFrom } });
  if (f.amountTo != null) and.push({ totalGross: { lte: f.amountTo } });
  if (f.containsCourses != null) and.push({ containsCourses: f.containsCourses });
  if (f.containsProducts != null) and.push({ containsProducts: f.containsProducts });
  if (f.needsAttention != null) and.push(f.needsAttention ? NEEDS_ATTENTION : { NOT: NEEDS_ATTENTION });
  return and.length ? { AND: and } : {};
}

/**
 * The same WHERE in SQL over `"Purchase"` (unqualified: the connection's search_path), for the
 * count and the export, which Prisma's query builder would make slower. Kept next to
 * `adminPurchaseWhere`: the listing tests compare the two (totalCount, export rows, list rows).
 */
export function adminPurchaseSqlWhere(input: unknown): Prisma.Sql {
  const f = parsePurchaseFilter(input);
  const and: Prisma.Sql[] = [];
  const text = f.search?.trim();
  if (text) {
    const pattern = ilikePattern(text);
    and.push(
      Prisma.sql`("number" ILIKE ${pattern} OR "name" ILIKE ${pattern} OR "email" ILIKE ${pattern} OR "invNip" ILIKE ${pattern})`,
    );
  }
  if (f.statuses?.length) {
    and.push(Prisma.sql`"status" IN (${Prisma.join(f.statuses.map((v) => Prisma.sql`${v}::"PurchaseStatus"`))})`);
  }
  if (f.paymentTypes?.length) {
    and.push(Prisma.sql`"paymentType" IN (${Prisma.join(f.paymentTypes.map((v) => Prisma.sql`${v}::"PaymentType"`))})`);
  }
  const { gte, lt } = createdRange(f);
  if (gte) and.push(Prisma.sql`"createdAt" >= ${gte.toISOString()}::timestamp`);
  if (lt) and.push(Prisma.sql`"createdAt" < ${lt.toISOString()}::timestamp`);
  if (f.amountFrom != null) and.push(Prisma.sql`"totalGross" >= ${f.amountFrom}::int`);
  if (f.amountTo != null) and.push(Prisma.sql`"totalGross" <= ${f.amountTo}::int`);
  if (f.containsCourses != null) and.push(Prisma.sql`"containsCourses" = ${f.containsCourses}::boolean`);
  if (f.containsProducts != null) and.push(Prisma.sql`"containsProducts" = ${f.containsProducts}::boolean`);
  if (f.needsAttention != null)
    and.push(f.needsAttention ? NEEDS_ATTENTION_SQL : Prisma.sql`NOT ${NEEDS_ATTENTION_SQL}`);
  return and.length ? Prisma.join(and, ' AND ') : Prisma.sql`TRUE`;
}

export { EXACT_COUNT_UP_TO };
export type PurchaseCount = CappedCount;

/** How many purchases match the admin filter: exact up to `upTo`, else the planner's estimate. */
export const countAdminPurchases = (prisma: PrismaClient, input: unknown, upTo = EXACT_COUNT_UP_TO) =>
  countUpTo(prisma, 'Purchase', adminPurchaseSqlWhere(input), upTo);

/** The admin list's order; the id breaks ties so pages never overlap or skip rows. */
export function adminPurchaseOrder(
  sort: { field?: PurchaseSortField | null; direction?: 'ASC' | 'DESC' | null } | null | undefined,
): Prisma.PurchaseOrderByWithRelationInput[] {
  const dir = sort?.direction === 'ASC' ? 'asc' : 'desc';
  const field = ({ CREATED_AT: 'createdAt', NUMBER: 'number', TOTAL: 'totalGross', STATUS: 'status' } as const)[
    sort?.field ?? 'CREATED_AT'
  ];
  return field === 'createdAt'
    ? [{ createdAt: dir }, { id: dir }]
    : [{ [field]: dir }, { createdAt: dir }, { id: dir }];
}

/**
 * A numbered page of purchases (REST lists, page from 0), counted beside the page: exactly, or
 * by `count` (the admin list's capped count).
 */
export async function purchasePage(
  prisma: PrismaClient,
  where: Prisma.PurchaseWhereInput,
  orderBy: Prisma.PurchaseOrderByWithRelationInput[],
  request: PageRequest,
  count: () => Promise<PurchaseCount> = async () => ({ count: await prisma.purchase.count({ where }), exact: true }),
) {
  return numberedPage(
    request,
    (window) => prisma.purchase.findMany({ where, orderBy, ...window, include: purchaseDetailsInclude }),
    count,
  );
}

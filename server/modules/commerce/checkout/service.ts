import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import type { Viewer } from '../../../auth/viewer-can.ts';
import type { Prisma, PrismaClient, Purchase } from '../../../generated/prisma/client.ts';
import { BuyerType, Language, PaymentType } from '../../../generated/prisma/enums.ts';
import { AppError, brokenRule, type FieldIssue } from '../../../platform/errors.ts';
import { inLanguage } from '../../../platform/language.ts';
import { enqueueMail } from '../../../platform/mail/outbox.ts';
import { nextCounterValue } from '../../../platform/db/counters.ts';
import {
  email,
  enumOf,
  isUuid,
  issue,
  optionalNip,
  optionalText,
  phone,
  plainText,
  postalCode,
  requiredText,
  toFieldIssues,
} from '../../../platform/validation.ts';
import { confirmationMail } from './mail.ts';
import {
  cartSchema,
  computeQuote,
  parseCart,
  type Blocker,
  type CartQuote,
  type CourseLine,
  type ProductLine,
  type QuoteOptions,
} from './quote.ts';
import { warsawYear } from '../../../platform/time.ts';
import { PRZELEWY24_MAX_GROSS, FALLBACK_LANGUAGE } from '../../../contract/policies.ts';

/**
 * Cart quotes and order placement (spec 3 Cart and Checkout fields, 5 cart and coupon rules):
 * `quoteCart` for anyone, `placeOrder` in one transaction, and `releaseReservations` for the
 * purchases module when an order is cancelled.
 */

export {
  applyCoupon,
  cartSchema,
  MAX_CART_LINES,
  MAX_LINE_AMOUNT,
  SELLABLE_VISIBILITIES,
  vatAmount,
  type Blocker,
  type CartDiscount,
  type CartInput,
  type CartNotice,
  type CartQuote,
  type CourseLine,
  type DiscountStatus,
  type NoticeCode,
  type ProductLine,
  type VatAmount,
} from './quote.ts';

/** The messages of the codes a quote's blockers name (spec 8 where it has one). */
export const BLOCKER_MESSAGES: Record<Blocker, string> = {
  CART_EMPTY: 'Your cart is empty',
  ACCOUNT_REQUIRED: 'A cart holding a course needs a student or company account: sign in to continue',
  ITEMS_UNAVAILABLE:
    "Cannot place an order because some products are unavailable or there isn't enough to satisfy this order",
  DISCOUNT_CODE_NOT_FOUND: "Discount code doesn't exist",
  DISCOUNT_CODE_NOT_STARTED: 'This discount code is not valid yet',
  DISCOUNT_CODE_EXPIRED: 'This discount code has expired',
  DISCOUNT_CODE_USED_UP: 'This discount code has been used up',
  DISCOUNT_CODE_NOT_APPLICABLE: 'This discount code does not apply to anything in your cart',
  FORBIDDEN: 'You do not have access to this page.',
};

const blockerError = (blocker: Blocker) => new AppError(blocker, BLOCKER_MESSAGES[blocker]);

export const idempotencyKeyReused = () =>
  new AppError('IDEMPOTENCY_KEY_REUSED', 'This order was already submitted with other data: reload the page');
export const cartChanged = () =>
  new AppError('CART_CHANGED', 'Your cart has changed (a product is gone or an amount was reduced): check it again');

const roleOf = (viewer: Viewer | null) => viewer?.user.role ?? null;

/** The cart rebuilt from the catalogue (anyone may ask, visitors included). */
export async function quoteCart(
  prisma: PrismaClient,
  viewer: Viewer | null,
  input: unknown,
  options: QuoteOptions,
): Promise<CartQuote> {
  return computeQuote(prisma, roleOf(viewer), parseCart(input), options);
}

// ───────────────────────────── Placement ─────────────────────────────

const addressPostalCode = postalCode;

const invoiceSchema = z.object({
  invNip: optionalNip(),
  invName: optionalText(255),
  invStreet: optionalText(255),
  invPostalCode: optionalText(6),
  invCity: optionalText(100),
});
const deliverySchema = z.object({
  name: requiredText(255),
  street: requiredText(255),
  postalCode: addressPostalCode(),
  city: requiredText(100),
});

export const placeOrderSchema = z
  .object({
    cart: cartSchema,
    idempotencyKey: requiredText(100),
    buyerType: enumOf(BuyerType),
    name: requiredText(255),
    streetAndNumber: requiredText(255),
    postalCode: addressPostalCode(),
    city: requiredText(100),
    phone: phone(),
    email: email(),
    invoice: invoiceSchema.nullish().transform((v) => v ?? null),
    delivery: deliverySchema.nullish().transform((v) => v ?? null),
    notes: plainText(1000),
    shippingMethodId: optionalText(100),
    paymentType: enumOf(PaymentType),
    termsAccepted: z.boolean(issue('required')).refine((v) => v, issue('required')),
    language: enumOf(Language).nullish(),
  })
  .superRefine((order, ctx) => {
    const invoice = order.invoice;
    const nip = invoice?.invNip ?? null;
    if (order.buyerType === 'BUSINESS' && !nip) {
      ctx.addIssue({ code: 'custom', path: ['invoice', 'invNip'], message: 'required' });
    }
    if (invoice?.invPostalCode && !/^\d{2}-\d{3}$/.test(invoice.invPostalCode)) {
      ctx.addIssue({ code: 'custom', path: ['invoice', 'invPostalCode'], message: 'invalid_postal_code' });
    }
    // An individual's different invoice data is a whole address (a business may give only its NIP).
    if (invoice && order.buyerType === 'INDIVIDUAL') {
      for (const field of ['invName', 'invStreet', 'invPostalCode', 'invCity'] as const) {
        if (!invoice[field]) ctx.addIssue({ code: 'custom', path: ['invoice', field], message: 'required' });
      }
    }
  });

export type PlaceOrderInput = z.input<typeof placeOrderSchema>;
type ParsedOrder = z.output<typeof placeOrderSchema>;

export interface PlaceOrderResult {
  purchase: Purchase;
  /** The guest's private-link secret: only when this call created the purchase. */
  accessToken: string | null;
  /** False when the idempotency key named an existing purchase (a repeated submit). */
  created: boolean;
}

export interface PlaceOrderOptions extends QuoteOptions {
  config: Pick<Config, 'PAYMENT_TIMEOUT_MINUTES' | 'SHOP_BANK_ACCOUNT' | 'publicUrl'>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const formatPurchaseNumber = (year: number, sequence: number) => `${year}/${String(sequence).padStart(6, '0')}`;

export const purchaseDetailsUrl = (publicUrl: URL, purchaseId: string, accessToken: string) =>
  `${publicUrl.origin}/app/purchases/${purchaseId}/details?accessToken=${encodeURIComponent(accessToken)}`;

/**
 * Places an order in one transaction: the cart quoted again, stock and course places taken with
 * conditional updates, the coupon's use counted, lines frozen, a gap-free number, the first event
 * and the confirmation e-mail. A repeated submit (same idempotency key, same order) returns the
 * purchase it made; the same key with another order is IDEMPOTENCY_KEY_REUSED.
 * Payment follows after the commit (the transports: startPayment, or markPaid for a zero total).
 */
export async function placeOrder(
  prisma: PrismaClient,
  viewer: Viewer | null,
  input: unknown,
  options: PlaceOrderOptions,
): Promise<PlaceOrderResult> {
  const order = parseOrder(input);
  const buyerId = viewer?.user.id ?? null;
  const existing = await findByKey(prisma, order, buyerId);
  if (existing) return { purchase: existing, accessToken: null, created: false };
  try {
    return await prisma.$transaction((tx) => placeInTransaction(tx, viewer, order, options), {
      maxWait: 10_000,
      timeout: 30_000,
    });
  } catch (error) {
    // A concurrent submit with the same key committed first: the unique index decided.
    if (isUniqueViolation(error, 'idempotencyKey')) {
      const raced = await findByKey(prisma, order, buyerId);
      if (raced) return { purchase: raced, accessToken: null, created: false };
    }
    throw error;
  }
}

function parseOrder(input: unknown): ParsedOrder {
  const result = placeOrderSchema.safeParse(input ?? {});
  if (!result.success) {
    throw new AppError('VALIDATION_FAILED', 'Invalid form', toFieldIssues(result.error));
  }
  return result.data;
}

async function findByKey(prisma: PrismaClient, order: ParsedOrder, buyerId: string | null): Promise<Purchase | null> {
  const purchase = await prisma.purchase.findUnique({
    where: { idempotencyKey: order.idempotencyKey },
    include: { items: { select: { courseVariantId: true, productVariantId: true, quantity: true } } },
  });
  if (!purchase) return null;
  const { items, ...row } = purchase;
  const sameOrder =
    row.buyerId === buyerId &&
    row.email === order.email &&
    row.name === order.name &&
    row.paymentType === order.paymentType &&
    row.buyerType === order.buyerType &&
    (row.couponCode ?? null) === (order.cart.discountCode?.toUpperCase() ?? null) &&
    sameLines(items, order);
  if (!sameOrder) throw idempotencyKeyReused();
  return row;
}

function sameLines(
  items: { courseVariantId: string | null; productVariantId: string | null; quantity: number }[],
  order: ParsedOrder,
): boolean {
  const key = (id: string | null) => id ?? '';
  const stored = new Set(items.map((i) => key(i.courseVariantId ?? i.productVariantId)));
  const asked = new Set([
    ...order.cart.productsVirtual.map((l) => l.courseVariantId),
    ...order.cart.productsMaterial.map((l) => l.productVariantId),
  ]);
  return stored.size === asked.size && [...asked].every((id) => stored.has(id));
}

const isUniqueViolation = (error: unknown, field: string) => {
  const e = error as { code?: unknown; meta?: { target?: unknown; driverAdapterError?: unknown } } | null;
  if (e?.code !== 'P2002') return false;
  return JSON.stringify(e.meta ?? {}).includes(field);
};

async function placeInTransaction(
  tx: Prisma.TransactionClient,
  viewer: Viewer | null,
  order: ParsedOrder,
  options: PlaceOrderOptions,
): Promise<PlaceOrderResult> {
  const now = options.now ?? new Date();
  const role = roleOf(viewer);
  const quote = await computeQuote(tx, role, order.cart, { ...options, now });

  // The order as the buyer saw it, or nothing: every blocker has its code and message.
  const blocker = (['FORBIDDEN', 'CART_EMPTY', 'ACCOUNT_REQUIRED'] as const).find((b) => quote.blockers.includes(b));
  if (blocker) throw blockerError(blocker);
  const couponBlocker = quote.blockers.find((b) => b.startsWith('DISCOUNT_CODE_'));
  if (couponBlocker) throw blockerError(couponBlocker);
  if (quote.notices.some((n) => n.code !== 'LINE_MERGED')) throw cartChanged();
  if (quote.blockers.includes('ITEMS_UNAVAILABLE')) throw blockerError('ITEMS_UNAVAILABLE');

  // Shipping: required exactly when something is shipped.
  const shipped = quote.productsMaterial.length > 0;
  const issues: FieldIssue[] = [];
  let shipping: { id: string; name: string; nameEn: string; priceGross: number } | null = null;
  if (shipped && !order.shippingMethodId) issues.push({ field: 'shippingMethodId', code: 'required' });
  else if (!shipped && order.shippingMethodId) issues.push({ field: 'shippingMethodId', code: 'invalid_value' });
  else if (order.shippingMethodId) {
    shipping = isUuid(order.shippingMethodId)
      ? await tx.shippingMethod.findUnique({ where: { id: order.shippingMethodId } })
      : null;
    if (!shipping) issues.push({ field: 'shippingMethodId', code: 'invalid_value' });
  }
  if (issues.length) throw new AppError('VALIDATION_FAILED', 'Invalid form', issues);

  // Payment type for the total the buyer pays.
  const shippingPriceGross = shipping?.priceGross ?? 0;
  const totalGross = quote.totalGross + shippingPriceGross;
  checkPaymentType(order.paymentType, totalGross, options.przelewy24Offered);

  // Reservations: conditional updates in a fixed order (variants, courses, coupon, counter), so
  // concurrent orders wait for each other's rows instead of deadlocking or overselling.
  for (const line of [...quote.productsMaterial].sort(byId((l) => l.productVariant.id))) {
    const taken = await tx.$executeRaw`
      UPDATE "ProductVariant" SET "stock" = "stock" - ${line.amount}
      WHERE "id" = ${line.productVariant.id}::uuid AND "stock" >= ${line.amount}`;
    if (taken !== 1) throw blockerError('ITEMS_UNAVAILABLE');
  }
  for (const line of [...quote.productsVirtual].sort(byId((l) => l.course.id))) {
    const taken = await tx.$executeRaw`
      UPDATE "Course" SET "availablePlaces" = "availablePlaces" - ${line.amount}
      WHERE "id" = ${line.course.id}::uuid
        AND "visibility" IN ('PUBLIC', 'LANDING')
        AND ("availablePlaces" IS NULL OR "availablePlaces" >= ${line.amount})`;
    if (taken !== 1) throw blockerError('ITEMS_UNAVAILABLE');
  }
  const coupon = quote.discount?.coupon ?? null;
  if (coupon && !(await countCouponUse(tx, coupon.id, now))) throw blockerError('DISCOUNT_CODE_USED_UP');

  // Lines, shipping and the e-mail keep the names the buyer saw, in the order's language.
  const language = order.language ?? viewer?.user.language ?? FALLBACK_LANGUAGE;
  const productName = (line: ProductLine) => inLanguage(language, line.product.name, line.product.nameEn);
  const variantName = (line: ProductLine) => inLanguage(language, line.productVariant.name, line.productVariant.nameEn);
  const shippingName = shipping ? inLanguage(language, shipping.name, shipping.nameEn) : null;

  const year = warsawYear(now);
  const number = formatPurchaseNumber(year, await nextCounterValue(tx, `purchase:${year}`));
  const accessToken = randomBytes(32).toString('base64url');
  const invoice = order.invoice;
  const business = order.buyerType === 'BUSINESS';
  const lines: (CourseLine | ProductLine)[] = [...quote.productsVirtual, ...quote.productsMaterial];
  const purchase = await tx.purchase.create({
    data: {
      number,
      buyerId: viewer?.user.id ?? null,
      paymentType: order.paymentType,
      buyerType: order.buyerType,
      language,
      name: order.name,
      streetAndNumber: order.streetAndNumber,
      postalCode: order.postalCode,
      city: order.city,
      phone: order.phone,
      email: order.email,
      // A business is invoiced with its NIP; the name and address default to the buyer's.
      invNip: invoice?.invNip ?? null,
      invName: invoice?.invName ?? (business ? order.name : null),
      invStreet: invoice?.invStreet ?? (business ? order.streetAndNumber : null),
      invPostalCode: invoice?.invPostalCode ?? (business ? order.postalCode : null),
      invCity: invoice?.invCity ?? (business ? order.city : null),
      deliveryName: order.delivery?.name ?? null,
      deliveryStreet: order.delivery?.street ?? null,
      deliveryPostalCode: order.delivery?.postalCode ?? null,
      deliveryCity: order.delivery?.city ?? null,
      notes: order.notes,
      shippingMethodId: shipping?.id ?? null,
      shippingName,
      shippingPriceGross,
      couponId: coupon?.id ?? null,
      couponCode: coupon?.code ?? null,
      itemsGross: quote.itemsGross,
      discountGross: quote.discountGross,
      totalGross,
      containsCourses: quote.productsVirtual.length > 0,
      containsProducts: shipped,
      idempotencyKey: order.idempotencyKey,
      accessTokenHash: sha256(accessToken),
      payBefore:
        order.paymentType === 'PRZELEWY24_TRANSFER'
          ? new Date(now.getTime() + options.config.PAYMENT_TIMEOUT_MINUTES * 60_000)
          : null,
      createdAt: now,
      items: {
        create: lines.map((line, sortOrder) => ({
          sortOrder,
          quantity: line.amount,
          unitPriceGross: line.unitPriceGross,
          vatRate: line.vatRate,
          discountGross: line.discountGross,
          totalGross: line.lineGross - line.discountGross,
          ...(line.kind === 'COURSE'
            ? {
                kind: 'COURSE' as const,
                courseId: line.course.id,
                courseVariantId: line.courseVariant.id,
                name: line.course.title,
                variantName: line.courseVariant.variant,
              }
            : {
                kind: 'PRODUCT' as const,
                productId: line.product.id,
                productVariantId: line.productVariant.id,
                name: productName(line),
                variantName: variantName(line),
              }),
        })),
      },
      events: { create: { toStatus: 'PLACED', actorId: viewer?.user.id ?? null, createdAt: now } },
    },
  });

  await enqueueMail(
    tx,
    confirmationMail({
      language,
      email: order.email,
      number,
      paymentType: order.paymentType,
      lines: lines.map((line) => ({
        kind: line.kind,
        name: line.kind === 'COURSE' ? line.course.title : productName(line),
        variantName: line.kind === 'COURSE' ? line.courseVariant.variant : variantName(line),
        quantity: line.amount,
        totalGross: line.lineGross - line.discountGross,
      })),
      itemsGross: quote.itemsGross,
      discountGross: quote.discountGross,
      couponCode: coupon?.code ?? null,
      shippingName,
      shippingPriceGross,
      totalGross,
      payBefore: purchase.payBefore,
      bankAccount: options.config.SHOP_BANK_ACCOUNT,
      detailsUrl: purchaseDetailsUrl(options.config.publicUrl, purchase.id, accessToken),
    }),
  );
  return { purchase, accessToken, created: true };
}

/** Spec 5/9: Przelewy24 up to 55,000 PLN and only where offered; zero payment only for a zero total. */
function checkPaymentType(paymentType: PaymentType, totalGross: number, przelewy24Offered: boolean): void {
  if (totalGross === 0) {
    if (paymentType !== 'O_TRANSFER') throw paymentTypeNotAllowed();
    return;
  }
  if (paymentType === 'O_TRANSFER') throw paymentTypeNotAllowed();
  if (paymentType === 'PRZELEWY24_TRANSFER') {
    if (!przelewy24Offered) throw brokenRule('PRZELEWY24_UNAVAILABLE');
    if (totalGross > PRZELEWY24_MAX_GROSS) throw brokenRule('PRZELEWY24_AMOUNT_TOO_HIGH');
  }
}

const paymentTypeNotAllowed = () =>
  new AppError('PAYMENT_TYPE_NOT_ALLOWED', 'Zero payment is only for orders with nothing to pay, and only for them');

const byId =
  <T>(id: (item: T) => string) =>
  (a: T, b: T) =>
    id(a) < id(b) ? -1 : id(a) > id(b) ? 1 : 0;

// ───────────────────────────── Cancellation ─────────────────────────────

/**
 * Counts one use of a coupon, only while it is valid at `now` and not used up (one conditional
 * update, so concurrent orders never exceed its limit); false when it may not be used.
 */
export async function countCouponUse(tx: Prisma.TransactionClient, couponId: string, now: Date): Promise<boolean> {
  const counted = await tx.$executeRaw`
    UPDATE "DiscountCoupon" SET "usedCount" = "usedCount" + 1
    WHERE "id" = ${couponId}::uuid
      AND ("usageLimit" IS NULL OR "usedCount" < "usageLimit")
      AND ("validFrom" IS NULL OR "validFrom" <= ${now})
      AND ("validTo" IS NULL OR "validTo" >= ${now})`;
  return counted === 1;
}

/**
 * Returns a cancelled purchase's stock, course places and coupon use (inside its transaction).
 * The purchases module calls it once, on the transition to NO_PAID.
 */
export async function releaseReservations(tx: Prisma.TransactionClient, purchaseId: string): Promise<void> {
  const purchase = await tx.purchase.findUnique({
    where: { id: purchaseId },
    select: {
      couponId: true,
      items: {
        select: {
          kind: true,
          courseId: true,
          productVariantId: true,
          quantity: true,
          // Units a refund gave back already (course places always, goods when they came back).
          refundLines: {
            where: { refund: { status: { not: 'FAILED' } } },
            select: { quantity: true, refund: { select: { restocked: true } } },
          },
        },
      },
    },
  });
  if (!purchase) return;
  const items = purchase.items
    .map((item) => ({
      ...item,
      quantity:
        item.quantity -
        item.refundLines
          .filter((line) => item.kind === 'COURSE' || line.refund.restocked)
          .reduce((sum, line) => sum + line.quantity, 0),
    }))
    .filter((item) => item.quantity > 0);
  for (const item of items
    .filter((i) => i.kind === 'PRODUCT' && i.productVariantId)
    .sort(byId((i) => i.productVariantId!))) {
    await tx.$executeRaw`
      UPDATE "ProductVariant" SET "stock" = "stock" + ${item.quantity} WHERE "id" = ${item.productVariantId}::uuid`;
  }
  for (const item of items.filter((i) => i.kind === 'COURSE' && i.courseId).sort(byId((i) => i.courseId!))) {
    await tx.$executeRaw`
      UPDATE "Course" SET "availablePlaces" = "availablePlaces" + ${item.quantity}
      WHERE "id" = ${item.courseId}::uuid AND "availablePlaces" IS NOT NULL`;
  }
  if (purchase.couponId) {
    await tx.$executeRaw`
      UPDATE "DiscountCoupon" SET "usedCount" = GREATEST("usedCount" - 1, 0) WHERE "id" = ${purchase.couponId}::uuid`;
  }
}

import { z } from 'zod';
import type { Role } from '../../../auth/permissions.ts';
import { can, isStudentAccount } from '../../../auth/permissions.ts';
import type {
  Course,
  CourseVariant,
  DiscountCoupon,
  Prisma,
  PrismaClient,
  Product,
  ProductVariant,
  ShippingMethod,
} from '../../../generated/prisma/client.ts';
import type { Visibility } from '../../../generated/prisma/enums.ts';
import { issue, isUuid, optionalText, parseInput, wholeNumber } from '../../../platform/validation.ts';
import { omnibusPrices } from '../../catalogue/pricing/service.ts';
import { PRZELEWY24_MAX_GROSS } from '../../../contract/policies.ts';

/**
 * The cart quote (spec 3 Cart, 4 Cart, 5 cart and coupon rules): the browser keeps only ids and
 * amounts; every price, VAT amount, availability and the coupon's effect is computed here from the
 * catalogue as it is now. Placement runs the same quote inside its transaction.
 */

export const MAX_CART_LINES = 50;
export const MAX_LINE_AMOUNT = 99;
/** Course visibilities that may be bought (SOON is listed but not sold yet; PRIVATE is a draft). */
export const SELLABLE_VISIBILITIES: readonly Visibility[] = ['PUBLIC', 'LANDING'];

const lineAmount = () => wholeNumber(1, MAX_LINE_AMOUNT);
const lineId = () => z.string(issue('required')).trim().max(100, issue('max_length'));

export const cartSchema = z
  .object({
    productsVirtual: z
      .array(z.object({ courseId: lineId(), courseVariantId: lineId(), amount: lineAmount() }))
      .max(MAX_CART_LINES, issue('max_length'))
      .nullish()
      .transform((v) => v ?? []),
    productsMaterial: z
      .array(z.object({ productVariantId: lineId(), amount: lineAmount() }))
      .max(MAX_CART_LINES, issue('max_length'))
      .nullish()
      .transform((v) => v ?? []),
    discountCode: optionalText(20),
  })
  .superRefine((cart, ctx) => {
    if (cart.productsVirtual.length + cart.productsMaterial.length > MAX_CART_LINES) {
      ctx.addIssue({
        code: 'too_big',
        path: ['productsMaterial'],
        maximum: MAX_CART_LINES,
        origin: 'array',
        inclusive: true,
        input: cart.productsMaterial,
      });
    }
  });

export type CartInput = z.input<typeof cartSchema>;
export type ParsedCart = z.output<typeof cartSchema>;

export const parseCart = (input: unknown): ParsedCart => parseInput(cartSchema, input ?? {});

export type NoticeCode = 'LINE_REMOVED' | 'AMOUNT_REDUCED' | 'LINE_MERGED';
export interface CartNotice {
  code: NoticeCode;
  /** The course title or product name (Polish), when it is still known. */
  name: string | null;
  /** The product's English name (null for courses, which exist per language, and when unknown). */
  nameEn: string | null;
  courseId: string | null;
  courseVariantId: string | null;
  productVariantId: string | null;
}

export type DiscountStatus = 'APPLIED' | 'NOT_FOUND' | 'NOT_STARTED' | 'EXPIRED' | 'USED_UP' | 'NOT_APPLICABLE';
export interface CartDiscount {
  code: string;
  status: DiscountStatus;
  discountGross: number;
  coupon: DiscountCoupon | null;
}

interface PricedLine {
  amount: number;
  unitPriceGross: number;
  omnibusLowestPriceGross: number | null;
  vatRate: number;
  lineGross: number;
  discountGross: number;
  available: boolean;
}
export interface CourseLine extends PricedLine {
  kind: 'COURSE';
  course: Course;
  courseVariant: CourseVariant;
  availablePlaces: number | null;
}
export interface ProductLine extends PricedLine {
  kind: 'PRODUCT';
  product: Product;
  productVariant: ProductVariant;
  stock: number;
}

export interface VatAmount {
  rate: number;
  grossAmount: number;
  netAmount: number;
  vatAmount: number;
}

/** Why the cart cannot be ordered now: error codes of the contract. */
export type Blocker =
  | 'CART_EMPTY'
  | 'ACCOUNT_REQUIRED'
  | 'ITEMS_UNAVAILABLE'
  | 'DISCOUNT_CODE_NOT_FOUND'
  | 'DISCOUNT_CODE_NOT_STARTED'
  | 'DISCOUNT_CODE_EXPIRED'
  | 'DISCOUNT_CODE_USED_UP'
  | 'DISCOUNT_CODE_NOT_APPLICABLE'
  | 'FORBIDDEN';

export interface CartQuote {
  productsVirtual: CourseLine[];
  productsMaterial: ProductLine[];
  notices: CartNotice[];
  discount: CartDiscount | null;
  itemsGross: number;
  discountGross: number;
  totalGross: number;
  vat: VatAmount[];
  shippingMethods: ShippingMethod[];
  requiresAccount: boolean;
  orderable: boolean;
  blockers: Blocker[];
  przelewy24Available: boolean;
}

export interface QuoteOptions {
  /** Whether Przelewy24 is offered at all (payments' przelewy24Offered(config)). */
  przelewy24Offered: boolean;
  now?: Date;
}

type Db = PrismaClient | Prisma.TransactionClient;

/** Whether a role may buy courses (a course goes to a student or a company's seats). */
export const mayBuyCourses = (role: Role | null | undefined) => !!role && can(role, 'read:purchase:own');
/** Whether a role may buy at all (spec 2: Admin, Instructor and RegisterNotCompleted are kept out of the shop). */
export const mayShop = (role: Role | null | undefined) => can(role, 'browse:catalogue:any');

/** The prices of a line of `amount` units of `variant` at `vatRate`, before any coupon. */
const linePrices = (
  variant: { id: string; priceGross: number },
  amount: number,
  omnibus: Map<string, number | null>,
  vatRate: number,
): Omit<PricedLine, 'available'> => ({
  amount,
  unitPriceGross: variant.priceGross,
  omnibusLowestPriceGross: omnibus.get(variant.id) ?? null,
  vatRate,
  lineGross: variant.priceGross * amount,
  discountGross: 0,
});

export async function computeQuote(
  db: Db,
  role: Role | null,
  cart: ParsedCart,
  options: QuoteOptions,
): Promise<CartQuote> {
  const now = options.now ?? new Date();
  const notices: CartNotice[] = [];
  const notice = (code: NoticeCode, name: string | null, ids: Partial<CartNotice>) =>
    notices.push({ code, name, nameEn: null, courseId: null, courseVariantId: null, productVariantId: null, ...ids });

  // ── Courses: one entry per course; the same variant again adds up, another variant replaces it.
  const courseEntries = new Map<string, { courseId: string; courseVariantId: string; amount: number }>();
  for (const line of cart.productsVirtual) {
    const previous = courseEntries.get(line.courseId);
    if (previous && previous.courseVariantId === line.courseVariantId) {
      previous.amount += line.amount;
      notice('LINE_MERGED', null, { courseId: line.courseId, courseVariantId: line.courseVariantId });
    } else {
      if (previous) notice('LINE_MERGED', null, { courseId: line.courseId, courseVariantId: line.courseVariantId });
      courseEntries.delete(line.courseId); // the later entry keeps its place at the end
      courseEntries.set(line.courseId, { ...line });
    }
  }
  const productEntries = new Map<string, { productVariantId: string; amount: number }>();
  for (const line of cart.productsMaterial) {
    const previous = productEntries.get(line.productVariantId);
    if (previous) {
      previous.amount += line.amount;
      notice('LINE_MERGED', null, { productVariantId: line.productVariantId });
    } else productEntries.set(line.productVariantId, { ...line });
  }

  const courseVariantIds = [...courseEntries.values()].map((e) => e.courseVariantId).filter(isUuid);
  const productVariantIds = [...productEntries.keys()].filter(isUuid);
  const [courseVariants, productVariants, courseOmnibus, productOmnibus] = await Promise.all([
    courseVariantIds.length
      ? db.courseVariant.findMany({ where: { id: { in: courseVariantIds } }, include: { course: true } })
      : [],
    productVariantIds.length
      ? db.productVariant.findMany({ where: { id: { in: productVariantIds } }, include: { product: true } })
      : [],
    courseVariantIds.length ? omnibusPrices(db, 'course', courseVariantIds) : new Map<string, number | null>(),
    productVariantIds.length ? omnibusPrices(db, 'product', productVariantIds) : new Map<string, number | null>(),
  ]);
  const courseVariantById = new Map(courseVariants.map((v) => [v.id, v]));
  const productVariantById = new Map(productVariants.map((v) => [v.id, v]));

  const productsVirtual: CourseLine[] = [];
  for (const entry of courseEntries.values()) {
    const variant = courseVariantById.get(entry.courseVariantId);
    // A missing variant, a variant of another course, or a draft (PRIVATE) course: gone from the shop.
    if (!variant || variant.courseId !== entry.courseId || variant.course.visibility === 'PRIVATE') {
      notice('LINE_REMOVED', null, { courseId: entry.courseId, courseVariantId: entry.courseVariantId });
      continue;
    }
    let amount = Math.min(entry.amount, MAX_LINE_AMOUNT);
    // A student owns a course once; a company buys seats (any number).
    if (isStudentAccount(role) && amount > 1) amount = 1;
    if (amount !== entry.amount) {
      notice('AMOUNT_REDUCED', variant.course.title, {
        courseId: entry.courseId,
        courseVariantId: entry.courseVariantId,
      });
    }
    const { course, ...courseVariant } = variant;
    const places = course.availablePlaces;
    productsVirtual.push({
      kind: 'COURSE',
      course,
      courseVariant,
      ...linePrices(variant, amount, courseOmnibus, course.vatRate),
      available: SELLABLE_VISIBILITIES.includes(course.visibility) && (places === null || places >= amount),
      availablePlaces: places,
    });
  }

  const productsMaterial: ProductLine[] = [];
  for (const entry of productEntries.values()) {
    const variant = productVariantById.get(entry.productVariantId);
    // A missing variant or a draft (unpublished) product: gone from the shop.
    if (!variant || !variant.product.published) {
      notice('LINE_REMOVED', null, { productVariantId: entry.productVariantId });
      continue;
    }
    const amount = Math.min(entry.amount, MAX_LINE_AMOUNT);
    if (amount !== entry.amount) {
      notice('AMOUNT_REDUCED', variant.product.name, {
        nameEn: variant.product.nameEn,
        productVariantId: entry.productVariantId,
      });
    }
    const { product, ...productVariant } = variant;
    productsMaterial.push({
      kind: 'PRODUCT',
      product,
      productVariant,
      ...linePrices(variant, amount, productOmnibus, product.vatRate),
      available: variant.stock >= amount,
      stock: variant.stock,
    });
  }

  const lines: (CourseLine | ProductLine)[] = [...productsVirtual, ...productsMaterial];
  const itemsGross = lines.reduce((sum, line) => sum + line.lineGross, 0);

  // ── Coupon
  let discount: CartDiscount | null = null;
  const code = cart.discountCode?.trim().toUpperCase();
  if (code) {
    const coupon = await db.discountCoupon.findUnique({ where: { code } });
    const matching = coupon
      ? lines.filter((line) =>
          line.kind === 'COURSE' ? line.course.id === coupon.courseId : line.product.id === coupon.productId,
        )
      : [];
    const status: DiscountStatus = !coupon
      ? 'NOT_FOUND'
      : coupon.validFrom && coupon.validFrom.getTime() > now.getTime()
        ? 'NOT_STARTED'
        : coupon.validTo && coupon.validTo.getTime() < now.getTime()
          ? 'EXPIRED'
          : coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit
            ? 'USED_UP'
            : matching.length === 0
              ? 'NOT_APPLICABLE'
              : 'APPLIED';
    const discountGross = coupon && status === 'APPLIED' ? applyCoupon(coupon, matching) : 0;
    discount = { code, status, discountGross, coupon: coupon && status === 'APPLIED' ? coupon : null };
  }
  const discountGross = discount?.discountGross ?? 0;
  const totalGross = itemsGross - discountGross;

  // ── VAT per rate: the gross after the discount, net and VAT computed once per rate.
  const grossByRate = new Map<number, number>();
  for (const line of lines) {
    grossByRate.set(line.vatRate, (grossByRate.get(line.vatRate) ?? 0) + line.lineGross - line.discountGross);
  }
  const vat = [...grossByRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, grossAmount]) => vatAmount(rate, grossAmount));

  const shippingMethods = productsMaterial.length
    ? await db.shippingMethod.findMany({ orderBy: [{ priceGross: 'asc' }, { name: 'asc' }, { id: 'asc' }] })
    : [];

  const requiresAccount = productsVirtual.length > 0 && role === null;
  const blockers: Blocker[] = [];
  if (lines.length === 0) blockers.push('CART_EMPTY');
  if (role !== null && !mayShop(role)) blockers.push('FORBIDDEN');
  else if (productsVirtual.length > 0 && !mayBuyCourses(role)) blockers.push('ACCOUNT_REQUIRED');
  if (discount && discount.status !== 'APPLIED') blockers.push(`DISCOUNT_CODE_${discount.status}`);
  if (lines.some((line) => !line.available)) blockers.push('ITEMS_UNAVAILABLE');

  return {
    productsVirtual,
    productsMaterial,
    notices,
    discount,
    itemsGross,
    discountGross,
    totalGross,
    vat,
    shippingMethods,
    requiresAccount,
    orderable: blockers.length === 0,
    blockers,
    przelewy24Available: options.przelewy24Offered && totalGross > 0 && totalGross <= PRZELEWY24_MAX_GROSS,
  };
}

/** Net and VAT of a gross amount at one rate, in whole grosze (rounded once). */
export function vatAmount(rate: number, grossAmount: number): VatAmount {
  const netAmount = Math.round((grossAmount * 100) / (100 + rate));
  return { rate, grossAmount, netAmount, vatAmount: grossAmount - netAmount };
}

/**
 * A coupon's discount on the lines it applies to (gross grosze): its amount, at most their sum,
 * or its percentage of that sum; each line's `discountGross` gets its share.
 */
export function applyCoupon(
  coupon: Pick<DiscountCoupon, 'kind' | 'value'>,
  lines: Pick<PricedLine, 'lineGross' | 'discountGross'>[],
): number {
  const base = lines.reduce((sum, line) => sum + line.lineGross, 0);
  const discountGross =
    coupon.kind === 'AMOUNT' ? Math.min(coupon.value, base) : Math.round((base * Math.min(coupon.value, 100)) / 100);
  allocate(discountGross, lines);
  return discountGross;
}

/** Splits `total` over the lines in proportion to their gross (largest remainder, whole grosze). */
function allocate(total: number, lines: Pick<PricedLine, 'lineGross' | 'discountGross'>[]): void {
  const base = lines.reduce((sum, line) => sum + line.lineGross, 0);
  if (base === 0 || total === 0) return;
  const shares = lines.map((line, index) => {
    const exact = (total * line.lineGross) / base;
    return { index, floor: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  let left = total - shares.reduce((sum, s) => sum + s.floor, 0);
  for (const share of [...shares].sort((a, b) => b.rest - a.rest || a.index - b.index)) {
    if (left <= 0) break;
    share.floor += 1;
    left -= 1;
  }
  for (const share of shares) lines[share.index]!.discountGross = share.floor;
}

import {
  COURSE_CATEGORIES,
  PRODUCT_CATEGORIES,
  PRODUCT_KINDS,
  type CourseCategory,
  type ProductCategory,
  type ProductKind,
} from '../../../shared/catalogue/labels';
import { COURSE_CATEGORY_SHORTCUTS } from '../../../shared/policies';

export { CATALOGUE_PAGE_SIZE } from '../../../shared/policies';

/** The menu shortcuts of spec 2: route id → the category they preselect (policies). */
export const ROUTE_COURSE_CATEGORY: Readonly<Record<string, CourseCategory>> = COURSE_CATEGORY_SHORTCUTS;

/** Values of a repeated (or comma-separated) query parameter that belong to `allowed`, in its order. */
function readEnumList<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[]): T[] {
  const given = new Set(
    params
      .getAll(name)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim().toUpperCase()),
  );
  return allowed.filter((value) => given.has(value));
}

/**
 * The course categories to list: `?category=` when the address has it (repeated:
 * `?category=OPEN&category=CERTIFIED`), otherwise the shortcut route's category, otherwise all.
 */
export function readCourseCategories(params: URLSearchParams, routeId?: string | null): CourseCategory[] {
  if (params.has('category')) return readEnumList(params, 'category', COURSE_CATEGORIES);
  const preset = routeId ? ROUTE_COURSE_CATEGORY[routeId] : undefined;
  return preset ? [preset] : [];
}

export interface ProductFilter {
  categories: ProductCategory[];
  kind: ProductKind | null;
}

/** `?category=` (repeated) and `?kind=` of the shop's address; unknown values are ignored. */
export function readProductFilter(params: URLSearchParams): ProductFilter {
  const [kind] = readEnumList(params, 'kind', PRODUCT_KINDS);
  return { categories: readEnumList(params, 'category', PRODUCT_CATEGORIES), kind: kind ?? null };
}

/** The query string for a filter ('' when nothing is chosen). */
export function filterSearch(categories: readonly string[], kind?: string | null): string {
  const params = new URLSearchParams();
  for (const category of categories) params.append('category', category);
  if (kind) params.set('kind', kind);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Adds or removes one value, keeping the enumeration's order. */
export function toggle<T extends string>(chosen: readonly T[], value: T, order: readonly T[]): T[] {
  const next = new Set(chosen);
  if (next.has(value)) next.delete(value);
  else next.add(value);
  return order.filter((item) => next.has(item));
}

/** The GraphQL `Language` of the interface's locale (content is listed in the chosen language). */
export function contentLanguage(locale: string | undefined): 'PL' | 'EN' {
  return locale?.toLowerCase().startsWith('en') ? 'EN' : 'PL';
}

export interface PricedVariant {
  priceGross: number;
  omnibusLowestPriceGross?: number | null;
}

/**
 * Whether a price is shown as "from …": only when the variants' prices differ; with one price
 * (one variant, or several at the same price) the price alone is shown.
 */
export function pricesDiffer(variants: readonly Pick<PricedVariant, 'priceGross'>[]): boolean {
  return new Set(variants.map((variant) => variant.priceGross)).size > 1;
}

/**
 * The reduction to announce on a card (Omnibus): the cheapest variant whose current price is a
 * reduction, with whether it is also the variant the 'from' price shows. Null without reductions.
 */
export function announcedReduction<T extends PricedVariant>(
  variants: readonly T[],
): { variant: T; isCheapest: boolean } | null {
  let reduced: T | null = null;
  let lowest = Number.POSITIVE_INFINITY;
  for (const variant of variants) {
    lowest = Math.min(lowest, variant.priceGross);
    if (variant.omnibusLowestPriceGross == null) continue;
    if (!reduced || variant.priceGross < reduced.priceGross) reduced = variant;
  }
  return reduced ? { variant: reduced, isCheapest: reduced.priceGross <= lowest } : null;
}

/** An uploaded video is served by the app (/api/v1/files/…); anything else is an external link. */
export function isUploadedVideo(url: string): boolean {
  return url.startsWith('/api/v1/files/');
}

/** Only http(s) links are shown as links (the server validates them too). */
export function isWebLink(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** Whether sanitized HTML has any visible text (editors leave '<p></p>' behind). */
export function hasVisibleText(html: string | null | undefined): boolean {
  if (!html) return false;
  return /<(img|video|iframe)\b/i.test(html) || html.replace(/<[^>]*>|&nbsp;|\s/g, '').length > 0;
}

/** The app path of a course's or product's details page (global ids are URL-encoded). */
export const coursePath = (id: string) => `/courses/${encodeURIComponent(id)}/details`;
export const productPath = (id: string) => `/shop/products/${encodeURIComponent(id)}/details`;

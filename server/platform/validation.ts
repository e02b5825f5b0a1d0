import { z } from 'zod';
import { isFieldIssueCode } from '../contract/errors.ts';
import { isValidNip, NIP_INPUT_MAX, normalizeNip } from '../contract/nip.ts';
import { MAX_PAGE_SIZE, MAX_PRICE_GROSS, PAGE_SIZE, VAT_RATES } from '../contract/policies.ts';
import { AppError, type FieldIssue } from './errors.ts';
import { sanitizeRichText, visibleLength } from './rich-text.ts';

/**
 * Input validation shared by GraphQL and REST: zod schemas built from these field helpers, and
 * one translation of zod issues into the stable `FieldIssue` codes the web maps to messages.
 */

/** zod error option: the issue's code is its message (see `toFieldIssues`). */
export const issue = (code: FieldIssue['code']) => ({ message: code });
/** zod error option: `required` when the value is missing, `code` when it has the wrong type. */
export const typed = (code: FieldIssue['code']) => ({
  error: (i: { input: unknown }) => (i.input === undefined || i.input === null ? 'required' : code),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids come from URLs and clients: anything but a UUID names no row (a 404, never a database error). */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** A required single-line text: trimmed, non-empty, at most `max` characters. */
export const requiredText = (max: number) =>
  z.string(issue('required')).trim().min(1, issue('required')).max(max, issue('max_length'));

/** An optional text: empty or blank becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, issue('max_length'))
    .nullish()
    .transform((v) => (v ? v : null));

export const email = () =>
  z
    .string(issue('required'))
    .trim()
    .toLowerCase()
    .min(1, issue('required'))
    .max(255, issue('max_length'))
    .pipe(z.email(issue('invalid_email')));

const PHONE = /^\+?[0-9][0-9 -]{7,18}[0-9]$/;
export const phone = () =>
  requiredText(20).refine((v) => PHONE.test(v) && digits(v) >= 9 && digits(v) <= 15, issue('invalid_phone'));
export const optionalPhone = () =>
  optionalText(20).refine(
    (v) => v === null || (PHONE.test(v) && digits(v) >= 9 && digits(v) <= 15),
    issue('invalid_phone'),
  );
export const optionalEmail = () =>
  optionalText(255).refine((v) => v === null || z.email().safeParse(v).success, issue('invalid_email'));

export const postalCode = () => requiredText(6).refine((v) => /^\d{2}-\d{3}$/.test(v), issue('invalid_postal_code'));

export { isValidNip, normalizeNip };
/** A NIP as typed ("PL 526-025-02-74"): checked and stored as its ten digits (contract/nip.ts). */
export const nip = () => requiredText(NIP_INPUT_MAX).refine(isValidNip, issue('invalid_nip')).transform(normalizeNip);
/** An optional NIP (empty is null), checked and normalised like `nip`. */
export const optionalNip = () =>
  optionalText(NIP_INPUT_MAX)
    .refine((v) => v === null || isValidNip(v), issue('invalid_nip'))
    .transform((v) => (v === null ? null : normalizeNip(v)));

function digits(value: string): number {
  return value.replace(/\D/g, '').length;
}

export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((i) => {
    const field = i.path.join('.');
    if (i.code === 'too_big') return { field, code: 'max_length', max: Number(i.maximum) };
    return { field, code: isFieldIssueCode(i.message) ? i.message : 'invalid_value' };
  });
}

/** Parses input or throws VALIDATION_FAILED with one issue per bad field; nothing changes. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new AppError('VALIDATION_FAILED', 'Invalid form', toFieldIssues(result.error));
  }
  return result.data;
}

// ───────────────────────────── The kit for catalogue-like fields ─────────────────────────────
// One answer per mistake, whatever the module: a value that is not a whole number, or a number
// out of its range, is `invalid_number`; a choice outside its list (enum, VAT rate) is
// `invalid_value`; text too long is `max_length` with the limit.

/**
 * A whole number in [min, max]. Numeric strings are read as numbers (REST query strings);
 * anything else, a fraction, or a number out of range is `invalid_number`.
 */
export const wholeNumber = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v),
    z
      .number(typed('invalid_number'))
      .int(issue('invalid_number'))
      .refine((n) => n >= min && n <= max, issue('invalid_number')),
  );

/** A gross price in grosze: 0..MAX_PRICE_GROSS (policies). */
export const price = () => wholeNumber(0, MAX_PRICE_GROSS);

/** A VAT rate of the policy list (0, 5, 8, 23). */
export const vatRate = () =>
  wholeNumber(0, 100).refine((n) => (VAT_RATES as readonly number[]).includes(n), issue('invalid_value'));

/** One value of an enum: a Prisma enum object (`CourseCategory`) or a tuple of strings. */
export function enumOf<T extends string>(values: Readonly<Record<string, T>> | readonly [T, ...T[]]) {
  const list = (Array.isArray(values) ? values : Object.values(values)) as [T, ...T[]];
  return z.enum(list, typed('invalid_value'));
}

/** A query-string enum: trimmed and upper-cased first (`?category=open`). */
export const queryEnum = <T extends string>(values: Readonly<Record<string, T>> | readonly [T, ...T[]]) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), enumOf(values));

/** A query-string list: repeated (`?c=A&c=B`) or comma-separated (`?c=A,B`), empty when absent. */
export const queryList = <S extends z.ZodType>(item: S) =>
  z.preprocess(
    (v) =>
      v === undefined || v === null || v === ''
        ? []
        : (Array.isArray(v) ? v : [v]).flatMap((x) => (typeof x === 'string' ? x.split(',') : [x])).filter(Boolean),
    z.array(item),
  );

/**
 * Rich text (HTML from the editor): sanitized first, then at most `max` characters a reader sees
 * (tags do not count). Null becomes empty.
 */
export const richText = (max = RICH_TEXT_MAX) =>
  z
    .string(typed('invalid_value'))
    .nullable()
    .transform((v) => sanitizeRichText(v ?? ''))
    .superRefine((html, ctx) => {
      if (visibleLength(html) > max) {
        ctx.addIssue({ code: 'too_big', maximum: max, origin: 'string', inclusive: true, input: html });
      }
    });
export const RICH_TEXT_MAX = 2000;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date: a Date (GraphQL's Date scalar) or "YYYY-MM-DD" (REST), kept as UTC midnight. */
export const calendarDate = () =>
  z.preprocess(
    (v) => {
      if (typeof v !== 'string' || !ISO_DATE.test(v)) return v;
      const date = new Date(`${v}T00:00:00.000Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === v ? date : v;
    },
    z.date(typed('invalid_value')),
  );

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
/** A point in time: a Date (GraphQL's DateTime) or an ISO 8601 string (REST). */
export const dateTime = () =>
  z.preprocess(
    (v) => {
      if (typeof v !== 'string' || !ISO_DATE_TIME.test(v.trim())) return v;
      const date = new Date(v.trim());
      return Number.isNaN(date.getTime()) ? v : date;
    },
    z.date(typed('invalid_value')),
  );

/** REST numbered pages: `page` from 0, `size` 1..MAX_PAGE_SIZE (default PAGE_SIZE). */
export const restPageQuery = {
  page: z.preprocess((v) => (v === undefined || v === '' ? 0 : v), wholeNumber(0, 1_000_000)),
  size: z.preprocess((v) => (v === undefined || v === '' ? PAGE_SIZE : v), wholeNumber(1, MAX_PAGE_SIZE)),
};

/**
 * Partial updates: only the keys present in the input (not undefined) are validated and applied;
 * an explicit null clears a nullable field (and is refused where null is not allowed). Unknown
 * keys are ignored. Every bad field is reported at once.
 */
export function parsePartial<S extends z.ZodObject>(schema: S, input: unknown): Partial<z.output<S>> {
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    throw new AppError('VALIDATION_FAILED', 'Invalid form', [{ field: '', code: 'invalid_value' }]);
  }
  const present = Object.fromEntries(
    Object.entries(input as Record<string, unknown>).filter(([key, v]) => v !== undefined && key in schema.shape),
  );
  const mask = Object.fromEntries(Object.keys(present).map((key) => [key, true])) as never;
  return parseInput(schema.pick(mask), present) as Partial<z.output<S>>;
}

/** Plain text limited to `max`; absent or null becomes empty (for non-null columns). */
export const plainText = (max: number) =>
  z
    .string(issue('invalid_value'))
    .trim()
    .max(max, issue('max_length'))
    .nullish()
    .transform((v) => v ?? '');

/** An optional http(s) link of at most 500 characters; empty becomes null. */
export const httpUrl = () =>
  optionalText(500).refine((v) => {
    if (v === null) return true;
    try {
      const url = new URL(v);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, issue('invalid_url'));

import { z } from 'zod';
import { AppError, type FieldIssue } from './errors.ts';

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

/** Polish tax number: 10 digits, the last a weighted mod-11 checksum of the first nine. */
export function isValidNip(value: string): boolean {
  const d = value.replace(/[\s-]/g, '');
  if (!/^\d{10}$/.test(d)) return false;
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(d[i]), 0);
  return sum % 11 === Number(d[9]);
}
export const nip = () =>
  requiredText(13)
    .refine(isValidNip, issue('invalid_nip'))
    .transform((v) => v.replace(/[\s-]/g, ''));

function digits(value: string): number {
  return value.replace(/\D/g, '').length;
}

const KNOWN_CODES = new Set<string>([
  'required',
  'max_length',
  'invalid_email',
  'invalid_phone',
  'invalid_nip',
  'invalid_postal_code',
  'invalid_number',
  'invalid_url',
  'invalid_value',
]);

export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((i) => {
    const field = i.path.join('.');
    if (i.code === 'too_big') return { field, code: 'max_length', max: Number(i.maximum) };
    const code = KNOWN_CODES.has(i.message) ? (i.message as FieldIssue['code']) : 'invalid_value';
    return { field, code };
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

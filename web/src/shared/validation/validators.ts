import type { ValidationCode } from '../errors/graphqlErrors';

/** The same checks as the server (field limits of the account contract), run before sending. */
export interface FieldProblem {
  code: ValidationCode;
  max?: number;
}

export type FieldKind = 'text' | 'email' | 'phone' | 'nip' | 'postalCode';

export interface FieldRule {
  required: boolean;
  max: number;
  kind: FieldKind;
}

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

/** Polish tax number: 10 digits, the last one the weighted sum of the others mod 11. */
export function isValidNip(value: string): boolean {
  const digits = normalizeNip(value);
  if (!/^\d{10}$/.test(digits)) return false;
  const sum = NIP_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(digits[i]), 0);
  const check = sum % 11;
  return check !== 10 && check === Number(digits[9]);
}

/** Dashes and spaces people type in a NIP ("123-456-32-18") are dropped before sending. */
export function normalizeNip(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function isValidPostalCode(value: string): boolean {
  return /^\d{2}-\d{3}$/.test(value);
}

/** Digits with an optional leading +, spaces and dashes between them; 9 to 15 digits (as the server). */
export function isValidPhone(value: string): boolean {
  if (!/^\+?[0-9][0-9 -]{7,18}[0-9]$/.test(value)) return false;
  const count = value.replace(/\D/g, '').length;
  return count >= 9 && count <= 15;
}

export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

export function checkField(raw: string, rule: FieldRule): FieldProblem | null {
  const value = raw.trim();
  if (!value) return rule.required ? { code: 'required' } : null;
  // NIP and postal code have a fixed format: the format check says more than a length.
  if (value.length > rule.max && rule.kind !== 'nip' && rule.kind !== 'postalCode') {
    return { code: 'max_length', max: rule.max };
  }
  switch (rule.kind) {
    case 'email':
      return isValidEmail(value) ? null : { code: 'invalid_email' };
    case 'phone':
      return isValidPhone(value) ? null : { code: 'invalid_phone' };
    case 'nip':
      return isValidNip(value) ? null : { code: 'invalid_nip' };
    case 'postalCode':
      return isValidPostalCode(value) ? null : { code: 'invalid_postal_code' };
    case 'text':
      return null;
  }
}

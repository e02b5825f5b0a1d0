import { isValidNip, NIP_INPUT_MAX, normalizeNip } from '../../../../server/contract/nip';
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

/** The NIP is checked and normalised as the server does (a leading PL, spaces and dashes dropped). */
export { isValidNip, normalizeNip, NIP_INPUT_MAX };

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

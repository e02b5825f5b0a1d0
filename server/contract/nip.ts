/**
 * The Polish tax number (NIP), shared by the server and the web (pure, no imports; the web
 * imports it through shared/validation/validators). People type it as "5260250274",
 * "526-025-02-74" or "PL 526-025-02-74"; it is stored and sent as its ten digits.
 */

/** The most characters a typed NIP may have ("PL 526-025-02-74" and some spare spaces). */
export const NIP_INPUT_MAX = 20;

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

/** The typed NIP without spaces, hyphens and a leading PL country code (VAT-EU form). */
export function normalizeNip(value: string): string {
  return value.replace(/[\s-]/g, '').replace(/^PL/i, '');
}

/** Ten digits (after normalizeNip), the last the weighted mod-11 checksum of the first nine. */
export function isValidNip(value: string): boolean {
  const digits = normalizeNip(value);
  if (!/^\d{10}$/.test(digits)) return false;
  const sum = NIP_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(digits[i]), 0);
  const check = sum % 11;
  return check !== 10 && check === Number(digits[9]);
}

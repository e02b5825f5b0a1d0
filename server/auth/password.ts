import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * Password hashing with argon2id (OWASP parameters: 19 MiB, 2 passes, 1 lane). The PHC string
 * stores its parameters, so raising them later still verifies old hashes.
 */
// `Algorithm` is an ambient const enum, which isolatedModules forbids reading: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password and for a missing or malformed hash (never throws on bad input). */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash || password.length > PASSWORD_MAX) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export type PasswordProblem = 'too_short' | 'too_long' | 'needs_letter' | 'needs_digit';

/** The password policy: 8 to 200 characters with at least one letter and one digit. */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN) problems.push('too_short');
  if (password.length > PASSWORD_MAX) problems.push('too_long');
  if (!/\p{L}/u.test(password)) problems.push('needs_letter');
  if (!/\p{Nd}/u.test(password)) problems.push('needs_digit');
  return problems;
}

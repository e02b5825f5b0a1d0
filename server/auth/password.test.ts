import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblems, verifyPassword } from './password.ts';

describe('passwords', () => {
  it('hashes with argon2id and verifies', async () => {
    const hash = await hashPassword('Secret123');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(hash, 'Secret123')).toBe(true);
    expect(await verifyPassword(hash, 'secret123')).toBe(false);
    expect(await hashPassword('Secret123')).not.toBe(hash); // salted
  });

  it('answers false for a missing or malformed hash', async () => {
    expect(await verifyPassword(null, 'x')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });

  it('applies the policy: 8 to 200 characters with a letter and a digit', () => {
    expect(passwordProblems('abc12345')).toEqual([]);
    expect(passwordProblems('żółw1234')).toEqual([]);
    expect(passwordProblems('abc1')).toEqual(['too_short']);
    expect(passwordProblems('abcdefgh')).toEqual(['needs_digit']);
    expect(passwordProblems('12345678')).toEqual(['needs_letter']);
    expect(passwordProblems(`a1${'x'.repeat(199)}`)).toEqual(['too_long']);
    expect(passwordProblems('')).toEqual(['too_short', 'needs_letter', 'needs_digit']);
  });
});

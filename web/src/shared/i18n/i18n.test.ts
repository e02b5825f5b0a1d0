import { describe, expect, it } from 'vitest';
import { toLocale } from './i18n';

describe('toLocale', () => {
  it('accepts codes and locales in any case', () => {
    expect(toLocale('en')).toBe('en');
    expect(toLocale('EN')).toBe('en');
    expect(toLocale('en-GB')).toBe('en');
    expect(toLocale('pl_PL')).toBe('pl');
  });
  it('returns null for unknown languages (the caller falls back to Polish)', () => {
    expect(toLocale('de-DE')).toBeNull();
    expect(toLocale('')).toBeNull();
    expect(toLocale(undefined)).toBeNull();
  });
});

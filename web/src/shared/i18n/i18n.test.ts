import { describe, expect, it } from 'vitest';
import { detectLocale, localeFromQuery, toLocale } from './i18n';

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

describe('localeFromQuery', () => {
  it('reads ?lang=pl|en in any case', () => {
    expect(localeFromQuery('?lang=en')).toBe('en');
    expect(localeFromQuery('?x=1&lang=PL')).toBe('pl');
  });
  it('ignores a missing or unknown language', () => {
    expect(localeFromQuery('')).toBeNull();
    expect(localeFromQuery('?lang=de')).toBeNull();
    expect(localeFromQuery('?lang=english')).toBeNull();
  });
});

describe('detectLocale', () => {
  it('prefers the ?lang= query to the stored choice and the browser language', () => {
    expect(detectLocale('?lang=en')).toBe('en');
    expect(detectLocale('?lang=pl')).toBe('pl');
  });
});

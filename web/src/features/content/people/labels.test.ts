import { describe, expect, it } from 'vitest';
import { initials } from './labels';

describe('initials', () => {
  it('takes the first and last word, skips punctuation, and never returns nothing', () => {
    expect(initials('Katarzyna Wróbel')).toBe('KW');
    expect(initials('Jan Maria Rokita')).toBe('JR');
    expect(initials('AeroSkan sp. z o.o.')).toBe('AO');
    expect(initials('łukasz')).toBe('Ł');
    expect(initials('  ')).toBe('?');
  });
});

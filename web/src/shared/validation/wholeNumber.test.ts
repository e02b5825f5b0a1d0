import { describe, expect, it } from 'vitest';
import { wholeNumberIssue } from './wholeNumber';

const messages = { required: 'required', range: 'range' };

describe('whole number fields', () => {
  it('accepts the bounds and what lies between', () => {
    expect(wholeNumberIssue('1', 1, 100, messages)).toBeNull();
    expect(wholeNumberIssue(' 100 ', 1, 100, messages)).toBeNull();
    expect(wholeNumberIssue('75', 1, 100, messages)).toBeNull();
  });

  it('wants a value', () => {
    expect(wholeNumberIssue('  ', 1, 20, messages)).toBe('required');
  });

  it('refuses numbers out of range, fractions, signs and words', () => {
    for (const value of ['0', '21', '2.5', '-3', '+3', 'abc', '1e1']) {
      expect(wholeNumberIssue(value, 1, 20, messages)).toBe('range');
    }
  });
});

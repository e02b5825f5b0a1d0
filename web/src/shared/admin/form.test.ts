import { describe, expect, it } from 'vitest';
import { checkNumber, checkText, dayToDateTime, isHttpUrl, parseNumber } from './form';

describe('catalogue form checks', () => {
  it('checks text as the API does', () => {
    expect(checkText('  ', { required: true, max: 10 })).toEqual({ code: 'required' });
    expect(checkText('', { max: 10 })).toBeNull();
    expect(checkText('a'.repeat(11), { max: 10 })).toEqual({ code: 'max_length', max: 10 });
    expect(checkText(' abc ', { required: true, max: 3 })).toBeNull();
  });

  it('checks numbers: range, decimals, comma as the decimal separator', () => {
    expect(parseNumber('12,5')).toBe(12.5);
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('1e3')).toBeNaN();
    expect(checkNumber('12,25', { min: 0, max: 1000, decimals: 2 })).toBeNull();
    expect(checkNumber('12,255', { min: 0, max: 1000, decimals: 2 })).toEqual({ code: 'decimals', decimals: 2 });
    expect(checkNumber('2.5', { min: 0, max: 10 })).toEqual({ code: 'invalid_number' });
    expect(checkNumber('10001', { min: 0, max: 10_000 })).toEqual({ code: 'range', min: 0, max: 10_000 });
    expect(checkNumber('x', { min: 0, max: 1 })).toEqual({ code: 'invalid_number' });
    expect(checkNumber('', { min: 0, max: 1, required: true })).toEqual({ code: 'required' });
  });

  it('accepts http(s) links only', () => {
    expect(isHttpUrl('https://www.youtube.com/watch?v=1')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('www.example.com')).toBe(false);
  });

  it('turns picked days into Warsaw day boundaries and back', () => {
    expect(dayToDateTime('2025-01-15')).toBe('2025-01-14T23:00:00.000Z');
    expect(dayToDateTime('2025-07-15')).toBe('2025-07-14T22:00:00.000Z');
    expect(dayToDateTime('2025-07-15', true)).toBe('2025-07-15T21:59:59.999Z');
    expect(dayToDateTime('15.07.2025')).toBeNull();
  });
});

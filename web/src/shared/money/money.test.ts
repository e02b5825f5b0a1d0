import { describe, expect, it } from 'vitest';
import { formatMoney } from '../format';
import { parsePln, plnInput } from './money';

/** Intl separates groups and the currency with no-break spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money', () => {
  it('formats grosze per language', () => {
    expect(plain(formatMoney(129_900, 'pl'))).toBe('1 299,00 zł');
    expect(plain(formatMoney(129_900, 'en'))).toBe('PLN 1,299.00');
    expect(plain(formatMoney(1250, 'pl'))).toBe('12,50 zł');
    expect(formatMoney(null, 'pl')).toBe('—');
  });

  it('parses what people type in PLN into grosze', () => {
    expect(parsePln('1299')).toBe(129_900);
    expect(parsePln('1 299,5')).toBe(129_950);
    expect(parsePln('1299.05')).toBe(129_905);
    expect(parsePln('0,99 zł')).toBe(99);
    expect(parsePln('PLN 10')).toBe(1000);
    expect(parsePln('')).toBeNull();
    expect(parsePln('12,345')).toBeNull();
    expect(parsePln('-5')).toBeNull();
    expect(parsePln('abc')).toBeNull();
  });

  it('writes grosze back as input text', () => {
    expect(plnInput(129_950, 'pl')).toBe('1299,50');
    expect(plnInput(129_950, 'en')).toBe('1299.50');
    expect(plnInput(null, 'pl')).toBe('');
  });
});

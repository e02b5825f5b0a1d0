import { describe, expect, it } from 'vitest';
import { checkField, isValidNip, isValidPhone, isValidPostalCode, normalizeNip } from './validators';

describe('NIP', () => {
  it('accepts numbers with a valid check digit, with or without separators', () => {
    expect(isValidNip('5260250274')).toBe(true);
    expect(isValidNip('526-025-02-74')).toBe(true);
    expect(isValidNip('7740001454')).toBe(true);
  });
  it('rejects a wrong check digit, wrong length or letters', () => {
    expect(isValidNip('5260250275')).toBe(false);
    expect(isValidNip('123456789')).toBe(false);
    expect(isValidNip('52602502741')).toBe(false);
    expect(isValidNip('52602502a4')).toBe(false);
  });
  it('rejects numbers whose checksum is 10', () => {
    // 6*1+5*2+7*3+2*4+3*5+4*6+5*7+6*8+7*9 = 230, 230 % 11 = 10: no digit can match
    expect(isValidNip('1234567890')).toBe(false);
  });
  it('drops separators', () => expect(normalizeNip('526 025-02 74')).toBe('5260250274'));
  it('accepts the PL country code typed before it, and sends the digits', () => {
    expect(isValidNip('PL 526-025-02-74')).toBe(true);
    expect(isValidNip('pl5260250274')).toBe(true);
    expect(normalizeNip('PL 526-025-02-74')).toBe('5260250274');
    expect(isValidNip('DE 526-025-02-74')).toBe(false);
    expect(checkField('PL 526-025-02-74', { required: true, max: 20, kind: 'nip' })).toBeNull();
  });
});

describe('postal code and phone', () => {
  it('postal code is NN-NNN', () => {
    expect(isValidPostalCode('00-950')).toBe(true);
    expect(isValidPostalCode('00950')).toBe(false);
    expect(isValidPostalCode('0-0950')).toBe(false);
  });
  it('phone has 9 to 15 digits, an optional +, spaces and dashes', () => {
    expect(isValidPhone('600100200')).toBe(true);
    expect(isValidPhone('+48 600-100-200')).toBe(true);
    expect(isValidPhone('60010020')).toBe(false);
    expect(isValidPhone('1234567890123456')).toBe(false);
    expect(isValidPhone('600100200-')).toBe(false);
    expect(isValidPhone('600a100200')).toBe(false);
  });
});

describe('checkField', () => {
  const text = { required: true, max: 5, kind: 'text' } as const;
  it('reports required, max length and format problems with server codes', () => {
    expect(checkField('  ', text)).toEqual({ code: 'required' });
    expect(checkField('abcdef', text)).toEqual({ code: 'max_length', max: 5 });
    expect(checkField('abc', text)).toBeNull();
    expect(checkField('', { ...text, required: false })).toBeNull();
    expect(checkField('x@', { required: false, max: 255, kind: 'email' })).toEqual({ code: 'invalid_email' });
    expect(checkField('1', { required: true, max: 13, kind: 'nip' })).toEqual({ code: 'invalid_nip' });
    expect(checkField('12345', { required: true, max: 6, kind: 'postalCode' })).toEqual({
      code: 'invalid_postal_code',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { formatCoordinates, parseCoordinates } from './coordinates';

describe('parseCoordinates (spec 5)', () => {
  it('reads a pair with or without spaces, signs and up to 14 decimals', () => {
    expect(parseCoordinates('52.2297, 21.0122')).toEqual({ lat: 52.2297, lng: 21.0122 });
    expect(parseCoordinates('-33.5,+151')).toEqual({ lat: -33.5, lng: 151 });
    expect(parseCoordinates('50.12345678901234, 19.12345678901234')).not.toBeNull();
    expect(parseCoordinates('90, -180')).toEqual({ lat: 90, lng: -180 });
  });

  it('refuses more than 14 decimals, values out of range and malformed pairs', () => {
    expect(parseCoordinates('50.123456789012345, 19.1')).toBeNull();
    expect(parseCoordinates('50.1, 19.123456789012345')).toBeNull();
    expect(parseCoordinates('90.0001, 10')).toBeNull();
    expect(parseCoordinates('10, 180.5')).toBeNull();
    expect(parseCoordinates('52.2')).toBeNull();
    expect(parseCoordinates('52.2, 21.0, 3')).toBeNull();
    expect(parseCoordinates('52,2; 21,0')).toBeNull();
    expect(parseCoordinates('abc, def')).toBeNull();
    expect(parseCoordinates('52., 21')).toBeNull();
    expect(parseCoordinates(', ')).toBeNull();
    expect(parseCoordinates('')).toBeNull();
  });
});

describe('formatCoordinates', () => {
  it('drops the trailing zeros of stored decimals', () => {
    expect(formatCoordinates('52.22970000000000', '21.01220000000000')).toBe('52.2297, 21.0122');
    expect(formatCoordinates(50, 19)).toBe('50, 19');
    expect(formatCoordinates(null, 19)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_PAGE_SIZE, MAX_PRICE_GROSS } from '../contract/policies.ts';
import { AppError } from './errors.ts';
import { enumOf, parseInput, parsePartial, price, restPageQuery, vatRate } from './validation.ts';

const issues = (schema: z.ZodType, input: unknown) => {
  try {
    parseInput(schema, input);
    return [];
  } catch (error) {
    return (error as AppError).details;
  }
};

// The kit answers one way per mistake, whichever module asks (courses and shop used to differ).
describe('the validation kit', () => {
  it('prices: whole grosze up to the policy cap, invalid_number otherwise', () => {
    const schema = z.object({ priceGross: price() });
    expect(issues(schema, { priceGross: MAX_PRICE_GROSS })).toEqual([]);
    for (const bad of [MAX_PRICE_GROSS + 1, -1, 1.5, 'abc', null]) {
      expect(issues(schema, { priceGross: bad })?.[0]?.code, String(bad)).toMatch(/invalid_number|required/);
    }
    expect(issues(schema, { priceGross: MAX_PRICE_GROSS + 1 })).toEqual([
      { field: 'priceGross', code: 'invalid_number' },
    ]);
  });

  it('VAT rates and enums: invalid_value outside their lists', () => {
    expect(issues(z.object({ vat: vatRate() }), { vat: 7 })).toEqual([{ field: 'vat', code: 'invalid_value' }]);
    expect(issues(z.object({ vat: vatRate() }), { vat: 23 })).toEqual([]);
    expect(issues(z.object({ e: enumOf(['A', 'B'] as const) }), { e: 'C' })).toEqual([
      { field: 'e', code: 'invalid_value' },
    ]);
  });

  it('REST pages: size 1..MAX_PAGE_SIZE (default 25), invalid_number otherwise', () => {
    const schema = z.object(restPageQuery);
    expect(parseInput(schema, {})).toEqual({ page: 0, size: 25 });
    expect(parseInput(schema, { page: '2', size: '100' })).toEqual({ page: 2, size: 100 });
    expect(issues(schema, { size: String(MAX_PAGE_SIZE + 1) })).toEqual([{ field: 'size', code: 'invalid_number' }]);
    expect(issues(schema, { page: '-1' })).toEqual([{ field: 'page', code: 'invalid_number' }]);
  });

  it('partial updates check and apply only the fields present', () => {
    const schema = z.object({ a: z.string(), b: price() });
    expect(parsePartial(schema, { b: 5, ignored: 1 })).toEqual({ b: 5 });
    expect(() => parsePartial(schema, { b: -5 })).toThrow(AppError);
    expect(() => parsePartial(schema, 'nope')).toThrow(AppError);
  });
});

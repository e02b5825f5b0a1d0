import { describe, expect, it } from 'vitest';
import { purchaseDetailsPath, purchaseIdParam, withAccessToken } from './paths';

describe('purchase paths', () => {
  it('takes a database id from the payment return address as the GraphQL id', () => {
    const uuid = '3ca6c602-4774-45e7-9033-11111cf9c355';
    expect(purchaseIdParam(uuid)).toBe(Buffer.from(`Purchase:${uuid}`).toString('base64'));
    expect(purchaseIdParam(uuid.toUpperCase())).toBe(Buffer.from(`Purchase:${uuid}`).toString('base64'));
    expect(purchaseIdParam('UHVyY2hhc2U6MQ==')).toBe('UHVyY2hhc2U6MQ==');
  });

  it('adds a guest’s private token to links', () => {
    expect(purchaseDetailsPath('a/b', 'x y')).toBe('/purchases/a%2Fb/details?accessToken=x%20y');
    expect(withAccessToken('/api/v1/shop/purchases/1/invoice.pdf', 'tok')).toBe(
      '/api/v1/shop/purchases/1/invoice.pdf?accessToken=tok',
    );
    expect(withAccessToken('/x?a=1', null)).toBe('/x?a=1');
    expect(withAccessToken('/x?a=1', 't')).toBe('/x?a=1&accessToken=t');
  });
});

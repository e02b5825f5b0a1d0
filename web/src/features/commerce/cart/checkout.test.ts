import { describe, expect, it } from 'vitest';
import { GraphQLResponseError } from '../../../shared/errors/graphqlErrors';
import {
  EMPTY_CHECKOUT,
  checkoutFieldErrors,
  newIdempotencyKey,
  paymentOptions,
  placeOrderInput,
  validateCheckout,
  valuesFromAccount,
  type CheckoutValues,
} from './checkout';

const filled: CheckoutValues = {
  ...EMPTY_CHECKOUT,
  name: 'Jan Kowalski',
  streetAndNumber: 'Lotnicza 1',
  postalCode: '00-001',
  city: 'Warszawa',
  phone: '+48 600 100 200',
  email: 'jan@example.com',
  paymentType: 'TRADITIONAL_TRANSFER',
  termsAccepted: true,
};
const cart = {
  productsVirtual: [],
  productsMaterial: [{ productVariantId: 'ProductVariant:1', amount: 2 }],
  discountCode: null,
};

describe('checkout form', () => {
  it('accepts a complete individual order and needs a shipping method for products', () => {
    expect(validateCheckout(filled, false)).toEqual({});
    expect(validateCheckout(filled, true)).toEqual({ shippingMethodId: { code: 'required' } });
    expect(validateCheckout({ ...filled, shippingMethodId: 'ShippingMethod:1' }, true)).toEqual({});
  });

  it('checks formats, the terms and the payment type', () => {
    const problems = validateCheckout(
      { ...filled, postalCode: '00001', email: 'nope', phone: '12', paymentType: '', termsAccepted: false },
      false,
    );
    expect(problems).toEqual({
      postalCode: { code: 'invalid_postal_code' },
      email: { code: 'invalid_email' },
      phone: { code: 'invalid_phone' },
      paymentType: { code: 'required' },
      termsAccepted: { code: 'required' },
    });
  });

  it('needs a valid NIP from a business and the whole different invoice data when chosen', () => {
    const business = { ...filled, buyerType: 'BUSINESS' as const };
    expect(validateCheckout(business, false)).toEqual({ invNip: { code: 'required' } });
    expect(validateCheckout({ ...business, invNip: '123-456-32-19' }, false)).toEqual({
      invNip: { code: 'invalid_nip' },
    });
    expect(validateCheckout({ ...business, invNip: '123-456-32-18' }, false)).toEqual({});
    expect(validateCheckout({ ...filled, invoiceDifferent: true }, false)).toEqual({
      invName: { code: 'required' },
      invStreet: { code: 'required' },
      invPostalCode: { code: 'required' },
      invCity: { code: 'required' },
    });
  });

  it('builds PlaceOrderInput without the hidden sections', () => {
    const input = placeOrderInput(
      { ...filled, deliveryDifferent: true, deliveryName: 'X', shippingMethodId: 'ShippingMethod:1', notes: '  ' },
      cart,
      { idempotencyKey: 'key-1', needsShipping: false },
    );
    expect(input).toMatchObject({
      idempotencyKey: 'key-1',
      buyerType: 'INDIVIDUAL',
      invoice: null,
      delivery: null,
      notes: null,
      shippingMethodId: null,
      paymentType: 'TRADITIONAL_TRANSFER',
      termsAccepted: true,
      cart,
    });
    const business = placeOrderInput(
      {
        ...filled,
        buyerType: 'BUSINESS',
        invNip: '123-456-32-18',
        deliveryDifferent: true,
        deliveryName: 'Magazyn',
        deliveryStreet: 'Polna 2',
        deliveryPostalCode: '30-001',
        deliveryCity: 'Kraków',
        shippingMethodId: 'ShippingMethod:1',
      },
      cart,
      { idempotencyKey: 'key-2', needsShipping: true },
    );
    expect(business.invoice).toEqual({
      invNip: '1234563218',
      invName: null,
      invStreet: null,
      invPostalCode: null,
      invCity: null,
    });
    expect(business.delivery).toEqual({ name: 'Magazyn', street: 'Polna 2', postalCode: '30-001', city: 'Kraków' });
    expect(business.shippingMethodId).toBe('ShippingMethod:1');
  });

  it('puts the server field errors at the form fields', () => {
    const error = new GraphQLResponseError([
      {
        message: 'invalid',
        extensions: {
          code: 'VALIDATION_FAILED',
          details: [
            { field: 'input.email', code: 'invalid_email' },
            { field: 'input.invoice.invNip', code: 'invalid_nip' },
            { field: 'input.delivery.postalCode', code: 'invalid_postal_code' },
            { field: 'input.name', code: 'max_length', max: 255 },
            { field: 'input.somethingElse', code: 'required' },
          ],
        },
      },
    ]);
    expect(checkoutFieldErrors(error)).toEqual({
      email: { code: 'invalid_email' },
      invNip: { code: 'invalid_nip' },
      deliveryPostalCode: { code: 'invalid_postal_code' },
      name: { code: 'max_length', max: 255 },
    });
  });

  it('fills the buyer from the account', () => {
    expect(
      valuesFromAccount({ accountType: 'COMPANY', companyName: 'Dronex', nip: '1234563218', email: 'c@example.com' }),
    ).toMatchObject({ buyerType: 'BUSINESS', name: 'Dronex', invNip: '1234563218', email: 'c@example.com' });
    expect(valuesFromAccount({ accountType: 'PERSON', firstName: 'Anna', lastName: 'Nowak' })).toMatchObject({
      buyerType: 'INDIVIDUAL',
      name: 'Anna Nowak',
      invNip: '',
    });
  });

  it('offers Przelewy24 within its limit, and only the zero payment for a zero total', () => {
    expect(paymentOptions(0, true, 5_500_000)).toEqual([{ type: 'O_TRANSFER', enabled: true }]);
    expect(paymentOptions(100, true, 5_500_000).map((o) => [o.type, o.enabled])).toEqual([
      ['PRZELEWY24_TRANSFER', true],
      ['TRADITIONAL_TRANSFER', true],
    ]);
    expect(paymentOptions(5_500_001, true, 5_500_000)[0]).toEqual({
      type: 'PRZELEWY24_TRANSFER',
      enabled: false,
      reason: 'over-limit',
    });
    expect(paymentOptions(100, false, 5_500_000)[0]).toMatchObject({ enabled: false, reason: 'unavailable' });
  });

  it('makes a new idempotency key each time', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});

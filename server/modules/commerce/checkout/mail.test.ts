import { describe, expect, it } from 'vitest';
import type { Language } from '../../../generated/prisma/enums.ts';
import { confirmationMail, type ConfirmationData } from './mail.ts';

const order = (language: Language): ConfirmationData => ({
  language,
  email: 'buyer@example.com',
  number: '2026/000042',
  paymentType: 'TRADITIONAL_TRANSFER',
  lines: [
    { kind: 'COURSE', name: 'Kurs STS-01', variantName: 'FULL_MIXED', quantity: 1, totalGross: 250_000 },
    { kind: 'PRODUCT', name: 'Gogle FPV', variantName: 'Czarne', quantity: 2, totalGross: 20_000 },
  ],
  itemsGross: 270_000,
  discountGross: 0,
  couponCode: null,
  shippingName: null,
  shippingPriceGross: 0,
  totalGross: 270_000,
  payBefore: null,
  bankAccount: '00 1111 2222 3333 4444 5555 6666',
  detailsUrl: 'https://academy.example/app/purchases/x/details',
});

describe('order confirmation mail', () => {
  it("names a course line's variant in the buyer's language, never by its code", () => {
    const pl = confirmationMail(order('PL')).text;
    expect(pl).toMatch(/^- Kurs STS-01 \(Pełny mieszany\) × 1: /m);
    expect(pl).toMatch(/^- Gogle FPV \(Czarne\) × 2: /m);
    const en = confirmationMail(order('EN')).text;
    expect(en).toMatch(/^- Kurs STS-01 \(Full mixed\) × 1: /m);
    for (const text of [pl, en]) expect(text).not.toContain('FULL_MIXED');
  });
});

import { getMeta } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../auth/permissions.ts';
import { loadConfig } from '../../../config.ts';
import { gid, gqlOk, inject, signIn, startHarness, type Harness, type SignedIn } from '../../../test/harness.ts';
import { loadCorrectionData, type CorrectionData } from './correction-document.ts';
import { renderCorrectionFa3Xml } from './correction-fa3.ts';
import { renderCorrectionPdfBuffer } from './correction-pdf.ts';
import { sellerFromConfig, vatOfGross } from './document.ts';
import { defaultCorrectionSeries, issueCorrectionInvoice, issueInvoice } from './service.ts';
import { createInvoicePurchase, createRefund, type InvoiceLine, type RefundLine } from '../../../test/fixtures.ts';
import { element, expectDownload, qrCodesOf, textOf, validateFa3 } from './test-support.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const INVOICED_AT = new Date('2026-03-15T09:00:00Z');
const CORRECTED_AT = new Date('2026-04-02T12:00:00Z');

/** A course at 23 %, three books at 5 % and shipping: 1230.00 + 3 × 52.50 + 19.99 = 1407.49 zł. */
const LINES: InvoiceLine[] = [
  { name: 'Kurs A2 CofC', variantName: 'Online', quantity: 1, unitPriceGross: 123000, vatRate: 23 },
  { name: 'Podręcznik pilota', quantity: 3, unitPriceGross: 5250, vatRate: 5, kind: 'PRODUCT' },
];
const SHIPPING = { name: 'Kurier InPost', priceGross: 1999 };

async function invoiced(options: Parameters<typeof createInvoicePurchase>[1] = {}) {
  const p = await createInvoicePurchase(h.db.prisma, { lines: LINES, shipping: SHIPPING, ...options });
  const invoice = await h.db.prisma.$transaction((tx) => issueInvoice(tx, p.id, { now: INVOICED_AT }));
  return { ...p, invoice };
}

const correct = (refundId: string, options: Parameters<typeof issueCorrectionInvoice>[2] = {}) =>
  h.db.prisma.$transaction((tx) => issueCorrectionInvoice(tx, refundId, { now: CORRECTED_AT, ...options }));

/** A refund of `lines`, corrected; returns what the correction shows. */
async function corrected(
  purchaseId: string,
  lines: RefundLine[],
  refund: Parameters<typeof createRefund>[3] = {},
): Promise<CorrectionData> {
  const correction = await correct(await createRefund(h.db.prisma, purchaseId, lines, refund));
  return (await loadCorrectionData(h.db.prisma, purchaseId, correction!.id, sellerFromConfig(h.config)))!;
}

describe('issueCorrectionInvoice', () => {
  it('numbers corrections in their own gap-free series, apart from the invoices', async () => {
    const a = await invoiced();
    const first = await correct(await createRefund(h.db.prisma, a.id, [{ line: 0, quantity: 1, amount: 123000 }]));
    expect(first).toMatchObject({
      series: 'FK',
      year: 2026,
      sequence: 1,
      number: 'FK/2026/000001',
      purchaseId: a.id,
      invoiceId: a.invoice.id,
      issuedAt: CORRECTED_AT,
      reason: 'Zwrot części należności',
    });
    // The invoices' count goes on as if no correction had been issued.
    const b = await invoiced();
    expect(b.invoice.sequence).toBe(a.invoice.sequence + 1);
    const second = await correct(
      await createRefund(h.db.prisma, b.id, [{ line: 1, quantity: 1, amount: 5250 }], { reason: 'CANCELLED_ORDER' }),
    );
    expect(second).toMatchObject({ number: 'FK/2026/000002', reason: 'Zwrot środków — anulowanie zamówienia' });
  });

  it('counts per Warsaw year, and a rolled-back correction leaves no gap', async () => {
    const p = await invoiced();
    const refund = (amount: number) => createRefund(h.db.prisma, p.id, [{ line: 0, quantity: 0, amount }]);
    const at = (iso: string) => ({ series: 'K1', now: new Date(iso) });
    expect((await correct(await refund(100), at('2026-12-31T22:59:00Z')))!.number).toBe('K1/2026/000001');
    // 23:30 UTC on 31 December is already New Year in Warsaw.
    expect((await correct(await refund(100), at('2026-12-31T23:30:00Z')))!.number).toBe('K1/2027/000001');
    const rolledBack = await refund(100);
    await expect(
      h.db.prisma.$transaction(async (tx) => {
        await issueCorrectionInvoice(tx, rolledBack, at('2027-01-02T10:00:00Z'));
        throw new Error('refund rolled back');
      }),
    ).rejects.toThrow('refund rolled back');
    expect(await h.db.prisma.correctionInvoice.findUnique({ where: { refundId: rolledBack } })).toBeNull();
    expect((await correct(rolledBack, at('2027-01-02T10:00:00Z')))!.number).toBe('K1/2027/000002');
  });

  it('is idempotent: a second call returns the correction and uses no number', async () => {
    const p = await invoiced();
    const refundId = await createRefund(h.db.prisma, p.id, [{ line: 1, quantity: 1, amount: 5250 }]);
    const first = await correct(refundId, { series: 'K2' });
    const again = await correct(refundId, { series: 'K2' });
    expect(again!.id).toBe(first!.id);
    const next = await correct(await createRefund(h.db.prisma, p.id, [{ line: 1, quantity: 1, amount: 5250 }]), {
      series: 'K2',
    });
    expect(next!.sequence).toBe(first!.sequence + 1);
    expect(await h.db.prisma.correctionInvoice.count({ where: { refundId } })).toBe(1);
  });

  it('issues 10 corrections of one purchase concurrently as 1..10, each from the state the last left', async () => {
    const p = await invoiced({ lines: [{ name: 'Śmigło', quantity: 10, unitPriceGross: 1000, vatRate: 23 }] });
    const refunds = [];
    for (let i = 0; i < 10; i++)
      refunds.push(await createRefund(h.db.prisma, p.id, [{ line: 0, quantity: 1, amount: 1000 }]));
    const corrections = await Promise.all(refunds.map((id) => correct(id, { series: 'K3' })));
    expect(corrections.map((c) => c!.sequence).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 10 }, (_, i) => i + 1),
    );
    // Ten units were invoiced: an eleventh taken back is refused.
    await expect(
      correct(await createRefund(h.db.prisma, p.id, [{ line: 0, quantity: 1, amount: 1000 }]), { series: 'K3' }),
    ).rejects.toThrow(/exceeds what is left/);
  });

  it('issues nothing without an invoice or without refund lines', async () => {
    const unpaid = await createInvoicePurchase(h.db.prisma, { paidAt: null, data: { status: 'NO_PAID' } });
    const refundId = await createRefund(h.db.prisma, unpaid.id, [{ line: 0, quantity: 1, amount: 49900 }], {
      reason: 'CANCELLED_ORDER',
    });
    expect(await correct(refundId)).toBeNull();
    // A second payment given back: the invoiced sale stands, nothing to correct.
    const p = await invoiced();
    const twice = await createRefund(h.db.prisma, p.id, [], {
      reason: 'PAID_TWICE',
      method: 'PRZELEWY24',
      amount: 140749,
    });
    expect(await correct(twice)).toBeNull();
    expect(await h.db.prisma.correctionInvoice.count({ where: { purchaseId: { in: [unpaid.id, p.id] } } })).toBe(0);
  });

  it('refuses a refund that is not done, or that takes back what the invoice does not have', async () => {
    const p = await invoiced();
    const pending = await createRefund(h.db.prisma, p.id, [{ line: 0, quantity: 1, amount: 123000 }], {
      status: 'REQUESTED',
      doneAt: null,
    });
    await expect(correct(pending)).rejects.toThrow(/REQUESTED, not DONE/);
    await expect(
      correct(await createRefund(h.db.prisma, p.id, [{ line: 1, quantity: 4, amount: 5250 }])),
    ).rejects.toThrow(/exceeds/);
    await expect(
      correct(await createRefund(h.db.prisma, p.id, [{ line: 0, quantity: 0, amount: 123001 }])),
    ).rejects.toThrow(/exceeds/);
    const noShipping = await invoiced({ shipping: null });
    await expect(
      correct(await createRefund(h.db.prisma, noShipping.id, [{ line: 'shipping', quantity: 1, amount: 1999 }])),
    ).rejects.toThrow(/no such line/);
    await expect(correct('00000000-0000-4000-8000-000000000000')).rejects.toThrow(/not found/);
  });

  it('reads its series from the environment, which config keeps apart from the invoices’', () => {
    expect(defaultCorrectionSeries({})).toBe('FK');
    expect(defaultCorrectionSeries({ CORRECTION_INVOICE_SERIES: 'KOR' })).toBe('KOR');
    expect(defaultCorrectionSeries({ CORRECTION_INVOICE_SERIES: 'bad/series' })).toBe('FK');
    expect(loadConfig({}).CORRECTION_INVOICE_SERIES).toBe('FK');
    expect(() => loadConfig({ CORRECTION_INVOICE_SERIES: 'FV' })).toThrow(/must differ from INVOICE_SERIES/);
    expect(() => loadConfig({ CORRECTION_INVOICE_SERIES: 'fk' })).toThrow(/CORRECTION_INVOICE_SERIES/);
  });
});

describe('what a correction shows', () => {
  it('a full refund with shipping: every line to zero, the difference minus the whole total', async () => {
    const p = await invoiced();
    const data = await corrected(
      p.id,
      [
        { line: 0, quantity: 1, amount: 123000 },
        { line: 1, quantity: 3, amount: 15750 },
        { line: 'shipping', quantity: 1, amount: 1999 },
      ],
      { reason: 'CANCELLED_ORDER' },
    );
    expect(data).toMatchObject({
      number: expect.stringMatching(/^FK\/2026\/\d{6}$/),
      issueDate: '2026-04-02',
      reason: 'Zwrot środków — anulowanie zamówienia',
      refundMethod: 'TRANSFER',
      refundDate: '2026-04-02',
      corrected: { number: p.invoice.number, issueDate: '2026-03-15', saleDate: '2026-03-15' },
      business: false,
      totalGross: -140749,
      refundAmount: 140749,
    });
    expect(data.lines.map((l) => [l.position, l.before.quantity, l.after.quantity, l.after.gross])).toEqual([
      [1, 1, 0, 0],
      [2, 3, 0, 0],
      [3, 1, 0, 0],
    ]);
    expect(data.lines[2]).toMatchObject({ shipping: true, name: 'Dostawa / Shipping: Kurier InPost', vatRate: 23 });
    // Before: as invoiced (VAT from gross); the difference is minus that.
    expect(data.lines[0]!.before).toMatchObject({
      quantity: 1,
      unitGross: 123000,
      gross: 123000,
      vat: 23000,
      net: 100000,
    });
    expect(data.lines[0]!.difference).toEqual({ quantity: -1, gross: -123000, net: -100000, vat: -23000 });
    // Per rate, the VAT of the gross difference, as on the invoice.
    expect(data.vatTotals).toEqual([
      { vatRate: 23, gross: -124999, vat: -vatOfGross(124999, 23), net: -124999 + vatOfGross(124999, 23) },
      { vatRate: 5, gross: -15750, vat: -750, net: -15000 },
    ]);
    expect(data.totalNet + data.totalVat).toBe(data.totalGross);
  });

  it('a partial refund: whole units of one line leave the unit price; another amount keeps the quantity', async () => {
    const p = await invoiced();
    const units = await corrected(p.id, [{ line: 1, quantity: 2, amount: 10500 }]);
    expect(units.reason).toBe('Zwrot części należności');
    expect(units.lines).toHaveLength(1);
    expect(units.lines[0]).toMatchObject({
      position: 2,
      name: 'Podręcznik pilota',
      before: { quantity: 3, unitGross: 5250, discountGross: 0, gross: 15750, vat: 750, net: 15000 },
      after: { quantity: 1, unitGross: 5250, discountGross: 0, gross: 5250, vat: 250, net: 5000 },
      difference: { quantity: -2, gross: -10500, vat: -500, net: -10000 },
    });
    expect(units.vatTotals).toEqual([{ vatRate: 5, gross: -10500, vat: -500, net: -10000 }]);
    expect(units.refundAmount).toBe(10500);

    // 100 zł off the course: one course still, worth 1130 zł (the reduction shows as its discount).
    const value = await corrected(p.id, [{ line: 0, quantity: 1, amount: 10000 }], { method: 'PRZELEWY24' });
    expect(value.lines[0]).toMatchObject({
      before: { quantity: 1, gross: 123000 },
      after: { quantity: 1, unitGross: 123000, discountGross: 10000, gross: 113000 },
      difference: { quantity: 0, gross: -10000 },
    });
    expect(value.refundMethod).toBe('PRZELEWY24');
  });

  it('a second partial refund starts from the state the first left, and the last says “całości”', async () => {
    const p = await invoiced({
      lines: [
        { name: 'Bateria', quantity: 3, unitPriceGross: 3333, vatRate: 23, discountGross: 1000, kind: 'PRODUCT' },
      ],
      shipping: null,
    });
    // 3 × 33.33 − 10.00 = 89.99; one unit's share is 30.00 (rounded), two units' 59.99.
    const first = await corrected(p.id, [{ line: 0, quantity: 1, amount: 3000 }]);
    expect(first.lines[0]).toMatchObject({
      before: { quantity: 3, discountGross: 1000, gross: 8999 },
      after: { quantity: 2, unitGross: 3333, discountGross: 667, gross: 5999 },
    });
    const second = await corrected(p.id, [{ line: 0, quantity: 1, amount: 2999 }]);
    expect(second.lines[0]).toMatchObject({
      before: { quantity: 2, discountGross: 667, gross: 5999 },
      after: { quantity: 1, gross: 3000 },
      difference: { quantity: -1, gross: -2999 },
    });
    const third = await corrected(p.id, [{ line: 0, quantity: 1, amount: 3000 }]);
    expect(third.lines[0]).toMatchObject({ before: { quantity: 1, gross: 3000 }, after: { quantity: 0, gross: 0 } });
    expect(third.reason).toBe('Zwrot całości należności');
    // Each document keeps its own state, whatever came later.
    const again = await loadCorrectionData(
      h.db.prisma,
      p.id,
      (await h.db.prisma.correctionInvoice.findFirstOrThrow({ where: { number: second.number } })).id,
      sellerFromConfig(h.config),
    );
    expect(again).toEqual(second);
  });

  it('counts units priced on the invoiced line as whole units, however the roundings add up', async () => {
    // 10 × 1.01 − 0.05 = 10.05: a unit is 1.005, refunded as 1.01 (rounded) and the last for what is left.
    const p = await invoiced({
      lines: [{ name: 'Śmigło', quantity: 10, unitPriceGross: 101, vatRate: 23, discountGross: 5, kind: 'PRODUCT' }],
      shipping: null,
    });
    const quantities = [];
    for (let i = 0; i < 9; i++) {
      const data = await corrected(p.id, [{ line: 0, quantity: 1, amount: Math.round(1005 / 10) }]);
      quantities.push(data.lines[0]!.after.quantity);
    }
    expect(quantities).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
    const last = await corrected(p.id, [{ line: 0, quantity: 1, amount: 1005 - 9 * 101 }]);
    expect(last.lines[0]!.after).toMatchObject({ quantity: 0, gross: 0, discountGross: 0 });
    expect(last.reason).toBe('Zwrot całości należności');
  });

  it('is null for a correction of another purchase', async () => {
    const p = await invoiced();
    const other = await invoiced();
    const correction = await correct(await createRefund(h.db.prisma, p.id, [{ line: 0, quantity: 1, amount: 123000 }]));
    expect(await loadCorrectionData(h.db.prisma, other.id, correction!.id, sellerFromConfig(h.config))).toBeNull();
  });
});

describe('correction PDF', () => {
  it("shows its own KSeF state (QR code, number) and the corrected invoice's KSeF number", async () => {
    const p = await invoiced({ business: true });
    const data = await corrected(p.id, [{ line: 1, quantity: 1, amount: 5250 }]);
    const link = 'https://qr-test.ksef.mf.gov.pl/invoice/5252248481/02-04-2026/abc';
    const pdf = await renderCorrectionPdfBuffer({
      ...data,
      corrected: { ...data.corrected, ksefNumber: '5252248481-20260315-0123456789AB-5C' },
      ksef: { state: 'ACCEPTED', ksefNumber: '5252248481-20260402-0123456789AB-61', offline: false, link },
    });
    const text = await textOf(pdf);
    expect(text).toContain('Numer KSeF / KSeF number: 5252248481-20260402-0123456789AB-61');
    expect(text).toContain('Numer KSeF faktury korygowanej / its KSeF number: 5252248481-20260315-0123456789AB-5C');
    expect(await qrCodesOf(pdf)).toEqual([link]);
    const outside = await textOf(await renderCorrectionPdfBuffer({ ...data, ksef: null }));
    expect(outside).toContain('Faktura wystawiona poza KSeF');
  });

  it('shows the number, the corrected invoice, the reason, before/after/difference and the amount in words', async () => {
    const p = await invoiced({ business: true });
    const data = await corrected(p.id, [
      { line: 1, quantity: 2, amount: 10500 },
      { line: 'shipping', quantity: 1, amount: 1999 },
    ]);
    const pdf = await renderCorrectionPdfBuffer(data);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await textOf(pdf);
    for (const expected of [
      'Faktura korygująca',
      'Correction invoice',
      `nr ${data.number}`,
      `do faktury nr ${p.invoice.number} z dnia 2026-03-15`,
      `to invoice no. ${p.invoice.number} of 2026-03-15`,
      'Przyczyna korekty',
      'Zwrot części należności',
      'Partial refund',
      'Podręcznik pilota',
      'przed korektą / before',
      'po korekcie / after',
      'różnica / difference',
      'Dostawa / Shipping: Kurier InPost',
      '-105,00',
      // 105.00 + 19.99 = 124.99 zł given back.
      'Kwota do zwrotu',
      '124,99 zł',
      'sto dwadzieścia cztery złote 99/100',
      'Zwrot przelewem',
      'zwrócono 2026-04-02',
      h.config.SELLER_NAME,
      'NIP: 7251801126',
    ]) {
      expect(text).toContain(expected);
    }
    const { info } = await getMeta(new Uint8Array(pdf));
    expect(info.Title).toBe(`Faktura korygująca ${data.number}`);
  });
});

describe('correction of a course line', () => {
  it("names the course variant in words: Polish and English on the PDF, Polish in the XML's P_7", async () => {
    const p = await invoiced({
      business: true,
      lines: [{ name: 'Kurs STS-01', variantName: 'FULL_MIXED', quantity: 1, unitPriceGross: 250000, vatRate: 23 }],
      shipping: null,
    });
    const data = await corrected(p.id, [{ line: 0, quantity: 1, amount: 250000 }]);
    const text = await textOf(await renderCorrectionPdfBuffer(data));
    expect(text).toContain('Kurs STS-01 Pełny mieszany / Full mixed');
    expect(text).not.toContain('FULL_MIXED');
    const xml = renderCorrectionFa3Xml(data);
    expect(element(xml, 'P_7')).toEqual(['Kurs STS-01 – Pełny mieszany', 'Kurs STS-01 – Pełny mieszany']);
  });
});

describe('correction FA(3) XML', () => {
  it('is a KOR of the invoice issued outside KSeF, with before/after rows and negative sums, and validates', async () => {
    const p = await invoiced({
      business: true,
      lines: [
        ...LINES,
        { name: 'Ubezpieczenie OC', quantity: 1, unitPriceGross: 10800, vatRate: 8, kind: 'PRODUCT' },
        { name: 'Szkolenie zwolnione', quantity: 1, unitPriceGross: 9999, vatRate: 0 },
      ],
    });
    const data = await corrected(
      p.id,
      [
        { line: 1, quantity: 1, amount: 5250 },
        { line: 2, quantity: 1, amount: 10800 },
        { line: 3, quantity: 0, amount: 999 },
        { line: 'shipping', quantity: 1, amount: 1999 },
      ],
      { method: 'PRZELEWY24' },
    );
    const xml = renderCorrectionFa3Xml(data);
    expect(await validateFa3(xml)).toEqual({ valid: true, errors: [] });
    expect(element(xml, 'RodzajFaktury')).toEqual(['KOR']);
    expect(element(xml, 'PrzyczynaKorekty')).toEqual(['Zwrot części należności']);
    expect(element(xml, 'TypKorekty')).toEqual(['2']);
    expect(element(xml, 'DataWystFaKorygowanej')).toEqual(['2026-03-15']);
    expect(element(xml, 'NrFaKorygowanej')).toEqual([p.invoice.number]);
    expect(element(xml, 'NrKSeFN')).toEqual(['1']);
    expect(element(xml, 'P_2')).toEqual([data.number]);
    expect(element(xml, 'P_1')).toEqual(['2026-04-02']);
    expect(element(xml, 'P_6')).toEqual(['2026-03-15']);
    // 52.50 + 108.00 + 9.99 + 19.99 = 190.48 back.
    expect(element(xml, 'P_15')).toEqual(['-190.48']);
    expect(element(xml, 'P_13_1')).toEqual([((-1999 + vatOfGross(1999, 23)) / 100).toFixed(2)]);
    expect(element(xml, 'P_14_1')).toEqual([(-vatOfGross(1999, 23) / 100).toFixed(2)]);
    expect(element(xml, 'P_13_2')).toEqual(['-100.00']);
    expect(element(xml, 'P_14_2')).toEqual(['-8.00']);
    expect(element(xml, 'P_13_3')).toEqual(['-50.00']);
    expect(element(xml, 'P_14_3')).toEqual(['-2.50']);
    expect(element(xml, 'P_13_6_1')).toEqual(['-9.99']);
    expect(element(xml, 'NrWierszaFa')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(element(xml, 'StanPrzed')).toHaveLength(4);
    expect(xml.match(/<FaWiersz>[\s\S]*?<\/FaWiersz>/g)!.map((row) => row.includes('<StanPrzed>1'))).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
      true,
      false,
    ]);
    expect(element(xml, 'P_8B')).toEqual(['3', '2', '1', '0', '1', '1', '1', '0']);
    expect(element(xml, 'P_11A')).toEqual(['157.50', '105.00', '108.00', '0.00', '99.99', '90.00', '19.99', '0.00']);
    expect(element(xml, 'DoRozliczenia')).toEqual(['190.48']);
    expect(element(xml, 'Wartosc')).toEqual(['Zwrot przez Przelewy24, 2026-04-02']);
    expect(element(xml, 'FormaPlatnosci')).toEqual(['6']);
  });

  it('a second partial correction validates too, and so does one of a consumer (BrakID)', async () => {
    const p = await invoiced({ business: true });
    await corrected(p.id, [{ line: 1, quantity: 1, amount: 5250 }]);
    const second = renderCorrectionFa3Xml(await corrected(p.id, [{ line: 1, quantity: 2, amount: 10500 }]));
    expect(await validateFa3(second)).toEqual({ valid: true, errors: [] });
    expect(element(second, 'P_8B')).toEqual(['2', '0']);
    const personal = await invoiced();
    const data = await corrected(personal.id, [{ line: 0, quantity: 1, amount: 123000 }]);
    const xml = renderCorrectionFa3Xml(data);
    expect(await validateFa3(xml)).toEqual({ valid: true, errors: [] });
    expect(element(xml, 'BrakID')).toEqual(['1']);
  });

  it('names the corrected invoice by its KSeF number once KSeF gave one', async () => {
    const p = await invoiced({ business: true });
    const data = await corrected(p.id, [{ line: 1, quantity: 1, amount: 5250 }]);
    expect(data.corrected.ksefNumber).toBeNull();
    expect(element(renderCorrectionFa3Xml(data), 'NrKSeFN')).toEqual(['1']);
    const ksefNumber = '5252248481-20260315-0123456789AB-5C';
    const xml = renderCorrectionFa3Xml({ ...data, corrected: { ...data.corrected, ksefNumber } });
    expect(await validateFa3(xml)).toEqual({ valid: true, errors: [] });
    expect(element(xml, 'NrKSeF')).toEqual(['1']);
    expect(element(xml, 'NrKSeFFaKorygowanej')).toEqual([ksefNumber]);
    expect(element(xml, 'NrKSeFN')).toEqual([]);
  });

  it("shares each rate's VAT difference over the corrected lines, so the rows add up to the summary", async () => {
    const p = await createInvoicePurchase(h.db.prisma, {
      business: true,
      lines: [
        { name: 'A', quantity: 2, unitPriceGross: 1003, vatRate: 23 },
        { name: 'B', quantity: 2, unitPriceGross: 1003, vatRate: 23 },
        { name: 'C', quantity: 2, unitPriceGross: 1003, vatRate: 23 },
      ],
    });
    await h.db.prisma.$transaction((tx) => issueInvoice(tx, p.id, { now: INVOICED_AT }));
    const refund = [0, 1, 2].map((line) => ({ line, quantity: 1, amount: 1003 }));
    for (const data of [await corrected(p.id, refund), await corrected(p.id, refund)]) {
      expect(data.lines.reduce((sum, l) => sum + l.difference.vat, 0)).toBe(data.totalVat);
      expect(data.lines.reduce((sum, l) => sum + l.difference.net, 0)).toBe(data.totalNet);
      for (const line of data.lines) expect(line.after.net + line.after.vat).toBe(line.after.gross);
    }
  });
});

describe('correction downloads and Purchase.corrections', () => {
  let owner: SignedIn;
  const signedIn: Partial<Record<Role, SignedIn>> = {};
  let personal: Awaited<ReturnType<typeof withCorrection>>;
  let business: Awaited<ReturnType<typeof withCorrection>>;

  async function withCorrection(options: Parameters<typeof createInvoicePurchase>[1]) {
    const p = await invoiced(options);
    const refundId = await createRefund(h.db.prisma, p.id, [{ line: 1, quantity: 1, amount: 5250 }]);
    const correction = (await correct(refundId))!;
    return { ...p, refundId, correctionId: correction.id, number: correction.number };
  }

  beforeAll(async () => {
    owner = await signIn(h, 'USER');
    for (const role of ['USER', 'B2B', 'ADMIN', 'SELLER'] as const) signedIn[role] = await signIn(h, role);
    personal = await withCorrection({ buyerId: owner.userId });
    business = await withCorrection({ buyerId: signedIn.B2B!.userId, business: true });
  });

  const url = (p: { id: string; correctionId: string }, ext: 'pdf' | 'xml', token?: string) =>
    `/api/v1/shop/purchases/${p.id}/corrections/${p.correctionId}.${ext}` +
    (token === undefined ? '' : `?accessToken=${encodeURIComponent(token)}`);
  const get = (path: string, s?: SignedIn | null) => inject(h, { method: 'GET', url: path, headers: s?.headers ?? {} });

  it('gives the buyer the PDF named after the correction’s number', async () => {
    expectDownload(await get(url(personal, 'pdf'), owner), `faktura-korygujaca-${personal.number}.pdf`);
  });

  it('gives the XML of a business purchase only', async () => {
    const xml = await get(url(business, 'xml'), signedIn.B2B);
    expectDownload(xml, `faktura-korygujaca-${business.number}.xml`);
    expect(element(xml.body, 'RodzajFaktury')).toEqual(['KOR']);
    expect(element(xml.body, 'P_2')).toEqual([business.number]);
    const none = await get(url(personal, 'xml'), owner);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lets staff and a guest with the token in, and nobody else', async () => {
    for (const role of ['ADMIN', 'SELLER'] as const) {
      expect((await get(url(personal, 'pdf'), signedIn[role])).statusCode).toBe(200);
      expect((await get(url(business, 'xml'), signedIn[role])).statusCode).toBe(200);
    }
    for (const s of [signedIn.USER, signedIn.B2B, null])
      expect((await get(url(personal, 'pdf'), s)).statusCode).toBe(404);
    expect((await get(url(business, 'xml'), signedIn.USER)).statusCode).toBe(404);
    expect((await get(url(personal, 'pdf', personal.accessToken))).statusCode).toBe(200);
    expect((await get(url(business, 'xml', business.accessToken))).statusCode).toBe(200);
    expect((await get(url(personal, 'pdf', business.accessToken))).statusCode).toBe(404);
    expect((await get(url(personal, 'pdf', `${personal.accessToken}x`))).statusCode).toBe(404);
  });

  it('is 404 for a correction of another purchase, an unknown or a malformed id', async () => {
    const admin = signedIn.ADMIN;
    expect((await get(url({ id: personal.id, correctionId: business.correctionId }, 'pdf'), admin)).statusCode).toBe(
      404,
    );
    expect((await get(url({ id: personal.id, correctionId: personal.invoice.id }, 'pdf'), admin)).statusCode).toBe(404);
    expect((await get(url({ id: personal.id, correctionId: 'not-a-uuid' }, 'pdf'), admin)).statusCode).toBe(404);
    expect((await get(url({ id: 'not-a-uuid', correctionId: personal.correctionId }, 'pdf'), admin)).statusCode).toBe(
      404,
    );
  });

  const QUERY = `query ($id: ID!, $accessToken: String) {
    purchase(id: $id, accessToken: $accessToken) {
      corrections { number issuedAt reason amount refundId pdfUrl xmlUrl }
    }
  }`;

  it('lists the corrections oldest first, with the amount given back and the download URLs', async () => {
    const later = await createRefund(h.db.prisma, business.id, [{ line: 'shipping', quantity: 1, amount: 1999 }], {
      reason: 'CANCELLED_ORDER',
    });
    const second = (await correct(later, { now: new Date('2026-04-03T08:00:00Z') }))!;
    const data = await gqlOk(h, QUERY, { id: gid('Purchase', business.id) }, signedIn.B2B);
    const base = `/api/v1/shop/purchases/${business.id}/corrections`;
    expect(data.purchase.corrections).toEqual([
      {
        number: business.number,
        issuedAt: CORRECTED_AT.toISOString(),
        reason: 'Zwrot części należności',
        amount: 5250,
        refundId: gid('Refund', business.refundId),
        pdfUrl: `${base}/${business.correctionId}.pdf`,
        xmlUrl: `${base}/${business.correctionId}.xml`,
      },
      {
        number: second.number,
        issuedAt: '2026-04-03T08:00:00.000Z',
        reason: 'Zwrot środków — anulowanie zamówienia',
        amount: 1999,
        refundId: gid('Refund', later),
        pdfUrl: `${base}/${second.id}.pdf`,
        xmlUrl: `${base}/${second.id}.xml`,
      },
    ]);
  });

  it('has no XML URL for a private buyer, reaches guests, and is empty without corrections', async () => {
    const guest = await gqlOk(h, QUERY, { id: gid('Purchase', personal.id), accessToken: personal.accessToken }, null);
    expect(guest.purchase.corrections).toEqual([
      expect.objectContaining({ number: personal.number, amount: 5250, xmlUrl: null }),
    ]);
    const plain = await invoiced({ buyerId: owner.userId });
    expect((await gqlOk(h, QUERY, { id: gid('Purchase', plain.id) }, owner)).purchase.corrections).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../../test/harness.ts';
import { defaultInvoiceSeries, formatInvoiceNumber, issueInvoice } from './service.ts';
import { warsawDate } from '../../../platform/time.ts';
import { createInvoicePurchase } from '../../../test/fixtures.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('issueInvoice', () => {
  it('numbers SERIES/YEAR/000001 with the Warsaw sale day of the payment', async () => {
    const p = await createInvoicePurchase(h.db.prisma, { paidAt: new Date('2026-03-14T23:30:00Z') });
    const invoice = await h.db.prisma.$transaction((tx) =>
      issueInvoice(tx, p.id, { series: 'T1', now: new Date('2026-03-15T08:00:00Z') }),
    );
    expect(invoice).toMatchObject({ series: 'T1', year: 2026, sequence: 1, number: 'T1/2026/000001' });
    // 23:30 UTC on 14 March is already the 15th in Warsaw (UTC+1).
    expect(invoice.saleDate.toISOString().slice(0, 10)).toBe('2026-03-15');
  });

  it('is idempotent: a second call keeps the first invoice and uses no number', async () => {
    const p = await createInvoicePurchase(h.db.prisma);
    const first = await h.db.prisma.$transaction((tx) => issueInvoice(tx, p.id, { series: 'T2' }));
    const again = await h.db.prisma.$transaction((tx) => issueInvoice(tx, p.id, { series: 'T2' }));
    expect(again.id).toBe(first.id);
    const next = await createInvoicePurchase(h.db.prisma);
    const second = await h.db.prisma.$transaction((tx) => issueInvoice(tx, next.id, { series: 'T2' }));
    expect(second.sequence).toBe(first.sequence + 1);
    expect(await h.db.prisma.invoice.count({ where: { purchaseId: p.id } })).toBe(1);
  });

  it('counts per series and per year, and a rolled-back issue leaves no gap', async () => {
    const at = (iso: string) => ({ series: 'T3', now: new Date(iso) });
    const a = await createInvoicePurchase(h.db.prisma);
    const b = await createInvoicePurchase(h.db.prisma);
    const c = await createInvoicePurchase(h.db.prisma);
    const d = await createInvoicePurchase(h.db.prisma);
    expect((await h.db.prisma.$transaction((tx) => issueInvoice(tx, a.id, at('2026-12-31T22:59:00Z')))).number).toBe(
      'T3/2026/000001',
    );
    // 23:30 UTC on 31 December is New Year in Warsaw: a new year, a new count.
    expect((await h.db.prisma.$transaction((tx) => issueInvoice(tx, b.id, at('2026-12-31T23:30:00Z')))).number).toBe(
      'T3/2027/000001',
    );
    await expect(
      h.db.prisma.$transaction(async (tx) => {
        await issueInvoice(tx, c.id, at('2027-01-02T10:00:00Z'));
        throw new Error('payment rolled back');
      }),
    ).rejects.toThrow('payment rolled back');
    expect(await h.db.prisma.invoice.findUnique({ where: { purchaseId: c.id } })).toBeNull();
    expect((await h.db.prisma.$transaction((tx) => issueInvoice(tx, d.id, at('2027-01-02T10:00:00Z')))).number).toBe(
      'T3/2027/000002',
    );
    expect((await h.db.prisma.$transaction((tx) => issueInvoice(tx, c.id, { series: 'T4' }))).sequence).toBe(1);
  });

  it('issues 20 invoices concurrently as 1..20 with no gap and no repeat', async () => {
    const purchases = await Promise.all(Array.from({ length: 20 }, () => createInvoicePurchase(h.db.prisma)));
    const now = new Date('2026-05-05T10:00:00Z');
    const invoices = await Promise.all(
      purchases.map((p) => h.db.prisma.$transaction((tx) => issueInvoice(tx, p.id, { series: 'CONC', now }))),
    );
    expect(invoices.map((i) => i.sequence).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(invoices.map((i) => i.number)).size).toBe(20);
  });

  it('formats numbers and reads the series from the environment', () => {
    expect(formatInvoiceNumber('FV', 2026, 42)).toBe('FV/2026/000042');
    expect(defaultInvoiceSeries({})).toBe('FV');
    expect(defaultInvoiceSeries({ INVOICE_SERIES: 'FS' })).toBe('FS');
    expect(defaultInvoiceSeries({ INVOICE_SERIES: 'bad/series' })).toBe('FV');
    expect(warsawDate(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
  });
});

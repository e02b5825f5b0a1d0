import { getMeta } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness.ts';
import { loadInvoiceData, sellerFromConfig, type InvoiceData } from './document.ts';
import { invoiceDefinition, renderInvoicePdfBuffer } from './pdf.ts';
import { issueInvoice } from './service.ts';
import { createPurchase, textOf } from './test-fixtures.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

async function issued(options: Parameters<typeof createPurchase>[1]): Promise<InvoiceData> {
  const p = await createPurchase(h.db.prisma, options);
  await h.db.prisma.$transaction((tx) => issueInvoice(tx, p.id, { now: new Date('2026-03-15T09:00:00Z') }));
  return (await loadInvoiceData(h.db.prisma, p.id, sellerFromConfig(h.config)))!;
}

describe('invoice PDF', () => {
  it('is a PDF with the number, both parties, the lines, the VAT summary and the total', async () => {
    const data = await issued({
      business: true,
      lines: [
        {
          name: 'Kurs A2 CofC',
          variantName: 'Online',
          quantity: 2,
          unitPriceGross: 123000,
          vatRate: 23,
          discountGross: 24600,
        },
        { name: 'Podręcznik pilota', quantity: 1, unitPriceGross: 5250, vatRate: 5, kind: 'PRODUCT' },
      ],
      shipping: { name: 'Kurier InPost', priceGross: 1999 },
    });
    const pdf = await renderInvoicePdfBuffer(data);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await textOf(pdf);
    expect(text).toContain('Faktura VAT');
    expect(text).toContain('VAT invoice');
    expect(text).toContain(`nr ${data.number}`);
    expect(text).toContain('2026-03-15');
    expect(text).toContain(h.config.SELLER_NAME);
    expect(text).toContain(`NIP: ${h.config.SELLER_NIP}`);
    expect(text).toContain(h.config.SHOP_BANK_ACCOUNT);
    expect(text).toContain('NIP: 7251801126');
    expect(text).toContain('Kurs A2 CofC');
    expect(text).toContain('Dostawa / Shipping: Kurier InPost');
    expect(text).toContain('Rabat / discount (LATO10)');
    expect(text).toContain('23%');
    expect(text).toContain('5%');
    // 2 × 1230,00 − 246,00 + 52,50 + 19,99 = 2286,49 zł.
    expect(text).toContain('2 286,49 zł');
    expect(text).toContain('dwa tysiące dwieście osiemdziesiąt sześć złotych 49/100');
    expect(text).toContain('zapłacono');
    const { info } = await getMeta(new Uint8Array(pdf));
    expect(info.Title).toBe(`Faktura VAT ${data.number}`);
  });

  it('embeds its font, so Polish letters are real glyphs that read back as themselves', async () => {
    const data = await issued({});
    const pdf = await renderInvoicePdfBuffer(data);
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/FontFile2/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Roboto/);
    const text = await textOf(pdf);
    expect(text).toContain('Zażółć Gęślą-Jaźń');
    expect(text).toContain('ul. Źródlana 5/7');
    expect(text).toContain('90-001 Łódź');
    expect(text).toContain('Kurs A1/A3 – żółw');
    expect(text).not.toContain('NIP: 7251801126');
  });

  it('refuses document definitions that reach for URLs or local files', async () => {
    const data = await issued({});
    const definition = invoiceDefinition(data) as { content: unknown[] };
    const { createRequire } = await import('node:module');
    const pdfmake = createRequire(import.meta.url)('pdfmake') as {
      createPdf(d: object): { getBuffer(): Promise<Buffer> };
    };
    await renderInvoicePdfBuffer(data); // sets the policies up
    for (const image of ['http://127.0.0.1:9/secret.png', '/etc/passwd', 'server/config.ts']) {
      const withImage = { ...definition, content: [...definition.content, { image }] };
      await expect(pdfmake.createPdf(withImage).getBuffer()).rejects.toThrow(/denied by resource access policy/);
    }
  });
});

import { getMeta } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../../test/harness.ts';
import { loadInvoiceData, sellerFromConfig, type InvoiceData, type KsefVisual } from './document.ts';
import { renderFa3Xml } from './fa3.ts';
import { sha256Base64 } from './ksef/crypto.ts';
import { verificationLink } from './ksef/qr.ts';
import { invoiceDefinition, renderInvoicePdfBuffer } from './pdf.ts';
import { issueInvoice } from './service.ts';
import { createInvoicePurchase } from '../../../test/fixtures.ts';
import { element, qrCodesOf, textOf } from './test-support.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

async function issued(options: Parameters<typeof createInvoicePurchase>[1]): Promise<InvoiceData> {
  const p = await createInvoicePurchase(h.db.prisma, options);
  await h.db.prisma.$transaction((tx) => issueInvoice(tx, p.id, { now: new Date('2026-03-15T09:00:00Z') }));
  return (await loadInvoiceData(h.db.prisma, p.id, sellerFromConfig(h.config)))!;
}

const QR_BASE = 'https://qr-test.ksef.mf.gov.pl';
const KSEF_NUMBER = '5252248481-20260315-0123456789AB-5C';

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

  it('names course variants and the payment in words, Polish and English; KSeF P_7 in Polish; no raw codes', async () => {
    const data = await issued({
      business: true,
      lines: [
        { name: 'Kurs STS-01', variantName: 'FULL_MIXED', quantity: 1, unitPriceGross: 250000, vatRate: 23 },
        { name: 'Gogle FPV', variantName: 'Czarne', quantity: 1, unitPriceGross: 10000, vatRate: 23, kind: 'PRODUCT' },
      ],
    });
    const ksef = { ksefNumber: KSEF_NUMBER, offline: false, link: null, state: 'ACCEPTED' } as const;
    for (const pdf of [await renderInvoicePdfBuffer(data), await renderInvoicePdfBuffer({ ...data, ksef })]) {
      const text = await textOf(pdf);
      expect(text).toContain('Kurs STS-01 Pełny mieszany / Full mixed');
      expect(text).toContain('Gogle FPV Czarne');
      expect(text).toContain('Przelew tradycyjny Bank transfer');
      expect(text).not.toMatch(/FULL_MIXED|TRADITIONAL_TRANSFER/);
    }
    const xml = renderFa3Xml(data);
    expect(element(xml, 'P_7')).toEqual(['Kurs STS-01 – Pełny mieszany', 'Gogle FPV – Czarne']);
    expect(xml).not.toContain('FULL_MIXED');
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

  it('shows 3 × 64.23 zł as 192.69 zł: the gross unit price the XML has (P_9B), not a rounded net one', async () => {
    // At 8 % the net unit price rounds to 59.47, and 3 × 59.47 + 8 % VAT is 192.68.
    const data = await issued({
      business: true,
      lines: [{ name: 'Podręcznik', quantity: 3, unitPriceGross: 6423, vatRate: 8, kind: 'PRODUCT' }],
    });
    const text = await textOf(await renderInvoicePdfBuffer(data));
    expect(text).toContain('Cena brutto Unit gross');
    expect(text).toContain('1 Podręcznik 3 64,23 8% — 178,42 14,27 192,69');
    expect(text).not.toContain('59,47');
    expect(text).toContain('192,69 zł');
    const xml = renderFa3Xml(data);
    expect(element(xml, 'P_9B')).toEqual(['64.23']);
    expect(element(xml, 'P_11A')).toEqual(['192.69']);
    expect(element(xml, 'P_15')).toEqual(['192.69']);
  });
});

describe('invoice PDF in KSeF', () => {
  const link = verificationLink(QR_BASE, '5252248481', '2026-03-15', sha256Base64('<Faktura/>'));
  const ksef = (visual: Partial<KsefVisual>): KsefVisual => ({
    ksefNumber: null,
    offline: false,
    link,
    state: 'QUEUED',
    ...visual,
  });
  const render = async (visual: KsefVisual | null) => {
    const pdf = await renderInvoicePdfBuffer({ ...(await issued({ business: true })), ksef: visual });
    return { text: await textOf(pdf), qr: await qrCodesOf(pdf) };
  };

  it('accepted: the KSeF number near the header and beneath the QR code, which holds the link', async () => {
    const { text, qr } = await render(ksef({ state: 'ACCEPTED', ksefNumber: KSEF_NUMBER }));
    expect(text).toContain(`Numer KSeF / KSeF number: ${KSEF_NUMBER}`);
    expect(text.split(KSEF_NUMBER)).toHaveLength(3);
    expect(text).not.toContain('OFFLINE');
    expect(qr).toEqual([link]);
  });

  it('offline: the QR code with OFFLINE beneath it, and no KSeF number', async () => {
    const { text, qr } = await render(ksef({ offline: true }));
    expect(text).toContain('OFFLINE');
    expect(text).not.toContain('Numer KSeF');
    expect(qr).toEqual([link]);
  });

  it('being sent (queued, sending, rejected): a line and no QR code', async () => {
    for (const state of ['QUEUED', 'SENDING', 'REJECTED'] as const) {
      const { text, qr } = await render(ksef({ state }));
      expect(text).toContain('Faktura w trakcie przesyłania do KSeF Being sent to KSeF');
      expect(qr).toEqual([]);
    }
  });

  it('outside KSeF: says so; not asked (the field absent): says nothing', async () => {
    const outside = await render(null);
    expect(outside.text).toContain('Faktura wystawiona poza KSeF Invoice issued outside KSeF');
    expect(outside.qr).toEqual([]);
    const text = await textOf(await renderInvoicePdfBuffer(await issued({})));
    expect(text).not.toContain('KSeF');
  });

  it("loads the submission's state: the link of its XML hash, the seller's NIP and its issue date", async () => {
    const p = await createInvoicePurchase(h.db.prisma, { business: true });
    const invoice = await h.db.prisma.$transaction((tx) =>
      issueInvoice(tx, p.id, { now: new Date('2026-03-15T09:00:00Z') }),
    );
    const seller = sellerFromConfig(h.config);
    expect((await loadInvoiceData(h.db.prisma, p.id, seller, QR_BASE))!.ksef).toBeNull();
    const xml = renderFa3Xml((await loadInvoiceData(h.db.prisma, p.id, seller))!);
    await h.db.prisma.ksefSubmission.create({
      data: {
        purchaseId: p.id,
        invoiceId: invoice.id,
        documentNumber: invoice.number,
        buyerName: 'Łódzka Spółka Dronowa sp. z o.o.',
        buyerNip: '7251801126',
        issueDate: new Date('2026-03-15T00:00:00Z'),
        status: 'ACCEPTED',
        xml,
        xmlHash: sha256Base64(xml),
        ksefNumber: KSEF_NUMBER,
        acceptedAt: new Date('2026-03-15T09:00:05Z'),
      },
    });
    const data = (await loadInvoiceData(h.db.prisma, p.id, seller, QR_BASE))!;
    const expected = verificationLink(QR_BASE, h.config.SELLER_NIP, '2026-03-15', sha256Base64(xml));
    expect(data.ksef).toEqual({ ksefNumber: KSEF_NUMBER, offline: false, link: expected, state: 'ACCEPTED' });
    expect(expected).toMatch(new RegExp(`/invoice/${h.config.SELLER_NIP}/15-03-2026/[A-Za-z0-9_-]{43}$`));
    expect(await qrCodesOf(await renderInvoicePdfBuffer(data))).toEqual([expected]);
  });
});

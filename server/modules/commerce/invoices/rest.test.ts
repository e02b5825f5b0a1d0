import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../auth/permissions.ts';
import { gid, gqlOk, inject, signIn, startWith, type Harness, type SignedIn } from '../../../test/harness.ts';
import { sha256Base64 } from './ksef/crypto.ts';
import { issueInvoice } from './service.ts';
import { createInvoicePurchase, type InvoicePurchase } from '../../../test/fixtures.ts';
import { expectDownload, qrCodesOf, textOf } from './test-support.ts';

let h: Harness;
let owner: SignedIn;
let b2bOwner: SignedIn;
let personal: InvoicePurchase & { number: string };
let business: InvoicePurchase & { number: string };
let unpaid: InvoicePurchase;
const signedIn: Partial<Record<Role, SignedIn>> = {};

async function paid(options: Parameters<typeof createInvoicePurchase>[1]) {
  const p = await createInvoicePurchase(h.db.prisma, options);
  const invoice = await h.db.prisma.$transaction((tx) => issueInvoice(tx, p.id));
  return { ...p, number: invoice.number };
}

beforeAll(async () => {
  ({ h, owner, b2bOwner } = await startWith({ owner: 'USER', b2bOwner: 'B2B' }, { INVOICE_SERIES: 'FV' }));
  for (const role of ['USER', 'B2B', 'INSTRUCTOR', 'ADMIN', 'SELLER', 'REGISTER'] as const) {
    signedIn[role] = await signIn(h, role);
  }
  personal = await paid({ buyerId: owner.userId });
  business = await paid({ buyerId: b2bOwner.userId, business: true });
  unpaid = await createInvoicePurchase(h.db.prisma, {
    buyerId: owner.userId,
    paidAt: null,
    data: { status: 'PLACED' },
  });
});
afterAll(() => h.close());

const get = (url: string, s?: SignedIn | null) => inject(h, { method: 'GET', url, headers: s?.headers ?? {} });
const pdfUrl = (id: string, token?: string) =>
  `/api/v1/shop/purchases/${id}/invoice.pdf${token === undefined ? '' : `?accessToken=${encodeURIComponent(token)}`}`;
const xmlUrl = (id: string, token?: string) => pdfUrl(id, token).replace('invoice.pdf', 'invoice.xml');

describe('invoice downloads', () => {
  it('gives the buyer the PDF as an attachment named after the invoice number', async () => {
    expectDownload(await get(pdfUrl(personal.id), owner), `faktura-${personal.number}.pdf`);
  });

  it('gives a business buyer the FA(3) XML too', async () => {
    const response = await get(xmlUrl(business.id), b2bOwner);
    expectDownload(response, `faktura-${business.number}.xml`);
    expect(response.body).toContain('<Faktura xmlns="http://crd.gov.pl/wzor/2025/06/25/13775/">');
    expect(response.body).toContain(`<P_2>${business.number}</P_2>`);
    expect((await get(pdfUrl(business.id), b2bOwner)).statusCode).toBe(200);
  });

  it('has no XML for a purchase of a private person, and nothing before payment', async () => {
    expect((await get(xmlUrl(personal.id), owner)).statusCode).toBe(404);
    const before = await get(pdfUrl(unpaid.id), owner);
    expect(before.statusCode).toBe(404);
    expect(before.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await get(xmlUrl(unpaid.id), signedIn.ADMIN)).statusCode).toBe(404);
    expect((await get(pdfUrl('00000000-0000-4000-8000-000000000000'), signedIn.ADMIN)).statusCode).toBe(404);
    expect((await get('/api/v1/shop/purchases/not-a-uuid/invoice.pdf', signedIn.ADMIN)).statusCode).toBe(404);
  });

  // Staff read every invoice; other signed-in users (even of the buyer's role) and visitors none.
  const matrix: [Role | 'visitor', number][] = [
    ['ADMIN', 200],
    ['SELLER', 200],
    ['USER', 404],
    ['B2B', 404],
    ['INSTRUCTOR', 404],
    ['REGISTER', 404],
    ['visitor', 404],
  ];
  for (const [role, status] of matrix) {
    it(`answers ${status} to ${role === 'visitor' ? 'a visitor' : status === 200 ? `any ${role}` : `a ${role} who is not the buyer`} on both routes`, async () => {
      const s = role === 'visitor' ? null : signedIn[role];
      expect((await get(pdfUrl(personal.id), s)).statusCode).toBe(status);
      expect((await get(pdfUrl(business.id), s)).statusCode).toBe(status);
      expect((await get(xmlUrl(business.id), s)).statusCode).toBe(status);
    });
  }

  it('lets a guest with the right access token download both, and no other token', async () => {
    const guest = await paid({ business: true });
    expect((await get(pdfUrl(guest.id, guest.accessToken))).statusCode).toBe(200);
    const xml = await get(xmlUrl(guest.id, guest.accessToken));
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain(`<P_2>${guest.number}</P_2>`);
    for (const wrong of ['', 'x', personal.accessToken, `${guest.accessToken}x`, guest.accessToken.slice(1)]) {
      expect((await get(pdfUrl(guest.id, wrong))).statusCode).toBe(404);
      expect((await get(xmlUrl(guest.id, wrong))).statusCode).toBe(404);
    }
    // Another purchase's token opens only that purchase.
    expect((await get(pdfUrl(personal.id, guest.accessToken))).statusCode).toBe(404);
    // A signed-in stranger with the token is a guest with the token.
    expect((await get(pdfUrl(guest.id, guest.accessToken), signedIn.USER)).statusCode).toBe(200);
  });
});

describe('invoice downloads of an invoice in KSeF', () => {
  async function submitted(business: boolean, data: { status: 'QUEUED' | 'ACCEPTED'; ksefNumber?: string }) {
    const p = await paid({ buyerId: owner.userId, business });
    const invoice = await h.db.prisma.invoice.findUniqueOrThrow({ where: { purchaseId: p.id } });
    // What was sent: not what the data would render now (the admin may have changed it since).
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Faktura><P_2>${p.number}</P_2><!-- sent --></Faktura>\n`;
    await h.db.prisma.ksefSubmission.create({
      data: {
        purchaseId: p.id,
        invoiceId: invoice.id,
        documentNumber: p.number,
        buyerName: 'x',
        issueDate: new Date('2026-03-15T00:00:00Z'),
        xml,
        xmlHash: sha256Base64(xml),
        acceptedAt: data.status === 'ACCEPTED' ? new Date() : null,
        ...data,
      },
    });
    return { ...p, xml };
  }

  it('serves the XML as sent, a consumer’s too, and a PDF with the QR code of its hash', async () => {
    const ksefNumber = '5252248481-20260315-0123456789AB-5C';
    const p = await submitted(false, { status: 'ACCEPTED', ksefNumber });
    const xml = await get(xmlUrl(p.id), owner);
    expectDownload(xml, `faktura-${p.number}.xml`);
    expect(xml.body).toBe(p.xml);
    const pdf = await get(pdfUrl(p.id), owner);
    expect(await textOf(pdf.rawPayload)).toContain(`Numer KSeF / KSeF number: ${ksefNumber}`);
    const [link] = await qrCodesOf(pdf.rawPayload);
    const hash = Buffer.from(sha256Base64(p.xml), 'base64').toString('base64url');
    // No KSEF_TOKEN in tests: the links lead to the local simulator.
    expect(link).toBe(`${h.config.publicUrl.origin}/ksef-simulator/invoice/${h.config.SELLER_NIP}/15-03-2026/${hash}`);
  });

  it('says a queued invoice is being sent, and one without a submission is outside KSeF', async () => {
    const queued = await submitted(true, { status: 'QUEUED' });
    expect(await textOf((await get(pdfUrl(queued.id), owner)).rawPayload)).toContain(
      'Faktura w trakcie przesyłania do KSeF',
    );
    expect((await get(xmlUrl(queued.id), owner)).body).toBe(queued.xml);
    expect(await textOf((await get(pdfUrl(personal.id), owner)).rawPayload)).toContain('Faktura wystawiona poza KSeF');
  });
});

describe('Purchase.invoice (GraphQL)', () => {
  const QUERY = `query ($id: ID!, $accessToken: String) {
    purchase(id: $id, accessToken: $accessToken) { number invoice { number issuedAt pdfUrl xmlUrl } }
  }`;

  it('shows the number and relative download URLs; xmlUrl only for business purchases', async () => {
    const mine = await gqlOk(h, QUERY, { id: gid('Purchase', personal.id) }, owner);
    expect(mine.purchase.invoice).toEqual({
      number: personal.number,
      issuedAt: expect.any(String),
      pdfUrl: `/api/v1/shop/purchases/${personal.id}/invoice.pdf`,
      xmlUrl: null,
    });
    const company = await gqlOk(h, QUERY, { id: gid('Purchase', business.id) }, signedIn.ADMIN);
    expect(company.purchase.invoice).toMatchObject({
      number: business.number,
      xmlUrl: `/api/v1/shop/purchases/${business.id}/invoice.xml`,
    });
  });

  it('is null before payment, and reaches guests with their token', async () => {
    const before = await gqlOk(h, QUERY, { id: gid('Purchase', unpaid.id) }, owner);
    expect(before.purchase.invoice).toBeNull();
    const guest = await paid({});
    const seen = await gqlOk(h, QUERY, { id: gid('Purchase', guest.id), accessToken: guest.accessToken }, null);
    expect(seen.purchase.invoice.number).toBe(guest.number);
    expect(seen.purchase.invoice.pdfUrl).not.toContain(guest.accessToken);
  });
});

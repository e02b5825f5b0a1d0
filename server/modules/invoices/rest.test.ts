import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../auth/permissions.ts';
import { gid, gqlOk, inject, signIn, startHarness, type Harness, type SignedIn } from '../../test/harness.ts';
import { issueInvoice } from './service.ts';
import { createPurchase, expectDownload, type PurchaseFixture } from './test-fixtures.ts';

let h: Harness;
let owner: SignedIn;
let b2bOwner: SignedIn;
let personal: PurchaseFixture & { number: string };
let business: PurchaseFixture & { number: string };
let unpaid: PurchaseFixture;
const signedIn: Partial<Record<Role, SignedIn>> = {};

async function paid(options: Parameters<typeof createPurchase>[1]) {
  const p = await createPurchase(h.db.prisma, options);
  const invoice = await h.db.prisma.$transaction((tx) => issueInvoice(tx, p.id));
  return { ...p, number: invoice.number };
}

beforeAll(async () => {
  h = await startHarness({ INVOICE_SERIES: 'FV' });
  owner = await signIn(h, 'USER');
  b2bOwner = await signIn(h, 'B2B');
  for (const role of ['USER', 'B2B', 'INSTRUCTOR', 'ADMIN', 'SELLER', 'REGISTER'] as const) {
    signedIn[role] = await signIn(h, role);
  }
  personal = await paid({ buyerId: owner.userId });
  business = await paid({ buyerId: b2bOwner.userId, business: true });
  unpaid = await createPurchase(h.db.prisma, { buyerId: owner.userId, paidAt: null, data: { status: 'PLACED' } });
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

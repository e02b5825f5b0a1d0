import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { gid, gqlOk, graphql, signIn, startWith, type Harness, type SignedIn } from '../../../../test/harness.ts';
import { issueInvoice } from '../service.ts';
import { createInvoicePurchase } from '../../../../test/fixtures.ts';
import { validateFa3 } from '../test-support.ts';
import { KsefUnavailableError, type KsefClient } from './client.ts';
import { isKsefNumber } from './ksef-number.ts';
import { ksefPass, type KsefDeps } from './sender.ts';
import { setKsefSimulatorDown } from './simulator/index.ts';
import { validateUpoXml } from './simulator/xsd.ts';
import { sha256Base64 } from './crypto.ts';

// Issue 29: invoices go to KSeF (here its local simulator, reached in process as in `npm start`)
// through the sending job: accepted with a KSeF number and UPO, rejected with KSeF's errors and
// resent after the admin's correction, issued offline while KSeF is down and sent when it
// answers, and never sent twice when an answer was lost.

let h: Harness;
let admin: SignedIn;
beforeAll(async () => {
  ({ h, admin } = await startWith({ admin: 'ADMIN' }));
});
afterAll(() => h.close());
beforeEach(() => setKsefSimulatorDown(h.db.prisma, false));

const quiet = { warn() {}, error() {}, info() {} };
const deps = (client?: KsefClient | null): KsefDeps => ({
  ...h.app.ksef,
  ...(client !== undefined ? { client } : {}),
  log: quiet,
  sleep: async () => {},
});
/** One pass of the job at `now` (its schedule's clock; KSeF's own clock is the real one). */
const pass = (now = new Date(), client?: KsefClient | null) => ksefPass(deps(client), now);
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

async function businessInvoice(data: Parameters<typeof createInvoicePurchase>[1] = {}) {
  const purchase = await createInvoicePurchase(h.db.prisma, { business: true, ...data });
  const invoice = await h.db.prisma.$transaction((tx) => issueInvoice(tx, purchase.id));
  return { ...purchase, invoice };
}

const submissionOf = (invoiceId: string) => h.db.prisma.ksefSubmission.findUniqueOrThrow({ where: { invoiceId } });

const PURCHASE_KSEF = `query ($id: ID!) { node(id: $id) { ... on Purchase {
  invoice { number ksef { status ksefNumber offline verificationUrl } } } } }`;

describe('sending invoices to KSeF', () => {
  it('sends a business invoice: accepted with a KSeF number and a valid UPO, the buyer told, the admin sees it', async () => {
    const p = await businessInvoice();
    const report = await pass();
    expect(report.accepted).toBeGreaterThanOrEqual(1);

    const row = await submissionOf(p.invoice.id);
    expect(row.status).toBe('ACCEPTED');
    expect(isKsefNumber(row.ksefNumber!)).toBe(true);
    expect(row.ksefNumber!.startsWith(`${h.config.SELLER_NIP}-`)).toBe(true);
    expect(row.offlineReason).toBeNull();
    expect((await validateFa3(row.xml)).valid).toBe(true);
    expect((await validateUpoXml(row.upo!)).valid).toBe(true);
    expect(row.upo).toContain(row.ksefNumber);

    const purchase = await h.db.prisma.purchase.findUniqueOrThrow({ where: { id: p.id } });
    const mail = await h.db.prisma.mailMessage.findFirstOrThrow({
      where: { to: purchase.email, subject: { contains: 'KSeF' } },
    });
    expect(mail.text).toContain(row.ksefNumber);

    // The buyer's view: the number and KOD I, which opens the (simulated) verification page.
    const data = await gqlOk(h, PURCHASE_KSEF, { id: gid('Purchase', p.id) }, admin);
    const ksef = (data!.node as { invoice: { ksef: { ksefNumber: string; verificationUrl: string } } }).invoice.ksef;
    expect(ksef.ksefNumber).toBe(row.ksefNumber);
    const page = await h.app.inject({ method: 'GET', url: new URL(ksef.verificationUrl).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(row.ksefNumber);

    // The admin's downloads: the XML sent, byte for byte, and the UPO.
    const xml = await h.app.inject({
      method: 'GET',
      url: `/api/v1/admin/e-invoices/${row.id}/xml`,
      headers: admin.headers,
    });
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toBe(row.xml);
    const upo = await h.app.inject({
      method: 'GET',
      url: `/api/v1/admin/e-invoices/${row.id}/upo`,
      headers: admin.headers,
    });
    expect(upo.body).toBe(row.upo);
    // …and the invoice's own XML download serves the same bytes.
    const own = await h.app.inject({
      method: 'GET',
      url: `/api/v1/shop/purchases/${p.id}/invoice.xml?accessToken=${p.accessToken}`,
    });
    expect(own.body).toBe(row.xml);
  });

  it('leaves consumers’ invoices outside KSeF until the admin turns that on', async () => {
    const before = await createInvoicePurchase(h.db.prisma);
    const beforeInvoice = await h.db.prisma.$transaction((tx) => issueInvoice(tx, before.id));
    await pass();
    expect(await h.db.prisma.ksefSubmission.findUnique({ where: { invoiceId: beforeInvoice.id } })).toBeNull();

    const on = await gqlOk(
      h,
      'mutation { setKsefSendConsumerInvoices(enabled: true) { sendConsumerInvoices } }',
      {},
      admin,
    );
    expect(on).toEqual({ setKsefSendConsumerInvoices: { sendConsumerInvoices: true } });
    try {
      const after = await createInvoicePurchase(h.db.prisma);
      const afterInvoice = await h.db.prisma.$transaction((tx) => issueInvoice(tx, after.id));
      await pass();
      const row = await submissionOf(afterInvoice.id);
      expect(row.status).toBe('ACCEPTED');
      expect(row.buyerNip).toBeNull();
      expect((await validateFa3(row.xml)).valid).toBe(true);
      // Its XML (the one sent) is offered with the PDF, as a business's is.
      const data = await gqlOk(
        h,
        'query ($id: ID!) { node(id: $id) { ... on Purchase { invoice { xmlUrl } } } }',
        { id: gid('Purchase', after.id) },
        admin,
      );
      expect(data).toEqual({ node: { invoice: { xmlUrl: `/api/v1/shop/purchases/${after.id}/invoice.xml` } } });
      // The one issued before the switch stays outside.
      expect(await h.db.prisma.ksefSubmission.findUnique({ where: { invoiceId: beforeInvoice.id } })).toBeNull();
    } finally {
      await gqlOk(h, 'mutation { setKsefSendConsumerInvoices(enabled: false) { sendConsumerInvoices } }', {}, admin);
    }
  });

  it('rejects a NIP with a wrong check digit; the admin corrects it and resends: accepted', async () => {
    const p = await businessInvoice({ data: { invNip: '7251801127' } });
    await pass();
    const rejected = await submissionOf(p.invoice.id);
    expect(rejected.status).toBe('REJECTED');
    expect(JSON.stringify(rejected.errors)).toMatch(/NIP/);

    const list = await gqlOk(
      h,
      `query { eInvoices(filter: { status: REJECTED }) { totalCount edges { node { id documentNumber errors { code description } } } } }`,
      {},
      admin,
    );
    const edges = (list!.eInvoices as { edges: { node: { id: string; documentNumber: string; errors: unknown[] } }[] })
      .edges;
    const node = edges.find((e) => e.node.documentNumber === p.invoice.number)!.node;
    expect(node.errors.length).toBeGreaterThan(0);

    // A wrong NIP in the correction is refused before anything changes.
    const invalid = await gql(h, RESEND, { id: node.id, buyer: { ...BUYER, nip: '7251801127' } }, admin);
    expect(invalid.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');

    const resent = await gqlOk(h, RESEND, { id: node.id, buyer: BUYER }, admin);
    expect(resent).toMatchObject({ resendEInvoice: { status: 'QUEUED', buyerNip: '7251801126' } });
    await pass();
    const accepted = await submissionOf(p.invoice.id);
    expect(accepted.status).toBe('ACCEPTED');
    expect(accepted.xml).toContain('<NIP>7251801126</NIP>');

    // Accepted: no second resend.
    const again = await gql(h, RESEND, { id: node.id }, admin);
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'BUSINESS_RULE', rule: 'KSEF_RESEND_NOT_ALLOWED' });
  });

  it('rejects an XML that breaks the FA(3) schema, with KSeF’s details', async () => {
    const p = await businessInvoice();
    await pass(new Date(), null); // queued only (no client): the test breaks its XML before it goes
    const row = await submissionOf(p.invoice.id);
    const broken = row.xml.replace(/<P_2>[^<]*<\/P_2>/, '');
    await h.db.prisma.ksefSubmission.update({
      where: { id: row.id },
      data: { xml: broken, offlineReason: null, xmlHash: sha256Base64(broken) },
    });
    await pass();
    const rejected = await submissionOf(p.invoice.id);
    expect(rejected.status).toBe('REJECTED');
    expect((rejected.errors as { code: number }[])[0]!.code).toBe(450);
  });

  it('KSeF down: issued in the offline mode with its deadline, sent as soon as KSeF answers', async () => {
    // The admin's demo switch makes the simulator answer 503.
    const switched = await gqlOk(h, 'mutation { setKsefSimulatorDown(down: true) { simulatorDown } }', {}, admin);
    expect(switched).toEqual({ setKsefSimulatorDown: { simulatorDown: true } });
    const p = await businessInvoice();
    await pass();
    const offline = await submissionOf(p.invoice.id);
    expect(offline).toMatchObject({ status: 'QUEUED', offlineReason: 'UNAVAILABLE' });
    expect(offline.sendBy!.getTime()).toBeGreaterThan(offline.issueDate.getTime());
    expect(offline.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // The buyer's visualisation already carries KOD I, labelled OFFLINE.
    const data = await gqlOk(h, PURCHASE_KSEF, { id: gid('Purchase', p.id) }, admin);
    expect(data).toMatchObject({ node: { invoice: { ksef: { status: 'QUEUED', offline: true, ksefNumber: null } } } });

    const overview = await gqlOk(h, 'query { ksefOverview { mode waiting } }', {}, admin);
    expect(overview).toMatchObject({ ksefOverview: { mode: 'simulator' } });
    expect((overview!.ksefOverview as { waiting: number }).waiting).toBeGreaterThanOrEqual(1);

    await setKsefSimulatorDown(h.db.prisma, false);
    await pass(offline.nextAttemptAt);
    const sent = await submissionOf(p.invoice.id);
    expect(sent.status).toBe('ACCEPTED');
    expect(sent.offlineReason).toBe('UNAVAILABLE'); // its history: issued offline
    expect(sent.xml).toBe(offline.xml); // the bytes its OFFLINE QR code hashed
    const inKsef = await h.db.prisma.simulatedKsefInvoice.findUniqueOrThrow({
      where: { ksefNumber: sent.ksefNumber! },
    });
    expect(inKsef.offlineMode).toBe(true);
  });

  it('does not send an invoice twice when KSeF took it but the answer was lost: its duplicate answer is the acceptance', async () => {
    const p = await businessInvoice();
    const real = h.app.ksef.client!;
    // KSeF takes the invoice, then the connection drops before its reference reaches us.
    const lossy: KsefClient = {
      ...real,
      sendInvoice: async (...args) => {
        await real.sendInvoice(...args);
        throw new KsefUnavailableError('connection reset');
      },
    };
    await pass(new Date(), lossy);
    expect(await submissionOf(p.invoice.id)).toMatchObject({ status: 'QUEUED', invoiceRef: null });

    await pass(later(60));
    const row = await submissionOf(p.invoice.id);
    expect(row.status).toBe('ACCEPTED');
    const sent = await h.db.prisma.simulatedKsefInvoice.findMany({ where: { invoiceNumber: p.invoice.number } });
    expect(sent.map((s) => s.statusCode).sort()).toEqual([200, 440]);
    expect(row.ksefNumber).toBe(sent.find((s) => s.statusCode === 200)!.ksefNumber);
    expect(row.upo).toContain(row.ksefNumber);
    // One e-mail about it, not two.
    const purchase = await h.db.prisma.purchase.findUniqueOrThrow({ where: { id: p.id } });
    expect(await h.db.prisma.mailMessage.count({ where: { to: purchase.email, subject: { contains: 'KSeF' } } })).toBe(
      1,
    );
  });

  it('lists e-invoices over REST, 25 a page, with filters; the sales export carries the KSeF number', async () => {
    const p = await businessInvoice();
    await pass();
    const row = await submissionOf(p.invoice.id);
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/v1/admin/e-invoices?status=ACCEPTED&buyer=${encodeURIComponent(row.ksefNumber!)}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.size).toBe(25);
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({
      id: row.id,
      status: 'ACCEPTED',
      ksefNumber: row.ksefNumber,
      kind: 'INVOICE',
    });

    const excel = await h.app.inject({
      method: 'GET',
      url: '/api/v1/admin/shop/purchases/excel?lang=en',
      headers: admin.headers,
    });
    expect(excel.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    const ksefColumn = rows[0]!.indexOf('KSeF number');
    expect(ksefColumn).toBeGreaterThan(0);
    expect(rows.some((r) => r[ksefColumn] === row.ksefNumber)).toBe(true);
  });

  it('keeps e-invoices to admins, and answers hostile input with 4xx', async () => {
    const student = await signIn(h, 'USER');
    const seller = await signIn(h, 'SELLER');
    for (const who of [student, seller]) {
      const res = await gql(h, 'query { eInvoices { totalCount } }', {}, who);
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const rest = await h.app.inject({ method: 'GET', url: '/api/v1/admin/e-invoices', headers: who.headers });
      expect(rest.statusCode).toBe(403);
    }
    const anonymous = await h.app.inject({ method: 'POST', url: '/api/v1/admin/e-invoices/send' });
    expect(anonymous.statusCode).toBe(401);
    const notUuid = await h.app.inject({
      method: 'GET',
      url: '/api/v1/admin/e-invoices/x/xml',
      headers: admin.headers,
    });
    expect(notUuid.statusCode).toBe(404);
    const unknown = await h.app.inject({
      method: 'POST',
      url: '/api/v1/admin/e-invoices/00000000-0000-4000-8000-000000000000/resend',
      headers: admin.headers,
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
    const badFilter = await h.app.inject({
      method: 'GET',
      url: '/api/v1/admin/e-invoices?from=yesterday',
      headers: admin.headers,
    });
    expect(badFilter.statusCode).toBe(400);
  });
});

const RESEND = `mutation ($id: ID!, $buyer: InvoiceBuyerInput) {
  resendEInvoice(id: $id, buyer: $buyer) { id status buyerNip } }`;
const BUYER = {
  name: 'Łódzka Spółka Dronowa sp. z o.o.',
  nip: '725-180-11-26',
  street: 'ul. Piotrkowska 100',
  postalCode: '90-004',
  city: 'Łódź',
};

/** A GraphQL answer (errors included) as `s`. */
const gql = async (h: Harness, query: string, variables: Record<string, unknown>, s: SignedIn) =>
  (await graphql(h, query, variables, s.headers)).body;

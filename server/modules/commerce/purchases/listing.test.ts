import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorCode,
  errorDetails,
  gqlOk,
  graphql,
  rest,
  startWith,
  type Harness,
  type SignedIn,
} from '../../../test/harness.ts';
import { exportFileName, exportPurchases } from './export.ts';
import { warsawDayStart, warsawMinuteFormatter } from '../../../platform/time.ts';
import { adminPurchaseOrder, adminPurchaseWhere, countAdminPurchases } from './service.ts';
import { createCatalogue, createPurchase, type Line } from '../../../test/fixtures.ts';

let h: Harness;
let admin: SignedIn;
let seller: SignedIn;
let student: SignedIn;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ({ h, admin, seller, student } = await startWith({ admin: 'ADMIN', seller: 'SELLER', student: 'USER' }));
  const catalogue = await createCatalogue(h.db.prisma, 100);
  const make = async (key: string, lines: Line[], data: object) => {
    ids[key] = (await createPurchase(h.db.prisma, catalogue, { lines, data })).id;
  };
  const course = { kind: 'COURSE', quantity: 1, unitPriceGross: 10_000 } as const;
  const product = { kind: 'PRODUCT', quantity: 2, unitPriceGross: 24_250 } as const;
  // 23:30 in Warsaw on 1 March (UTC+1).
  await make('A', [course], {
    number: '2025/000001',
    name: 'Alfa Sp. z o.o.',
    email: 'alfa@firma.pl',
    invNip: '1111111111',
    status: 'PAID',
    paymentType: 'PRZELEWY24_TRANSFER',
    createdAt: new Date('2026-03-01T22:30:00Z'),
  });
  // 00:30 in Warsaw on 2 March; a name with LIKE wildcards. Total 48 500 + 1 500 shipping.
  await make('B', [product], {
    number: '2026/000002',
    name: 'Beta_100%',
    email: 'beta@dom.pl',
    status: 'PLACED',
    paymentType: 'TRADITIONAL_TRANSFER',
    createdAt: new Date('2026-03-01T23:30:00Z'),
    couponCode: 'WIOSNA',
  });
  await make('C', [course, product], {
    number: '2026/000003',
    name: 'Gamma',
    email: 'Gamma@Example.com',
    invNip: '5260250274',
    status: 'SEND',
    paymentType: 'PRZELEWY24_TRANSFER',
    totalGross: 250_000,
    createdAt: new Date('2026-03-05T10:00:00Z'),
  });
  await make('D', [course], {
    number: '2026/000004',
    name: 'Delta',
    email: 'delta@dom.pl',
    status: 'NO_PAID',
    paymentType: 'O_TRANSFER',
    totalGross: 0,
    createdAt: new Date('2026-04-01T10:00:00Z'),
  });
});
afterAll(() => h.close());

const LIST = `query ($first: Int, $after: String, $filter: PurchaseFilter, $sort: PurchaseSort) {
  adminPurchases(first: $first, after: $after, filter: $filter, sort: $sort) {
    totalCount edges { node { id number } } pageInfo { hasNextPage endCursor }
  }
}`;
const keyOf = (id: string) => Object.entries(ids).find(([, v]) => v === id)?.[0];
async function list(filter: object = {}, sort?: object, as = admin): Promise<string[]> {
  const data = await gqlOk(h, LIST, { filter, sort }, as);
  const keys = data.adminPurchases.edges.map((e: { node: { id: string } }) =>
    keyOf(Buffer.from(e.node.id, 'base64').toString().split(':')[1]!),
  );
  expect(data.adminPurchases.totalCount).toBe(keys.length);
  return keys;
}

describe('admin purchases: search, filters, sort, pages', () => {
  it('counts exactly up to the limit; beyond it the total is the planner’s estimate, marked as such', async () => {
    expect(await countAdminPurchases(h.db.prisma, {}, 4)).toEqual({ count: 4, exact: true });
    expect(await countAdminPurchases(h.db.prisma, { search: 'dom.pl' }, 2)).toEqual({ count: 2, exact: true });
    const over = await countAdminPurchases(h.db.prisma, {}, 2);
    expect(over.exact).toBe(false);
    expect(over.count).toBeGreaterThanOrEqual(3);
    const data = await gqlOk(h, `{ adminPurchases(first: 1) { totalCount totalCountExact } }`, {}, admin);
    expect(data.adminPurchases).toEqual({ totalCount: 4, totalCountExact: true });
  });

  it('lists newest first by default, for admins and sellers alike', async () => {
    expect(await list()).toEqual(['D', 'C', 'B', 'A']);
    expect(await list({}, undefined, seller)).toEqual(['D', 'C', 'B', 'A']);
  });

  it('searches number, name, e-mail and NIP, case-insensitively, trimmed, with % and _ taken literally', async () => {
    expect(await list({ search: 'alfa' })).toEqual(['A']);
    expect(await list({ search: '2025/0000' })).toEqual(['A']);
    expect(await list({ search: 'gamma@EXAMPLE' })).toEqual(['C']);
    expect(await list({ search: '526025' })).toEqual(['C']);
    expect(await list({ search: '  beta  ' })).toEqual(['B']);
    expect(await list({ search: '_' })).toEqual(['B']);
    expect(await list({ search: '%' })).toEqual(['B']);
    expect(await list({ search: 'a_1' })).toEqual(['B']);
    expect(await list({ search: 'nobody' })).toEqual([]);
    expect(await list({ search: '   ' })).toEqual(['D', 'C', 'B', 'A']);
  });

  it('filters by status, payment type, contents and amount (grosze)', async () => {
    expect(await list({ statuses: ['PAID', 'SEND'] })).toEqual(['C', 'A']);
    expect(await list({ paymentTypes: ['PRZELEWY24_TRANSFER'] })).toEqual(['C', 'A']);
    expect(await list({ paymentTypes: ['O_TRANSFER', 'TRADITIONAL_TRANSFER'] })).toEqual(['D', 'B']);
    expect(await list({ containsCourses: true })).toEqual(['D', 'C', 'A']);
    expect(await list({ containsProducts: false })).toEqual(['D', 'A']);
    expect(await list({ containsCourses: true, containsProducts: true })).toEqual(['C']);
    expect(await list({ amountFrom: 10_000, amountTo: 50_000 })).toEqual(['B', 'A']);
    expect(await list({ amountFrom: 50_001 })).toEqual(['C']);
    expect(await list({ amountTo: 0 })).toEqual(['D']);
    expect(await list({ statuses: ['PLACED'], paymentTypes: ['PRZELEWY24_TRANSFER'] })).toEqual([]);
  });

  it('filters by Warsaw calendar days, both ends included', async () => {
    expect(warsawDayStart(new Date('2026-03-02T00:00:00Z')).toISOString()).toBe('2026-03-01T23:00:00.000Z');
    expect(warsawDayStart(new Date('2026-07-02T00:00:00Z')).toISOString()).toBe('2026-07-01T22:00:00.000Z');
    expect(await list({ dateTo: '2026-03-01' })).toEqual(['A']);
    expect(await list({ dateFrom: '2026-03-02' })).toEqual(['D', 'C', 'B']);
    expect(await list({ dateFrom: '2026-03-02', dateTo: '2026-03-05' })).toEqual(['C', 'B']);
    expect(await list({ dateFrom: '2026-03-06', dateTo: '2026-03-31' })).toEqual([]);
  });

  it('sorts by each field both ways, the id breaking ties', async () => {
    expect(await list({}, { field: 'CREATED_AT', direction: 'ASC' })).toEqual(['A', 'B', 'C', 'D']);
    expect(await list({}, { field: 'NUMBER', direction: 'ASC' })).toEqual(['A', 'B', 'C', 'D']);
    expect(await list({}, { field: 'NUMBER', direction: 'DESC' })).toEqual(['D', 'C', 'B', 'A']);
    expect(await list({}, { field: 'TOTAL', direction: 'ASC' })).toEqual(['D', 'A', 'B', 'C']);
    expect(await list({}, { field: 'TOTAL', direction: 'DESC' })).toEqual(['C', 'B', 'A', 'D']);
    // The enum's order: PLACED, PAID, SEND, DELIVERED, COMPLETED, NO_PAID.
    expect(await list({}, { field: 'STATUS', direction: 'ASC' })).toEqual(['B', 'A', 'C', 'D']);
    expect(await list({}, { field: 'STATUS', direction: 'DESC' })).toEqual(['D', 'C', 'A', 'B']);
    expect(adminPurchaseOrder({ field: 'TOTAL', direction: 'ASC' }).at(-1)).toEqual({ id: 'asc' });
  });

  it('pages with cursors (25 by default) without overlap, also under ties', async () => {
    const page1 = (await gqlOk(h, LIST, { first: 3, sort: { field: 'STATUS', direction: 'ASC' } }, admin))
      .adminPurchases;
    expect(page1.totalCount).toBe(4);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = (
      await gqlOk(
        h,
        LIST,
        { first: 3, after: page1.pageInfo.endCursor, sort: { field: 'STATUS', direction: 'ASC' } },
        admin,
      )
    ).adminPurchases;
    const all = [...page1.edges, ...page2.edges].map((e: { node: { number: string } }) => e.node.number);
    expect(all).toEqual(['2026/000002', '2025/000001', '2026/000003', '2026/000004']);
    expect(page2.pageInfo.hasNextPage).toBe(false);
  });

  it('refuses bad filters as VALIDATION_FAILED naming the field', async () => {
    const { body } = await graphql(h, LIST, { filter: { amountFrom: -1 } }, admin.headers);
    expect(errorCode(body)).toBe('VALIDATION_FAILED');
    expect(errorDetails(body)).toEqual([{ field: 'amountFrom', code: 'invalid_number' }]);
    expect(() => adminPurchaseWhere({ search: 'x'.repeat(256) })).toThrow();
  });

  it('REST: the same list by page, with the spec’s query parameters; staff only', async () => {
    const res = await rest(
      h,
      'GET',
      'admin/shop/purchases?size=2&page=0&status=PAID,SEND&sort=total&direction=asc',
      admin,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 0, size: 2, total: 2 });
    expect(body.items.map((p: { id: string }) => keyOf(p.id))).toEqual(['A', 'C']);
    const page1 = (await rest(h, 'GET', 'admin/shop/purchases?size=3&page=1', seller)).json();
    expect(page1).toMatchObject({ page: 1, size: 3, total: 4 });
    expect(page1.items.map((p: { id: string }) => keyOf(p.id))).toEqual(['A']);
    const filtered = (
      await rest(
        h,
        'GET',
        'admin/shop/purchases?search=%25&dateFrom=2026-03-02&dateTo=2026-03-02&paymentType=TRADITIONAL_TRANSFER&containsProducts=true&amountFrom=100&amountTo=60000',
        admin,
      )
    ).json();
    expect(filtered.items.map((p: { id: string }) => keyOf(p.id))).toEqual(['B']);
    expect((await rest(h, 'GET', 'admin/shop/purchases?status=LOST', admin)).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'statuses.0', code: 'invalid_value' }],
    });
    expect((await rest(h, 'GET', 'admin/shop/purchases?sort=colour', admin)).statusCode).toBe(400);
    expect((await rest(h, 'GET', 'admin/shop/purchases?dateFrom=yesterday', admin)).statusCode).toBe(400);
    expect((await rest(h, 'GET', 'admin/shop/purchases', student)).statusCode).toBe(403);
    expect((await rest(h, 'GET', 'admin/shop/purchases', null)).statusCode).toBe(401);
  });
});

async function readSheet(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

async function readXlsx(payload: Buffer) {
  const rows: unknown[][] = [];
  (await readSheet(payload)).eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('sales spreadsheet', () => {
  it('streams the filtered purchases as XLSX named sales-YYYY-MM-DD, headers in the asked language', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/v1/admin/shop/purchases/excel?status=PAID,SEND,PLACED&sort=number&direction=asc&lang=en',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${exportFileName()}"`);
    expect(exportFileName()).toMatch(/^sales-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual([
      'Number',
      'Date',
      'Status',
      'Buyer',
      'E-mail',
      'NIP',
      'Payment',
      'Items',
      'Net (PLN)',
      'VAT (PLN)',
      'Gross (PLN)',
      'Shipping (PLN)',
      'Coupon',
      'Invoice',
      'KSeF number',
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['2025/000001', '2026/000002', '2026/000003']);
    expect(rows[1]).toEqual([
      '2025/000001',
      // A date cell holding Warsaw's wall clock (a cell has no zone): 22:30Z is 23:30 in Warsaw.
      new Date('2026-03-01T23:30:00Z'),
      'Paid',
      'Alfa Sp. z o.o.',
      'alfa@firma.pl',
      '1111111111',
      'Przelewy24 (online payment)',
      'Kurs A2 – teoria (Theoretical online) × 1',
      81.3,
      18.7,
      100,
      0,
    ]);
    // 2 × 242.50 + 15.00 shipping, all at 23 %.
    expect(rows[2]!.slice(2, 13)).toEqual([
      'Placed',
      'Beta_100%',
      'beta@dom.pl',
      undefined,
      'Bank transfer',
      'Dron X (Standard) × 2',
      406.5,
      93.5,
      500,
      15,
      'WIOSNA',
    ]);
  });

  it('writes dates as date cells with a format and enumerations as words, in each language', async () => {
    const excel = async (lang: string) =>
      readSheet(
        (
          await h.app.inject({
            method: 'GET',
            url: `/api/v1/admin/shop/purchases/excel?sort=number&direction=asc&lang=${lang}`,
            headers: admin.headers,
          })
        ).rawPayload,
      );
    const item = await h.db.prisma.purchaseItem.findFirstOrThrow({ where: { purchaseId: ids.C, kind: 'COURSE' } });
    await h.db.prisma.purchaseItem.update({ where: { id: item.id }, data: { variantName: 'FULL_MIXED' } });
    try {
      for (const [lang, items] of [
        ['pl', 'Kurs A2 – teoria (Pełny mieszany) × 1; Dron X (Standard) × 2'],
        ['en', 'Kurs A2 – teoria (Full mixed) × 1; Dron X (Standard) × 2'],
      ] as const) {
        const sheet = await excel(lang);
        const row = sheet.getRow(4);
        expect(row.getCell(1).value).toBe('2026/000003');
        expect(row.getCell(2).type).toBe(ExcelJS.ValueType.Date);
        expect(row.getCell(2).numFmt).toBe('yyyy-mm-dd hh:mm');
        expect(row.getCell(2).value).toEqual(new Date('2026-03-05T11:00:00Z'));
        expect(row.getCell(8).value).toBe(items);
        const text = JSON.stringify(sheet.getSheetValues());
        for (const code of ['FULL_MIXED', 'THEORETICAL_ONLINE', 'PRZELEWY24_TRANSFER', '"SEND"']) {
          expect(text, `${lang} ${code}`).not.toContain(code);
        }
      }
    } finally {
      await h.db.prisma.purchaseItem.update({ where: { id: item.id }, data: { variantName: item.variantName } });
    }
  });

  it('writes a formula-like buyer name as text (OWASP: a leading apostrophe), never as a formula', async () => {
    const where = { number: '2026/000002' };
    const { name } = await h.db.prisma.purchase.findUniqueOrThrow({ where });
    try {
      await h.db.prisma.purchase.update({ where, data: { name: '=HYPERLINK("http://evil.example","Faktura")' } });
      const res = await h.app.inject({
        method: 'GET',
        url: '/api/v1/admin/shop/purchases/excel?sort=number&direction=asc',
        headers: admin.headers,
      });
      const rows = await readXlsx(res.rawPayload);
      const row = rows.find((r) => r[0] === '2026/000002')!;
      expect(row[3]).toBe('\'=HYPERLINK("http://evil.example","Faktura")');
      expect(JSON.stringify(rows)).not.toContain('"formula"');
    } finally {
      await h.db.prisma.purchase.update({ where, data: { name } });
    }
  });

  it('uses Accept-Language (else Polish) and is open to sellers, not to buyers or visitors', async () => {
    const excel = (headers: Record<string, string>) =>
      h.app.inject({ method: 'GET', url: '/api/v1/admin/shop/purchases/excel', headers });
    const pl = await excel({ ...seller.headers, 'accept-language': 'pl-PL,pl;q=0.9,en;q=0.5' });
    expect(pl.statusCode).toBe(200);
    const rows = await readXlsx(pl.rawPayload);
    expect(rows[0]![0]).toBe('Numer');
    expect(rows.slice(1).map((r) => r[2])).toEqual(['Anulowane', 'Wysłane', 'Złożone', 'Opłacone']);
    const en = await readXlsx((await excel({ ...admin.headers, 'accept-language': 'en-GB,en;q=0.8' })).rawPayload);
    expect(en[0]![0]).toBe('Number');
    expect((await readXlsx((await excel(admin.headers)).rawPayload))[0]![0]).toBe('Numer');
    expect((await excel(student.headers)).statusCode).toBe(403);
    expect((await excel({})).statusCode).toBe(401);
    const bad = await h.app.inject({
      method: 'GET',
      url: '/api/v1/admin/shop/purchases/excel?amountTo=x',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('reads the rows in cursor pages: every row once, in order, across page boundaries', async () => {
    const stream = exportPurchases(
      h.db.prisma,
      {},
      { field: 'TOTAL', direction: 'ASC' },
      'EN',
      (error) => {
        throw error;
      },
      1,
    );
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const rows = await readXlsx(Buffer.concat(chunks));
    expect(rows.slice(1).map((r) => r[0])).toEqual(['2026/000004', '2025/000001', '2026/000002', '2026/000003']);
  });
});

describe('export order', () => {
  it('pages by keyset in every sort and direction, as the list orders', async () => {
    for (const field of ['CREATED_AT', 'NUMBER', 'TOTAL', 'STATUS'] as const) {
      for (const direction of ['ASC', 'DESC'] as const) {
        const listed = await gqlOk(h, LIST, { sort: { field, direction } }, admin);
        const numbers = listed.adminPurchases.edges.map((e: { node: { number: string } }) => e.node.number);
        const stream = exportPurchases(
          h.db.prisma,
          { search: '' },
          { field, direction },
          'EN',
          (error) => {
            throw error;
          },
          1,
        );
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        const rows = await readXlsx(Buffer.concat(chunks));
        expect(
          rows.slice(1).map((r) => r[0]),
          `${field} ${direction}`,
        ).toEqual(numbers);
      }
    }
  });
});

describe('export dates', () => {
  it('writes Warsaw local minutes as Intl does, across the DST changes', () => {
    const intl = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Warsaw',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    const format = warsawMinuteFormatter();
    for (let t = Date.UTC(2025, 2, 29); t < Date.UTC(2025, 10, 3); t += 17 * 60_000 + 7_000) {
      expect(format(new Date(t))).toBe(intl.format(new Date(t)));
    }
    expect(format(new Date('2026-03-01T22:30:00Z'))).toBe('2026-03-01 23:30');
    expect(format(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02 00:30');
  });
});

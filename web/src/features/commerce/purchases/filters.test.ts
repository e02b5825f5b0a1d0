import { describe, expect, it } from 'vitest';
import {
  exportFileName,
  exportQuery,
  filterParams,
  isFiltered,
  plnParam,
  readFilters,
  toPurchaseFilter,
  type PurchaseListFilters,
} from './filters';

const none: PurchaseListFilters = readFilters(new URLSearchParams());

describe('purchase list filters ↔ URL', () => {
  it('reads an empty URL as no filter at all', () => {
    expect(none).toEqual({
      search: '',
      statuses: [],
      paymentTypes: [],
      dateFrom: '',
      dateTo: '',
      amountFrom: null,
      amountTo: null,
      containsCourses: false,
      containsProducts: false,
      needsAttention: false,
    });
    expect(isFiltered(none)).toBe(false);
    expect(toPurchaseFilter(none)).toBeNull();
    expect(exportQuery(none)).toBe('');
  });

  it('reads every filter, in the enumerations’ order, and drops what it cannot read', () => {
    const filters = readFilters(
      new URLSearchParams(
        'q=%20kowalski%20&status=SEND,BOGUS,PLACED&payment=TRADITIONAL_TRANSFER&from=2026-01-01&to=2026-13-45' +
          '&min=100,50&max=abc&courses=1&products=0',
      ),
    );
    expect(filters).toEqual({
      search: 'kowalski',
      statuses: ['PLACED', 'SEND'],
      paymentTypes: ['TRADITIONAL_TRANSFER'],
      dateFrom: '2026-01-01',
      dateTo: '',
      amountFrom: 10050,
      amountTo: null,
      containsCourses: true,
      containsProducts: false,
      needsAttention: false,
    });
    expect(isFiltered(filters)).toBe(true);
  });

  it('writes filters back as URL parameters that read the same', () => {
    const filters: PurchaseListFilters = {
      search: 'FV 2026',
      statuses: ['PAID', 'NO_PAID'],
      paymentTypes: ['PRZELEWY24_TRANSFER', 'O_TRANSFER'],
      dateFrom: '2026-03-01',
      dateTo: '2026-03-31',
      amountFrom: 1200,
      amountTo: 129950,
      containsCourses: false,
      containsProducts: true,
      needsAttention: true,
    };
    const changes = filterParams(filters);
    expect(changes).toEqual({
      q: 'FV 2026',
      status: 'PAID,NO_PAID',
      payment: 'PRZELEWY24_TRANSFER,O_TRANSFER',
      from: '2026-03-01',
      to: '2026-03-31',
      min: '12',
      max: '1299.50',
      courses: null,
      products: '1',
      attention: '1',
    });
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(changes)) if (value) params.set(key, value);
    expect(readFilters(params)).toEqual(filters);
  });

  it('clears only the filters it is given', () => {
    expect(filterParams({ statuses: [] })).toEqual({ status: null });
    expect(filterParams({ amountFrom: null, dateTo: '' })).toEqual({ min: null, to: null });
  });

  it('writes grosze as PLN', () => {
    expect(plnParam(null)).toBeNull();
    expect(plnParam(0)).toBe('0');
    expect(plnParam(5)).toBe('0.05');
    expect(plnParam(100_000)).toBe('1000');
  });
});

describe('purchase list filters → API', () => {
  it('builds the GraphQL filter and the export query from the same filters', () => {
    const filters = readFilters(
      new URLSearchParams('q=jan&status=PLACED,PAID&from=2026-01-15&max=50&courses=1&sort=totalGross'),
    );
    expect(toPurchaseFilter(filters)).toEqual({
      search: 'jan',
      statuses: ['PLACED', 'PAID'],
      paymentTypes: null,
      dateFrom: '2026-01-15',
      dateTo: null,
      amountFrom: null,
      amountTo: 5000,
      containsCourses: true,
      containsProducts: null,
      needsAttention: null,
    });
    const query = new URLSearchParams(exportQuery(filters, { field: 'TOTAL', direction: 'ASC' }, 'en'));
    expect(Object.fromEntries(query)).toEqual({
      search: 'jan',
      status: 'PLACED,PAID',
      dateFrom: '2026-01-15',
      amountTo: '5000',
      containsCourses: 'true',
      sort: 'TOTAL',
      direction: 'ASC',
      lang: 'en',
    });
  });
});

describe('needs attention filter', () => {
  it('narrows the list on its own, in the URL, the GraphQL filter and the export', () => {
    const filters = readFilters(new URLSearchParams('attention=1'));
    expect(filters.needsAttention).toBe(true);
    expect(isFiltered(filters)).toBe(true);
    expect(toPurchaseFilter(filters)).toMatchObject({ needsAttention: true, statuses: null });
    expect(exportQuery(filters)).toBe('needsAttention=true');
    expect(filterParams({ needsAttention: false })).toEqual({ attention: null });
    expect(readFilters(new URLSearchParams('attention=yes')).needsAttention).toBe(false);
  });
});

describe('export file name', () => {
  it('takes the server’s name, else sales plus the date', () => {
    expect(exportFileName('attachment; filename="sales-2026-11-23.xlsx"')).toBe('sales-2026-11-23.xlsx');
    expect(exportFileName("attachment; filename*=UTF-8''sales%202026.xlsx")).toBe('sales 2026.xlsx');
    expect(exportFileName(null, new Date('2026-02-03T10:00:00Z'))).toBe('sales-2026-02-03.xlsx');
  });
});

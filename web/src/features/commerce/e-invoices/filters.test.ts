import { describe, expect, it } from 'vitest';
import { eInvoicesPath, isFiltered, readFilters, toEInvoiceFilter } from './filters';

const none = { status: '', offline: '', from: '', to: '' };

describe('the e-invoices list filters', () => {
  it('reads the URL values, ignoring unknown ones', () => {
    expect(readFilters({ status: 'REJECTED', offline: '1', from: '2026-01-01', to: 'x' }, '  Aero ')).toEqual({
      status: 'REJECTED',
      offline: true,
      from: '2026-01-01',
      to: '',
      buyer: 'Aero',
    });
    expect(readFilters({ ...none, status: 'LOST' }, '').status).toBeNull();
  });

  it('gives the API nothing when nothing narrows the list', () => {
    const filters = readFilters(none, '');
    expect(isFiltered(filters)).toBe(false);
    expect(toEInvoiceFilter(filters)).toBeNull();
  });

  it('gives the API the filters set', () => {
    expect(toEInvoiceFilter(readFilters({ ...none, status: 'QUEUED', offline: '1' }, '526'))).toEqual({
      status: 'QUEUED',
      offline: true,
      from: null,
      to: null,
      buyer: '526',
    });
  });

  it('links to the screen narrowed to one document', () => {
    expect(eInvoicesPath()).toBe('/admin/e-invoices');
    expect(eInvoicesPath({ status: 'REJECTED', q: 'FV/2026/000001' })).toBe(
      '/admin/e-invoices?q=FV%2F2026%2F000001&status=REJECTED',
    );
  });
});

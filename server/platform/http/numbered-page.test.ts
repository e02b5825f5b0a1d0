import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../../contract/policies.ts';
import { AppError } from '../errors.ts';
import { numberedPage, readPageQuery } from './numbered-page.ts';

const rows = Array.from({ length: 7 }, (_, i) => i);
const read = ({ skip, take }: { skip: number; take: number }) => Promise.resolve(rows.slice(skip, skip + take));

describe('numbered REST pages', () => {
  it('reads page and size from a query string, with the shared defaults and errors', () => {
    expect(readPageQuery({})).toEqual({ page: 0, size: PAGE_SIZE });
    expect(readPageQuery(undefined)).toEqual({ page: 0, size: PAGE_SIZE });
    expect(readPageQuery({ page: '2', size: '3', search: 'x' })).toEqual({ page: 2, size: 3 });
    const details = (query: unknown) => {
      try {
        readPageQuery(query);
        return [];
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).code).toBe('VALIDATION_FAILED');
        return (error as AppError).details;
      }
    };
    expect(details({ page: '-1', size: String(MAX_PAGE_SIZE + 1) })).toEqual([
      { field: 'page', code: 'invalid_number' },
      { field: 'size', code: 'invalid_number' },
    ]);
    expect(details({ page: 'x' })).toEqual([{ field: 'page', code: 'invalid_number' }]);
  });

  it('reads the page’s window and counts the matches', async () => {
    expect(await numberedPage({ page: 0, size: 3 }, read, async () => rows.length)).toEqual({
      items: [0, 1, 2],
      page: 0,
      size: 3,
      total: 7,
    });
    expect(await numberedPage({ page: 2, size: 3 }, read, async () => rows.length)).toEqual({
      items: [6],
      page: 2,
      size: 3,
      total: 7,
    });
    expect(await numberedPage({ page: 5, size: 3 }, read, async () => rows.length)).toMatchObject({ items: [] });
  });

  it('passes a capped count on as total and totalExact', async () => {
    const page = await numberedPage({ page: 1, size: 2 }, read, async () => ({ count: 10_001, exact: false }));
    expect(page).toEqual({ items: [2, 3], page: 1, size: 2, total: 10_001, totalExact: false });
  });
});

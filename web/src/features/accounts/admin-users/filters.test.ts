import { describe, expect, it } from 'vitest';
import { isFiltered, readFilters, toUserFilter } from './filters';

describe('admin users list filters', () => {
  it('reads the URL, dropping unknown values', () => {
    const f = readFilters(
      new URLSearchParams('q=%20anna%20&roles=USER,NOPE,ADMIN&status=INACTIVE&premium=yes&public=x'),
    );
    expect(f).toEqual({
      search: 'anna',
      roles: ['USER', 'ADMIN'],
      status: 'INACTIVE',
      premium: 'yes',
      publicProfile: null,
      deletionRequested: false,
    });
    expect(isFiltered(f)).toBe(true);
  });

  it('gives the API only the filters in use', () => {
    const none = readFilters(new URLSearchParams(''));
    expect(isFiltered(none)).toBe(false);
    expect(toUserFilter(none)).toEqual({
      search: null,
      roles: null,
      status: null,
      premium: null,
      publicProfile: null,
      deletionRequested: null,
    });
    expect(toUserFilter(readFilters(new URLSearchParams('premium=no&public=yes&deletion=1')))).toMatchObject({
      premium: false,
      publicProfile: true,
      deletionRequested: true,
    });
  });
});

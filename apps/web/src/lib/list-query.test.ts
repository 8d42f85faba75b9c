import { describe, expect, it } from 'vitest';
import { filtersFromAddress, nextSort, sortParam, toQueryString } from './list-query';

describe('list query helpers', () => {
  it('writes only the parameters that are set', () => {
    expect(
      toQueryString({ q: ' ana ', role: '', status: undefined, page: 2, deleted: false }),
    ).toBe('?q=ana&page=2');
    expect(toQueryString({ deleted: true, q: 'a b&c' })).toBe('?deleted=true&q=a+b%26c');
    expect(toQueryString({})).toBe('');
  });

  it('starts a list with the filters its address names, and only those it has', () => {
    const empty = { search: '', status: '', overdue: '' };
    expect(filtersFromAddress(empty, '?overdue=true&status=PENDING&sort=-number&q=ana')).toEqual({
      search: 'ana',
      status: 'PENDING',
      overdue: 'true',
    });
    expect(filtersFromAddress(empty, '')).toEqual(empty);
    expect(filtersFromAddress(empty, '?order=7')).toEqual(empty);
  });

  it('flips the sorted column and starts another one ascending', () => {
    const byName = { field: 'name', direction: 'asc' } as const;
    expect(nextSort(byName, 'name')).toEqual({ field: 'name', direction: 'desc' });
    expect(nextSort({ field: 'name', direction: 'desc' }, 'name')).toEqual(byName);
    expect(nextSort(byName, 'email')).toEqual({ field: 'email', direction: 'asc' });
    expect(sortParam({ field: 'email', direction: 'desc' })).toBe('-email');
    expect(sortParam(byName)).toBe('name');
  });
});

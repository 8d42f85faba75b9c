import { describe, expect, it } from 'vitest';
import { nextSort, sortParam, toQueryString } from './list-query';

describe('list query helpers', () => {
  it('writes only the parameters that are set', () => {
    expect(
      toQueryString({ q: ' ana ', role: '', status: undefined, page: 2, deleted: false }),
    ).toBe('?q=ana&page=2');
    expect(toQueryString({ deleted: true, q: 'a b&c' })).toBe('?deleted=true&q=a+b%26c');
    expect(toQueryString({})).toBe('');
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

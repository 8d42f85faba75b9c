import { describe, expect, it } from 'vitest';
import { EMPTY_LINE_FILTERS, filterLines, hasActiveFilters } from './line-filters';

const lines = [
  { id: 1, name: 'Línea Clásica', description: '["Madera de roble", "Barniz"]', status: 'ACTIVE' },
  { id: 2, name: 'Moderna', description: 'Acero CEPILLADO', status: 'INACTIVE' },
  { id: 3, name: 'Infantil', description: ['Colores vivos'], status: 'ACTIVE' },
  { id: 4, name: 'Retirada', description: null, status: 'DISCONTINUED' },
];
const ids = (result: { id: number }[]) => result.map((l) => l.id);

describe('filterLines (SPEC.md §5)', () => {
  it('keeps everything with no filters', () => {
    expect(ids(filterLines(lines, EMPTY_LINE_FILTERS))).toEqual([1, 2, 3, 4]);
  });

  it('matches a case-insensitive substring of the name', () => {
    expect(ids(filterLines(lines, { search: 'CLÁS', status: '' }))).toEqual([1]);
    expect(ids(filterLines(lines, { search: 'moder', status: '' }))).toEqual([2]);
  });

  it('matches a substring of any description item, whatever the stored shape', () => {
    expect(ids(filterLines(lines, { search: 'roble', status: '' }))).toEqual([1]);
    expect(ids(filterLines(lines, { search: 'cepillado', status: '' }))).toEqual([2]);
    expect(ids(filterLines(lines, { search: 'VIVOS', status: '' }))).toEqual([3]);
  });

  it('ignores surrounding spaces in the search text', () => {
    expect(ids(filterLines(lines, { search: '  barniz ', status: '' }))).toEqual([1]);
  });

  it('combines the search with an exact status match', () => {
    expect(ids(filterLines(lines, { search: '', status: 'ACTIVE' }))).toEqual([1, 3]);
    expect(ids(filterLines(lines, { search: '', status: 'INACTIVE' }))).toEqual([2]);
    expect(ids(filterLines(lines, { search: 'a', status: 'INACTIVE' }))).toEqual([2]);
    expect(ids(filterLines(lines, { search: 'roble', status: 'INACTIVE' }))).toEqual([]);
  });

  it('tells whether any filter is set', () => {
    expect(hasActiveFilters(EMPTY_LINE_FILTERS)).toBe(false);
    expect(hasActiveFilters({ search: '  ', status: '' })).toBe(false);
    expect(hasActiveFilters({ search: 'x', status: '' })).toBe(true);
    expect(hasActiveFilters({ search: '', status: 'ACTIVE' })).toBe(true);
  });
});

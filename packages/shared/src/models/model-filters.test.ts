import { describe, expect, it } from 'vitest';
import { filterModels, hasActiveModelFilters } from './model-filters';

const models = [
  { name: 'Silla Ñandú', status: 'ACTIVE' },
  { name: 'Mesa', status: 'INACTIVE' },
  { name: 'SILLÓN', status: 'INACTIVE' },
  { name: '', status: 'ACTIVE' },
];

describe('filterModels', () => {
  it('matches a case-insensitive part of the name, combined with an exact status', () => {
    expect(filterModels(models, { search: 'sill', status: '' }).map((m) => m.name)).toEqual([
      'Silla Ñandú',
      'SILLÓN',
    ]);
    expect(filterModels(models, { search: ' SILL ', status: 'INACTIVE' })).toEqual([models[2]]);
    expect(filterModels(models, { search: 'mesa', status: 'ACTIVE' })).toEqual([]);
    expect(filterModels(models, { search: 'ñan', status: 'ACTIVE' })).toHaveLength(1);
    expect(filterModels(models, { search: '', status: 'INACTIVE' }).map((m) => m.name)).toEqual([
      'Mesa',
      'SILLÓN',
    ]);
    expect(filterModels(models, { search: '', status: '' })).toBe(models);
  });

  it('knows when a filter is set', () => {
    expect(hasActiveModelFilters({ search: '  ', status: '' })).toBe(false);
    expect(hasActiveModelFilters({ search: 'a', status: '' })).toBe(true);
    expect(hasActiveModelFilters({ search: '', status: 'ACTIVE' })).toBe(true);
  });
});

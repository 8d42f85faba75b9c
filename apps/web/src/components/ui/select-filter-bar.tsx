import { useState } from 'react';
import { ClearFiltersButton, FilterBar, SelectFilter, type SelectFilterProps } from './filter-bar';

/**
 * The state of a list filtered by selects alone (no search box): the filters — any change goes
 * back to page 1 — and the page.
 */
export function useSelectFilters<F extends Record<string, string>>(empty: F) {
  const [filters, setFiltersState] = useState(empty);
  const [page, setPage] = useState(1);
  const setFilters = (next: F) => {
    setFiltersState(next);
    setPage(1);
  };
  return {
    filters,
    setFilters,
    clearFilters: () => setFilters(empty),
    hasFilters: Object.values(filters).some(Boolean),
    page,
    setPage,
  };
}

/** Such a list's filter row: a select a field of the filters, then 'Limpiar filtros'. */
export function SelectFilterBar<F extends Record<string, string>>({
  selects,
  list,
}: {
  selects: readonly {
    field: keyof F & string;
    label: string;
    options: SelectFilterProps['options'];
  }[];
  list: ReturnType<typeof useSelectFilters<F>>;
}) {
  return (
    <FilterBar>
      {selects.map((select) => (
        <SelectFilter
          key={select.field}
          label={select.label}
          value={list.filters[select.field]!}
          options={select.options}
          onChange={(value) => list.setFilters({ ...list.filters, [select.field]: value })}
        />
      ))}
      <ClearFiltersButton disabled={!list.hasFilters} onClear={list.clearFilters} />
    </FilterBar>
  );
}

import { useState } from 'react';
import { ClearFiltersButton, FilterBar, SelectFilter, type SelectFilterProps } from './filter-bar';

/** One select of the filter row: the field it sets, its label and its options. */
export type FilterSelect<K extends string> = {
  field: K;
  label: string;
  options: SelectFilterProps['options'];
};

/**
 * The state of a paged list filtered by `selects` alone (no search box): the selects' values, all
 * '' at first, and the page, back to 1 whenever a filter changes or they are cleared.
 */
export function useSelectFilters<K extends string>(selects: readonly FilterSelect<K>[]) {
  const empty = Object.fromEntries(selects.map(({ field }) => [field, ''])) as Record<K, string>;
  const [filters, setFilters] = useState(empty);
  const [page, setPage] = useState(1);
  const hasFilters = selects.some(({ field }) => filters[field] !== '');
  return {
    selects,
    filters,
    page,
    hasFilters,
    /** PagedList's hasFilters and onPageChange, as useManagementState gives them. */
    pagedList: { hasFilters, onPageChange: setPage },
    /** A select's onChange: sets its field and goes back to the first page. */
    setFilter: (field: K) => (value: string) => {
      setFilters((current) => ({ ...current, [field]: value }));
      setPage(1);
    },
    clear: () => {
      setFilters(empty);
      setPage(1);
    },
  };
}

export type SelectFilters<K extends string> = ReturnType<typeof useSelectFilters<K>>;

/** The filter row of such a list: a select per field, then 'Limpiar filtros'. */
export function SelectFilterBar<K extends string>({ state }: { state: SelectFilters<K> }) {
  return (
    <FilterBar>
      {state.selects.map((select) => (
        <SelectFilter
          key={select.field}
          label={select.label}
          value={state.filters[select.field]}
          options={select.options}
          onChange={state.setFilter(select.field)}
        />
      ))}
      <ClearFiltersButton disabled={!state.hasFilters} onClear={state.clear} />
    </FilterBar>
  );
}

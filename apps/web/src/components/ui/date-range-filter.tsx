import { DateFilter } from './filter-bar';

/**
 * A list's date range among its filters: '<label> desde' and '<label> hasta' ('Pagado desde'),
 * bound to `filters.from` and `filters.to`.
 */
export function DateRangeFilter<F extends { from: string; to: string }>({
  label,
  filters,
  onChange,
}: {
  label: string;
  filters: F;
  onChange: (filters: F) => void;
}) {
  return (
    <>
      <DateFilter
        label={`${label} desde`}
        value={filters.from}
        onChange={(from) => onChange({ ...filters, from })}
      />
      <DateFilter
        label={`${label} hasta`}
        value={filters.to}
        onChange={(to) => onChange({ ...filters, to })}
      />
    </>
  );
}

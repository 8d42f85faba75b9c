import { useId, useState, type ReactNode } from 'react';
import { useIsPhone } from '../../lib/use-media-query';
import { Button } from './button';

/** The row of filters above a list; put the pieces below inside it. */
export function FilterBar({
  children,
  label = 'Filtros',
}: {
  children: ReactNode;
  label?: string;
}) {
  return (
    <div role="search" aria-label={label} className="flex flex-wrap items-end gap-3">
      {children}
    </div>
  );
}

/** A filter's label-over-control column and its control, as every filter of the bar draws them. */
export const FILTER_FIELD = 'flex flex-col gap-1 text-sm';
export const FILTER_CONTROL =
  'h-10 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-1 focus:ring-blue-600';

/** A labelled filter: the label over the control that `children` draws with the given id. */
export function FilterField({
  label,
  className = FILTER_FIELD,
  children,
}: {
  label: string;
  className?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="font-medium text-slate-700">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

export type SearchFilterProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
};

export function SearchFilter({ label, value, onChange, placeholder }: SearchFilterProps) {
  return (
    <InputFilter
      type="search"
      label={label}
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      className={`${FILTER_FIELD} min-w-0 flex-1 sm:min-w-56`}
    />
  );
}

/** A typed-in filter ('search', 'date') under its label. */
function InputFilter({
  type,
  label,
  value,
  onChange,
  placeholder,
  className,
}: SearchFilterProps & { type: 'search' | 'date'; className?: string }) {
  return (
    <FilterField label={label} className={className}>
      {(id) => (
        <input
          id={id}
          type={type}
          className={FILTER_CONTROL}
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FilterField>
  );
}

export type SelectFilterProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
};

export function SelectFilter({ label, value, onChange, options }: SelectFilterProps) {
  return (
    <FilterField label={label}>
      {(id) => (
        <select
          id={id}
          className={FILTER_CONTROL}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FilterField>
  );
}

/** Status filter options of resources that are ACTIVE or INACTIVE. */
export const STATUS_FILTER_OPTIONS = [
  { value: '', label: 'Todos' },
  { value: 'ACTIVE', label: 'Activo' },
  { value: 'INACTIVE', label: 'Inactivo' },
] as const;

/** The 'Estado' select of a list of resources that are ACTIVE or INACTIVE. */
export const STATUS_SELECT = {
  field: 'status',
  label: 'Estado',
  options: STATUS_FILTER_OPTIONS,
} as const;

export function ClearFiltersButton({
  onClear,
  disabled,
  label = 'Limpiar filtros',
}: {
  onClear: () => void;
  disabled?: boolean;
  label?: string;
}) {
  return (
    <Button variant="secondary" className="h-10" onClick={onClear} disabled={disabled}>
      {label}
    </Button>
  );
}

export type FilterBarProps<F extends { search: string }> = {
  filters: F;
  onChange: (filters: F) => void;
  onClear: () => void;
  hasFilters: boolean;
};

export type ListFilterBarProps<F extends { search: string }> = FilterBarProps<F> &
  ListFilterBarOwn<F>;

/** What a list's filter row states for itself: its name, texts and filters. */
export type ListFilterBarOwn<F extends { search: string }> = {
  /** The search region's name: 'Filtrar usuarios'. */
  label: string;
  searchPlaceholder: string;
  /** The select filters after the search box, each bound to one field of the filters. */
  selects: readonly {
    field: Exclude<keyof F, 'search'> & string;
    label: string;
    options: SelectFilterProps['options'];
  }[];
  /** Filters of another kind (a search-as-you-type picker), after the selects. */
  children?: ReactNode;
};

/**
 * The filter row of a management screen: 'Buscar', the select filters, 'Limpiar filtros'. On a
 * phone the search box stays and the rest folds behind a 'Filtros' button that counts the
 * filters in use.
 */
export function ListFilterBar<F extends { search: string } & Record<string, string>>({
  label,
  searchPlaceholder,
  selects,
  filters,
  onChange,
  onClear,
  hasFilters,
  children,
}: ListFilterBarProps<F>) {
  const isPhone = useIsPhone();
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const search = (
    <SearchFilter
      label="Buscar"
      value={filters.search}
      placeholder={searchPlaceholder}
      onChange={(value) => onChange({ ...filters, search: value })}
    />
  );
  const others = (
    <>
      {selects.map((select) => (
        <SelectFilter
          key={select.field}
          label={select.label}
          value={filters[select.field] ?? ''}
          options={select.options}
          onChange={(value) => onChange({ ...filters, [select.field]: value })}
        />
      ))}
      {children}
      <ClearFiltersButton onClear={onClear} disabled={!hasFilters} />
    </>
  );
  if (!isPhone) {
    return (
      <FilterBar label={label}>
        {search}
        {others}
      </FilterBar>
    );
  }
  const inUse = Object.entries(filters).filter(([key, value]) => key !== 'search' && value).length;
  return (
    <div role="search" aria-label={label} className="flex flex-col gap-3">
      <div className="flex items-end gap-2">
        {search}
        <Button
          variant="secondary"
          className="h-10 shrink-0"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((open) => !open)}
        >
          {inUse > 0 ? `Filtros (${inUse})` : 'Filtros'}
        </Button>
      </div>
      {isOpen && (
        <div id={panelId} className="flex flex-col gap-3 [&>*]:w-full [&_input]:w-full">
          {others}
        </div>
      )}
    </div>
  );
}

/** A 'desde' or 'hasta' date among a list's filters. */
export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return <InputFilter type="date" label={label} value={value} onChange={onChange} />;
}

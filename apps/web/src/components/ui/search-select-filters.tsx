import { SelectField } from './select-field';
import { TextField } from './text-field';

/** The labels of a search box and a select filter; without `search`, the select alone. */
export type SearchSelectTexts = {
  search?: string;
  searchPlaceholder?: string;
  select: string;
  /** The first option, choosing none: 'Todos'. */
  selectPlaceholder: string;
};

/**
 * The two filters of a short list (the client area's lists, the catalogue, Soporte): a search box
 * and one select beside it, labelled as fields, bound to `filters.search` and `filters[field]`.
 */
export function SearchSelectFilters<F extends { search: string } & Record<string, string>>({
  texts,
  field,
  options,
  filters,
  onChange,
}: {
  texts: SearchSelectTexts;
  field: Exclude<keyof F, 'search'> & string;
  options: readonly { value: string; label: string }[];
  filters: F;
  onChange: (filters: F) => void;
}) {
  const select = (
    <SelectField
      label={texts.select}
      placeholder={texts.selectPlaceholder}
      options={options}
      value={filters[field]}
      onChange={(event) => onChange({ ...filters, [field]: event.target.value })}
    />
  );
  if (texts.search === undefined) return <div className="sm:max-w-xs">{select}</div>;
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
      <TextField
        label={texts.search}
        type="search"
        placeholder={texts.searchPlaceholder}
        value={filters.search}
        onChange={(event) => onChange({ ...filters, search: event.target.value })}
      />
      {select}
    </div>
  );
}

/** The options of a select filter from a code set's label table. */
export function labelOptions(labels: Record<string, string>) {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

/** The options of a select from the records loaded (lines, models…): id as value, name as label. */
export function recordOptions(records: readonly { id: number; name: string }[] = []) {
  return records.map((record) => ({ value: String(record.id), label: record.name }));
}

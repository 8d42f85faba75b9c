import {
  SIAT_SCREEN_MESSAGES as T,
  type SiatCatalogueEntry,
  type SiatCatalogueName,
} from '@taller/shared';
import { useCombobox } from 'downshift';
import { useId, useState } from 'react';
import { useCatalogueOptions } from '../api/get-siat-catalogue';

const INPUT =
  'block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 focus:ring-1 focus:outline-none';
const border = (error?: string) =>
  error
    ? 'border-red-500 focus:border-red-600 focus:ring-red-600'
    : 'border-slate-300 focus:border-blue-600 focus:ring-blue-600';

/** The row that asks for the next page: picking it loads more and keeps the list open. */
const MORE = { code: '\u0000more', description: '', activityCode: null } as const;
type Item = SiatCatalogueEntry | typeof MORE;

export const describeEntry = (entry: SiatCatalogueEntry) => `${entry.code} — ${entry.description}`;

export type CataloguePickerProps = {
  name: SiatCatalogueName;
  label: string;
  /** The chosen entry's code, or null. */
  value: string | null;
  /** What to show of the chosen entry (its description, when the caller knows it). */
  valueText?: string | null;
  onChange: (entry: SiatCatalogueEntry | null) => void;
  /** Products: only those of this activity. */
  activityCode?: string;
  disabled?: boolean;
  error?: string;
  hint?: string;
};

/**
 * A searchable picker over a synced SIN catalogue: the server searches by code or description,
 * 20 at a time ('Mostrar más resultados' asks the next page). Keyboard: type, arrows, Enter,
 * Escape. The chosen entry shows with 'Cambiar' and 'Quitar'.
 */
export function CataloguePicker(props: CataloguePickerProps) {
  const { label, value, valueText, disabled, onChange, error } = props;
  const [isChanging, setChanging] = useState(false);
  if (value !== null && !isChanging) {
    return (
      <div className="flex flex-col gap-1 text-sm">
        <span className="font-medium text-slate-700">{label}</span>
        <div className="flex flex-wrap items-center gap-2">
          <span
            aria-label={label}
            className="rounded-md border border-slate-300 bg-slate-50 px-3 py-2 break-words text-slate-900"
          >
            {valueText ? `${value} — ${valueText}` : value}
          </span>
          {!disabled && (
            <>
              <button
                type="button"
                className="text-blue-700 underline"
                aria-label={`${T.change} ${label.toLowerCase()}`}
                onClick={() => setChanging(true)}
              >
                {T.change}
              </button>
              <button
                type="button"
                className="text-slate-600 underline"
                aria-label={`${T.clear} ${label.toLowerCase()}`}
                onClick={() => onChange(null)}
              >
                {T.clear}
              </button>
            </>
          )}
        </div>
        {error && <p className="text-sm text-red-600">{error}</p>}
      </div>
    );
  }
  return (
    <CatalogueSearch
      {...props}
      isChanging={isChanging}
      onDone={(entry) => {
        setChanging(false);
        if (entry) onChange(entry);
      }}
    />
  );
}

function CatalogueSearch({
  name,
  label,
  activityCode,
  disabled,
  error,
  hint,
  isChanging,
  onDone,
}: CataloguePickerProps & {
  isChanging: boolean;
  onDone: (entry: SiatCatalogueEntry | null) => void;
}) {
  const [search, setSearch] = useState('');
  const hintId = useId();
  const errorId = useId();
  const [isOpen, setOpen] = useState(isChanging);
  const options = useCatalogueOptions(name, search, isOpen, activityCode);
  const pages = options.data?.pages ?? [];
  const entries = pages.flatMap((page) => page.items);
  const total = pages.at(-1)?.total ?? 0;
  const items: Item[] = options.hasNextPage ? [...entries, MORE] : entries;
  const combobox = useCombobox<Item>({
    items,
    inputValue: search,
    selectedItem: null,
    initialIsOpen: isChanging,
    itemToString: (item) => (item && item !== MORE ? describeEntry(item) : ''),
    itemToKey: (item: Item | null) => item?.code,
    onIsOpenChange: ({ isOpen: open }) => setOpen(Boolean(open)),
    onInputValueChange: ({ inputValue, type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) setSearch(inputValue);
    },
    stateReducer: (_state, { type, changes }) => {
      const picked = changes.selectedItem;
      const isPick =
        type === useCombobox.stateChangeTypes.ItemClick ||
        type === useCombobox.stateChangeTypes.InputKeyDownEnter;
      if (isPick && picked === MORE) {
        void options.fetchNextPage();
        return { ...changes, selectedItem: null, isOpen: true, inputValue: search };
      }
      return changes;
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem && selectedItem !== MORE) {
        setSearch('');
        onDone(selectedItem);
      }
    },
  });
  const describedBy = [hint || !error ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="relative flex flex-col gap-1 text-sm">
      <div className="flex items-center justify-between gap-2">
        <label {...combobox.getLabelProps()} className="font-medium text-slate-700">
          {label}
        </label>
        {isChanging && (
          <button type="button" className="text-slate-600 underline" onClick={() => onDone(null)}>
            {T.cancel}
          </button>
        )}
      </div>
      <input
        {...combobox.getInputProps({
          disabled,
          placeholder: T.search,
          'aria-describedby': describedBy,
          'aria-invalid': error ? true : undefined,
          autoFocus: isChanging,
        })}
        className={`${INPUT} ${border(error)}`}
      />
      <span id={hintId} className={hint ? 'text-xs text-slate-500' : 'sr-only'}>
        {hint ?? T.pickerHint}
      </span>
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      )}
      <ul
        {...combobox.getMenuProps({ 'aria-label': `${label}: resultados` })}
        className={`absolute top-full z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg ${
          combobox.isOpen ? '' : 'hidden'
        }`}
      >
        {combobox.isOpen &&
          items.map((item, index) => (
            <li
              key={item.code}
              {...combobox.getItemProps({ item, index })}
              className={`cursor-pointer px-3 py-2 ${
                combobox.highlightedIndex === index ? 'bg-blue-50 text-blue-900' : 'text-slate-900'
              } ${item === MORE ? 'border-t border-slate-100 text-blue-700' : ''}`}
            >
              {item === MORE ? (
                T.moreResults(total - entries.length)
              ) : (
                <>
                  <span className="font-mono text-xs text-slate-500">{item.code}</span>{' '}
                  {item.description}
                </>
              )}
            </li>
          ))}
        {combobox.isOpen && <SearchState options={options} hasEntries={entries.length > 0} />}
      </ul>
    </div>
  );
}

/** The list's last row: searching, an error, nothing found, or a catalogue never synced. */
function SearchState({
  options,
  hasEntries,
}: {
  options: ReturnType<typeof useCatalogueOptions>;
  hasEntries: boolean;
}) {
  const row = (text: string, className = 'text-slate-500') => (
    <li role="presentation" className={`px-3 py-2 ${className}`}>
      {text}
    </li>
  );
  if (options.error) return row(options.error.message, 'text-red-700');
  if (options.isFetching && !options.isFetchingNextPage && !hasEntries) return row(T.searching);
  if (hasEntries || !options.data) return null;
  const first = options.data.pages[0];
  return row(first && first.syncedAt === null ? T.catalogueEmpty : T.noMatches);
}

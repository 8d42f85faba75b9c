import { useCombobox } from 'downshift';
import { useState } from 'react';
import { ComboboxStatus } from './combobox-status';
import { FieldFrame, type FieldFrameProps } from './field-frame';

/** An option of a record picker: its id and its name. */
export type NamedOption = { id: number; name: string };

export type RecordComboboxProps = FieldFrameProps & {
  /** The chosen record's id as text; '' for none. */
  value: string;
  /** The chosen record, when known (the one being edited), so its name shows at once. */
  selected?: NamedOption | null;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The first option, choosing none: 'Sin institución', 'Todas'. */
  noneLabel: string;
  /** The input's classes (the form's and the filter bar's controls differ). */
  inputClassName: string;
};

/** What a picker of one kind of record searches with (the server searches, `shown` at a time). */
export type RecordOptions = {
  useOptions: (search: string) => {
    isPending: boolean;
    data?: { items: NamedOption[]; total: number };
  };
  shown: number;
  /** Plural: 'instituciones', 'proveedores'. */
  noun: string;
};

const NONE = { id: 0, name: '' } satisfies NamedOption;

/**
 * Type to find an active record among any number of them (the server searches, a few at a
 * time), or pick the first option for none. Keyboard: arrows, Enter, Escape (downshift).
 */
export function RecordCombobox({
  useOptions,
  shown,
  noun,
  value,
  selected,
  onChange,
  onBlur,
  noneLabel,
  inputClassName,
  ...frame
}: RecordComboboxProps & RecordOptions) {
  const [chosen, setChosen] = useState<NamedOption | null>(
    selected && String(selected.id) === value ? selected : null,
  );
  const [search, setSearch] = useState('');
  // The text in the box is ours: when the value is cleared from outside ('Limpiar filtros'), so is
  // the text (set while rendering, React's pattern for state that follows a prop).
  const [inputValue, setInputValue] = useState(chosen?.name ?? '');
  const [shownFor, setShownFor] = useState(value);
  if (shownFor !== value) {
    setShownFor(value);
    if (value === '') setInputValue('');
  }
  const options = useOptions(search);
  const items = [NONE, ...(options.data?.items ?? [])];
  const current = value === '' ? NONE : chosen && String(chosen.id) === value ? chosen : null;

  const itemToString = (item: NamedOption | null) => (item && item.id !== 0 ? item.name : '');
  const combobox = useCombobox<NamedOption>({
    items,
    selectedItem: current,
    inputValue,
    itemToString,
    itemToKey: (item: NamedOption | null) => item?.id,
    onInputValueChange: ({ inputValue: text, type }) => {
      setInputValue(text);
      // Typing searches; choosing an option only shows its name.
      if (type === useCombobox.stateChangeTypes.InputChange) setSearch(text);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      setChosen(selectedItem);
      setSearch('');
      onChange(selectedItem && selectedItem.id !== 0 ? String(selectedItem.id) : '');
    },
  });

  return (
    <FieldFrame {...frame}>
      {(control) => (
        <div className="relative">
          <input
            {...combobox.getInputProps({
              ...control,
              // Text typed but not chosen goes back to the choice (an option picked on the way
              // out still wins: downshift reports it after this).
              onBlur: () => {
                setInputValue(itemToString(current));
                setSearch('');
                onBlur?.();
              },
              placeholder: current === NONE ? noneLabel : undefined,
            })}
            className={inputClassName}
          />
          <ul
            {...combobox.getMenuProps({ 'aria-label': frame.label })}
            className={`absolute z-20 mt-1 max-h-64 w-full min-w-56 overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg ${
              combobox.isOpen ? '' : 'hidden'
            }`}
          >
            {combobox.isOpen &&
              items.map((item, index) => (
                <li
                  key={item.id}
                  {...combobox.getItemProps({ item, index })}
                  className={`cursor-pointer px-3 py-2 ${
                    combobox.highlightedIndex === index ? 'bg-blue-50 text-blue-900' : ''
                  } ${item.id === 0 ? 'text-slate-500' : 'text-slate-900'}`}
                >
                  {item.id === 0 ? noneLabel : item.name}
                </li>
              ))}
            {combobox.isOpen && <ComboboxStatus noun={noun} options={options} shown={shown} />}
          </ul>
        </div>
      )}
    </FieldFrame>
  );
}

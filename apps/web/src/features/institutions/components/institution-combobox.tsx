import { useCombobox } from 'downshift';
import { useState } from 'react';
import { ComboboxStatus } from '../../../components/ui/combobox-status';
import { FieldFrame, type FieldFrameProps } from '../../../components/ui/field-frame';
import {
  INSTITUTION_OPTIONS_SHOWN,
  useInstitutionOptions,
  type InstitutionOption,
} from '../api/get-institution-options';

export type InstitutionComboboxProps = FieldFrameProps & {
  /** The chosen institution's id as text; '' for none. */
  value: string;
  /** The chosen institution, when known (the client being edited), so its name shows at once. */
  selected?: InstitutionOption | null;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The first option, choosing none: 'Sin institución', 'Todas'. */
  noneLabel: string;
  /** The input's classes (the form's and the filter bar's controls differ). */
  inputClassName: string;
};

const NONE = { id: 0, name: '' } satisfies InstitutionOption;

/**
 * Type to find an active institution among any number of them (the server searches, 20 at a
 * time), or pick the first option for none. Keyboard: arrows, Enter, Escape (downshift).
 */
export function InstitutionCombobox({
  value,
  selected,
  onChange,
  onBlur,
  noneLabel,
  inputClassName,
  ...frame
}: InstitutionComboboxProps) {
  const [chosen, setChosen] = useState<InstitutionOption | null>(
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
  const options = useInstitutionOptions(search);
  const items = [NONE, ...(options.data?.items ?? [])];
  const current = value === '' ? NONE : chosen && String(chosen.id) === value ? chosen : null;

  const itemToString = (item: InstitutionOption | null) => (item && item.id !== 0 ? item.name : '');
  const combobox = useCombobox<InstitutionOption>({
    items,
    selectedItem: current,
    inputValue,
    itemToString,
    itemToKey: (item: InstitutionOption | null) => item?.id,
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
            {combobox.isOpen && (
              <ComboboxStatus
                noun="instituciones"
                options={options}
                shown={INSTITUTION_OPTIONS_SHOWN}
              />
            )}
          </ul>
        </div>
      )}
    </FieldFrame>
  );
}

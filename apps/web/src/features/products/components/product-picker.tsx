import { formatMoney } from '@taller/shared';
import { useCombobox } from 'downshift';
import { useId, useState } from 'react';
import { ComboboxStatus } from '../../../components/ui/combobox-status';
import {
  PRODUCT_OPTIONS_SHOWN,
  useProductOptions,
  type ProductOption,
} from '../api/get-product-options';

const INPUT =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-blue-600 focus:ring-1 focus:ring-blue-600 focus:outline-none';

/**
 * 'Agregar producto': type to find an active product by code, name or model among any number
 * of them (the server searches, 20 at a time); choosing one hands it over and clears the box.
 * Products already chosen are shown but cannot be picked again. Keyboard: arrows, Enter, Escape.
 */
export function ProductPicker({
  label = 'Agregar producto',
  chosenIds,
  onPick,
  disabled,
}: {
  label?: string;
  chosenIds: ReadonlySet<number>;
  onPick: (product: ProductOption) => void;
  disabled?: boolean;
}) {
  const [search, setSearch] = useState('');
  const hintId = useId();
  const options = useProductOptions(search);
  const items = options.data?.items ?? [];
  const combobox = useCombobox<ProductOption>({
    items,
    inputValue: search,
    selectedItem: null,
    itemToString: (item) => (item ? `${item.code} ${item.name}` : ''),
    itemToKey: (item: ProductOption | null) => item?.id,
    isItemDisabled: (item) => chosenIds.has(item.id),
    onInputValueChange: ({ inputValue, type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) setSearch(inputValue);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onPick(selectedItem);
      setSearch('');
    },
  });
  return (
    <div className="relative flex flex-col gap-1 text-sm">
      <label {...combobox.getLabelProps()} className="font-medium text-slate-700">
        {label}
      </label>
      <input
        {...combobox.getInputProps({
          disabled,
          placeholder: 'Buscar por código, nombre o modelo...',
          'aria-describedby': hintId,
        })}
        className={INPUT}
      />
      <span id={hintId} className="sr-only">
        Escriba para buscar y elija un producto de la lista
      </span>
      <ul
        {...combobox.getMenuProps({ 'aria-label': 'Productos encontrados' })}
        className={`absolute top-full z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg ${
          combobox.isOpen ? '' : 'hidden'
        }`}
      >
        {combobox.isOpen &&
          items.map((item, index) => {
            const taken = chosenIds.has(item.id);
            return (
              <li
                key={item.id}
                {...combobox.getItemProps({ item, index })}
                className={`flex cursor-pointer items-center justify-between gap-3 px-3 py-2 ${
                  combobox.highlightedIndex === index ? 'bg-blue-50 text-blue-900' : ''
                } ${taken ? 'cursor-not-allowed text-slate-400' : 'text-slate-900'}`}
              >
                <span>
                  <span className="font-mono text-xs text-slate-500">{item.code}</span> {item.name}
                  {taken && ' (ya agregado)'}
                </span>
                <span className="whitespace-nowrap text-slate-600">
                  {formatMoney(item.priceCents)}
                </span>
              </li>
            );
          })}
        {combobox.isOpen && (
          <ComboboxStatus noun="productos" options={options} shown={PRODUCT_OPTIONS_SHOWN} />
        )}
      </ul>
    </div>
  );
}

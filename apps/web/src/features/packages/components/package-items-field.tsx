import { formatMoney } from '@taller/shared';
import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { XIcon } from '../../../components/ui/icons';
import { ProductPicker } from '../../products';
import {
  parseQuantity,
  type PackageFormOutput,
  type PackageFormValues,
} from './package-form-schema';

const QTY =
  'w-20 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-right text-sm text-slate-900 focus:border-blue-600 focus:ring-1 focus:ring-blue-600 focus:outline-none aria-[invalid=true]:border-red-500';

/** The pack's products: pick them from the server, set quantities, see each subtotal. */
export function PackageItemsField({
  control,
  register,
  errors,
  items,
  disabled,
}: {
  control: Control<PackageFormValues, unknown, PackageFormOutput>;
  register: UseFormRegister<PackageFormValues>;
  errors: FieldErrors<PackageFormValues>['items'];
  items: PackageFormValues['items'];
  disabled: boolean;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const chosen = new Set(items.map((item) => item.productId));
  const listError = errors?.root?.message ?? errors?.message;
  return (
    <section aria-labelledby="package-items-title" className="flex flex-col gap-3">
      <h2 id="package-items-title" className="text-base font-semibold text-slate-900">
        Productos del paquete
      </h2>
      <ProductPicker
        chosenIds={chosen}
        disabled={disabled}
        onPick={(product) =>
          // The picker keeps the focus: the next product is typed right away.
          append({ productId: product.id, quantity: '1', product }, { shouldFocus: false })
        }
      />
      {fields.length === 0 ? (
        <p className="text-sm text-slate-500 italic">Aún no se agregaron productos.</p>
      ) : (
        <ul
          className="divide-y divide-slate-100 rounded-md border border-slate-200"
          aria-label="Productos agregados"
        >
          {fields.map((row, index) => {
            const item = items[index] ?? row;
            const quantity = parseQuantity(item.quantity);
            const error = errors?.[index]?.quantity?.message;
            const subtotal = quantity === null ? null : quantity * item.product.priceCents;
            return (
              <li
                key={row.id}
                className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2 text-sm"
              >
                <span className="min-w-0 flex-1 basis-48">
                  <span className="font-mono text-xs text-slate-500">{item.product.code}</span>{' '}
                  <span className="font-medium text-slate-900">{item.product.name}</span>
                  <span className="block text-xs text-slate-500">
                    {`${formatMoney(item.product.priceCents)} / ${item.product.unit}`}
                  </span>
                </span>
                <label className="flex items-center gap-2">
                  <span className="text-slate-600">Cantidad</span>
                  <input
                    className={QTY}
                    inputMode="numeric"
                    aria-label={`Cantidad de ${item.product.name}`}
                    aria-invalid={error ? true : undefined}
                    disabled={disabled}
                    {...register(`items.${index}.quantity`)}
                  />
                </label>
                <span
                  className="w-28 text-right whitespace-nowrap"
                  aria-label={`Subtotal de ${item.product.name}`}
                >
                  {subtotal === null ? '—' : formatMoney(subtotal)}
                </span>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Quitar ${item.product.name}`}
                  onClick={() => remove(index)}
                  disabled={disabled}
                >
                  <XIcon />
                </Button>
                {error && (
                  <p role="alert" className="basis-full text-red-700">
                    {error}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {listError && (
        <p role="alert" className="text-sm text-red-700">
          {listError}
        </p>
      )}
    </section>
  );
}

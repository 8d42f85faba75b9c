import { PRODUCT_MESSAGES as M } from '@taller/shared';
import {
  useFieldArray,
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldErrors,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { PlusIcon, XIcon } from '../../../components/ui/icons';
import type { SizeRowValues } from './product-form-schema';

/** A form that holds a size table (a product's, a size chart's). */
type Sized = { sizes: SizeRowValues[] };

const INPUT =
  'w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus:border-blue-600 focus:ring-1 focus:ring-blue-600 focus:outline-none aria-[invalid=true]:border-red-500';

/** A size's boxes: its name, and the heights it fits from and to. */
const SIZE_INPUTS = [
  {
    field: 'name',
    inputMode: undefined,
    label: (n: number) => `Nombre de la talla ${n}`,
    placeholder: 'Talla (S, M, 1.60)',
  },
  {
    field: 'minHeightCm',
    inputMode: 'decimal',
    label: (n: number) => `Estatura mínima de la talla ${n} (cm)`,
    placeholder: 'Desde (cm)',
  },
  {
    field: 'maxHeightCm',
    inputMode: 'decimal',
    label: (n: number) => `Estatura máxima de la talla ${n} (cm)`,
    placeholder: 'Hasta (cm)',
  },
] as const;

/**
 * 'Tallas': rows of a size name and the heights (cm, comma accepted) it fits, each from its
 * lower bound up to (not including) its upper one, the last size including it. The rules
 * (100–250 cm, min < max, no overlaps naming both sizes) are the shared schema's.
 */
export function SizeTableField<V extends Sized, O>({
  control,
  register,
  errors,
  disabled,
  listLabel = 'Tallas del producto',
}: {
  control: Control<V, unknown, O>;
  register: UseFormRegister<V>;
  errors: FieldErrors<Sized>['sizes'];
  disabled: boolean;
  listLabel?: string;
}) {
  const { fields, append, remove } = useFieldArray({
    control,
    name: 'sizes' as ArrayPath<V>,
  });
  const rootError = errors?.root?.message ?? errors?.message;
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">Tallas</legend>
      <p className="text-xs text-slate-500">{M.sizeRangeHint}</p>
      {fields.length === 0 ? (
        <p className="text-sm text-slate-500 italic">Sin tabla de tallas</p>
      ) : (
        <>
          <div
            aria-hidden="true"
            className="grid grid-cols-[1fr_1fr_1fr_2.5rem] gap-2 text-xs font-semibold text-slate-600 uppercase"
          >
            <span>Talla</span>
            <span>Desde (cm)</span>
            <span>Hasta (cm)</span>
          </div>
          <ul className="flex flex-col gap-2" aria-label={listLabel}>
            {fields.map((row, index) => {
              const e = errors?.[index];
              const message =
                e?.name?.message ?? e?.minHeightCm?.message ?? e?.maxHeightCm?.message;
              const n = index + 1;
              return (
                <li key={row.id} className="flex flex-col gap-1">
                  <div className="grid grid-cols-[1fr_1fr_1fr_2.5rem] items-center gap-2">
                    {SIZE_INPUTS.map((input) => (
                      <input
                        key={input.field}
                        className={INPUT}
                        inputMode={input.inputMode}
                        aria-label={input.label(n)}
                        placeholder={input.placeholder}
                        aria-invalid={e?.[input.field] ? true : undefined}
                        disabled={disabled}
                        {...register(`sizes.${index}.${input.field}` as Path<V>)}
                      />
                    ))}
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Quitar la talla ${n}`}
                      onClick={() => remove(index)}
                      disabled={disabled}
                    >
                      <XIcon />
                    </Button>
                  </div>
                  {message && (
                    <p role="alert" className="text-sm text-red-700">
                      {message}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {rootError && (
        <p role="alert" className="text-sm text-red-700">
          {rootError}
        </p>
      )}
      <div>
        <Button
          variant="secondary"
          onClick={() =>
            append({ name: '', minHeightCm: '', maxHeightCm: '' } as FieldArray<V, ArrayPath<V>>)
          }
          disabled={disabled}
        >
          <PlusIcon />
          Agregar talla
        </Button>
      </div>
    </fieldset>
  );
}

import { PRODUCT_MESSAGES as M } from '@taller/shared';
import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { PlusIcon, XIcon } from '../../../components/ui/icons';
import type { ProductFormOutput, ProductFormValues } from './product-form-schema';

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
 * 'Tallas': rows of a size name and the heights (cm, comma accepted) it fits. Optional; the
 * rules (100–250 cm, min ≤ max, no overlaps naming both sizes) are the shared schema's.
 */
export function SizeTableField({
  control,
  register,
  errors,
  disabled,
}: {
  control: Control<ProductFormValues, unknown, ProductFormOutput>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>['sizes'];
  disabled: boolean;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'sizes' });
  const rootError = errors?.root?.message ?? errors?.message;
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">Tallas</legend>
      <p className="text-xs text-slate-500">
        {M.sizeRange}. Las tallas no pueden superponerse; puede haber huecos entre ellas.
      </p>
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
          <ul className="flex flex-col gap-2" aria-label="Tallas del producto">
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
                        {...register(`sizes.${index}.${input.field}`)}
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
          onClick={() => append({ name: '', minHeightCm: '', maxHeightCm: '' })}
          disabled={disabled}
        >
          <PlusIcon />
          Agregar talla
        </Button>
      </div>
    </fieldset>
  );
}

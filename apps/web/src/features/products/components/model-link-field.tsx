import type { Model } from '@taller/shared';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { recordOptions } from '../../../components/ui/search-select-filters';
import { SelectField } from '../../../components/ui/select-field';
import { useActiveLines } from '../../lines';
import { useModels, ModelColorSwatch, colorPairLabel } from '../../models';
import type { ProductFormValues } from './product-form-schema';

type Form = Pick<UseFormReturn<ProductFormValues>, 'register' | 'setValue' | 'watch'>;

/**
 * 'Modelo' (optional): a line, one of its models, and one of the model's colour combinations,
 * each list following the choice before it.
 */
export function ModelLinkField({
  form,
  errors,
  disabled,
}: {
  form: Form;
  errors: FieldErrors<ProductFormValues>;
  disabled: boolean;
}) {
  const { register, setValue, watch } = form;
  const lineId = watch('lineId');
  const modelId = watch('modelId');
  const modelColorId = watch('modelColorId');
  const lines = useActiveLines();
  const models = useModels(lineId ? Number(lineId) : null);
  const model: Model | undefined = models.data?.find((m) => String(m.id) === modelId);
  const touch = { shouldDirty: true } as const;

  const lineField = register('lineId');
  const modelField = register('modelId');
  return (
    <fieldset className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
      <legend className="px-1 text-base font-semibold text-slate-900">Modelo (opcional)</legend>
      <SelectField
        label="Línea"
        placeholder={lines.isPending ? 'Cargando líneas...' : 'Sin modelo'}
        options={recordOptions(lines.data)}
        disabled={disabled}
        {...lineField}
        onChange={(event) => {
          void lineField.onChange(event);
          setValue('modelId', '', touch);
          setValue('modelColorId', '', touch);
        }}
      />
      <SelectField
        label="Modelo"
        placeholder={lineId && models.isPending ? 'Cargando modelos...' : 'Seleccione un modelo'}
        options={recordOptions(models.data)}
        disabled={disabled || !lineId}
        error={errors.modelId?.message}
        {...modelField}
        onChange={(event) => {
          void modelField.onChange(event);
          const chosen = models.data?.find((m) => String(m.id) === event.target.value);
          // A model of one colour combination takes it at once.
          setValue(
            'modelColorId',
            chosen?.colors.length === 1 ? String(chosen.colors[0]!.id) : '',
            touch,
          );
        }}
      />
      {model && (
        <div className="sm:col-span-2" role="radiogroup" aria-label="Combinación de colores">
          <p className="mb-2 text-sm font-medium text-slate-700">Combinación de colores</p>
          {model.colors.length === 0 ? (
            <p className="text-sm text-slate-500 italic">Este modelo no tiene colores.</p>
          ) : (
            <div className="flex flex-wrap gap-2">
              {model.colors.map((color) => {
                const checked = String(color.id) === modelColorId;
                return (
                  <label
                    key={color.id}
                    className={`flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm ${
                      checked ? 'border-blue-600 bg-blue-50' : 'border-slate-300'
                    }`}
                  >
                    <input
                      type="radio"
                      className="sr-only"
                      value={String(color.id)}
                      checked={checked}
                      disabled={disabled}
                      onChange={() => setValue('modelColorId', String(color.id), touch)}
                    />
                    <ModelColorSwatch color={color} decorative />
                    {colorPairLabel(color)}
                  </label>
                );
              })}
            </div>
          )}
          {errors.modelColorId?.message && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {errors.modelColorId.message}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}

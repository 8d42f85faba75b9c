import {
  LINE_MESSAGES as M,
  LINE_NAME_MAX,
  LineFormSchema,
  stripLineNameCharacters,
  type LineFormValues,
} from '@taller/shared';
import { nameFieldError } from '../../../lib/name-errors';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { ColorInput } from '../../../components/ui/color-input';
import { FormActions } from '../../../components/ui/form-actions';
import { DescriptionField, type RecordFormProps } from '../../../resource/record-form';
import { StatusSelect } from '../../../components/ui/status-select';
import { notify } from '../../../lib/toast';
import { fieldError, useZodForm } from '../../../lib/use-zod-form';
import type { LineFormOutput } from '../api/line-payloads';
import { LINE_TOAST_IDS } from '../api/line-toasts';

/** `onSubmit` resolves when saved; a rejection about the name is shown beside the name field. */
export type LineFormProps = RecordFormProps<LineFormValues, LineFormOutput>;

const INPUT =
  'w-full rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-1 focus:ring-blue-600 aria-[invalid=true]:border-red-500';

/**
 * The line form of 'Registrar Nueva Línea' and 'Editar Línea' (SPEC.md §2, §5): validated with
 * the shared LineFormSchema, name characters stripped as typed, status only when editing.
 */
export function LineForm({ mode, defaultValues, onSubmit, onCancel }: LineFormProps) {
  const ids = { name: useId(), color: useId() };
  const {
    control,
    register,
    submit,
    formState: { errors, isSubmitting },
  } = useZodForm<LineFormValues, LineFormOutput>({
    schema: LineFormSchema,
    defaultValues,
    onSubmit,
    serverErrors: (error) => fieldError('name', nameFieldError(error)),
    // One toast however often the user insists (same id, SPEC.md §5).
    onInvalid: () => notify.error(M.invalidForm, LINE_TOAST_IDS.invalidForm),
  });

  const isEdit = mode === 'edit';
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor={ids.name} className="font-medium text-slate-700">
          Nombre
        </label>
        <Controller
          control={control}
          name="name"
          render={({ field }) => (
            <input
              id={ids.name}
              ref={field.ref}
              type="text"
              className={INPUT}
              value={field.value}
              maxLength={LINE_NAME_MAX}
              placeholder="Nombre de la línea"
              aria-required="true"
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? `${ids.name}-error` : undefined}
              onBlur={field.onBlur}
              onChange={(e) => field.onChange(stripLineNameCharacters(e.target.value))}
            />
          )}
        />
        {errors.name && (
          <p id={`${ids.name}-error`} className="text-red-600">
            {errors.name.message}
          </p>
        )}
      </div>

      <Controller
        control={control}
        name="color"
        render={({ field }) => (
          <ColorInput
            id={ids.color}
            label="Color"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.color?.message}
          />
        )}
      />

      <DescriptionField
        control={control}
        label="Descripción / Características"
        placeholder="Escriba una descripción o característica"
        emptyText={M.noDescriptions}
        listLabel="Descripciones agregadas"
        removeLabel={(item) => `Eliminar descripción: ${item}`}
      />

      {isEdit && (
        <StatusSelect
          selectClassName={INPUT}
          placeholder="Seleccione un estado"
          error={errors.status?.message}
          {...register('status')}
        />
      )}

      <FormActions
        submitLabel={isEdit ? 'Guardar Cambios' : 'Guardar Línea'}
        isSubmitting={isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}

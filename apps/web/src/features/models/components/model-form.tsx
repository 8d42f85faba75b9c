import {
  MODEL_MESSAGES as M,
  MODEL_NAME_MAX,
  ModelFormSchema,
  type ModelFormOutput,
  type ModelFormValues,
} from '@taller/shared';
import { nameFieldError } from '../../../lib/name-errors';
import { Controller } from 'react-hook-form';
import { FormActions } from '../../../components/ui/form-actions';
import { FormAlert } from '../../../components/ui/form-alert';
import type { RecordFormProps } from '../../../resource/record-form';
import { StatusSelect } from '../../../components/ui/status-select';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../lib/toast';
import { fieldError, useZodForm } from '../../../lib/use-zod-form';
import { MediaManager, useUploadGate } from '../../media';
import { MODEL_TOAST_IDS } from '../api/model-toasts';
import { FormSection } from './form-section';
import { ModelColorsField } from './model-colors-field';
import { ModelFeaturesField } from './model-features-field';

/** `onSubmit` resolves when saved; a rejection about the name is shown beside the name field. */
export type ModelFormProps = RecordFormProps<ModelFormValues, ModelFormOutput> & {
  /**
   * The widget deletes a removed file on the server at once (SPEC.md §4): when it was one of the
   * stored model's, the model has changed even if the form is then cancelled.
   */
  onStoredMediaRemoved?: () => void;
};

const SELECT =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-blue-600 focus:ring-1 focus:ring-blue-600 focus:outline-none aria-[invalid=true]:border-red-500';

/**
 * The register and edit form of a model (SPEC.md §2, §4, §5): Información Básica,
 * Características, Configuración, Archivos Multimedia and Colores del Modelo. Saving waits for
 * uploads to finish; an invalid register says so once.
 */
export function ModelForm({
  mode,
  defaultValues,
  onSubmit,
  onCancel,
  onStoredMediaRemoved,
}: ModelFormProps) {
  const {
    control,
    field,
    register,
    submit: save,
    formState: { errors, isSubmitting },
  } = useZodForm<ModelFormValues, ModelFormOutput>({
    schema: ModelFormSchema,
    defaultValues,
    onSubmit,
    serverErrors: (error) => fieldError('name', nameFieldError(error)),
    onInvalid: () => {
      // SPEC.md §5: the register form says it (once however often); both show the fields' errors.
      if (mode === 'create') notify.error(M.invalidForm, MODEL_TOAST_IDS.invalidForm);
    },
  });

  const { isUploading, onUploadingChange, submit } = useUploadGate(
    save,
    MODEL_TOAST_IDS.waitForUploads,
  );

  const stored = new Set(defaultValues.media.map((item) => item.id));
  /** A stored item of the model that the new list no longer holds. */
  const isStored = (id: number, kept: Set<number | undefined>) => stored.has(id) && !kept.has(id);

  const isEdit = mode === 'edit';
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {errors.lineId && <FormAlert>{errors.lineId.message}</FormAlert>}
      <FormSection title="Información Básica">
        <TextField
          label="Nombre del Modelo"
          maxLength={MODEL_NAME_MAX}
          placeholder="Ej.: Silla Clásica"
          aria-required="true"
          {...field('name')}
        />
      </FormSection>

      <Controller
        control={control}
        name="description"
        render={({ field }) => (
          <ModelFeaturesField
            features={field.value}
            onChange={field.onChange}
            disabled={isSubmitting}
          />
        )}
      />

      <FormSection title="Configuración">
        <StatusSelect
          className="sm:max-w-xs"
          selectClassName={SELECT}
          disabled={isSubmitting}
          error={errors.status?.message}
          {...register('status')}
        />
      </FormSection>

      <div className="rounded-lg border border-slate-200 p-4">
        <Controller
          control={control}
          name="media"
          render={({ field }) => (
            <MediaManager
              media={field.value}
              onChange={(media) => {
                const kept = new Set(media.map((item) => item.id));
                if (field.value.some((item) => item.id !== undefined && isStored(item.id, kept))) {
                  onStoredMediaRemoved?.();
                }
                field.onChange(media);
              }}
              disabled={isSubmitting}
              onUploadingChange={onUploadingChange}
            />
          )}
        />
      </div>

      <ModelColorsField
        control={control}
        register={register}
        errors={errors.colors}
        disabled={isSubmitting}
      />

      {/* Not disabled while uploading: pressing it says why it waits (SPEC.md §5). */}
      <FormActions
        submitLabel={isEdit ? 'Guardar Cambios' : 'Registrar Modelo'}
        isSubmitting={isSubmitting}
        onCancel={onCancel}
        isBusy={isUploading}
      />
    </form>
  );
}

import { PACKAGE_PRICE_MODES, PACKAGE_PRICE_MODE_LABELS, PRODUCT_NAME_MAX } from '@taller/shared';
import { useRef } from 'react';
import { FormActions } from '../../../components/ui/form-actions';
import { SelectField, STATUS_OPTIONS } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { NameInput } from '../../../components/ui/text-input';
import { DescriptionField } from '../../../resource/record-form';
import { recordFormErrors, useZodForm } from '../../../lib/use-zod-form';
import { MediaField, useUploadGate } from '../../media';
import { PACKAGE_TOAST_IDS } from '../api/package-toasts';
import {
  PackageFormSchema,
  type PackageFormOutput,
  type PackageFormValues,
} from './package-form-schema';
import { PackageItemsField } from './package-items-field';
import { PackageTotals } from './package-totals';
import { useUnsavedChangesGuard } from '../../../components/ui/use-unsaved-changes';

const FIELDS = ['code', 'name', 'priceCents', 'items'] as const;
const CONFLICTS = { CODE_TAKEN: 'code' } as const;

/**
 * 'Nuevo Paquete' / 'Editar Paquete': code, name, products with quantities (picked from the
 * server), price mode and the live total, description, media; Cancelar / Guardar. Leaving with
 * unsaved changes asks first.
 */
export function PackageForm({
  mode,
  defaultValues,
  onSubmit,
  onSaved,
  onCancel,
}: {
  mode: 'create' | 'edit';
  defaultValues: PackageFormValues;
  onSubmit: (values: PackageFormOutput) => Promise<unknown>;
  /** After a save: the guard no longer holds the page. */
  onSaved: () => void;
  onCancel: () => void;
}) {
  const saved = useRef(false);
  const form = useZodForm<PackageFormValues, PackageFormOutput>({
    schema: PackageFormSchema,
    defaultValues,
    onSubmit: async (values) => {
      await onSubmit(values);
      saved.current = true;
      onSaved();
    },
    ...recordFormErrors(FIELDS, CONFLICTS, PACKAGE_TOAST_IDS.invalidForm),
  });
  const {
    control,
    field,
    register,
    watch,
    submit: save,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const guard = useUnsavedChangesGuard(
    isDirty,
    saved,
    'Hay cambios sin guardar en el paquete. ¿Desea salir sin guardarlos?',
  );
  const items = watch('items');
  const priceMode = watch('priceMode');
  const priceText = watch('priceCents');

  const uploads = useUploadGate(save, 'package-wait-uploads');

  return (
    <form
      onSubmit={uploads.submit}
      noValidate
      className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_20rem]"
    >
      <div className="flex flex-col gap-6">
        <section className="grid grid-cols-1 gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2">
          <TextField
            label="Código"
            placeholder="Ej.: PCK-001"
            autoComplete="off"
            {...field('code')}
          />
          <NameInput label="Nombre" maxLength={PRODUCT_NAME_MAX} {...field('name')} />
          {mode === 'edit' && (
            <SelectField label="Estado" options={STATUS_OPTIONS} {...field('status')} />
          )}
        </section>
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <PackageItemsField
            control={control}
            register={register}
            errors={errors.items}
            items={items}
            disabled={isSubmitting}
          />
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <DescriptionField control={control} placeholder="Agregue un detalle del paquete" />
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <MediaField control={control} disabled={isSubmitting} uploads={uploads} />
        </div>
      </div>
      <aside className="flex flex-col gap-4 lg:sticky lg:top-4 lg:self-start">
        <fieldset className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
          <legend className="px-1 text-base font-semibold text-slate-900">Precio</legend>
          {PACKAGE_PRICE_MODES.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                value={value}
                disabled={isSubmitting}
                {...register('priceMode')}
              />
              {PACKAGE_PRICE_MODE_LABELS[value]}
            </label>
          ))}
          {priceMode === 'FIXED' && (
            <TextField
              label="Precio fijo (Bs)"
              inputMode="decimal"
              placeholder="0,00"
              {...field('priceCents')}
            />
          )}
        </fieldset>
        <PackageTotals items={items} priceMode={priceMode} priceText={priceText} />
        <FormActions
          submitLabel="Guardar"
          isSubmitting={isSubmitting}
          onCancel={onCancel}
          isBusy={uploads.isUploading}
        />
      </aside>
      {guard}
    </form>
  );
}

import { MATERIAL_UNITS } from '@taller/shared';
import { Controller } from 'react-hook-form';
import { ColorInput } from '../../../components/ui/color-input';
import { FormActions } from '../../../components/ui/form-actions';
import { STATUS_OPTIONS, SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { recordFormErrors, useZodForm } from '../../../lib/use-zod-form';
import { MATERIAL_TOAST_IDS } from '../api/material-keys';
import {
  CreateMaterialFormSchema,
  EditMaterialFormSchema,
  type MaterialFormOutput,
  type MaterialFormValues,
} from './material-form-schema';

const FIELDS = [
  'code',
  'name',
  'unit',
  'color',
  'supplier',
  'minStock',
  'location',
  'status',
] as const;
const CONFLICTS = { CODE_TAKEN: 'code' } as const;

export type MaterialFormProps = {
  mode: 'create' | 'edit';
  defaultValues: MaterialFormValues;
  onSubmit: (values: MaterialFormOutput) => Promise<unknown>;
  onCancel: () => void;
};

/** 'Registrar Nuevo Material' and 'Editar Material'. The stock is not here: it is the ledger's. */
export function MaterialForm({ mode, defaultValues, onSubmit, onCancel }: MaterialFormProps) {
  const isEdit = mode === 'edit';
  const {
    field,
    control,
    submit,
    formState: { isSubmitting },
  } = useZodForm<MaterialFormValues, MaterialFormOutput>({
    schema: isEdit ? EditMaterialFormSchema : CreateMaterialFormSchema,
    defaultValues,
    onSubmit,
    ...recordFormErrors(FIELDS, CONFLICTS, MATERIAL_TOAST_IDS.invalidForm),
  });

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField label="Código" autoCapitalize="characters" {...field('code')} />
      <TextField label="Nombre" {...field('name')} />
      <TextField
        label="Unidad"
        list="material-units"
        hint="metro, unidad, kg, rollo, cono…"
        {...field('unit')}
      />
      <datalist id="material-units">
        {MATERIAL_UNITS.map((unit) => (
          <option key={unit} value={unit} />
        ))}
      </datalist>
      <TextField label="Stock mínimo" inputMode="decimal" {...field('minStock')} />
      <TextField label="Proveedor" {...field('supplier')} />
      <TextField label="Ubicación" {...field('location')} />
      <Controller
        control={control}
        name="color"
        render={({ field: color, fieldState }) => (
          <ColorInput
            label="Color (opcional)"
            value={color.value}
            onChange={color.onChange}
            onBlur={color.onBlur}
            fallback="#CBD5E1"
            error={fieldState.error?.message}
          />
        )}
      />
      {isEdit && <SelectField label="Estado" options={STATUS_OPTIONS} {...field('status')} />}
      <FormActions
        submitLabel={isEdit ? 'Guardar Cambios' : 'Guardar Material'}
        isSubmitting={isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}

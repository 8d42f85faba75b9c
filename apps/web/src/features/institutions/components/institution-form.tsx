import { INSTITUTION_TYPES, INSTITUTION_TYPE_LABELS } from '@taller/shared';
import { PHONE_HINT } from '../../../components/ui/field-hints';
import { FormActions } from '../../../components/ui/form-actions';
import { STATUS_OPTIONS, SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextInput } from '../../../components/ui/text-input';
import { recordFormErrors, useZodForm } from '../../../lib/use-zod-form';
import { INSTITUTION_TOAST_IDS } from '../api/institution-toasts';
import {
  CreateInstitutionFormSchema,
  EditInstitutionFormSchema,
  type InstitutionFormOutput,
  type InstitutionFormValues,
} from './institution-form-schema';

const FIELDS = [
  'name',
  'type',
  'city',
  'address',
  'contactName',
  'contactPhone',
  'email',
  'status',
] as const;
const CONFLICTS = { NAME_TAKEN: 'name' } as const;

export const TYPE_OPTIONS = INSTITUTION_TYPES.map((type) => ({
  value: type,
  label: INSTITUTION_TYPE_LABELS[type],
}));

export type InstitutionFormProps = {
  mode: 'create' | 'edit';
  defaultValues: InstitutionFormValues;
  onSubmit: (values: InstitutionFormOutput) => Promise<unknown>;
  onCancel: () => void;
};

/** 'Registrar Nueva Institución' and 'Editar Institución'. */
export function InstitutionForm({ mode, defaultValues, onSubmit, onCancel }: InstitutionFormProps) {
  const isEdit = mode === 'edit';
  const {
    field,
    submit,
    formState: { isSubmitting },
  } = useZodForm<InstitutionFormValues, InstitutionFormOutput>({
    schema: isEdit ? EditInstitutionFormSchema : CreateInstitutionFormSchema,
    defaultValues,
    onSubmit,
    ...recordFormErrors(FIELDS, CONFLICTS, INSTITUTION_TOAST_IDS.invalidForm),
  });

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextInput label="Nombre" className="sm:col-span-2" {...field('name')} />
      <SelectField
        label="Tipo"
        placeholder="Seleccione un tipo"
        options={TYPE_OPTIONS}
        {...field('type')}
      />
      <TextInput label="Ciudad" {...field('city')} />
      <TextField label="Dirección" className="sm:col-span-2" {...field('address')} />
      <TextInput label="Nombre de contacto" {...field('contactName')} />
      <TextField
        label="Teléfono de contacto"
        type="tel"
        hint={PHONE_HINT}
        {...field('contactPhone')}
      />
      <TextField label="Correo electrónico" type="email" {...field('email')} />
      {isEdit && <SelectField label="Estado" options={STATUS_OPTIONS} {...field('status')} />}
      <FormActions
        submitLabel={isEdit ? 'Guardar Cambios' : 'Guardar Institución'}
        isSubmitting={isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}

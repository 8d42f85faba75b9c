import { zodResolver } from '@hookform/resolvers/zod';
import { INSTITUTION_MESSAGES, INSTITUTION_TYPES, INSTITUTION_TYPE_LABELS } from '@taller/shared';
import { useForm, type Resolver } from 'react-hook-form';
import { FormActions } from '../../../components/ui/form-actions';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextInput } from '../../../components/ui/text-input';
import { INVALID_FORM_MESSAGE, serverFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
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
const CONFLICTS = { [INSTITUTION_MESSAGES.nameTaken]: 'name' } as const;

export const TYPE_OPTIONS = INSTITUTION_TYPES.map((type) => ({
  value: type,
  label: INSTITUTION_TYPE_LABELS[type],
}));
const STATUS_OPTIONS = [
  { value: 'ACTIVE', label: 'Activo' },
  { value: 'INACTIVE', label: 'Inactivo' },
];

export type InstitutionFormProps = {
  mode: 'create' | 'edit';
  defaultValues: InstitutionFormValues;
  onSubmit: (values: InstitutionFormOutput) => Promise<unknown>;
  onCancel: () => void;
};

/** 'Registrar Nueva Institución' and 'Editar Institución'. */
export function InstitutionForm({ mode, defaultValues, onSubmit, onCancel }: InstitutionFormProps) {
  const isEdit = mode === 'edit';
  const schema = isEdit ? EditInstitutionFormSchema : CreateInstitutionFormSchema;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InstitutionFormValues, unknown, InstitutionFormOutput>({
    resolver: zodResolver(schema) as unknown as Resolver<
      InstitutionFormValues,
      unknown,
      InstitutionFormOutput
    >,
    defaultValues,
  });

  const submit = handleSubmit(
    async (values) => {
      try {
        await onSubmit(values);
      } catch (error) {
        for (const [field, message] of serverFieldErrors(error, FIELDS, CONFLICTS)) {
          setError(field, { message }, { shouldFocus: true });
        }
      }
    },
    () => notify.error(INVALID_FORM_MESSAGE, INSTITUTION_TOAST_IDS.invalidForm),
  );

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextInput
        label="Nombre"
        className="sm:col-span-2"
        error={errors.name?.message}
        {...register('name')}
      />
      <SelectField
        label="Tipo"
        placeholder="Seleccione un tipo"
        options={TYPE_OPTIONS}
        error={errors.type?.message}
        {...register('type')}
      />
      <TextInput label="Ciudad" error={errors.city?.message} {...register('city')} />
      <TextField
        label="Dirección"
        className="sm:col-span-2"
        error={errors.address?.message}
        {...register('address')}
      />
      <TextInput
        label="Nombre de contacto"
        error={errors.contactName?.message}
        {...register('contactName')}
      />
      <TextField
        label="Teléfono de contacto"
        type="tel"
        hint="Sin código de país se asume Bolivia (+591)."
        error={errors.contactPhone?.message}
        {...register('contactPhone')}
      />
      <TextField
        label="Correo electrónico"
        type="email"
        error={errors.email?.message}
        {...register('email')}
      />
      {isEdit && (
        <SelectField
          label="Estado"
          options={STATUS_OPTIONS}
          error={errors.status?.message}
          {...register('status')}
        />
      )}
      <FormActions
        submitLabel={isEdit ? 'Guardar Cambios' : 'Guardar Institución'}
        isSubmitting={isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}

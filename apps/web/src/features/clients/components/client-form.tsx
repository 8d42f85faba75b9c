import { zodResolver } from '@hookform/resolvers/zod';
import { CLIENT_MESSAGES, type Client } from '@taller/shared';
import { useForm, type Resolver } from 'react-hook-form';
import { FormActions } from '../../../components/ui/form-actions';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextInput } from '../../../components/ui/text-input';
import { TextareaField } from '../../../components/ui/textarea-field';
import { INVALID_FORM_MESSAGE, serverFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { useInstitutionOptions } from '../../institutions/api/get-institution-options';
import { CLIENT_TOAST_IDS } from '../api/client-toasts';
import { ClientAccessField } from './client-access-field';
import {
  CreateClientFormSchema,
  EditClientFormSchema,
  type ClientFormOutput,
  type ClientFormValues,
} from './client-form-schema';

const FIELDS = [
  'name',
  'documentNumber',
  'email',
  'phone',
  'city',
  'address',
  'institutionId',
  'notes',
  'status',
] as const;
const CONFLICTS = {
  [CLIENT_MESSAGES.documentTaken]: 'documentNumber',
  [CLIENT_MESSAGES.emailRequiredForAccess]: 'email',
  [CLIENT_MESSAGES.emailRequiredWithAccess]: 'email',
  [CLIENT_MESSAGES.institutionNotFound]: 'institutionId',
} as const;
const STATUS_OPTIONS = [
  { value: 'ACTIVE', label: 'Activo' },
  { value: 'INACTIVE', label: 'Inactivo' },
];

export type ClientFormProps = {
  /** The client being edited; none when registering a new one. */
  client?: Client;
  defaultValues: ClientFormValues;
  onSubmit: (values: ClientFormOutput) => Promise<unknown>;
  onCancel: () => void;
};

/** 'Registrar Nuevo Cliente' and 'Editar Cliente'. */
export function ClientForm({ client, defaultValues, onSubmit, onCancel }: ClientFormProps) {
  const isEdit = client !== undefined;
  const institutions = useInstitutionOptions();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ClientFormValues, unknown, ClientFormOutput>({
    resolver: zodResolver(
      isEdit ? EditClientFormSchema : CreateClientFormSchema,
    ) as unknown as Resolver<ClientFormValues, unknown, ClientFormOutput>,
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
    () => notify.error(INVALID_FORM_MESSAGE, CLIENT_TOAST_IDS.invalidForm),
  );

  // The current institution stays choosable even when it is no longer active.
  const options = (institutions.data ?? []).map((i) => ({ value: String(i.id), label: i.name }));
  if (client?.institution && !options.some((o) => o.value === String(client.institution!.id))) {
    options.unshift({ value: String(client.institution.id), label: client.institution.name });
  }

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextInput label="Nombre" error={errors.name?.message} {...register('name')} />
      <TextField
        label="Documento (CI/NIT)"
        error={errors.documentNumber?.message}
        {...register('documentNumber')}
      />
      <TextField
        label="Correo electrónico"
        type="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Teléfono (WhatsApp)"
        type="tel"
        hint="Sin código de país se asume Bolivia (+591)."
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextInput label="Ciudad" error={errors.city?.message} {...register('city')} />
      <TextField label="Dirección" error={errors.address?.message} {...register('address')} />
      <SelectField
        label="Institución"
        placeholder={institutions.isPending ? 'Cargando instituciones...' : 'Sin institución'}
        options={options}
        error={errors.institutionId?.message}
        {...register('institutionId')}
      />
      {isEdit ? (
        <SelectField
          label="Estado"
          options={STATUS_OPTIONS}
          error={errors.status?.message}
          {...register('status')}
        />
      ) : (
        <span aria-hidden="true" />
      )}
      <TextareaField
        label="Notas"
        className="sm:col-span-2"
        error={errors.notes?.message}
        {...register('notes')}
      />
      <ClientAccessField account={client?.account ?? null} {...register('createAccess')} />
      <FormActions
        submitLabel={isEdit ? 'Guardar Cambios' : 'Guardar Cliente'}
        isSubmitting={isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}

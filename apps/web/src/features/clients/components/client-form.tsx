import { CLIENT_MESSAGES, REMINDER_MESSAGES, type Client } from '@taller/shared';
import { PHONE_HINT } from '../../../components/ui/field-hints';
import { STATUS_OPTIONS, SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { NameInput, TextInput } from '../../../components/ui/text-input';
import { TextareaField } from '../../../components/ui/textarea-field';
import {
  RecordForm,
  useRecordForm,
  type RecordFormProps,
  type RecordFormRules,
} from '../../../resource/record-form';
import { recordFormErrors } from '../../../lib/use-zod-form';
import { Controller } from 'react-hook-form';
import { InstitutionCombobox } from '../../institutions';
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
  DOCUMENT_TAKEN: 'documentNumber',
  [CLIENT_MESSAGES.emailRequiredForAccess]: 'email',
  [CLIENT_MESSAGES.emailRequiredWithAccess]: 'email',
  [CLIENT_MESSAGES.institutionNotFound]: 'institutionId',
} as const;
const RULES: RecordFormRules<ClientFormValues, ClientFormOutput> = {
  create: CreateClientFormSchema,
  edit: EditClientFormSchema,
  errors: recordFormErrors(FIELDS, CONFLICTS, CLIENT_TOAST_IDS.invalidForm),
};

export type ClientFormProps = RecordFormProps<ClientFormValues, ClientFormOutput> & {
  /** The client being edited; none when registering a new one. */
  client?: Client;
};

/** 'Registrar Nuevo Cliente' and 'Editar Cliente'. */
export function ClientForm(props: ClientFormProps) {
  const { client } = props;
  const form = useRecordForm(props, RULES);
  const { field, register, control } = form;
  return (
    <RecordForm form={form} modal={props} saveLabel="Guardar Cliente">
      <NameInput label="Nombre" {...field('name')} />
      <TextField label="Documento (CI/NIT)" {...field('documentNumber')} />
      <TextField label="Correo electrónico" type="email" {...field('email')} />
      <TextField label="Teléfono (WhatsApp)" type="tel" hint={PHONE_HINT} {...field('phone')} />
      <TextInput label="Ciudad" {...field('city')} />
      <TextField label="Dirección" {...field('address')} />
      <Controller
        control={control}
        name="institutionId"
        render={({ field: { value, onChange, onBlur }, fieldState }) => (
          <InstitutionCombobox
            label="Institución"
            noneLabel="Sin institución"
            // The current institution shows even when it is no longer active.
            selected={client?.institution}
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            error={fieldState.error?.message}
            inputClassName={`mt-1 block h-[42px] w-full rounded-md border bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:ring-2 focus:outline-none ${
              fieldState.error
                ? 'border-red-500 focus:ring-red-600'
                : 'border-slate-300 focus:ring-blue-600'
            }`}
          />
        )}
      />
      {client ? (
        <SelectField label="Estado" options={STATUS_OPTIONS} {...field('status')} />
      ) : (
        <span aria-hidden="true" />
      )}
      <TextareaField label="Notas" className="sm:col-span-2" {...field('notes')} />
      <ClientAccessField account={client?.account ?? null} {...register('createAccess')} />
      <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800 sm:col-span-2">
        <input type="checkbox" {...register('remindersPaused')} />
        {REMINDER_MESSAGES.pausedLabel}
      </label>
    </RecordForm>
  );
}

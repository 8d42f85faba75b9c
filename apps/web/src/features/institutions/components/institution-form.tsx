import { INSTITUTION_TYPES, INSTITUTION_TYPE_LABELS } from '@taller/shared';
import { PHONE_HINT } from '../../../components/ui/field-hints';
import { STATUS_OPTIONS, SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { NameInput, TextInput } from '../../../components/ui/text-input';
import {
  RecordForm,
  useRecordForm,
  type RecordFormProps,
  type RecordFormRules,
} from '../../../resource/record-form';
import { recordFormErrors } from '../../../lib/use-zod-form';
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
const RULES: RecordFormRules<InstitutionFormValues, InstitutionFormOutput> = {
  create: CreateInstitutionFormSchema,
  edit: EditInstitutionFormSchema,
  errors: recordFormErrors(FIELDS, { NAME_TAKEN: 'name' }, INSTITUTION_TOAST_IDS.invalidForm),
};

export const TYPE_OPTIONS = INSTITUTION_TYPES.map((type) => ({
  value: type,
  label: INSTITUTION_TYPE_LABELS[type],
}));

export type InstitutionFormProps = RecordFormProps<InstitutionFormValues, InstitutionFormOutput>;

/** 'Registrar Nueva Institución' and 'Editar Institución'. */
export function InstitutionForm(props: InstitutionFormProps) {
  const form = useRecordForm(props, RULES);
  const { field } = form;
  return (
    <RecordForm form={form} modal={props} saveLabel="Guardar Institución">
      <NameInput label="Nombre" className="sm:col-span-2" {...field('name')} />
      <SelectField
        label="Tipo"
        placeholder="Seleccione un tipo"
        options={TYPE_OPTIONS}
        {...field('type')}
      />
      <TextInput label="Ciudad" {...field('city')} />
      <TextField label="Dirección" className="sm:col-span-2" {...field('address')} />
      <NameInput label="Nombre de contacto" {...field('contactName')} />
      <TextField
        label="Teléfono de contacto"
        type="tel"
        hint={PHONE_HINT}
        {...field('contactPhone')}
      />
      <TextField label="Correo electrónico" type="email" {...field('email')} />
      {props.mode === 'edit' && (
        <SelectField label="Estado" options={STATUS_OPTIONS} {...field('status')} />
      )}
    </RecordForm>
  );
}

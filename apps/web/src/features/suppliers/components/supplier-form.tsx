import { PHONE_HINT } from '../../../components/ui/field-hints';
import { STATUS_OPTIONS, SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { NameInput } from '../../../components/ui/text-input';
import {
  RecordForm,
  useRecordForm,
  type RecordFormProps,
  type RecordFormRules,
} from '../../../resource/record-form';
import { recordFormErrors } from '../../../lib/use-zod-form';
import { SUPPLIER_TOAST_IDS } from '../api/supplier-toasts';
import {
  CreateSupplierFormSchema,
  EditSupplierFormSchema,
  type SupplierFormOutput,
  type SupplierFormValues,
} from './supplier-form-schema';

const FIELDS = [
  'name',
  'taxId',
  'contactName',
  'phone',
  'email',
  'sells',
  'paymentTerms',
  'status',
] as const;
const RULES: RecordFormRules<SupplierFormValues, SupplierFormOutput> = {
  create: CreateSupplierFormSchema,
  edit: EditSupplierFormSchema,
  errors: recordFormErrors(FIELDS, { NAME_TAKEN: 'name' }, SUPPLIER_TOAST_IDS.invalidForm),
};

export type SupplierFormProps = RecordFormProps<SupplierFormValues, SupplierFormOutput>;

/** 'Registrar Nuevo Proveedor' and 'Editar Proveedor'. */
export function SupplierForm(props: SupplierFormProps) {
  const form = useRecordForm(props, RULES);
  const { field } = form;
  return (
    <RecordForm form={form} modal={props} saveLabel="Guardar Proveedor">
      <NameInput label="Nombre" className="sm:col-span-2" {...field('name')} />
      <TextField label="NIT" {...field('taxId')} />
      <NameInput label="Nombre de contacto" {...field('contactName')} />
      <TextField label="Teléfono" type="tel" hint={PHONE_HINT} {...field('phone')} />
      <TextField label="Correo electrónico" type="email" {...field('email')} />
      <TextField label="Qué vende" className="sm:col-span-2" {...field('sells')} />
      <TextField label="Condiciones de pago" hint="Contado, 30 días…" {...field('paymentTerms')} />
      {props.mode === 'edit' && (
        <SelectField label="Estado" options={STATUS_OPTIONS} {...field('status')} />
      )}
    </RecordForm>
  );
}

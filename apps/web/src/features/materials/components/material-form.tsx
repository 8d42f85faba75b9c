import { MATERIAL_UNITS } from '@taller/shared';
import { Controller } from 'react-hook-form';
import { ColorInput } from '../../../components/ui/color-input';
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
const RULES: RecordFormRules<MaterialFormValues, MaterialFormOutput> = {
  create: CreateMaterialFormSchema,
  edit: EditMaterialFormSchema,
  errors: recordFormErrors(FIELDS, { CODE_TAKEN: 'code' }, MATERIAL_TOAST_IDS.invalidForm),
};

export type MaterialFormProps = RecordFormProps<MaterialFormValues, MaterialFormOutput>;

/** 'Registrar Nuevo Material' and 'Editar Material'. The stock is not here: it is the ledger's. */
export function MaterialForm(props: MaterialFormProps) {
  const form = useRecordForm(props, RULES);
  const { field, control } = form;
  return (
    <RecordForm form={form} modal={props} saveLabel="Guardar Material">
      <TextField label="Código" autoCapitalize="characters" {...field('code')} />
      <NameInput label="Nombre" {...field('name')} />
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
      <NameInput label="Proveedor" {...field('supplier')} />
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
      {props.mode === 'edit' && (
        <SelectField label="Estado" options={STATUS_OPTIONS} {...field('status')} />
      )}
    </RecordForm>
  );
}

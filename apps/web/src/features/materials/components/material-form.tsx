import { MATERIAL_MESSAGES, MATERIAL_UNITS, type Material } from '@taller/shared';
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
import { SupplierCombobox } from '../../suppliers';
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
  'supplierId',
  'purchaseUnit',
  'minStock',
  'location',
  'status',
] as const;
const RULES: RecordFormRules<MaterialFormValues, MaterialFormOutput> = {
  create: CreateMaterialFormSchema,
  edit: EditMaterialFormSchema,
  errors: recordFormErrors(
    FIELDS,
    { CODE_TAKEN: 'code', [MATERIAL_MESSAGES.supplierUnavailable]: 'supplierId' },
    MATERIAL_TOAST_IDS.invalidForm,
  ),
};

export type MaterialFormProps = RecordFormProps<MaterialFormValues, MaterialFormOutput> & {
  /** The material being edited; none when registering a new one. */
  material?: Material;
};

/** 'Registrar Nuevo Material' and 'Editar Material'. The stock is not here: it is the ledger's. */
export function MaterialForm(props: MaterialFormProps) {
  const form = useRecordForm(props, RULES);
  const { field, control, setValue } = form;
  const { material } = props;
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
      <Controller
        control={control}
        name="supplierId"
        render={({ field: { value, onChange, onBlur }, fieldState }) => (
          <SupplierCombobox
            label="Proveedor"
            // A name with no record (from before 'Proveedores', or imported) shows as the hint.
            noneLabel={
              material?.supplier && !material.supplierId ? material.supplier : 'Sin proveedor'
            }
            // The current supplier shows even when it is no longer active.
            selected={
              material?.supplierId && material.supplier
                ? { id: material.supplierId, name: material.supplier }
                : null
            }
            value={value}
            onChange={(id) => {
              onChange(id);
              // Choosing (or choosing none) replaces a name kept from before.
              setValue('supplier', '');
            }}
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
      <TextField
        label="Unidad de compra"
        inputMode="decimal"
        hint="Cuánto trae cada compra (p. ej. 50 por rollo); vacío: cualquier cantidad"
        {...field('purchaseUnit')}
      />
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

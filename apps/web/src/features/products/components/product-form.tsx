import { PRODUCT_NAME_MAX, PRODUCT_MESSAGES as M } from '@taller/shared';
import { SelectField, STATUS_OPTIONS } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { NameInput } from '../../../components/ui/text-input';
import {
  DescriptionField,
  RecordForm,
  useRecordForm,
  type RecordFormProps,
  type RecordFormRules,
} from '../../../resource/record-form';
import { recordFormErrors } from '../../../lib/use-zod-form';
import { MediaField, useUploadGate } from '../../media';
import { ProductSiatFields } from '../../siat';
import { PRODUCT_TOAST_IDS } from '../api/product-toasts';
import { ModelLinkField } from './model-link-field';
import {
  ProductFormSchema,
  type ProductFormOutput,
  type ProductFormValues,
} from './product-form-schema';
import { KIND_OPTIONS } from './product-texts';
import { SizeChartField } from './size-chart-field';
import { SizeTableField } from './size-table-field';

const FIELDS = ['code', 'name', 'kind', 'modelId', 'modelColorId', 'priceCents', 'unit'] as const;
const CONFLICTS = {
  CODE_TAKEN: 'code',
  [M.modelUnavailable]: 'modelId',
  [M.colorRequired]: 'modelColorId',
  [M.colorNotOfModel]: 'modelColorId',
  [M.colorWithoutModel]: 'modelId',
} as const;
const RULES: RecordFormRules<ProductFormValues, ProductFormOutput> = {
  create: ProductFormSchema,
  edit: ProductFormSchema,
  errors: recordFormErrors(FIELDS, CONFLICTS, PRODUCT_TOAST_IDS.invalidForm),
};

export type ProductFormProps = RecordFormProps<ProductFormValues, ProductFormOutput>;

/** 'Registrar Nuevo Producto' and 'Editar Producto'. */
export function ProductForm(props: ProductFormProps) {
  const form = useRecordForm(props, RULES);
  const { control, field, register, formState } = form;
  const { errors, isSubmitting } = formState;
  const uploads = useUploadGate(form.submit, 'product-wait-uploads');
  return (
    <RecordForm form={form} modal={props} saveLabel="Guardar Producto" uploads={uploads}>
      <TextField label="Código" placeholder="Ej.: TOG-001" autoComplete="off" {...field('code')} />
      <NameInput label="Nombre" maxLength={PRODUCT_NAME_MAX} {...field('name')} />
      <SelectField label="Tipo" options={KIND_OPTIONS} {...field('kind')} />
      <TextField
        label="Precio (Bs)"
        inputMode="decimal"
        placeholder="0,00"
        hint="Con dos decimales como máximo, por ejemplo 120,50"
        {...field('priceCents')}
      />
      <TextField label="Unidad" placeholder="unidad, par, juego..." {...field('unit')} />
      {props.mode === 'edit' && (
        <SelectField label="Estado" options={STATUS_OPTIONS} {...field('status')} />
      )}
      <div className="sm:col-span-2">
        <ModelLinkField form={form} errors={errors} disabled={isSubmitting} />
      </div>
      <div className="sm:col-span-2">
        <DescriptionField control={control} placeholder="Agregue una característica" />
      </div>
      <div className="flex flex-col gap-3 sm:col-span-2">
        <SizeChartField form={form} disabled={isSubmitting} />
        {form.watch('sizeChartId') === '' && (
          <SizeTableField
            control={control}
            register={register}
            errors={errors.sizes}
            disabled={isSubmitting}
          />
        )}
      </div>
      <div className="sm:col-span-2">
        <ProductSiatFields
          values={{
            siatActivityCode: form.watch('siatActivityCode'),
            siatProductCode: form.watch('siatProductCode'),
            siatUnitCode: form.watch('siatUnitCode'),
          }}
          onChange={(name, code) => form.setValue(name, code, { shouldDirty: true })}
          disabled={isSubmitting}
        />
      </div>
      <div className="rounded-lg border border-slate-200 p-4 sm:col-span-2">
        <MediaField control={control} disabled={isSubmitting} uploads={uploads} />
      </div>
    </RecordForm>
  );
}

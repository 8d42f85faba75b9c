import {
  CreateSizeChartInputSchema,
  SIZE_CHART_MESSAGES as M,
  formatDecimal,
  z,
  type SizeChart,
} from '@taller/shared';
import { recordOptions } from '../../../components/ui/search-select-filters';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import {
  RecordForm,
  useRecordForm,
  type RecordFormProps,
  type RecordFormRules,
} from '../../../resource/record-form';
import { recordFormErrors } from '../../../lib/use-zod-form';
import { useActiveLines } from '../../lines';
import { SizeTableField, type SizeRowValues } from '../../products';
import { SIZE_CHART_TOAST_IDS } from '../api/size-chart-keys';

export type SizeChartFormValues = {
  name: string;
  lineId: string;
  isDefault: string;
  /** 'true' / 'false': whether new sizes reach the products using the chart (edit only). */
  applyToProducts: string;
  sizes: SizeRowValues[];
};

export const EMPTY_SIZE_CHART_FORM: SizeChartFormValues = {
  name: '',
  lineId: '',
  isDefault: 'false',
  applyToProducts: 'true',
  sizes: [{ name: '', minHeightCm: '', maxHeightCm: '' }],
};

export const toSizeChartFormValues = (chart: SizeChart): SizeChartFormValues => ({
  name: chart.name,
  lineId: chart.lineId === null ? '' : String(chart.lineId),
  isDefault: String(chart.isDefault),
  applyToProducts: 'true',
  sizes: chart.sizes.map((s) => ({
    name: s.name,
    minHeightCm: formatDecimal(s.minHeightCm),
    maxHeightCm: formatDecimal(s.maxHeightCm),
  })),
});

/** The form's values as the server's own schema reads them (heights typed with a comma too). */
const FormSchema = z
  .preprocess(
    (v: SizeChartFormValues) => ({
      name: v.name,
      lineId: v.lineId === '' ? null : Number(v.lineId),
      isDefault: v.isDefault === 'true',
      sizes: v.sizes.map(({ name, minHeightCm, maxHeightCm }) => ({
        name,
        minHeightCm,
        maxHeightCm,
      })),
      applyToProducts: v.applyToProducts === 'true',
    }),
    CreateSizeChartInputSchema.extend({ applyToProducts: z.boolean() }),
  )
  .transform((v) => v);
export type SizeChartFormOutput = z.output<typeof FormSchema>;

const RULES: RecordFormRules<SizeChartFormValues, SizeChartFormOutput> = {
  create: FormSchema,
  edit: FormSchema,
  errors: recordFormErrors(
    ['name', 'lineId', 'isDefault'] as const,
    { NAME_TAKEN: 'name', [M.lineUnavailable]: 'lineId', [M.defaultNeedsLine]: 'isDefault' },
    SIZE_CHART_TOAST_IDS.invalidForm,
  ),
};

const DEFAULT_OPTIONS = [
  { value: 'false', label: 'No' },
  { value: 'true', label: 'Sí' },
];
const APPLY_OPTIONS = [
  { value: 'true', label: 'Sí, cambiar también sus tallas' },
  { value: 'false', label: 'No: conservan sus tallas y dejan de usar esta tabla' },
];

/** 'Nueva tabla de tallas' and 'Editar tabla de tallas'. */
export function SizeChartForm(
  props: RecordFormProps<SizeChartFormValues, SizeChartFormOutput> & {
    /** How many products use the chart being edited: the form asks what happens to them. */
    productCount: number;
  },
) {
  const form = useRecordForm(props, RULES);
  const { control, field, register, formState } = form;
  const lines = useActiveLines();
  return (
    <RecordForm form={form} modal={props} saveLabel="Guardar Tabla">
      <TextField label="Nombre" placeholder="Ej.: Escolar primaria" {...field('name')} />
      <SelectField
        label="Línea"
        placeholder={lines.isPending ? 'Cargando líneas...' : 'Sin línea (tabla independiente)'}
        options={recordOptions(lines.data)}
        {...field('lineId')}
      />
      <SelectField
        label="Tabla por defecto de la línea"
        hint="La toman los productos generados desde los modelos de la línea"
        options={DEFAULT_OPTIONS}
        {...field('isDefault')}
      />
      <div className="sm:col-span-2">
        <SizeTableField
          control={control}
          register={register}
          errors={formState.errors.sizes}
          disabled={formState.isSubmitting}
          listLabel="Tallas de la tabla"
        />
      </div>
      {props.mode === 'edit' && props.productCount > 0 && (
        <div className="flex flex-col gap-1 rounded-lg border border-amber-200 bg-amber-50 p-3 sm:col-span-2">
          <p className="text-sm text-amber-900">{M.applyQuestion(props.productCount)}</p>
          <SelectField
            label="Si cambia las tallas"
            options={APPLY_OPTIONS}
            {...field('applyToProducts')}
          />
        </div>
      )}
    </RecordForm>
  );
}

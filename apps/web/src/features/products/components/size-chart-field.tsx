import { formatSizeRanges } from '@taller/shared';
import type { UseFormReturn } from 'react-hook-form';
import { SelectField } from '../../../components/ui/select-field';
import { useSizeChartOptions } from '../api/get-size-chart-options';
import type { ProductFormOutput, ProductFormValues } from './product-form-schema';

/**
 * 'Tabla de tallas': a size chart whose sizes the product takes (its own table is then hidden),
 * or none, for a table of the product's own.
 */
export function SizeChartField({
  form,
  disabled,
}: {
  form: UseFormReturn<ProductFormValues, unknown, ProductFormOutput>;
  disabled: boolean;
}) {
  const charts = useSizeChartOptions();
  const chosenId = form.watch('sizeChartId');
  const chosen = charts.data?.items.find((chart) => String(chart.id) === chosenId);
  return (
    <div className="flex flex-col gap-1">
      <SelectField
        label="Tabla de tallas"
        placeholder={charts.isPending ? 'Cargando tablas...' : 'Tallas propias del producto'}
        options={(charts.data?.items ?? []).map((chart) => ({
          value: String(chart.id),
          label: chart.line ? `${chart.name} (${chart.line.name})` : chart.name,
        }))}
        disabled={disabled}
        {...form.register('sizeChartId')}
      />
      {chosen && (
        <p className="text-sm text-slate-700">
          Tallas de la tabla: {formatSizeRanges(chosen.sizes)}. Para cambiarlas, edite la tabla o
          elija «Tallas propias del producto».
        </p>
      )}
    </div>
  );
}

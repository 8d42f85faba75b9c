import { formatDecimal, type SizeChart, type UpdateSizeChartInput } from '@taller/shared';
import { recordOptions } from '../../../components/ui/search-select-filters';
import {
  DetailField,
  DetailsModal,
  orMissing,
  type RecordModalProps,
} from '../../../resource/details-modal';
import { useManagementState } from '../../../resource/management-state';
import { RECORDS_PAGE_SIZE, recordListTexts } from '../../../resource/record-list';
import { RecordTable } from '../../../resource/record-table';
import { RecordTrash } from '../../../resource/record-trash';
import { ResourcePage } from '../../../resource/resource-page';
import { AuditBlock } from '../../../resource/audit-block';
import { useActiveLines } from '../../lines';
import { useCreateSizeChart } from '../api/create-size-chart';
import { useDeleteSizeChart } from '../api/delete-size-chart';
import { useSizeCharts } from '../api/get-size-charts';
import { useRestoreSizeChart } from '../api/restore-size-chart';
import { useUpdateSizeChart } from '../api/update-size-chart';
import {
  EMPTY_SIZE_CHART_FORM,
  SizeChartForm,
  toSizeChartFormValues,
  type SizeChartFormOutput,
} from '../components/size-chart-form';
import { SIZE_CHART_COLUMNS, type SizeChartSortField } from '../components/size-chart-table';

const TEXTS = recordListTexts('tablas de tallas', {
  feminine: true,
  denied: 'gestionar las tablas de tallas',
  empty: 'No hay tablas de tallas. Agregue la primera.',
});

type Filters = { search: string; lineId: string };
const EMPTY_FILTERS: Filters = { search: '', lineId: '' };

/**
 * 'Tablas de tallas' (issue 34), at /director/dashboard/size-charts: size tables declared once,
 * for a line or on their own, that products use.
 */
export function SizeChartsPage() {
  const screen = useManagementState<SizeChart, Filters, SizeChartSortField>(EMPTY_FILTERS, {
    pageSize: RECORDS_PAGE_SIZE,
  });
  const { dialog } = screen;
  const lines = useActiveLines();
  const create = useCreateSizeChart();
  const update = useUpdateSizeChart();
  const remove = useDeleteSizeChart();
  const restore = useRestoreSizeChart();
  const editing = dialog.record('edit');

  return (
    <ResourcePage
      screen={screen}
      names={{ title: 'Tablas de tallas', one: 'Tabla de tallas', many: 'Tablas de tallas' }}
      exportCsv={{ path: '/size-chart/export.csv', filePrefix: 'tablas-de-tallas' }}
      create={{ label: 'Agregar Tabla de tallas', onClick: dialog.create }}
      filterBar={{
        searchPlaceholder: 'Buscar por nombre...',
        selects: [
          {
            field: 'lineId',
            label: 'Línea',
            options: [{ value: '', label: 'Todas' }, ...recordOptions(lines.data)],
          },
        ],
      }}
      useList={useSizeCharts}
      texts={TEXTS}
      table={(rows, list) => (
        <RecordTable
          caption="Tablas de tallas"
          columns={SIZE_CHART_COLUMNS}
          rows={rows}
          list={list}
        />
      )}
      trash={<RecordTrash useList={useSizeCharts} restore={restore} texts={TEXTS} />}
      forms={{
        titles: { create: 'Nueva tabla de tallas', edit: 'Editar tabla de tallas' },
        size: '2xl',
        emptyValues: EMPTY_SIZE_CHART_FORM,
        toValues: toSizeChartFormValues,
        saveNew: ({ applyToProducts: _apply, ...values }: SizeChartFormOutput) =>
          create.mutateAsync(values),
        saveEdit: (chart, values: SizeChartFormOutput) =>
          update.mutateAsync({ id: chart.id, ...values } satisfies UpdateSizeChartInput),
        form: (props) => <SizeChartForm {...props} productCount={editing?.productCount ?? 0} />,
      }}
      details={SizeChartDetails}
      remove={remove}
      deleteMessage={(chart) =>
        `¿Está seguro de que desea eliminar la tabla de tallas ${chart.name}? ` +
        (chart.productCount > 0
          ? `Los ${chart.productCount} productos que la usan conservan sus tallas. `
          : '') +
        'Podrá restaurarla desde la Papelera.'
      }
    />
  );
}

/** The size with the highest lower bound: the one whose upper bound is included. */
const lastOf = (sizes: SizeChart['sizes']) =>
  sizes.reduce<SizeChart['sizes'][number] | undefined>(
    (last, size) => (!last || size.minHeightCm > last.minHeightCm ? size : last),
    undefined,
  );

function SizeChartDetails({ record: chart, onClose }: RecordModalProps<SizeChart>) {
  return (
    <DetailsModal isOpen={chart !== null} title="Tabla de tallas" onClose={onClose} size="2xl">
      {chart && (
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <DetailField label="Nombre">{chart.name}</DetailField>
            <DetailField label="Línea">
              {orMissing(
                chart.line && `${chart.line.name}${chart.isDefault ? ' (por defecto)' : ''}`,
              )}
            </DetailField>
            <DetailField label="Productos que la usan">{chart.productCount}</DetailField>
          </dl>
          <table className="w-full text-sm">
            <caption className="mb-1 text-left font-semibold text-slate-900">Tallas</caption>
            <thead>
              <tr className="text-left text-slate-600">
                <th scope="col">Talla</th>
                <th scope="col">Desde (cm)</th>
                <th scope="col">Hasta (cm)</th>
              </tr>
            </thead>
            <tbody>
              {chart.sizes.map((size) => (
                <tr key={size.id} className="border-t border-slate-100">
                  <td className="py-1 font-medium">{size.name}</td>
                  <td>{formatDecimal(size.minHeightCm)}</td>
                  <td>
                    {formatDecimal(size.maxHeightCm)}
                    {size === lastOf(chart.sizes) ? ' (incluida)' : ' (sin incluir)'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <AuditBlock {...chart} />
        </div>
      )}
    </DetailsModal>
  );
}

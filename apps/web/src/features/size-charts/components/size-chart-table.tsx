import { formatSizeRanges, type SIZE_CHART_SORT_FIELDS, type SizeChart } from '@taller/shared';
import type { Column } from '../../../components/ui/data-table';
import { dash, nameColumn } from '../../../resource/record-table';

export type SizeChartSortField = (typeof SIZE_CHART_SORT_FIELDS)[number];

export const SIZE_CHART_COLUMNS: Column<SizeChart, SizeChartSortField>[] = [
  nameColumn(),
  {
    key: 'line',
    label: 'Línea',
    render: (c) =>
      c.line ? (
        <span>
          {c.line.name}
          {c.isDefault && (
            <span className="ml-2 rounded bg-blue-50 px-1.5 py-0.5 text-xs text-blue-800">
              Por defecto
            </span>
          )}
        </span>
      ) : (
        dash(null)
      ),
  },
  { key: 'sizes', label: 'Tallas', render: (c) => formatSizeRanges(c.sizes) },
  { key: 'products', label: 'Productos', render: (c) => c.productCount },
];

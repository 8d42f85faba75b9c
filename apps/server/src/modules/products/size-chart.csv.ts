import { formatSizeRanges, type SizeChart } from '@taller/shared';
import { AUDIT_CSV_COLUMNS, yesNo, type CsvColumn } from '../../lib/csv';

export const SIZE_CHART_CSV_COLUMNS: CsvColumn<SizeChart>[] = [
  ['ID', (c) => c.id],
  ['Nombre', (c) => c.name],
  ['Línea', (c) => c.line?.name],
  ['Por defecto de la línea', (c) => yesNo(c.isDefault)],
  ['Tallas', (c) => formatSizeRanges(c.sizes)],
  ['Productos', (c) => c.productCount],
  ...AUDIT_CSV_COLUMNS,
];

import { PRODUCT_KIND_LABELS, centsToText, type Product, type ProductKind } from '@taller/shared';
import { AUDIT_CSV_COLUMNS, STATUS_CSV_COLUMN, type CsvColumn } from '../../lib/csv';

const sizesText = (p: Product) =>
  p.sizes.map((s) => `${s.name} (${s.minHeightCm}-${s.maxHeightCm} cm)`).join(', ');

export const PRODUCT_CSV_COLUMNS: CsvColumn<Product>[] = [
  ['ID', (p) => p.id],
  ['Código', (p) => p.code],
  ['Nombre', (p) => p.name],
  ['Tipo', (p) => PRODUCT_KIND_LABELS[p.kind as ProductKind] ?? p.kind],
  ['Línea', (p) => p.model?.line.name],
  ['Modelo', (p) => p.model?.name],
  [
    'Colores',
    (p) => p.modelColor && `Marco: ${p.modelColor.frameName} · Interior: ${p.modelColor.baseName}`,
  ],
  // Decimal comma, as a Spanish-locale spreadsheet reads numbers.
  ['Precio (Bs)', (p) => centsToText(p.priceCents)],
  ['Unidad', (p) => p.unit],
  ['Tallas', sizesText],
  ['Descripción', (p) => p.description.join(' | ')],
  STATUS_CSV_COLUMN,
  ...AUDIT_CSV_COLUMNS,
];

import {
  PACKAGE_PRICE_MODE_LABELS,
  centsToText,
  type Package,
  type PackagePriceMode,
} from '@taller/shared';
import { AUDIT_CSV_COLUMNS, STATUS_CSV_COLUMN, type CsvColumn } from '../../lib/csv';

export const PACKAGE_CSV_COLUMNS: CsvColumn<Package>[] = [
  ['ID', (p) => p.id],
  ['Código', (p) => p.code],
  ['Nombre', (p) => p.name],
  ['Productos', (p) => p.items.map((i) => `${i.quantity} x ${i.product.code}`).join(', ')],
  ['Modo de precio', (p) => PACKAGE_PRICE_MODE_LABELS[p.priceMode as PackagePriceMode]],
  ['Precio (Bs)', (p) => centsToText(p.priceCents)],
  ['Suma de productos (Bs)', (p) => centsToText(p.sumCents)],
  ['Ahorro (Bs)', (p) => centsToText(p.savingCents)],
  ['Descripción', (p) => p.description.join(' | ')],
  STATUS_CSV_COLUMN,
  ...AUDIT_CSV_COLUMNS,
];

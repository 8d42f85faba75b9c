import {
  PACKAGE_PRICE_MODE_LABELS,
  STATUS_LABELS,
  centsToText,
  type Package,
  type PackagePriceMode,
  type Status,
} from '@taller/shared';
import { AUDIT_CSV_COLUMNS, type CsvColumn } from '../../lib/csv';

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
  ['Estado', (p) => STATUS_LABELS[p.status as Status] ?? p.status],
  ...AUDIT_CSV_COLUMNS,
];

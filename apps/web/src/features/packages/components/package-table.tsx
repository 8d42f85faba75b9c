import type { PACKAGE_SORT_FIELDS, Package } from '@taller/shared';
import type { Column } from '../../../components/ui/data-table';
import { nameColumn } from '../../../resource/record-table';
import { codeColumn, statusColumn } from '../../../resource/table-columns';
import { PackagePrice } from './package-price';
import { priceModeLabel } from './package-texts';

export type PackageSortField = (typeof PACKAGE_SORT_FIELDS)[number];

/** The columns of the packages' list table (RecordTable). */
export const PACKAGE_COLUMNS: Column<Package, PackageSortField>[] = [
  codeColumn(),
  { ...nameColumn(), card: 'title' },
  {
    key: 'items',
    label: 'Productos',
    render: (p) => p.items.map((i) => `${i.quantity} × ${i.product.name}`).join(', '),
  },
  { key: 'mode', label: 'Precio', render: (p) => priceModeLabel(p.priceMode) },
  {
    key: 'price',
    label: 'Total',
    className: 'whitespace-nowrap',
    render: (p) => <PackagePrice {...p} />,
  },
  statusColumn(),
];

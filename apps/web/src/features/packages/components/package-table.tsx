import type { PACKAGE_SORT_FIELDS, Package } from '@taller/shared';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { codeColumn, statusColumn, viewEditDelete } from '../../../components/ui/table-columns';
import type { SortState } from '../../../lib/list-query';
import { PackagePrice } from './package-price';
import { priceModeLabel } from './package-texts';

export type PackageSortField = (typeof PACKAGE_SORT_FIELDS)[number];

const COLUMNS: Column<Package, PackageSortField>[] = [
  codeColumn(),
  {
    key: 'name',
    label: 'Nombre',
    sortField: 'name',
    render: (p) => <span className="font-medium text-slate-900">{p.name}</span>,
    card: 'title',
  },
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

export function PackageTable({
  packages,
  sort,
  onSort,
  onView,
  onEdit,
  onDelete,
}: {
  packages: readonly Package[];
  sort: SortState<PackageSortField>;
  onSort: (field: PackageSortField) => void;
  onView: (pack: Package) => void;
  onEdit: (pack: Package) => void;
  onDelete: (pack: Package) => void;
}) {
  return (
    <DataTable
      caption="Paquetes"
      columns={COLUMNS}
      rows={packages}
      sort={sort}
      onSort={onSort}
      actions={viewEditDelete({ onView, onEdit, onDelete })}
    />
  );
}

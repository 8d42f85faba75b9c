import type { PACKAGE_SORT_FIELDS, Package } from '@taller/shared';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { RecordActions } from '../../../components/ui/record-actions';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { SortState } from '../../../lib/list-query';
import { PackagePrice } from './package-price';
import { priceModeLabel } from './package-texts';

export type PackageSortField = (typeof PACKAGE_SORT_FIELDS)[number];

const COLUMNS: Column<Package, PackageSortField>[] = [
  {
    key: 'code',
    label: 'Código',
    sortField: 'code',
    render: (p) => (
      <span className="font-mono text-xs whitespace-nowrap text-slate-700">{p.code}</span>
    ),
  },
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
  {
    key: 'status',
    label: 'Estado',
    sortField: 'status',
    render: (p) => <StatusBadge status={p.status} />,
    card: 'badge',
  },
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
      actions={(p) => (
        <RecordActions
          name={p.name}
          onView={() => onView(p)}
          onEdit={() => onEdit(p)}
          onDelete={() => onDelete(p)}
        />
      )}
    />
  );
}

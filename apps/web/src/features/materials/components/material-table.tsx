import { formatQuantity, type MATERIAL_SORT_FIELDS, type Material } from '@taller/shared';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { IconAction } from '../../../components/ui/icon-action';
import { PlusIcon } from '../../../components/ui/icons';
import { RecordActions } from '../../../components/ui/record-actions';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { SortState } from '../../../lib/list-query';
import { LowStockBadge, MaterialName } from './material-badges';

export type MaterialSortField = (typeof MATERIAL_SORT_FIELDS)[number];

const dash = (value: string | null) => value || <span className="text-slate-400">—</span>;

const COLUMNS: Column<Material, MaterialSortField>[] = [
  {
    key: 'name',
    label: 'Material',
    sortField: 'code',
    render: (m) => <MaterialName material={m} />,
  },
  {
    key: 'stock',
    label: 'Stock',
    sortField: 'stock',
    render: (m) => (
      <span className="flex flex-wrap items-center gap-2">
        <span className={m.stock < 0 ? 'font-medium text-red-700' : 'font-medium'}>
          {formatQuantity(m.stock, m.unit)}
        </span>
        {m.isLowStock && <LowStockBadge />}
      </span>
    ),
  },
  { key: 'minStock', label: 'Mínimo', render: (m) => formatQuantity(m.minStock, m.unit) },
  { key: 'supplier', label: 'Proveedor', render: (m) => dash(m.supplier) },
  { key: 'location', label: 'Ubicación', render: (m) => dash(m.location) },
  {
    key: 'status',
    label: 'Estado',
    sortField: 'status',
    card: 'badge',
    render: (m) => <StatusBadge status={m.status} />,
  },
];

export type MaterialActions = {
  onView: (material: Material) => void;
  onEdit: (material: Material) => void;
  onDelete: (material: Material) => void;
  onMove: (material: Material) => void;
};

export function MaterialTable({
  materials,
  sort,
  onSort,
  onView,
  onEdit,
  onDelete,
  onMove,
}: MaterialActions & {
  materials: readonly Material[];
  sort: SortState<MaterialSortField>;
  onSort: (field: MaterialSortField) => void;
}) {
  return (
    <DataTable
      caption="Materiales"
      columns={COLUMNS}
      rows={materials}
      sort={sort}
      onSort={onSort}
      actions={(m) => (
        <RecordActions
          name={m.name}
          onView={() => onView(m)}
          onEdit={() => onEdit(m)}
          onDelete={() => onDelete(m)}
          beforeDelete={
            <IconAction
              label={`Registrar movimiento de ${m.name}`}
              title="Registrar movimiento"
              tone="text-green-700"
              onClick={() => onMove(m)}
            >
              <PlusIcon />
            </IconAction>
          }
        />
      )}
    />
  );
}

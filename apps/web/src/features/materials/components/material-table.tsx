import { formatQuantity, type MATERIAL_SORT_FIELDS, type Material } from '@taller/shared';
import type { Column } from '../../../components/ui/data-table';
import { IconAction } from '../../../components/ui/icon-action';
import { PlusIcon } from '../../../components/ui/icons';
import { RecordTable, dash, type RecordTableList } from '../../../resource/record-table';
import { statusColumn } from '../../../resource/table-columns';
import { LowStockBadge, MaterialName } from './material-badges';

export type MaterialSortField = (typeof MATERIAL_SORT_FIELDS)[number];

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
  statusColumn(),
];

export function MaterialTable({
  materials,
  onMove,
  ...list
}: RecordTableList<Material, MaterialSortField> & {
  materials: readonly Material[];
  onMove: (material: Material) => void;
}) {
  return (
    <RecordTable
      caption="Materiales"
      columns={COLUMNS}
      rows={materials}
      list={list}
      more={(m) => ({
        beforeDelete: (
          <IconAction
            label={`Registrar movimiento de ${m.name}`}
            title="Registrar movimiento"
            tone="text-green-700"
            onClick={() => onMove(m)}
          >
            <PlusIcon />
          </IconAction>
        ),
      })}
    />
  );
}

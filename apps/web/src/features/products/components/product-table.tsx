import { formatMoney, type PRODUCT_SORT_FIELDS, type Product } from '@taller/shared';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { codeColumn, statusColumn, viewEditDelete } from '../../../components/ui/table-columns';
import type { SortState } from '../../../lib/list-query';
import { ProductName } from './product-name';
import { productKindLabel } from './product-texts';

export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

const COLUMNS: Column<Product, ProductSortField>[] = [
  codeColumn(),
  {
    key: 'name',
    label: 'Nombre',
    sortField: 'name',
    render: (p) => <ProductName product={p} />,
    card: 'title',
  },
  { key: 'kind', label: 'Tipo', sortField: 'kind', render: (p) => productKindLabel(p.kind) },
  {
    key: 'model',
    label: 'Modelo',
    render: (p) =>
      p.model ? (
        <span className="flex flex-col">
          <span>{p.model.name}</span>
          <span className="text-xs text-slate-500">{p.model.line.name}</span>
        </span>
      ) : (
        <span className="text-slate-400">—</span>
      ),
  },
  {
    key: 'price',
    label: 'Precio',
    sortField: 'priceCents',
    className: 'whitespace-nowrap',
    render: (p) => `${formatMoney(p.priceCents)} / ${p.unit}`,
  },
  {
    key: 'sizes',
    label: 'Tallas',
    render: (p) =>
      p.sizes.length === 0 ? (
        <span className="text-slate-400">—</span>
      ) : (
        p.sizes.map((s) => s.name).join(', ')
      ),
  },
  statusColumn(),
];

export type ProductActions = {
  onView: (product: Product) => void;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
};

export function ProductTable({
  products,
  sort,
  onSort,
  onView,
  onEdit,
  onDelete,
}: ProductActions & {
  products: readonly Product[];
  sort: SortState<ProductSortField>;
  onSort: (field: ProductSortField) => void;
}) {
  return (
    <DataTable
      caption="Productos"
      columns={COLUMNS}
      rows={products}
      sort={sort}
      onSort={onSort}
      actions={viewEditDelete({ onView, onEdit, onDelete })}
    />
  );
}

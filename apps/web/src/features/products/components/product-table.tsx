import { formatMoney, type PRODUCT_SORT_FIELDS, type Product } from '@taller/shared';
import type { Column } from '../../../components/ui/data-table';
import { dash } from '../../../resource/record-table';
import { codeColumn, statusColumn } from '../../../resource/table-columns';
import { ProductName } from './product-name';
import { productKindLabel } from './product-texts';

export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

/** The columns of the products' list table (RecordTable). */
export const PRODUCT_COLUMNS: Column<Product, ProductSortField>[] = [
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
        dash(null)
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
    render: (p) => dash(p.sizes.map((s) => s.name).join(', ')),
  },
  statusColumn(),
];

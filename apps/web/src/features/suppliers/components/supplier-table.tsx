import type { SUPPLIER_SORT_FIELDS, Supplier } from '@taller/shared';
import type { Column } from '../../../components/ui/data-table';
import { dash, nameColumn } from '../../../resource/record-table';
import { statusColumn } from '../../../resource/table-columns';

export type SupplierSortField = (typeof SUPPLIER_SORT_FIELDS)[number];

/** The columns of the suppliers' list table (RecordTable). */
export const SUPPLIER_COLUMNS: Column<Supplier, SupplierSortField>[] = [
  nameColumn(),
  { key: 'taxId', label: 'NIT', render: (s) => dash(s.taxId) },
  {
    key: 'contact',
    label: 'Contacto',
    render: (s) => (
      <span className="flex flex-col">
        <span>{dash(s.contactName)}</span>
        {s.phone && <span className="text-xs text-slate-500">{s.phone}</span>}
      </span>
    ),
  },
  { key: 'sells', label: 'Qué vende', render: (s) => dash(s.sells) },
  { key: 'paymentTerms', label: 'Condiciones de pago', render: (s) => dash(s.paymentTerms) },
  { key: 'materials', label: 'Materiales', render: (s) => s.materialCount },
  statusColumn(),
];

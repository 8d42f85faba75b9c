import { AUDIT_CSV_COLUMNS, STATUS_CSV_COLUMN, type CsvColumn } from '../../lib/csv';
import type { SupplierRow } from './supplier.repository';

export const SUPPLIER_CSV_COLUMNS: CsvColumn<SupplierRow>[] = [
  ['ID', (r) => r.id],
  ['Nombre', (r) => r.name],
  ['NIT', (r) => r.taxId],
  ['Contacto', (r) => r.contactName],
  ['Teléfono', (r) => r.phone],
  ['Correo', (r) => r.email],
  ['Qué vende', (r) => r.sells],
  ['Condiciones de pago', (r) => r.paymentTerms],
  STATUS_CSV_COLUMN,
  ['Materiales', (r) => r.materialCount],
  ...AUDIT_CSV_COLUMNS,
];

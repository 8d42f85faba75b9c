import { AUDIT_CSV_COLUMNS, STATUS_CSV_COLUMN, yesNo, type CsvColumn } from '../../lib/csv';
import type { ClientRow } from './client.repository';

export const CLIENT_CSV_COLUMNS: CsvColumn<ClientRow>[] = [
  ['ID', (r) => r.id],
  ['Nombre', (r) => r.name],
  ['Documento', (r) => r.documentNumber],
  ['Correo', (r) => r.email],
  ['Teléfono', (r) => r.phone],
  ['Ciudad', (r) => r.city],
  ['Dirección', (r) => r.address],
  ['Institución', (r) => r.institutionName],
  ['Notas', (r) => r.notes],
  STATUS_CSV_COLUMN,
  ['Acceso', (r) => yesNo(Boolean(r.accountId))],
  ...AUDIT_CSV_COLUMNS,
];

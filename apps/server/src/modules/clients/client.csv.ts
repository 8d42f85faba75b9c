import { STATUS_LABELS, type Status } from '@taller/shared';
import { AUDIT_CSV_COLUMNS, type CsvColumn } from '../../lib/csv';
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
  ['Estado', (r) => STATUS_LABELS[r.status as Status] ?? r.status],
  ['Acceso', (r) => (r.accountId ? 'Sí' : 'No')],
  ...AUDIT_CSV_COLUMNS,
];

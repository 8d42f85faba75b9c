import { INSTITUTION_TYPE_LABELS, type InstitutionType } from '@taller/shared';
import { AUDIT_CSV_COLUMNS, STATUS_CSV_COLUMN, type CsvColumn } from '../../lib/csv';
import type { InstitutionRow } from './institution.repository';

export const INSTITUTION_CSV_COLUMNS: CsvColumn<InstitutionRow>[] = [
  ['ID', (r) => r.id],
  ['Nombre', (r) => r.name],
  ['Tipo', (r) => INSTITUTION_TYPE_LABELS[r.type as InstitutionType] ?? r.type],
  ['Ciudad', (r) => r.city],
  ['Dirección', (r) => r.address],
  ['Contacto', (r) => r.contactName],
  ['Teléfono de contacto', (r) => r.contactPhone],
  ['Correo', (r) => r.email],
  STATUS_CSV_COLUMN,
  ['Clientes', (r) => r.clientCount],
  ...AUDIT_CSV_COLUMNS,
];

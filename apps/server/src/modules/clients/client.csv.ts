import { STATUS_LABELS, type Status } from '@taller/shared';
import { toCsv } from '../../lib/csv';
import type { ClientRow } from './client.repository';

const HEADER = [
  'ID',
  'Nombre',
  'Documento',
  'Correo',
  'Teléfono',
  'Ciudad',
  'Dirección',
  'Institución',
  'Notas',
  'Estado',
  'Acceso',
  'Creado por',
  'Fecha de creación',
  'Actualizado por',
  'Fecha de actualización',
];

export const clientsCsv = (rows: ClientRow[]) =>
  toCsv(
    HEADER,
    rows.map((r) => [
      r.id,
      r.name,
      r.documentNumber,
      r.email,
      r.phone,
      r.city,
      r.address,
      r.institutionName,
      r.notes,
      STATUS_LABELS[r.status as Status] ?? r.status,
      r.accountId ? 'Sí' : 'No',
      r.createdBy,
      r.createdAt,
      r.updatedBy,
      r.updatedAt,
    ]),
  );

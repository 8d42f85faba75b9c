import {
  INSTITUTION_TYPE_LABELS,
  STATUS_LABELS,
  type InstitutionType,
  type Status,
} from '@taller/shared';
import { toCsv } from '../../lib/csv';
import type { InstitutionRow } from './institution.repository';

const HEADER = [
  'ID',
  'Nombre',
  'Tipo',
  'Ciudad',
  'Dirección',
  'Contacto',
  'Teléfono de contacto',
  'Correo',
  'Estado',
  'Clientes',
  'Creado por',
  'Fecha de creación',
  'Actualizado por',
  'Fecha de actualización',
];

export const institutionsCsv = (rows: InstitutionRow[]) =>
  toCsv(
    HEADER,
    rows.map((r) => [
      r.id,
      r.name,
      INSTITUTION_TYPE_LABELS[r.type as InstitutionType] ?? r.type,
      r.city,
      r.address,
      r.contactName,
      r.contactPhone,
      r.email,
      STATUS_LABELS[r.status as Status] ?? r.status,
      r.clientCount,
      r.createdBy,
      r.createdAt,
      r.updatedBy,
      r.updatedAt,
    ]),
  );

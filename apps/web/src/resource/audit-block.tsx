import { useId } from 'react';
import { formatDateTime } from '../lib/dates';

export const NOT_SPECIFIED = 'No especificado';

export type AuditBlockProps = {
  createdBy?: string | null;
  updatedBy?: string | null;
  createdAt?: string | null;
  updatedAt?: string | null;
  deletedAt?: string | null;
  deletedBy?: string | null;
};

/**
 * Who created and last changed a record, and when (SPEC.md §2): names fall back to
 * 'No especificado', dates to 'No disponible'; the deletion shows only when there was one.
 */
export function AuditBlock({
  createdBy,
  updatedBy,
  createdAt,
  updatedAt,
  deletedAt,
  deletedBy,
}: AuditBlockProps) {
  const headingId = useId();
  const rows: [string, string][] = [
    ['Creado por', createdBy?.trim() || NOT_SPECIFIED],
    ['Actualizado por', updatedBy?.trim() || NOT_SPECIFIED],
    ['Fecha de creación', formatDateTime(createdAt)],
    ['Última actualización', formatDateTime(updatedAt)],
  ];
  if (deletedAt) {
    rows.push(['Fecha de eliminación', formatDateTime(deletedAt)]);
    if (deletedBy?.trim()) rows.push(['Eliminado por', deletedBy]);
  }
  return (
    <section aria-labelledby={headingId} className="rounded-md bg-slate-50 p-4">
      <h3 id={headingId} className="mb-3 text-sm font-semibold text-slate-900">
        Información de auditoría
      </h3>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

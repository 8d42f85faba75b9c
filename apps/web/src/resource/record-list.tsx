import type { ReactNode } from 'react';
import { paginate } from '../lib/pagination';
import type { PagedListTexts } from './paged-list';
import { Pagination } from '../components/ui/pagination';

/** Server page size of a resource's list and its 'Papelera' (the API's default). */
export const RECORDS_PAGE_SIZE = 20;

/** A resource's list texts and the caption of its 'Papelera' ('Clientes eliminados'). */
export type RecordListTexts = PagedListTexts & { deleted: string };

/**
 * The texts of a list of records, from its plural noun: 'Cargando clientes...',
 * 'No hay clientes registrados.', 'Error al cargar los clientes: …', 'No tienes permisos para
 * gestionar clientes.', 'Clientes eliminados'. A feminine noun says 'registradas', 'las',
 * 'eliminadas'; `denied` is what the user may not do when it is not managing them; `empty`
 * replaces 'No hay … registrados.' where the list says it its own way ('No hay documentos de venta emitidos.').
 */
export function recordListTexts(
  noun: string,
  {
    feminine = false,
    denied = `gestionar ${noun}`,
    empty,
  }: { feminine?: boolean; denied?: string; empty?: string } = {},
): RecordListTexts {
  const ending = feminine ? 'as' : 'os';
  return {
    loading: `Cargando ${noun}...`,
    empty: empty ?? `No hay ${noun} registrad${ending}.`,
    noMatches: `No se encontraron ${noun} que coincidan con los filtros.`,
    loadError: (message) => `Error al cargar l${ending} ${noun}: ${message}`,
    denied: `No tienes permisos para ${denied}.`,
    noun,
    deleted: `${noun.charAt(0).toUpperCase()}${noun.slice(1)} eliminad${ending}`,
  };
}

/**
 * A list the browser filtered and pages itself (lines, a line's models): `noMatches` when no row
 * passes the filters, else one page of the rows (`children`, the table) and its pagination.
 */
export function BrowserPagedList<T>({
  rows,
  page,
  pageSize,
  noun,
  noMatches,
  onPageChange,
  children,
}: {
  rows: readonly T[];
  page: number;
  pageSize: number;
  /** Plural noun of 'Mostrando X a Y de Z …'. */
  noun: string;
  noMatches: string;
  onPageChange: (page: number) => void;
  children: (items: T[]) => ReactNode;
}) {
  if (rows.length === 0) return <p className="p-6 text-center text-slate-500">{noMatches}</p>;
  const slice = paginate(rows, page, pageSize);
  return (
    <>
      <div className="overflow-x-auto">{children(slice.items)}</div>
      <Pagination {...slice} noun={noun} onPageChange={onPageChange} />
    </>
  );
}

import type { PagedListTexts } from './paged-list';

/**
 * A staff list's texts from its noun, 'facturas', and the noun with its article, 'las facturas':
 * 'Cargando facturas...', 'No se encontraron facturas que coincidan con los filtros.', 'Error al
 * cargar las facturas: …'. What it says when there is nothing, and to whom it is denied, are the
 * list's own.
 */
export function pagedListTexts({
  noun,
  theNoun,
  empty,
  denied,
}: {
  noun: string;
  theNoun: string;
  empty: string;
  denied: string;
}): PagedListTexts {
  return {
    loading: `Cargando ${noun}...`,
    empty,
    noMatches: `No se encontraron ${noun} que coincidan con los filtros.`,
    loadError: (message) => `Error al cargar ${theNoun}: ${message}`,
    denied,
    noun,
  };
}

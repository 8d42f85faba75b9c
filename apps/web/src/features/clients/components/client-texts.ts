import type { PagedListTexts } from '../../../components/ui/paged-list';

export const CLIENTS_PAGE_SIZE = 20;

export const CLIENT_LIST_TEXTS: PagedListTexts = {
  loading: 'Cargando clientes...',
  empty: 'No hay clientes registrados.',
  noMatches: 'No se encontraron clientes que coincidan con los filtros.',
  loadError: (message) => `Error al cargar los clientes: ${message}`,
  denied: 'No tienes permisos para gestionar clientes.',
  noun: 'clientes',
};

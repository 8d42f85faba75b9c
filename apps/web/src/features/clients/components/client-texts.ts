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

export const CLIENT_TEXTS = {
  /** Says what deactivating does: the client's portal access ends, sessions included. */
  deactivateConfirm: (client: { name: string; account: unknown }) =>
    client.account
      ? `¿Desactivar al cliente ${client.name}? Su acceso al portal quedará desactivado y sus sesiones abiertas se cerrarán de inmediato. Podrá activarlo de nuevo cuando quiera.`
      : `¿Desactivar al cliente ${client.name}? Quedará como inactivo. Podrá activarlo de nuevo cuando quiera.`,
} as const;

import type { PagedListTexts } from '../../../components/ui/paged-list';

/** Server page size of the users list (the API's default). */
export const USERS_PAGE_SIZE = 20;

export const USER_LIST_TEXTS: PagedListTexts = {
  loading: 'Cargando usuarios...',
  empty: 'No hay usuarios registrados.',
  noMatches: 'No se encontraron usuarios que coincidan con los filtros.',
  loadError: (message) => `Error al cargar los usuarios: ${message}`,
  denied: 'No tienes permisos para gestionar usuarios.',
  noun: 'usuarios',
};

export const USER_TEXTS = {
  deactivateConfirm: (name: string) =>
    `¿Desactivar al usuario ${name}? No podrá iniciar sesión y sus sesiones abiertas se cerrarán de inmediato. Podrá activarlo de nuevo cuando quiera.`,
} as const;

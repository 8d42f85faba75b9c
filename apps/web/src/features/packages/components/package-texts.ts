import { PACKAGE_PRICE_MODE_LABELS, type PackagePriceMode } from '@taller/shared';
import type { PagedListTexts } from '../../../components/ui/paged-list';

export const PACKAGES_PAGE_SIZE = 20;
export const PACKAGES_PATH = '/director/dashboard/packages';

export const PACKAGE_LIST_TEXTS: PagedListTexts = {
  loading: 'Cargando paquetes...',
  empty: 'No hay paquetes registrados.',
  noMatches: 'No se encontraron paquetes que coincidan con los filtros.',
  loadError: (message) => `Error al cargar los paquetes: ${message}`,
  denied: 'No tienes permisos para gestionar paquetes.',
  noun: 'paquetes',
};

export const priceModeLabel = (mode: string) =>
  PACKAGE_PRICE_MODE_LABELS[mode as PackagePriceMode] ?? mode;

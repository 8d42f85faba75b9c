import { PRODUCT_KINDS, PRODUCT_KIND_LABELS, type ProductKind } from '@taller/shared';
import type { PagedListTexts } from '../../../components/ui/paged-list';

export const PRODUCTS_PAGE_SIZE = 20;

export const PRODUCT_LIST_TEXTS: PagedListTexts = {
  loading: 'Cargando productos...',
  empty: 'No hay productos registrados.',
  noMatches: 'No se encontraron productos que coincidan con los filtros.',
  loadError: (message) => `Error al cargar los productos: ${message}`,
  denied: 'No tienes permisos para gestionar productos.',
  noun: 'productos',
};

/** Prenda, Accesorio, Servicio, Otro; an unknown code as it is. */
export const productKindLabel = (kind: string) => PRODUCT_KIND_LABELS[kind as ProductKind] ?? kind;

export const KIND_OPTIONS = PRODUCT_KINDS.map((kind) => ({
  value: kind,
  label: PRODUCT_KIND_LABELS[kind],
}));

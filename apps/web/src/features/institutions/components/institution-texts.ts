import { INSTITUTION_TYPE_LABELS, type InstitutionType } from '@taller/shared';
import type { PagedListTexts } from '../../../components/ui/paged-list';

export const INSTITUTIONS_PAGE_SIZE = 20;

export const INSTITUTION_LIST_TEXTS: PagedListTexts = {
  loading: 'Cargando instituciones...',
  empty: 'No hay instituciones registradas.',
  noMatches: 'No se encontraron instituciones que coincidan con los filtros.',
  loadError: (message) => `Error al cargar las instituciones: ${message}`,
  denied: 'No tienes permisos para gestionar instituciones.',
  noun: 'instituciones',
};

/** Colegio, Universidad, Empresa, Otro; an unknown code as it is. */
export const institutionTypeLabel = (type: string) =>
  INSTITUTION_TYPE_LABELS[type as InstitutionType] ?? type;

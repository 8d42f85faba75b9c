import { formatQuantity, movementTypeLabel } from '@taller/shared';
import type { PagedListTexts } from '../../../components/ui/paged-list';

export const MATERIALS_PAGE_SIZE = 20;
export const MOVEMENTS_PAGE_SIZE = 20;

export const MATERIAL_LIST_TEXTS: PagedListTexts = {
  loading: 'Cargando materiales...',
  empty: 'No hay materiales registrados.',
  noMatches: 'No se encontraron materiales que coincidan con los filtros.',
  loadError: (message) => `Error al cargar los materiales: ${message}`,
  denied: 'No tienes permisos para gestionar materiales.',
  noun: 'materiales',
};

export const MOVEMENT_LIST_TEXTS: PagedListTexts = {
  loading: 'Cargando movimientos...',
  empty: 'No hay movimientos registrados.',
  noMatches: 'No se encontraron movimientos que coincidan con los filtros.',
  loadError: (message) => `Error al cargar los movimientos: ${message}`,
  denied: 'No tienes permisos para ver los movimientos.',
  noun: 'movimientos',
};

export const LOW_STOCK_LABEL = 'Stock bajo';

/** '+10 metro' for what a movement added, '−2,5 metro' for what it took. */
export const signedQuantity = (quantity: number, unit: string) =>
  `${quantity > 0 ? '+' : quantity < 0 ? '−' : ''}${formatQuantity(Math.abs(quantity), unit)}`;

export const MOVEMENT_TYPE_OPTIONS = [
  { value: 'IN', label: movementTypeLabel('IN') },
  { value: 'OUT', label: movementTypeLabel('OUT') },
  { value: 'ADJUSTMENT', label: movementTypeLabel('ADJUSTMENT') },
];

/** Entrada green, Salida amber, Ajuste slate. */
export const MOVEMENT_TYPE_TONES: Record<string, string> = {
  IN: 'bg-green-100 text-green-800',
  OUT: 'bg-amber-100 text-amber-800',
  ADJUSTMENT: 'bg-slate-100 text-slate-800',
};

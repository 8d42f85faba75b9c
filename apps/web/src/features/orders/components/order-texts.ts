import { ORDER_STATUS_LABELS, ORDER_TRANSITIONS, type OrderStatus } from '@taller/shared';
import type { PagedListTexts } from '../../../components/ui/paged-list';

export const ORDERS_PAGE_SIZE = 20;
export const ORDERS_PATH = '/director/dashboard/orders';

export const ORDER_LIST_TEXTS: PagedListTexts = {
  loading: 'Cargando pedidos...',
  empty: 'No hay pedidos registrados.',
  noMatches: 'No se encontraron pedidos que coincidan con los filtros.',
  loadError: (message) => `Error al cargar los pedidos: ${message}`,
  denied: 'No tienes permisos para gestionar pedidos.',
  noun: 'pedidos',
};

export const orderStatusText = (status: string) =>
  ORDER_STATUS_LABELS[status as OrderStatus] ?? status;

/** The statuses an order may move to from its own. */
export const nextStatuses = (status: string): readonly OrderStatus[] =>
  ORDER_TRANSITIONS[status as OrderStatus] ?? [];

export const canDeleteOrder = (status: string) => status === 'PENDING' || status === 'CANCELLED';

import { ORDER_STATUS_LABELS, ORDER_TRANSITIONS, type OrderStatus } from '@taller/shared';
import { pagedListTexts } from '../../../components/ui/paged-list-texts';

export const ORDERS_PAGE_SIZE = 20;
export const ORDERS_PATH = '/director/dashboard/orders';

export const ORDER_LIST_TEXTS = pagedListTexts({
  noun: 'pedidos',
  theNoun: 'los pedidos',
  empty: 'No hay pedidos registrados.',
  denied: 'No tienes permisos para gestionar pedidos.',
});

export const orderStatusText = (status: string) =>
  ORDER_STATUS_LABELS[status as OrderStatus] ?? status;

/** The statuses an order may move to from its own. */
export const nextStatuses = (status: string): readonly OrderStatus[] =>
  ORDER_TRANSITIONS[status as OrderStatus] ?? [];

export const canDeleteOrder = (status: string) => status === 'PENDING' || status === 'CANCELLED';

import { ORDER_STATUS_LABELS, ORDER_TRANSITIONS, type OrderStatus } from '@taller/shared';
import { RECORDS_PAGE_SIZE, recordListTexts } from '../../../resource/record-list';

export const ORDERS_PAGE_SIZE = RECORDS_PAGE_SIZE;
export const ORDERS_PATH = '/director/dashboard/orders';

export const ORDER_LIST_TEXTS = recordListTexts('pedidos');

export const orderStatusText = (status: string) =>
  ORDER_STATUS_LABELS[status as OrderStatus] ?? status;

/** The statuses an order may move to from its own. */
export const nextStatuses = (status: string): readonly OrderStatus[] =>
  ORDER_TRANSITIONS[status as OrderStatus] ?? [];

export const canDeleteOrder = (status: string) => status === 'PENDING' || status === 'CANCELLED';

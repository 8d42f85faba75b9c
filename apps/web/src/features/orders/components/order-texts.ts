import { ORDER_STATUS_LABELS, ORDER_TRANSITIONS, type OrderStatus } from '@taller/shared';
import { RECORDS_PAGE_SIZE, recordListTexts } from '../../../resource/record-list';

export const ORDERS_PAGE_SIZE = RECORDS_PAGE_SIZE;
export const ORDERS_PATH = '/director/dashboard/orders';

export const ORDER_LIST_TEXTS = recordListTexts('pedidos');

/**
 * One 'Nuevo Pedido' opens the guided flow; each new order's page says in one line what the other
 * flow is for, beside its link.
 */
export const NEW_ORDER_FLOW_TEXTS = {
  guided: {
    intro: 'Paso a paso: cliente, productos, personas y tallas, y revisión antes de guardar.',
    otherHint: '¿Ya tiene todos los datos? Cárguelos en una sola página:',
  },
  quick: {
    intro: 'Todo el pedido en una sola página, para quien ya tiene todos los datos.',
    otherHint: '¿Prefiere que el sistema le guíe?',
  },
} as const;

export const orderStatusText = (status: string) =>
  ORDER_STATUS_LABELS[status as OrderStatus] ?? status;

/** The statuses an order may move to from its own. */
export const nextStatuses = (status: string): readonly OrderStatus[] =>
  ORDER_TRANSITIONS[status as OrderStatus] ?? [];

export const canDeleteOrder = (status: string) => status === 'PENDING' || status === 'CANCELLED';

/** 'Agregar producto' (or pack) of one already in the order: add to its line, or a line of its own. */
export const SAME_ITEM_TEXTS = {
  title: 'Ya está en el pedido',
  question: (label: string, index: number, quantity: string, people: number) =>
    people > 0
      ? `${label} ya está en el pedido (artículo ${index}, ${people} personas). ¿Agregar una persona más a su lista, o una línea aparte?`
      : `${label} ya está en el pedido (artículo ${index}, cantidad ${quantity}). ¿Sumar 1 a su cantidad, o agregar una línea aparte?`,
  addToLine: 'Sumar a su línea',
  newLine: 'Agregar otra línea',
  cancel: 'Cancelar',
} as const;

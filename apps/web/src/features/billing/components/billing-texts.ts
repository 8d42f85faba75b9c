import {
  BILL_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  type BillKind,
  type PaymentMethod,
} from '@taller/shared';
import { pagedListTexts } from '../../../components/ui/paged-list-texts';

export const BILLS_PAGE_SIZE = 20;
export const PAYMENTS_PAGE_SIZE = 20;

export const BILL_LIST_TEXTS = pagedListTexts({
  noun: 'facturas',
  theNoun: 'las facturas',
  empty: 'No hay facturas emitidas.',
  denied: 'No tienes permisos para ver las facturas.',
});

export const PAYMENT_LIST_TEXTS = pagedListTexts({
  noun: 'comprobantes',
  theNoun: 'los comprobantes',
  empty: 'No hay comprobantes registrados.',
  denied: 'No tienes permisos para ver los comprobantes.',
});

export const billKindText = (kind: string) => BILL_KIND_LABELS[kind as BillKind] ?? kind;
export const methodText = (method: string) =>
  PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;

/** '2026-11-20' → '20/11/2026': a calendar day, never shifted by the time zone. */
export const formatDay = (value: string) => value.split('-').reverse().join('/');

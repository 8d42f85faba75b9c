import {
  BILL_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  type BillKind,
  type PaymentMethod,
} from '@taller/shared';
import type { PagedListTexts } from '../../../components/ui/paged-list';

export const BILLS_PAGE_SIZE = 20;
export const PAYMENTS_PAGE_SIZE = 20;

export const BILL_LIST_TEXTS: PagedListTexts = {
  loading: 'Cargando facturas...',
  empty: 'No hay facturas emitidas.',
  noMatches: 'No se encontraron facturas que coincidan con los filtros.',
  loadError: (message) => `Error al cargar las facturas: ${message}`,
  denied: 'No tienes permisos para ver las facturas.',
  noun: 'facturas',
};

export const PAYMENT_LIST_TEXTS: PagedListTexts = {
  loading: 'Cargando comprobantes...',
  empty: 'No hay comprobantes registrados.',
  noMatches: 'No se encontraron comprobantes que coincidan con los filtros.',
  loadError: (message) => `Error al cargar los comprobantes: ${message}`,
  denied: 'No tienes permisos para ver los comprobantes.',
  noun: 'comprobantes',
};

export const billKindText = (kind: string) => BILL_KIND_LABELS[kind as BillKind] ?? kind;
export const methodText = (method: string) =>
  PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;

/** '2026-11-20' → '20/11/2026': a calendar day, never shifted by the time zone. */
export const formatDay = (value: string) => value.split('-').reverse().join('/');

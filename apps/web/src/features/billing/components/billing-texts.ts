import {
  BILL_DOCUMENT_TEXTS,
  BILL_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  type BillKind,
  type PaymentMethod,
} from '@taller/shared';
import { RECORDS_PAGE_SIZE, recordListTexts } from '../../../resource/record-list';

export const BILLS_PAGE_SIZE = RECORDS_PAGE_SIZE;
export const PAYMENTS_PAGE_SIZE = RECORDS_PAGE_SIZE;

export const BILL_LIST_TEXTS = recordListTexts(BILL_DOCUMENT_TEXTS.plural, {
  denied: `ver los ${BILL_DOCUMENT_TEXTS.plural}`,
  empty: `No hay ${BILL_DOCUMENT_TEXTS.plural} emitidos.`,
});

export const PAYMENT_LIST_TEXTS = recordListTexts('comprobantes', {
  denied: 'ver los comprobantes',
});

export const billKindText = (kind: string) => BILL_KIND_LABELS[kind as BillKind] ?? kind;
export const methodText = (method: string) =>
  PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;

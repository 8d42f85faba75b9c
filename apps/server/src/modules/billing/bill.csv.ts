import {
  BILL_DOCUMENT_LABELS,
  BILL_KIND_LABELS,
  billStatusLabel,
  centsToText,
  type Bill,
} from '@taller/shared';
import { AUDIT_CSV_COLUMNS, type CsvColumn } from '../../lib/csv';

export const BILL_CSV_COLUMNS: CsvColumn<Bill>[] = [
  ['Documento', (b) => BILL_DOCUMENT_LABELS[b.document]],
  ['Número', (b) => b.number],
  ['Fecha de emisión', (b) => b.issuedAt],
  ['Pedido', (b) => b.order.number],
  ['Cliente', (b) => b.client.name],
  ['Razón social', (b) => b.billingName],
  ['NIT/CI', (b) => b.billingTaxId],
  ['Tipo', (b) => BILL_KIND_LABELS[b.kind]],
  ['Estado', (b) => billStatusLabel(b.status)],
  ['Moneda', (b) => b.currency],
  ['Subtotal', (b) => centsToText(b.subtotalCents)],
  ['Impuesto', (b) => centsToText(b.taxCents)],
  ['Total', (b) => centsToText(b.totalCents)],
  ['Pagado', (b) => centsToText(b.paidCents)],
  ['Saldo', (b) => centsToText(b.owedCents)],
  ['Motivo de anulación', (b) => b.annulReason],
  ...AUDIT_CSV_COLUMNS,
];

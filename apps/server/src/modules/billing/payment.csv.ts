import { AUDIT_CSV_COLUMNS, yesNo, type CsvColumn } from '../../lib/csv';
import {
  PAYMENT_METHOD_LABELS,
  centsToText,
  paymentStatusLabel,
  type Payment,
} from '@taller/shared';

export const PAYMENT_CSV_COLUMNS: CsvColumn<Payment>[] = [
  ['Pedido', (p) => p.order.number],
  ['Cliente', (p) => p.order.clientName],
  ['Documento de venta', (p) => p.bill?.number],
  ['Monto', (p) => centsToText(p.amountCents)],
  ['Fecha de pago', (p) => p.paidAt],
  ['Método', (p) => PAYMENT_METHOD_LABELS[p.method]],
  ['Referencia', (p) => p.reference],
  ['Estado', (p) => paymentStatusLabel(p.status)],
  ['Posible duplicado', (p) => yesNo(p.duplicates.length > 0)],
  ['Revisado por', (p) => p.decidedBy],
  ['Fecha de revisión', (p) => p.decidedAt],
  ['Motivo del rechazo', (p) => p.rejectReason],
  ['Pago en exceso', (p) => (p.excessCents > 0 ? centsToText(p.excessCents) : null)],
  ['Motivo del pago en exceso', (p) => p.overpaymentReason],
  ...AUDIT_CSV_COLUMNS,
];

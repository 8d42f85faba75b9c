import { BILL_DOCUMENT_LABELS, BILL_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '@taller/shared';
import { CodeBadge, type BadgeTone } from '../../../components/ui/code-badge';

const TONES: Record<string, BadgeTone> = {
  NOTA_DE_VENTA: 'slate',
  FACTURA: 'blue',
  ISSUED: 'blue',
  PARTIALLY_PAID: 'amber',
  PAID: 'green',
  ANNULLED: 'slate',
  PENDING: 'amber',
  APPROVED: 'green',
  REJECTED: 'red',
};

/** Emitida, Pagada parcialmente, Pagada, Anulada. */
export function BillStatusBadge({ status }: { status: string }) {
  return <CodeBadge code={status} labels={BILL_STATUS_LABELS} tones={TONES} />;
}

/** Nota de venta or Factura: what a bill is (issue 36). */
export function BillDocumentBadge({ document }: { document: string }) {
  return <CodeBadge code={document} labels={BILL_DOCUMENT_LABELS} tones={TONES} />;
}

/** Pendiente, Aprobado, Rechazado. */
export function PaymentStatusBadge({ status }: { status: string }) {
  return <CodeBadge code={status} labels={PAYMENT_STATUS_LABELS} tones={TONES} />;
}

/** A proof whose file was sent before (same content). */
export function DuplicateBadge({ orders }: { orders: string[] }) {
  return (
    <span
      className="inline-flex items-center rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800 ring-1 ring-red-600/20 ring-inset"
      title={`El mismo archivo ya se envió para: ${orders.join(', ')}`}
    >
      Posible duplicado
    </span>
  );
}

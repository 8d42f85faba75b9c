import { BILL_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '@taller/shared';
import { badgeClass } from './billing-texts';

export function BillStatusBadge({ status }: { status: string }) {
  return (
    <span className={badgeClass(status)}>
      {BILL_STATUS_LABELS[status as keyof typeof BILL_STATUS_LABELS] ?? status}
    </span>
  );
}

export function PaymentStatusBadge({ status }: { status: string }) {
  return (
    <span className={badgeClass(status)}>
      {PAYMENT_STATUS_LABELS[status as keyof typeof PAYMENT_STATUS_LABELS] ?? status}
    </span>
  );
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

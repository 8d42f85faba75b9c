import type { Payment } from '@taller/shared';
import { useState } from 'react';
import { useListState } from '../../../lib/list-query';
import { usePayments } from '../api/get-payments';
import { PAYMENT_LIST_TEXTS, PAYMENTS_PAGE_SIZE } from '../components/billing-texts';
import { BillingListScreen } from '../components/billing-list-screen';
import { PaymentFormDialog } from '../components/payment-form-dialog';
import {
  EMPTY_PAYMENT_FILTERS,
  PAYMENT_COLUMNS,
  PENDING_PAYMENT_FILTERS,
  PaymentAction,
  PaymentFilterBar,
  type PaymentSortField,
} from '../components/payment-list';
import { PaymentReviewModal } from '../components/payment-review';

/** Verificación de pagos (issue 19), at /director/dashboard/verification-bills. */
export function PaymentsPage() {
  const list = useListState<typeof PENDING_PAYMENT_FILTERS, PaymentSortField>(
    PENDING_PAYMENT_FILTERS,
    { field: 'createdAt', direction: 'asc' },
    PAYMENTS_PAGE_SIZE,
  );
  const query = usePayments(list.params);
  const [isCreating, setCreating] = useState(false);
  const [reviewing, setReviewing] = useState<Payment | null>(null);
  const { q, status, method, from, to, sort } = list.params;

  return (
    <BillingListScreen
      title="Verificación de pagos"
      exportCsv={{
        path: '/payment/export.csv',
        query: { q, status, method, from, to, sort },
        filePrefix: 'comprobantes',
      }}
      create={{ label: 'Registrar comprobante', onClick: () => setCreating(true) }}
      filters={
        <PaymentFilterBar
          filters={list.filters}
          onChange={list.setFilters}
          onClear={() => list.setFilters(EMPTY_PAYMENT_FILTERS)}
          hasFilters={list.hasFilters}
        />
      }
      listLabel="Comprobantes de pago"
      query={query}
      texts={PAYMENT_LIST_TEXTS}
      list={list}
      caption="Comprobantes de pago"
      columns={PAYMENT_COLUMNS}
      actions={(payment) => <PaymentAction payment={payment} onReview={setReviewing} />}
    >
      <PaymentFormDialog isOpen={isCreating} onClose={() => setCreating(false)} />
      <PaymentReviewModal payment={reviewing} onClose={() => setReviewing(null)} />
    </BillingListScreen>
  );
}

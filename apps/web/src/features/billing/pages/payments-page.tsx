import type { Payment } from '@taller/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PlusIcon } from '../../../components/ui/icons';
import { PagedList } from '../../../components/ui/paged-list';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { toQueryString, useListState } from '../../../lib/list-query';
import { usePayments } from '../api/payments';
import { PAYMENT_LIST_TEXTS, PAYMENTS_PAGE_SIZE } from '../components/billing-texts';
import { PaymentFormDialog } from '../components/payment-form-dialog';
import {
  EMPTY_PAYMENT_FILTERS,
  PENDING_PAYMENT_FILTERS,
  PaymentFilterBar,
  PaymentTable,
  type PaymentSortField,
} from '../components/payment-list';
import { PaymentReviewModal } from '../components/payment-review';
import { ScreenHeader } from '../components/screen-header';

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
    <div className="mx-auto flex max-w-6xl flex-col gap-4 sm:gap-6 sm:p-6">
      <ScreenHeader title="Verificación de pagos">
        <ExportCsvButton
          path={`/payment/export.csv${toQueryString({ q, status, method, from, to, sort })}`}
          filePrefix="comprobantes"
        />
        <Button onClick={() => setCreating(true)}>
          <PlusIcon />
          Registrar comprobante
        </Button>
      </ScreenHeader>
      <PaymentFilterBar
        filters={list.filters}
        onChange={list.setFilters}
        onClear={() => list.setFilters(EMPTY_PAYMENT_FILTERS)}
        hasFilters={list.hasFilters}
      />
      <section
        aria-label="Comprobantes de pago"
        className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
      >
        <PagedList
          query={query}
          texts={PAYMENT_LIST_TEXTS}
          hasFilters={list.hasFilters}
          onPageChange={list.setPage}
        >
          {(payments) => (
            <PaymentTable
              payments={payments}
              sort={list.sort}
              onSort={list.sortBy}
              onReview={setReviewing}
            />
          )}
        </PagedList>
      </section>
      <PaymentFormDialog isOpen={isCreating} onClose={() => setCreating(false)} />
      <PaymentReviewModal payment={reviewing} onClose={() => setReviewing(null)} />
    </div>
  );
}

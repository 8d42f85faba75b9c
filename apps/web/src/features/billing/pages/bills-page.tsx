import { BILLING_MESSAGES, type Bill } from '@taller/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { PlusIcon } from '../../../components/ui/icons';
import { PagedList } from '../../../components/ui/paged-list';
import { errorMessage } from '../../../lib/error-message';
import { useListState, toQueryString } from '../../../lib/list-query';
import { useRecordDialog } from '../../../lib/management-state';
import { notify } from '../../../lib/toast';
import { downloadBillPdf, useAnnulBill, useBills } from '../api/bills';
import { BILLING_TOAST_IDS } from '../api/billing-keys';
import { BillDetailsModal } from '../components/bill-details';
import {
  BillFilterBar,
  BillTable,
  BillTotals,
  EMPTY_BILL_FILTERS,
  type BillSortField,
} from '../components/bill-list';
import { BILL_LIST_TEXTS, BILLS_PAGE_SIZE } from '../components/billing-texts';
import { IssueBillDialog } from '../components/issue-bill-dialog';
import { ReasonDialog } from '../components/reason-dialog';
import { ScreenHeader } from '../components/screen-header';

const downloadPdf = (bill: Bill) =>
  downloadBillPdf(bill).catch((error: unknown) =>
    notify.error(errorMessage(error), BILLING_TOAST_IDS.pdfError),
  );

/** Facturas (issue 19), at /director/dashboard/bills. */
export function BillsPage() {
  const list = useListState<typeof EMPTY_BILL_FILTERS, BillSortField>(
    EMPTY_BILL_FILTERS,
    { field: 'number', direction: 'desc' },
    BILLS_PAGE_SIZE,
  );
  const dialog = useRecordDialog<Bill>();
  const query = useBills(list.params);
  const annul = useAnnulBill();
  const [annulling, setAnnulling] = useState<Bill | null>(null);
  const { q, status, from, to, sort } = list.params;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 sm:gap-6 sm:p-6">
      <ScreenHeader title="Facturas">
        <ExportCsvButton
          path={`/bill/export.csv${toQueryString({ q, status, from, to, sort })}`}
          filePrefix="facturas"
        />
        <Button onClick={dialog.create}>
          <PlusIcon />
          Emitir factura
        </Button>
      </ScreenHeader>
      <BillFilterBar
        filters={list.filters}
        onChange={list.setFilters}
        onClear={list.clearFilters}
        hasFilters={list.hasFilters}
      />
      <section
        aria-label="Listado de facturas"
        className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
      >
        {query.data && query.data.total > 0 && <BillTotals totals={query.data.totals} />}
        <PagedList
          query={query}
          texts={BILL_LIST_TEXTS}
          hasFilters={list.hasFilters}
          onPageChange={list.setPage}
        >
          {(bills) => (
            <BillTable
              bills={bills}
              sort={list.sort}
              onSort={list.sortBy}
              onView={dialog.open('details')}
              onPdf={(bill) => void downloadPdf(bill)}
              onAnnul={setAnnulling}
            />
          )}
        </PagedList>
      </section>
      <IssueBillDialog
        isOpen={dialog.isCreating}
        onClose={dialog.close}
        onIssued={(bill) => dialog.open('details')(bill)}
      />
      <BillDetailsModal
        record={dialog.record('details')}
        onClose={dialog.close}
        onPdf={(bill) => void downloadPdf(bill)}
      />
      <ReasonDialog
        isOpen={annulling !== null}
        title={annulling ? `Anular factura ${annulling.number}` : 'Anular factura'}
        label="Motivo de la anulación"
        requiredMessage={BILLING_MESSAGES.annulReasonRequired}
        submitLabel="Anular"
        isSubmitting={annul.isPending}
        onClose={() => setAnnulling(null)}
        onSubmit={(reason) =>
          annul.mutate({ bill: annulling!, reason }, { onSuccess: () => setAnnulling(null) })
        }
      />
    </div>
  );
}

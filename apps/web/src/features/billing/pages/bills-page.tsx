import { BILL_DOCUMENT_TEXTS as D, BILLING_MESSAGES, type Bill } from '@taller/shared';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { useListState } from '../../../lib/list-query';
import { useRecordDialog } from '../../../resource/management-state';
import { notify } from '../../../lib/toast';
import { downloadBillPdf } from '../api/download-bill-pdf';
import { useAnnulBill } from '../api/annul-bill';
import { useBills } from '../api/get-bills';
import { useBillingMode } from '../api/get-billing-info';
import { BILLING_TOAST_IDS } from '../api/billing-keys';
import { BillDetailsModal } from '../components/bill-details';
import {
  BILL_COLUMNS,
  BillActions,
  BillFilterBar,
  BillTotals,
  EMPTY_BILL_FILTERS,
  type BillSortField,
} from '../components/bill-list';
import { BILL_LIST_TEXTS, BILLS_PAGE_SIZE } from '../components/billing-texts';
import { BillingListScreen } from '../components/billing-list-screen';
import { useLinkedId, useOpenLinked } from '../../../lib/linked-record';
import { useBill } from '../api/get-bill';
import { IssueBillDialog } from '../components/issue-bill-dialog';
import { ReasonDialog } from '../components/reason-dialog';
import { AnnulFacturaDialog, ContingencyBanner } from '../../siat';

const downloadPdf = (bill: Bill) =>
  downloadBillPdf(bill).catch((error: unknown) =>
    notify.error(errorMessage(error), BILLING_TOAST_IDS.pdfError),
  );

/**
 * The bills (issue 19), at /director/dashboard/bills: 'Notas de venta' without SIAT, 'Facturas'
 * with it (issue 36); each row says which document it is.
 */
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
  const { q, status, document, from, to, sort } = list.params;
  const mode = useBillingMode();
  const title = D.listTitle(mode);
  // A notification's link (?view=<id>) opens that bill's details.
  const linked = useLinkedId();
  const linkedBill = useBill(linked.id ?? 0, undefined, linked.id !== null);
  useOpenLinked(linked, linkedBill.data, dialog.open('details'));

  return (
    <BillingListScreen
      title={title}
      exportCsv={{
        path: '/bill/export.csv',
        query: { q, status, document, from, to, sort },
        filePrefix: D.csvFilePrefix,
      }}
      create={{ label: D.issue(mode), onClick: dialog.create }}
      filters={
        <>
          <ContingencyBanner />
          <BillFilterBar
            hasDocuments={mode === 'SIAT_COMPUTARIZADA'}
            filters={list.filters}
            onChange={list.setFilters}
            onClear={list.clearFilters}
            hasFilters={list.hasFilters}
          />
        </>
      }
      listLabel={`Listado de ${D.plural}`}
      summary={query.data && query.data.total > 0 && <BillTotals totals={query.data.totals} />}
      query={query}
      texts={BILL_LIST_TEXTS}
      list={list}
      caption={title}
      columns={BILL_COLUMNS}
      actions={(bill) => (
        <BillActions
          bill={bill}
          onView={dialog.open('details')}
          onPdf={(bill) => void downloadPdf(bill)}
          onAnnul={setAnnulling}
        />
      )}
    >
      <IssueBillDialog
        title={D.issue(mode)}
        isOpen={dialog.isCreating}
        onClose={dialog.close}
        onIssued={(bill) => dialog.open('details')(bill)}
      />
      <BillDetailsModal
        record={dialog.record('details')}
        onClose={dialog.close}
        onPdf={(bill) => void downloadPdf(bill)}
      />
      <AnnulFacturaDialog
        bill={annulling?.document === 'FACTURA' ? annulling : null}
        onClose={() => setAnnulling(null)}
      />
      <ReasonDialog
        isOpen={annulling !== null && annulling.document !== 'FACTURA'}
        title={annulling ? D.annul(annulling.document, annulling.number) : 'Anular'}
        label="Motivo de la anulación"
        requiredMessage={BILLING_MESSAGES.annulReasonRequired}
        submitLabel="Anular"
        isSubmitting={annul.isPending}
        onClose={() => setAnnulling(null)}
        onSubmit={(reason) =>
          annul.mutate({ bill: annulling!, reason }, { onSuccess: () => setAnnulling(null) })
        }
      />
    </BillingListScreen>
  );
}

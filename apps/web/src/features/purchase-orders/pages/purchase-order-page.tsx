import { PURCHASE_ORDER_TEXTS as T, purchaseOrderStatusLabel } from '@taller/shared';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../api/core';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DownloadButton } from '../../../components/ui/export-csv-button';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { formatDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { saveFile } from '../../../lib/save-file';
import {
  downloadPurchaseOrderPdf,
  usePurchaseOrder,
  usePurchaseOrderAction,
} from '../api/purchase-order-api';
import { PurchaseOrderFormModal } from '../components/purchase-order-form';
import { PurchaseOrderLines } from '../components/purchase-order-lines';
import { ReceiveDialog } from '../components/receive-dialog';

/** Opens the PDF in a new tab; where pop-ups are blocked, downloads it. */
async function openPdf(id: number, number: string) {
  const blob = await downloadPurchaseOrderPdf(id);
  const url = URL.createObjectURL(blob);
  if (!window.open(url, '_blank')) saveFile(blob, `orden-de-compra-${number}.pdf`);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const OPEN = ['DRAFT', 'SENT', 'PARTIAL'];

/** One purchase order, at purchase-orders/:purchaseOrderId: its lines, PDF, send, receive, cancel. */
export function PurchaseOrderPage() {
  const id = Number(useParams().purchaseOrderId);
  const query = usePurchaseOrder(id);
  const markSent = usePurchaseOrderAction('mark-sent');
  const sendEmail = usePurchaseOrderAction('send-email');
  const cancel = usePurchaseOrderAction('cancel');
  const [dialog, setDialog] = useState<'receive' | 'cancel' | 'edit' | null>(null);
  const order = query.data;
  let body: ReactNode;
  if (query.error instanceof ApiError && query.error.status === 404) {
    body = <p className="rounded-lg border bg-white p-8 text-center">{query.error.message}</p>;
  } else if (query.isPending) {
    body = <LoadingIndicator isLoading message={T.loadingOne} size="medium" />;
  } else if (query.error) {
    body = (
      <LoadError
        message={`${T.oneError}: ${errorMessage(query.error)}`}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  } else {
    body = <PurchaseOrderLines order={order!} />;
  }
  const isOpen = order ? OPEN.includes(order.status) : false;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 sm:gap-6 sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">
            {order ? `${T.title}: ${order.number}` : T.title}
          </h1>
          {order && (
            <>
              <p className="text-slate-700">{`${T.supplier}: ${order.supplier.name}`}</p>
              <p className="text-sm text-slate-600">
                {`${purchaseOrderStatusLabel(order.status)} · ${T.created} ${formatDate(order.createdAt)}`}
                {order.sentAt && ` · ${T.sentOn(formatDate(order.sentAt))}`}
              </p>
              {order.notes && <p className="text-sm text-slate-700">{order.notes}</p>}
            </>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {order && (
            <DownloadButton
              label={T.pdf}
              busyLabel={T.pdfBusy}
              toastId="purchase-order-pdf-error"
              download={() => openPdf(id, order.number)}
            />
          )}
          {order && isOpen && (
            <Button
              variant="secondary"
              onClick={() => sendEmail.mutate({ id })}
              disabled={sendEmail.isPending}
            >
              {sendEmail.isPending ? T.sendingEmail : T.sendEmail}
            </Button>
          )}
          {order && order.status === 'DRAFT' && (
            <Button variant="secondary" onClick={() => setDialog('edit')}>
              {T.edit}
            </Button>
          )}
          {order && order.status === 'DRAFT' && (
            <Button onClick={() => markSent.mutate({ id })} disabled={markSent.isPending}>
              {T.markSent}
            </Button>
          )}
          {order && isOpen && <Button onClick={() => setDialog('receive')}>{T.receive}</Button>}
          {order && isOpen && (
            <Button variant="secondary" onClick={() => setDialog('cancel')}>
              {T.cancel}
            </Button>
          )}
          <Link to=".." relative="path" className="text-sm text-blue-700 underline">
            {T.back}
          </Link>
        </div>
      </header>
      {body}
      {order && (
        <ReceiveDialog
          order={order}
          isOpen={dialog === 'receive'}
          onClose={() => setDialog(null)}
        />
      )}
      {order && (
        <PurchaseOrderFormModal
          order={order}
          isOpen={dialog === 'edit'}
          onClose={() => setDialog(null)}
        />
      )}
      {order && (
        <ConfirmDialog
          isOpen={dialog === 'cancel'}
          title={T.cancelTitle}
          message={T.cancelConfirm(order.number)}
          confirmLabel={T.cancel}
          busyLabel={T.cancelling}
          isBusy={cancel.isPending}
          onConfirm={() => cancel.mutate({ id }, { onSettled: () => setDialog(null) })}
          onCancel={() => setDialog(null)}
        />
      )}
    </div>
  );
}

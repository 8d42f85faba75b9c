import { PAYMENT_STATUS_LABELS, formatMoney, type Payment } from '@taller/shared';
import { errorMessage } from '../../../lib/error-message';
import { api } from '../../../api/client';
import { openPrivateFile } from '../../../api/private-file';
import { notify } from '../../../lib/toast';
import { formatDay } from '../../../lib/dates';
import { PaymentStatusBadge, methodText } from '../../billing';
import { downloadClientReceipt } from '../api/download-client-receipt';
import { useClientPayments } from '../api/get-client-payments';
import { CardFigure, ClientCard, ClientCardList } from './client-card-list';

const TEXTS = {
  title: 'Mis comprobantes',
  select: 'Estado del comprobante',
  selectPlaceholder: 'Todos',
  statusLabels: PAYMENT_STATUS_LABELS,
  loading: 'Cargando comprobantes...',
  empty: 'Todavía no envió comprobantes.',
  noMatches: 'Ningún comprobante coincide con el filtro.',
  noun: 'comprobantes',
};

/** 'Mis comprobantes': the proofs the client sent and what staff decided (with the reason). */
export function ClientPayments() {
  return (
    <ClientCardList
      texts={TEXTS}
      sortField="createdAt"
      useRecords={useClientPayments}
      card={(payment) => <PaymentCard key={payment.id} payment={payment} />}
    />
  );
}

function PaymentCard({ payment }: { payment: Payment }) {
  const open = () =>
    openPrivateFile(() =>
      api.GET('/client-area/payments/{id}/file', {
        params: { path: { id: payment.id } },
        parseAs: 'blob',
      }),
    ).catch((error: unknown) => notify.error(errorMessage(error)));
  return (
    <ClientCard
      label={`Comprobante de ${formatMoney(payment.amountCents)} del pedido ${payment.order.number}`}
      title={formatMoney(payment.amountCents)}
      badge={<PaymentStatusBadge status={payment.status} />}
    >
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <CardFigure label="Pedido">{payment.order.number}</CardFigure>
        <CardFigure label="Documento de venta">{payment.bill?.number ?? '—'}</CardFigure>
        <CardFigure label="Fecha del pago">{formatDay(payment.paidAt)}</CardFigure>
        <CardFigure label="Método">{methodText(payment.method)}</CardFigure>
      </dl>
      {payment.status === 'REJECTED' && payment.rejectReason && (
        <p className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          Motivo del rechazo: {payment.rejectReason}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        {payment.status === 'APPROVED' && (
          <button
            type="button"
            onClick={() =>
              void downloadClientReceipt(payment.id).catch((error: unknown) =>
                notify.error(errorMessage(error)),
              )
            }
            className="text-sm text-blue-700 underline"
          >
            Descargar recibo
          </button>
        )}
        <button
          type="button"
          onClick={() => void open()}
          className="text-sm text-blue-700 underline"
        >
          Ver archivo {payment.file.originalName}
        </button>
      </div>
    </ClientCard>
  );
}

import { PAYMENT_STATUS_LABELS, formatMoney, type Payment } from '@taller/shared';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage } from '../../../lib/error-message';
import { useListState } from '../../../lib/list-query';
import { openPrivateFile } from '../../../lib/private-file';
import { notify } from '../../../lib/toast';
import { PaymentStatusBadge, formatDay, methodText } from '../../billing';
import { useClientPayments } from '../api/client-billing';
import { CardFigure, ClientCardList } from './client-card-list';

const PAGE_SIZE = 10;
const STATUS_OPTIONS = Object.entries(PAYMENT_STATUS_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/** 'Mis comprobantes': the proofs the client sent and what staff decided (with the reason). */
export function ClientPayments() {
  const list = useListState(
    { search: '', status: '' },
    { field: 'createdAt', direction: 'desc' },
    PAGE_SIZE,
  );
  const query = useClientPayments(list.params);
  return (
    <section aria-labelledby="my-payments" className="flex flex-col gap-4">
      <h2 id="my-payments" className="text-lg font-semibold text-slate-900">
        Mis comprobantes
      </h2>
      <div className="sm:max-w-xs">
        <SelectField
          label="Estado del comprobante"
          placeholder="Todos"
          options={STATUS_OPTIONS}
          value={list.filters.status}
          onChange={(event) => list.setFilters({ ...list.filters, status: event.target.value })}
        />
      </div>
      <ClientCardList
        query={query}
        pageSize={PAGE_SIZE}
        hasFilters={list.hasFilters}
        onPageChange={list.setPage}
        texts={{
          loading: 'Cargando comprobantes...',
          empty: 'Todavía no envió comprobantes.',
          noMatches: 'Ningún comprobante coincide con el filtro.',
          noun: 'comprobantes',
        }}
        card={(payment) => <PaymentCard key={payment.id} payment={payment} />}
      />
    </section>
  );
}

function PaymentCard({ payment }: { payment: Payment }) {
  const open = () =>
    openPrivateFile(payment.file.url).catch((error: unknown) => notify.error(errorMessage(error)));
  return (
    <li
      aria-label={`Comprobante de ${formatMoney(payment.amountCents)} del pedido ${payment.order.number}`}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-slate-900">{formatMoney(payment.amountCents)}</span>
        <PaymentStatusBadge status={payment.status} />
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <CardFigure label="Pedido">{payment.order.number}</CardFigure>
        <CardFigure label="Factura">{payment.bill?.number ?? '—'}</CardFigure>
        <CardFigure label="Fecha del pago">{formatDay(payment.paidAt)}</CardFigure>
        <CardFigure label="Método">{methodText(payment.method)}</CardFigure>
      </dl>
      {payment.status === 'REJECTED' && payment.rejectReason && (
        <p className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          Motivo del rechazo: {payment.rejectReason}
        </p>
      )}
      <div className="flex justify-end">
        <button
          type="button"
          onClick={() => void open()}
          className="text-sm text-blue-700 underline"
        >
          Ver archivo {payment.file.originalName}
        </button>
      </div>
    </li>
  );
}

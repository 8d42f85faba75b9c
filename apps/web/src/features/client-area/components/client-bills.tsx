import { BILL_STATUS_LABELS, formatMoney, type Bill } from '@taller/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { formatDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { useListState } from '../../../lib/list-query';
import { notify } from '../../../lib/toast';
import { BillStatusBadge } from '../../billing';
import { downloadClientBillPdf, useClientBills } from '../api/client-billing';
import { CardFigure, ClientCardList } from './client-card-list';
import type { ProofTarget } from './send-proof-dialog';

const PAGE_SIZE = 10;
const STATUS_OPTIONS = Object.entries(BILL_STATUS_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/** 'Mis facturas': the client's bills with paid and owed, the PDF and 'Enviar comprobante'. */
export function ClientBills({ onSendProof }: { onSendProof: (target: ProofTarget) => void }) {
  const list = useListState(
    { search: '', status: '' },
    { field: 'number', direction: 'desc' },
    PAGE_SIZE,
  );
  const query = useClientBills(list.params);
  return (
    <section aria-labelledby="my-bills" className="flex flex-col gap-4">
      <h2 id="my-bills" className="text-lg font-semibold text-slate-900">
        Mis facturas
      </h2>
      <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <TextField
          label="Buscar factura"
          type="search"
          placeholder="Número de factura o pedido"
          value={list.filters.search}
          onChange={(event) => list.setFilters({ ...list.filters, search: event.target.value })}
        />
        <SelectField
          label="Estado de la factura"
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
          loading: 'Cargando facturas...',
          empty: 'Todavía no tiene facturas.',
          noMatches: 'Ninguna factura coincide con la búsqueda.',
          noun: 'facturas',
        }}
        card={(bill) => <BillCard key={bill.id} bill={bill} onSendProof={onSendProof} />}
      />
    </section>
  );
}

function BillCard({
  bill,
  onSendProof,
}: {
  bill: Bill;
  onSendProof: (target: ProofTarget) => void;
}) {
  const [isDownloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadClientBillPdf(bill);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <li
      aria-label={`Factura ${bill.number}`}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-slate-900">{bill.number}</span>
        <BillStatusBadge status={bill.status} />
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-5">
        <CardFigure label="Pedido">{bill.order.number}</CardFigure>
        <CardFigure label="Fecha">{formatDate(bill.issuedAt)}</CardFigure>
        <CardFigure label="Total">{formatMoney(bill.totalCents, bill.currency)}</CardFigure>
        <CardFigure label="Pagado">{formatMoney(bill.paidCents, bill.currency)}</CardFigure>
        <CardFigure label="Saldo">
          <span className="font-medium">{formatMoney(bill.owedCents, bill.currency)}</span>
        </CardFigure>
      </dl>
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void download()}
          disabled={isDownloading}
          aria-label={`Descargar PDF de ${bill.number}`}
        >
          Descargar PDF
        </Button>
        {bill.status !== 'ANNULLED' && bill.owedCents > 0 && (
          <Button
            size="sm"
            onClick={() =>
              onSendProof({
                order: { id: bill.orderId, number: bill.order.number, owedCents: bill.owedCents },
                billId: bill.id,
                amountCents: bill.owedCents,
              })
            }
            aria-label={`Enviar comprobante de ${bill.number}`}
          >
            Enviar comprobante
          </Button>
        )}
      </div>
    </li>
  );
}

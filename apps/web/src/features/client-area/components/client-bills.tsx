import { BILL_DOCUMENT_TEXTS, BILL_STATUS_LABELS, formatMoney, type Bill } from '@taller/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { BillStatusBadge } from '../../billing';
import { downloadClientBillPdf } from '../api/download-client-bill-pdf';
import { useClientBills } from '../api/get-client-bills';
import { CardFigure, ClientCard, ClientCardList } from './client-card-list';
import type { ProofTarget } from './send-proof-dialog';

const TEXTS = {
  title: 'Mis documentos de venta',
  search: 'Buscar documento',
  searchPlaceholder: 'Número del documento o del pedido',
  select: 'Estado del documento',
  selectPlaceholder: 'Todos',
  statusLabels: BILL_STATUS_LABELS,
  loading: 'Cargando documentos de venta...',
  empty: 'Todavía no tiene documentos de venta.',
  noMatches: 'Ningún documento coincide con la búsqueda.',
  noun: 'documentos de venta',
};

/**
 * 'Mis documentos de venta' (notas de venta, or facturas once the workshop bills through SIAT,
 * each card saying which): the client's bills with paid and owed, the PDF and 'Enviar comprobante'. */
export function ClientBills({ onSendProof }: { onSendProof: (target: ProofTarget) => void }) {
  return (
    <ClientCardList
      texts={TEXTS}
      sortField="number"
      useRecords={useClientBills}
      card={(bill) => <BillCard key={bill.id} bill={bill} onSendProof={onSendProof} />}
    />
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
    <ClientCard
      label={BILL_DOCUMENT_TEXTS.named(bill.document, bill.number)}
      title={BILL_DOCUMENT_TEXTS.named(bill.document, bill.number)}
      badge={<BillStatusBadge status={bill.status} />}
    >
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-5">
        <CardFigure label="Pedido">{bill.order.number}</CardFigure>
        <CardFigure label="Fecha">{formatDate(bill.issuedAt)}</CardFigure>
        <CardFigure label="Total">{formatMoney(bill.totalCents, bill.currency)}</CardFigure>
        <CardFigure label="Pagado">{formatMoney(bill.paidCents, bill.currency)}</CardFigure>
        <CardFigure label="Saldo">
          <span className="font-medium">{formatMoney(bill.owedCents, bill.currency)}</span>
        </CardFigure>
        {bill.creditCents > 0 && (
          <CardFigure label="Saldo a favor">
            {formatMoney(bill.creditCents, bill.currency)}
          </CardFigure>
        )}
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
    </ClientCard>
  );
}

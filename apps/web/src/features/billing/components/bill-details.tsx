import { formatMoney, type Bill } from '@taller/shared';
import { Button } from '../../../components/ui/button';
import { DetailField, DetailsModal, orMissing } from '../../../components/ui/details-modal';
import { formatDateTime } from '../../../lib/dates';
import { useBill } from '../api/bills';
import { BillStatusBadge, PaymentStatusBadge } from './billing-badges';
import { billKindText, formatDay, methodText } from './billing-texts';

/** A bill: client, lines, amounts in figures and words, its payments; the PDF from here too. */
export function BillDetailsModal({
  bill,
  onClose,
  onPdf,
}: {
  bill: Bill | null;
  onClose: () => void;
  onPdf: (bill: Bill) => void;
}) {
  const fresh = useBill(bill?.id ?? 0, bill ?? undefined, bill !== null).data ?? bill;
  return (
    <DetailsModal
      isOpen={bill !== null}
      title={fresh ? `Factura ${fresh.number}` : 'Factura'}
      onClose={onClose}
      size="3xl"
    >
      {fresh && <BillBody bill={fresh} onPdf={onPdf} />}
    </DetailsModal>
  );
}

function BillBody({ bill, onPdf }: { bill: Bill; onPdf: (bill: Bill) => void }) {
  const money = (cents: number) => formatMoney(cents, bill.currency);
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid gap-4 sm:grid-cols-2">
        <DetailField label="Estado">
          <BillStatusBadge status={bill.status} />
        </DetailField>
        <DetailField label="Tipo">{billKindText(bill.kind)}</DetailField>
        <DetailField label="Razón social">{bill.billingName}</DetailField>
        <DetailField label="NIT/CI">{bill.billingTaxId}</DetailField>
        <DetailField label="Pedido">{bill.order.number}</DetailField>
        <DetailField label="Emitida">
          {formatDateTime(bill.issuedAt)} · {orMissing(bill.issuedBy)}
        </DetailField>
        {bill.annulledAt && (
          <DetailField label="Anulada" wide>
            {formatDateTime(bill.annulledAt)} · {bill.annulledBy} — {bill.annulReason}
          </DetailField>
        )}
      </dl>
      <table className="min-w-full text-sm">
        <caption className="sr-only">Líneas de la factura</caption>
        <thead className="border-b border-slate-200 text-left text-xs text-slate-500 uppercase">
          <tr>
            <th className="py-2">Descripción</th>
            <th className="py-2 text-right">Cant.</th>
            <th className="py-2 text-right">Importe</th>
          </tr>
        </thead>
        <tbody>
          {bill.lines.map((line, index) => (
            <tr key={index} className="border-b border-slate-100">
              <td className="py-2">{line.description}</td>
              <td className="py-2 text-right">{line.quantity}</td>
              <td className="py-2 text-right whitespace-nowrap">{money(line.totalCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="text-right">
          <tr>
            <td colSpan={2} className="pt-2 text-slate-500">
              Subtotal
            </td>
            <td className="pt-2 whitespace-nowrap">{money(bill.subtotalCents)}</td>
          </tr>
          <tr>
            <td colSpan={2} className="text-slate-500">
              Impuesto ({bill.taxRatePercent.toLocaleString('es-ES')} %)
            </td>
            <td className="whitespace-nowrap">{money(bill.taxCents)}</td>
          </tr>
          <tr className="font-semibold">
            <td colSpan={2}>Total</td>
            <td className="whitespace-nowrap">{money(bill.totalCents)}</td>
          </tr>
          <tr>
            <td colSpan={2} className="text-slate-500">
              Pagado
            </td>
            <td className="whitespace-nowrap">{money(bill.paidCents)}</td>
          </tr>
          <tr>
            <td colSpan={2} className="text-slate-500">
              Saldo
            </td>
            <td className="whitespace-nowrap">{money(bill.owedCents)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="text-sm text-slate-700 italic">{bill.amountInWords}</p>
      <section aria-label="Pagos de la factura">
        <h3 className="mb-2 text-sm font-semibold text-slate-900">Pagos</h3>
        {bill.payments.length === 0 ? (
          <p className="text-sm text-slate-500">Sin pagos registrados.</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {bill.payments.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center gap-2">
                <span>{formatDay(p.paidAt)}</span>
                <span>{methodText(p.method)}</span>
                <span className="font-medium">{money(p.amountCents)}</span>
                <PaymentStatusBadge status={p.status} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <div>
        <Button variant="secondary" onClick={() => onPdf(bill)}>
          Descargar PDF
        </Button>
      </div>
    </div>
  );
}

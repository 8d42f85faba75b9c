import {
  BILL_DOCUMENT_LABELS,
  BILL_DOCUMENT_TEXTS,
  formatDecimal,
  formatMoney,
  RECEIVABLE_MESSAGES,
  type Bill,
} from '@taller/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  DetailField,
  DetailsModal,
  orMissing,
  type RecordModalProps,
} from '../../../resource/details-modal';
import { formatDateTime } from '../../../lib/dates';
import { FacturaDetails } from '../../siat';
import { useBill } from '../api/get-bill';
import { BillStatusBadge, PaymentStatusBadge } from './billing-badges';
import { BillReminders } from './bill-reminders';
import { DueDateDialog } from './due-date-dialog';
import { formatDay } from '../../../lib/dates';
import { billKindText, methodText } from './billing-texts';

/** A bill: client, lines, amounts in figures and words, its payments; the PDF from here too. */
export function BillDetailsModal({
  record,
  onClose,
  onPdf,
}: RecordModalProps<Bill> & { onPdf: (bill: Bill) => void }) {
  const fresh = useBill(record?.id ?? 0, record ?? undefined, record !== null).data ?? record;
  return (
    <DetailsModal
      isOpen={record !== null}
      title={fresh ? BILL_DOCUMENT_TEXTS.named(fresh.document, fresh.number) : 'Documento de venta'}
      onClose={onClose}
      size="3xl"
    >
      {fresh && <BillBody bill={fresh} onPdf={onPdf} />}
    </DetailsModal>
  );
}

function BillBody({ bill, onPdf }: { bill: Bill; onPdf: (bill: Bill) => void }) {
  const money = (cents: number) => formatMoney(cents, bill.currency);
  // Approved for another amount than declared: what arrived counts, the difference stays shown.
  const received = bill.payments
    .filter((p) => p.status === 'APPROVED' && p.declaredCents !== null)
    .reduce((sum, p) => sum + p.amountCents - p.declaredCents!, 0);
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid gap-4 sm:grid-cols-2">
        <DetailField label="Documento">{BILL_DOCUMENT_LABELS[bill.document]}</DetailField>
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
        {bill.status !== 'ANNULLED' && (
          <DetailField label="Vence">
            <DueDateField bill={bill} />
          </DetailField>
        )}
        {bill.annulledAt && (
          <DetailField label="Anulada" wide>
            {formatDateTime(bill.annulledAt)} · {bill.annulledBy} — {bill.annulReason}
          </DetailField>
        )}
      </dl>
      <FacturaDetails bill={bill} />
      <table className="min-w-full text-sm">
        <caption className="sr-only">Líneas del documento</caption>
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
          <TotalRow first label="Subtotal" amount={money(bill.subtotalCents)} />
          <TotalRow
            label={`Impuesto (${formatDecimal(bill.taxRatePercent, { grouping: 'auto' })} %)`}
            amount={money(bill.taxCents)}
          />
          <TotalRow strong label="Total" amount={money(bill.totalCents)} />
          <TotalRow label="Pagado" amount={money(bill.paidCents)} />
          <TotalRow label="Saldo" amount={money(bill.owedCents)} />
          {received !== 0 && (
            <TotalRow label="Diferencia recibida frente a lo declarado" amount={money(received)} />
          )}
          {bill.creditCents > 0 && (
            <TotalRow label="Saldo a favor del cliente" amount={money(bill.creditCents)} />
          )}
        </tfoot>
      </table>
      <p className="text-sm text-slate-700 italic">{bill.amountInWords}</p>
      <section aria-label="Pagos del documento">
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
                {p.declaredCents !== null && (
                  <span className="text-amber-800">(declarado {money(p.declaredCents)})</span>
                )}
                <PaymentStatusBadge status={p.status} />
                {p.excessCents > 0 && (
                  <span className="text-amber-800">
                    {money(p.excessCents)} en exceso (saldo a favor)
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <BillReminders billId={bill.id} />
      <div>
        <Button variant="secondary" onClick={() => onPdf(bill)}>
          Descargar PDF
        </Button>
      </div>
    </div>
  );
}

/** 'Vence' with its 'Cambiar vencimiento' (issue 37): the dialog puts the date to the server. */
function DueDateField({ bill }: { bill: Bill }) {
  const [editing, setEditing] = useState(false);
  return (
    <span className="flex flex-wrap items-center gap-2">
      {formatDay(bill.dueDate)}
      <Button
        variant="secondary"
        size="sm"
        aria-label={RECEIVABLE_MESSAGES.dueDateChangeOf(bill.number)}
        onClick={() => setEditing(true)}
      >
        {RECEIVABLE_MESSAGES.dueDateChange}
      </Button>
      <DueDateDialog bill={editing ? bill : null} onClose={() => setEditing(false)} />
    </span>
  );
}

/** A line of the bill's totals: its label under the first two columns, the amount in the third. */
function TotalRow({
  label,
  amount,
  first = false,
  strong = false,
}: {
  label: string;
  amount: string;
  /** The first line, set apart from the bill's lines. */
  first?: boolean;
  /** The total, in bold. */
  strong?: boolean;
}) {
  const gap = first ? 'pt-2 ' : '';
  return (
    <tr className={strong ? 'font-semibold' : undefined}>
      <td colSpan={2} className={strong ? undefined : `${gap}text-slate-500`}>
        {label}
      </td>
      <td className={`${gap}whitespace-nowrap`}>{amount}</td>
    </tr>
  );
}

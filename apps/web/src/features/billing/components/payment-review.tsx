import { BILLING_MESSAGES, formatMoney, type Payment } from '@taller/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DetailField, orMissing } from '../../../resource/details-modal';
import { Modal } from '../../../components/ui/modal';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { formatDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { api } from '../../../api/client';
import { openPrivateFile, usePrivateFileUrl } from '../../../api/private-file';
import { downloadPaymentReceipt } from '../api/download-payment-receipt';
import { notify } from '../../../lib/toast';
import { isOverpayment, useDecidePayment } from '../api/decide-payment';
import { DuplicateBadge, PaymentStatusBadge } from './billing-badges';
import { formatDay } from '../../../lib/dates';
import { methodText } from './billing-texts';
import { OverpaymentChoice } from './overpayment-choice';
import { ReasonDialog } from './reason-dialog';

/**
 * The proof's file beside its data; 'Aprobar' or 'Rechazar' (with a reason) while pending. An
 * approval refused as an overpayment offers 'Registrar pago en exceso' (decision 021).
 */
export function PaymentReviewModal({
  payment,
  onClose: close,
}: {
  payment: Payment | null;
  onClose: () => void;
}) {
  const decide = useDecidePayment();
  const [isRejecting, setRejecting] = useState(false);
  /** The overpayment refusal of this proof's approval, while the review is open. */
  const [overpayment, setOverpayment] = useState<string | null>(null);
  const onClose = () => {
    setOverpayment(null);
    close();
  };
  const approve = (target: Payment) =>
    decide.mutate(
      { payment: target },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (isOverpayment(error)) setOverpayment(error.message);
        },
      },
    );
  return (
    <Modal
      isOpen={payment !== null}
      onClose={onClose}
      title={payment ? `Comprobante del pedido ${payment.order.number}` : 'Comprobante'}
      size="5xl"
    >
      {payment && (
        <div className="grid gap-6 md:grid-cols-2">
          <ProofFile payment={payment} />
          <div className="flex flex-col gap-4">
            <dl className="grid gap-3 sm:grid-cols-2">
              <DetailField label="Estado">
                <span className="flex flex-wrap gap-1">
                  <PaymentStatusBadge status={payment.status} />
                  {payment.duplicates.length > 0 && (
                    <DuplicateBadge orders={payment.duplicates.map((d) => d.orderNumber)} />
                  )}
                </span>
              </DetailField>
              <DetailField label="Monto">
                <span className="text-lg font-semibold">{formatMoney(payment.amountCents)}</span>
              </DetailField>
              <DetailField label="Cliente">{payment.order.clientName}</DetailField>
              <DetailField label="Documento de venta">
                {payment.bill?.number ?? 'Sin documento'}
              </DetailField>
              <DetailField label="Fecha de pago">{formatDay(payment.paidAt)}</DetailField>
              <DetailField label="Método">{methodText(payment.method)}</DetailField>
              <DetailField label="Referencia bancaria">{orMissing(payment.reference)}</DetailField>
              <DetailField label="Registrado">
                {formatDateTime(payment.createdAt)} · {orMissing(payment.createdBy)}
              </DetailField>
              {payment.decidedAt && (
                <DetailField label="Revisado" wide>
                  {formatDateTime(payment.decidedAt)} · {payment.decidedBy}
                  {payment.rejectReason && ` — ${payment.rejectReason}`}
                </DetailField>
              )}
              {payment.excessCents > 0 && (
                <DetailField label="Pago en exceso (saldo a favor del cliente)" wide>
                  {formatMoney(payment.excessCents)} — {payment.overpaymentReason}
                </DetailField>
              )}
            </dl>
            {payment.duplicates.length > 0 && (
              <p
                role="note"
                className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
              >
                El mismo archivo ya se envió antes (pedido{' '}
                {payment.duplicates.map((d) => d.orderNumber).join(', ')}). Compruebe que no sea un
                pago repetido.
              </p>
            )}
            {overpayment && payment.status === 'PENDING' && (
              <OverpaymentChoice
                message={overpayment}
                isSubmitting={decide.isPending}
                onRecord={(reason, done) =>
                  decide.mutate(
                    { payment, overpaymentReason: reason },
                    {
                      onSuccess: () => {
                        done();
                        onClose();
                      },
                    },
                  )
                }
              />
            )}
            <div className="mt-auto flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
              <Button variant="secondary" onClick={onClose}>
                Cerrar
              </Button>
              {payment.status === 'APPROVED' && (
                <Button
                  variant="secondary"
                  onClick={() =>
                    void downloadPaymentReceipt(payment.id).catch((error: unknown) =>
                      notify.error(errorMessage(error)),
                    )
                  }
                >
                  Descargar recibo
                </Button>
              )}
              {payment.status === 'PENDING' && (
                <>
                  <Button
                    variant="danger"
                    onClick={() => setRejecting(true)}
                    disabled={decide.isPending}
                  >
                    Rechazar
                  </Button>
                  <Button
                    onClick={() => approve(payment)}
                    disabled={decide.isPending || overpayment !== null}
                  >
                    {decide.isPending ? 'Guardando...' : 'Aprobar'}
                  </Button>
                </>
              )}
            </div>
          </div>
          <ReasonDialog
            isOpen={isRejecting}
            title="Rechazar comprobante"
            label="Motivo del rechazo"
            requiredMessage={BILLING_MESSAGES.rejectReasonRequired}
            submitLabel="Rechazar"
            isSubmitting={decide.isPending}
            onClose={() => setRejecting(false)}
            onSubmit={(reason) =>
              decide.mutate(
                { payment, reason },
                {
                  onSuccess: () => {
                    setRejecting(false);
                    onClose();
                  },
                },
              )
            }
          />
        </div>
      )}
    </Modal>
  );
}

function ProofFile({ payment }: { payment: Payment }) {
  const { file } = payment;
  // Proofs are private: fetched with the session, shown through an object URL.
  const fetchFile = () =>
    api.GET('/payment/{id}/file', { params: { path: { id: payment.id } }, parseAs: 'blob' });
  const shown = usePrivateFileUrl(['payment', payment.id], fetchFile);
  return (
    <figure className="flex flex-col gap-2">
      {shown.isPending && <LoadingIndicator isLoading message="Cargando comprobante..." />}
      {shown.error && <FormAlert>{errorMessage(shown.error)}</FormAlert>}
      {shown.objectUrl &&
        (file.fileType === 'IMAGE' ? (
          <img
            src={shown.objectUrl}
            alt={`Comprobante ${file.originalName}`}
            className="max-h-[60vh] w-full rounded-md border border-slate-200 object-contain"
          />
        ) : (
          <iframe
            src={shown.objectUrl}
            title={`Comprobante ${file.originalName}`}
            className="h-[60vh] w-full rounded-md border border-slate-200"
          />
        ))}
      <figcaption className="text-xs text-slate-500">
        <button
          type="button"
          onClick={() => void openPrivateFile(fetchFile)}
          className="text-blue-700 underline"
        >
          Abrir {file.originalName}
        </button>
      </figcaption>
    </figure>
  );
}

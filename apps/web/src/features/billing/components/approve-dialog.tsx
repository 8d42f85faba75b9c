import {
  RECEIVABLE_MESSAGES,
  centsToText,
  formatMoney,
  parseMoney,
  type Payment,
} from '@taller/shared';
import { useState, type FormEvent } from 'react';
import { DialogForm } from '../../../components/ui/dialog-form';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';

export type Approval = { note?: string; receivedCents?: number };

/** What the approval says of a received amount next to the declared one. */
export function differenceText(declaredCents: number, receivedCents: number) {
  const diff = receivedCents - declaredCents;
  if (diff === 0) return null;
  return diff > 0
    ? `Se recibió ${formatMoney(diff)} más de lo declarado`
    : `Se recibió ${formatMoney(-diff)} menos de lo declarado`;
}

/**
 * 'Aprobar': the amount that actually arrived (the declared one unless changed) and an optional
 * note. A different amount is what counts; the declared one stays on the payment beside it.
 */
export function ApproveDialog({
  payment,
  isSubmitting,
  onClose,
  onApprove,
}: {
  payment: Payment | null;
  isSubmitting: boolean;
  onClose: () => void;
  onApprove: (approval: Approval) => void;
}) {
  return (
    <Modal isOpen={payment !== null} onClose={onClose} title="Aprobar comprobante">
      {payment && (
        <ApproveForm
          payment={payment}
          isSubmitting={isSubmitting}
          onClose={onClose}
          onApprove={onApprove}
        />
      )}
    </Modal>
  );
}

function ApproveForm({
  payment,
  isSubmitting,
  onClose,
  onApprove,
}: {
  payment: Payment;
  isSubmitting: boolean;
  onClose: () => void;
  onApprove: (approval: Approval) => void;
}) {
  const [received, setReceived] = useState(centsToText(payment.amountCents));
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const cents = parseMoney(received);
  const difference =
    cents !== null && cents > 0 ? differenceText(payment.amountCents, cents) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (cents === null || cents <= 0) return setError(RECEIVABLE_MESSAGES.receivedInvalid);
    onApprove({
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(cents !== payment.amountCents ? { receivedCents: cents } : {}),
    });
  };
  return (
    <DialogForm
      onSubmit={submit}
      submitLabel="Aprobar"
      isSubmitting={isSubmitting}
      onCancel={onClose}
    >
      <p className="text-sm text-slate-700">
        El comprobante declara {formatMoney(payment.amountCents)}.
      </p>
      <TextField
        label="Monto recibido (Bs)"
        inputMode="decimal"
        value={received}
        error={error}
        hint={difference ?? 'Cámbielo si el extracto dice otro monto'}
        onChange={(e) => {
          setReceived(e.target.value);
          setError(undefined);
        }}
      />
      <TextField
        label="Nota (opcional)"
        value={note}
        maxLength={500}
        onChange={(e) => setNote(e.target.value)}
      />
    </DialogForm>
  );
}

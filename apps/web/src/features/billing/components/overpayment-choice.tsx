import { BILLING_MESSAGES } from '@taller/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ReasonDialog } from './reason-dialog';

/**
 * An approval the server refused as an overpayment (409 OVERPAYMENT, decision 021): why, and the
 * explicit choice to record it anyway, 'Registrar pago en exceso' with a reason. The excess then
 * shows as the client's 'Saldo a favor'.
 */
export function OverpaymentChoice({
  message,
  isSubmitting,
  onRecord,
}: {
  /** The server's Spanish refusal, naming what is owed and the excess. */
  message: string;
  isSubmitting: boolean;
  /** Sends the approval with `reason`; `done` closes the reason dialog once it is saved. */
  onRecord: (reason: string, done: () => void) => void;
}) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <div
        role="alert"
        className="flex flex-col items-start gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
      >
        <p>{message}</p>
        <Button size="sm" variant="secondary" onClick={() => setOpen(true)} disabled={isSubmitting}>
          Registrar pago en exceso
        </Button>
      </div>
      <ReasonDialog
        isOpen={isOpen}
        title="Registrar pago en exceso"
        label="Motivo del pago en exceso"
        requiredMessage={BILLING_MESSAGES.overpaymentReasonRequired}
        submitLabel="Registrar pago en exceso"
        isSubmitting={isSubmitting}
        onClose={() => setOpen(false)}
        onSubmit={(reason) => onRecord(reason, () => setOpen(false))}
      />
    </>
  );
}

import { BILLING_MESSAGES, SIAT_SCREEN_MESSAGES as T } from '@taller/shared';
import { useState, type FormEvent } from 'react';
import { DialogForm } from '../../../components/ui/dialog-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';
import { ReasonField, useReasonText } from '../../../components/ui/reason-field';
import { errorMessage } from '../../../lib/error-message';
import { useAnnulFactura } from '../api/annul-factura';
import { CataloguePicker } from './catalogue-picker';

type Chosen = { code: string; description: string };

/**
 * 'Anular factura': the SIN catalogue's reason (sent to SIAT as `reasonCode`) and the text kept
 * on the bill. The server's refusal (the period is over, SIAT refused) stays in the dialog.
 */
export function AnnulFacturaDialog({
  bill,
  onClose,
}: {
  bill: { id: number; number: string } | null;
  onClose: () => void;
}) {
  return (
    <Modal
      isOpen={bill !== null}
      onClose={onClose}
      title={bill ? `Anular factura ${bill.number}` : 'Anular factura'}
    >
      {bill && <AnnulForm bill={bill} onClose={onClose} />}
    </Modal>
  );
}

function AnnulForm({ bill, onClose }: { bill: { id: number }; onClose: () => void }) {
  const reason = useReasonText();
  const [code, setCode] = useState<Chosen | null>(null);
  const [codeError, setCodeError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const annul = useAnnulFactura();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCodeError(code ? undefined : T.annulReasonCodeRequired);
    const hasText = reason.require(BILLING_MESSAGES.annulReasonRequired);
    if (!code || !hasText) return;
    setRefusal(null);
    annul.mutate(
      { bill, reason: reason.text, reasonCode: Number(code.code) },
      { onSuccess: onClose, onError: (error) => setRefusal(errorMessage(error)) },
    );
  };
  return (
    <DialogForm
      onSubmit={submit}
      submitLabel="Anular"
      isSubmitting={annul.isPending}
      onCancel={onClose}
    >
      {refusal && <FormAlert>{refusal}</FormAlert>}
      <CataloguePicker
        name="annulmentReasons"
        label={T.annulReasonCode}
        value={code?.code ?? null}
        valueText={code?.description}
        onChange={(entry) => {
          setCode(entry);
          setCodeError(undefined);
        }}
        error={codeError}
        disabled={annul.isPending}
      />
      <ReasonField label="Motivo de la anulación" reason={reason} />
    </DialogForm>
  );
}

import type { FormEvent } from 'react';
import { DialogForm } from '../../../components/ui/dialog-form';
import { Modal } from '../../../components/ui/modal';
import { ReasonField, useReasonText } from '../../../components/ui/reason-field';

/** 'Anular' a bill or 'Rechazar' a proof: a required reason, then the action. */
export function ReasonDialog({
  isOpen,
  title,
  label,
  requiredMessage,
  submitLabel,
  isSubmitting,
  onSubmit,
  onClose,
}: {
  isOpen: boolean;
  title: string;
  label: string;
  requiredMessage: string;
  submitLabel: string;
  isSubmitting: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  const reason = useReasonText();
  const close = () => {
    reason.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.require(requiredMessage)) onSubmit(reason.text);
  };
  return (
    <Modal isOpen={isOpen} onClose={close} title={title}>
      <DialogForm
        onSubmit={submit}
        submitLabel={submitLabel}
        isSubmitting={isSubmitting}
        onCancel={close}
      >
        <ReasonField label={label} reason={reason} />
      </DialogForm>
    </Modal>
  );
}

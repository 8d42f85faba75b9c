import { useState, type FormEvent } from 'react';
import { DialogForm } from '../../../components/ui/dialog-form';
import { Modal } from '../../../components/ui/modal';
import { TextareaField } from '../../../components/ui/textarea-field';

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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') return setError(requiredMessage);
    onSubmit(reason.trim());
  };
  return (
    <Modal isOpen={isOpen} onClose={close} title={title}>
      <DialogForm
        onSubmit={submit}
        submitLabel={submitLabel}
        isSubmitting={isSubmitting}
        onCancel={close}
      >
        <TextareaField
          label={label}
          value={reason}
          maxLength={500}
          rows={3}
          error={error ?? undefined}
          onChange={(e) => {
            setReason(e.target.value);
            setError(null);
          }}
        />
      </DialogForm>
    </Modal>
  );
}

import { useState, type FormEvent } from 'react';
import { FormActions } from '../../../components/ui/form-actions';
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
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
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
        <FormActions
          submitLabel={submitLabel}
          isSubmitting={isSubmitting}
          onCancel={close}
          wide={false}
        />
      </form>
    </Modal>
  );
}

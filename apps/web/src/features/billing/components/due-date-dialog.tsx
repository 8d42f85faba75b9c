import { RECEIVABLE_MESSAGES as R, type Bill } from '@taller/shared';
import { useState, type FormEvent } from 'react';
import { DialogForm } from '../../../components/ui/dialog-form';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { formatDate } from '../../../lib/dates';
import { useSetBillDueDate } from '../api/set-bill-due-date';

/**
 * 'Cambiar vencimiento' of a bill (issue 37): one date, not before the bill was issued (the
 * server checks it too and its refusal comes back as a toast, the date kept as typed).
 */
export function DueDateDialog({ bill, onClose }: { bill: Bill | null; onClose: () => void }) {
  return (
    <Modal
      isOpen={bill !== null}
      onClose={onClose}
      title={bill ? R.dueDateChangeOf(bill.number) : R.dueDateChange}
      size="sm"
    >
      {bill && <DueDateForm bill={bill} onClose={onClose} />}
    </Modal>
  );
}

function DueDateForm({ bill, onClose }: { bill: Bill; onClose: () => void }) {
  const save = useSetBillDueDate();
  const [dueDate, setDueDate] = useState(bill.dueDate);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(dueDate)) return setError(R.dueDateRequired);
    save.mutate({ bill, dueDate }, { onSuccess: onClose });
  };
  return (
    <DialogForm
      onSubmit={submit}
      submitLabel={R.dueDateSubmit}
      isSubmitting={save.isPending}
      onCancel={onClose}
    >
      <TextField
        label={R.dueDateField}
        type="date"
        value={dueDate}
        error={error}
        hint={R.dueDateHint(formatDate(bill.issuedAt))}
        onChange={(e) => {
          setDueDate(e.target.value);
          setError(undefined);
        }}
      />
    </DialogForm>
  );
}

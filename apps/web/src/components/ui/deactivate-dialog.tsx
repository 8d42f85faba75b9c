import { ConfirmDialog } from './confirm-dialog';

export type DeactivateDialogProps<T> = {
  /** The record to deactivate; the dialog is open while there is one. */
  record: T | null;
  /** 'Desactivar Usuario'. */
  title: string;
  /** Names the record and says what happens ('… sus sesiones abiertas terminan de inmediato'). */
  message: (record: T) => string;
  toggle: {
    mutate: (record: T, options: { onSettled: () => void }) => void;
    isPending: boolean;
  };
  onClose: () => void;
};

/** Asked before deactivating an account-holder: it is one click from locking someone out. */
export function DeactivateDialog<T>({
  record,
  title,
  message,
  toggle,
  onClose,
}: DeactivateDialogProps<T>) {
  return (
    <ConfirmDialog
      isOpen={record !== null}
      title={title}
      message={record ? message(record) : ''}
      confirmLabel="Desactivar"
      busyLabel="Desactivando..."
      isBusy={toggle.isPending}
      onCancel={onClose}
      onConfirm={() => record && toggle.mutate(record, { onSettled: onClose })}
    />
  );
}

import { ConfirmDialog } from '../components/ui/confirm-dialog';
import { isActiveRecord } from './status-toggle';

/** The action a record dialog asks about, run on the record; settled either way. */
type RecordMutation<T> = {
  mutate: (record: T, options: { onSettled: () => void }) => void;
  isPending: boolean;
};

type RecordDialogProps<T> = {
  /** The record to act on; the dialog is open while there is one. */
  record: T | null;
  /** 'Eliminar Cliente', 'Desactivar Usuario'. */
  title: string;
  /** Names the record and says what happens ('… sus sesiones abiertas terminan de inmediato'). */
  message: (record: T) => string;
  onClose: () => void;
};

/** ConfirmDialog on a record: runs the action and closes whether it succeeded or failed. */
function RecordDialog<T>({
  record,
  title,
  message,
  onClose,
  action,
  confirmLabel,
  busyLabel,
}: RecordDialogProps<T> & { action: RecordMutation<T>; confirmLabel: string; busyLabel: string }) {
  return (
    <ConfirmDialog
      isOpen={record !== null}
      title={title}
      message={record ? message(record) : ''}
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      isBusy={action.isPending}
      onCancel={onClose}
      onConfirm={() => record && action.mutate(record, { onSettled: onClose })}
    />
  );
}

export type DeleteDialogProps<T> = RecordDialogProps<T> & { remove: RecordMutation<T> };

/** 'Eliminar …' of a management screen. */
export function DeleteDialog<T>({ remove, ...dialog }: DeleteDialogProps<T>) {
  return (
    <RecordDialog {...dialog} action={remove} confirmLabel="Eliminar" busyLabel="Eliminando..." />
  );
}

export type DeactivateDialogProps<T> = RecordDialogProps<T> & { toggle: RecordMutation<T> };

/**
 * A row's 'Activar'/'Desactivar' for account-holders: deactivating opens the screen's
 * DeactivateDialog on the record, activating runs at once.
 */
export const askBeforeDeactivating =
  <T extends { status: string }>(
    dialog: { open: (kind: 'deactivate') => (record: T) => void },
    toggle: { mutate: (record: T) => void },
  ) =>
  (record: T) =>
    isActiveRecord(record) ? dialog.open('deactivate')(record) : toggle.mutate(record);

/** Asked before deactivating an account-holder: it is one click from locking someone out. */
export function DeactivateDialog<T>({ toggle, ...dialog }: DeactivateDialogProps<T>) {
  return (
    <RecordDialog
      {...dialog}
      action={toggle}
      confirmLabel="Desactivar"
      busyLabel="Desactivando..."
    />
  );
}

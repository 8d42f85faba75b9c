import type { ReactNode } from 'react';
import { Modal, type ModalSize } from './modal';

/** What a form in one of these modals is given: its submit and 'Cancelar'. */
export type ModalFormProps<V> = {
  onSubmit: (values: V) => Promise<void>;
  onCancel: () => void;
};

/** The props of a screen's 'Registrar Nuevo …' modal. */
export type CreateModalProps = { isOpen: boolean; onClose: () => void; onCreated: () => void };

type Frame = { title: string; size: ModalSize; onClose: () => void };

/** Saves, then closes and runs `onSaved`; a failed save rejects and the form stays open. */
const submitThenClose =
  <V,>(save: (values: V) => Promise<unknown>, onClose: () => void, onSaved?: () => void) =>
  async (values: V) => {
    await save(values);
    onClose();
    onSaved?.();
  };

/** 'Registrar Nuevo …': a form in a modal that closes once saved and then runs `onSaved`. */
export function FormModal<V>({
  isOpen,
  title,
  size,
  onClose,
  save,
  onSaved,
  children,
}: Frame & {
  isOpen: boolean;
  save: (values: V) => Promise<unknown>;
  onSaved?: () => void;
  children: (form: ModalFormProps<V>) => ReactNode;
}) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={title} size={size}>
      {children({ onSubmit: submitThenClose(save, onClose, onSaved), onCancel: onClose })}
    </Modal>
  );
}

/** 'Editar …': open while there is a record; its form closes the modal once saved. */
export function EditModal<R, V>({
  record,
  title,
  size,
  onClose,
  save,
  children,
}: Frame & {
  record: R | null;
  save: (record: R, values: V) => Promise<unknown>;
  children: (record: R, form: ModalFormProps<V>) => ReactNode;
}) {
  return (
    <Modal isOpen={record !== null} onClose={onClose} title={title} size={size}>
      {record !== null &&
        children(record, {
          onSubmit: submitThenClose((values: V) => save(record, values), onClose),
          onCancel: onClose,
        })}
    </Modal>
  );
}

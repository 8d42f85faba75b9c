import { Fragment, type ReactNode } from 'react';
import type { RecordFormProps } from './record-form';
import { Modal, type ModalSize } from '../components/ui/modal';

/** The props of a screen's 'Registrar Nuevo …' modal. */
export type CreateModalProps = { isOpen: boolean; onClose: () => void; onCreated: () => void };

/**
 * What a screen gives its resource's form modals (`useManagementState(…).formModals`): the create
 * modal's state, the record being edited and what closes 'Editar …'.
 */
export type FormModalsProps<R> = {
  create: CreateModalProps;
  edited: R | null;
  onClose: () => void;
};

/** Saves, then closes and runs `onSaved`; a failed save rejects and the form stays open. */
const submitThenClose =
  <V,>(save: (values: V) => Promise<unknown>, onClose: () => void, onSaved?: () => void) =>
  async (values: V) => {
    await save(values);
    onClose();
    onSaved?.();
  };

/** What a resource's form modals state for themselves: titles, size, values, saves, the form. */
export type RecordForms<R, V, O> = {
  /** 'Registrar Nuevo Cliente' and 'Editar Cliente'. */
  titles: { create: string; edit: string };
  size: ModalSize;
  emptyValues: V;
  toValues: (record: R) => V;
  saveNew: (values: O) => Promise<unknown>;
  saveEdit: (record: R, values: O) => Promise<unknown>;
  /** The resource's form with the props of its case; `record` is the one edited, if any. */
  form: (props: RecordFormProps<V, O>, record?: R) => ReactNode;
};

/**
 * A resource's 'Registrar Nuevo …' and 'Editar …' modals around its one form (`forms`). A new
 * record starts from `emptyValues` and is saved by `saveNew`, then the modal closes and
 * `create.onCreated` runs; an edited one starts from `toValues(record)`, is saved by `saveEdit`
 * and the modal closes (the form is drawn afresh for each record). A failed save rejects and the
 * form stays open.
 */
export function RecordFormModals<R extends { id: number }, V, O>({
  modals: { create, edited, onClose },
  forms: { titles, size, emptyValues, toValues, saveNew, saveEdit, form },
}: {
  modals: FormModalsProps<R>;
  forms: RecordForms<R, V, O>;
}) {
  return (
    <>
      <Modal isOpen={create.isOpen} onClose={create.onClose} title={titles.create} size={size}>
        {form({
          mode: 'create',
          defaultValues: emptyValues,
          onSubmit: submitThenClose(saveNew, create.onClose, create.onCreated),
          onCancel: create.onClose,
        })}
      </Modal>
      <Modal isOpen={edited !== null} onClose={onClose} title={titles.edit} size={size}>
        {edited !== null && (
          <Fragment key={edited.id}>
            {form(
              {
                mode: 'edit',
                defaultValues: toValues(edited),
                onSubmit: submitThenClose((values: O) => saveEdit(edited, values), onClose),
                onCancel: onClose,
              },
              edited,
            )}
          </Fragment>
        )}
      </Modal>
    </>
  );
}

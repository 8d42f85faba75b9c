import {
  DEFAULT_LINE_COLOR,
  LINE_STATUSES,
  parseLineDescription,
  type Line,
  type LineFormValues,
} from '@taller/shared';
import { EditModal, FormModal, type CreateModalProps } from '../../../components/ui/form-modal';
import { hexOr, offeredOr } from '../../../components/ui/record-form';
import type { LineFormOutput } from '../api/line-payloads';
import { useCreateLine } from '../api/create-line';
import { useUpdateLine } from '../api/update-line';
import { LineForm } from './line-form';

const NEW_LINE: LineFormValues = {
  name: '',
  color: DEFAULT_LINE_COLOR,
  description: [],
  status: 'ACTIVE',
};

/** 'Registrar Nueva Línea': on success the modal closes and `onCreated` runs (page back to 1). */
export function CreateLineModal({ isOpen, onClose, onCreated }: CreateModalProps) {
  const create = useCreateLine();
  return (
    <FormModal
      title="Registrar Nueva Línea"
      size="lg"
      isOpen={isOpen}
      onClose={onClose}
      onSaved={onCreated}
      save={create.mutateAsync}
    >
      {(form) => <LineForm mode="create" defaultValues={NEW_LINE} {...form} />}
    </FormModal>
  );
}

const toFormValues = (line: Line): LineFormValues => ({
  name: line.name,
  color: hexOr(line.color, DEFAULT_LINE_COLOR),
  description: parseLineDescription(line.description),
  // A status the form does not know must be chosen again.
  status: offeredOr(line.status, LINE_STATUSES, '' as LineFormValues['status']),
});

/** 'Editar Línea': the same form plus the status; closes when saved. */
export function EditLineModal({ line, onClose }: { line: Line | null; onClose: () => void }) {
  const update = useUpdateLine();
  return (
    <EditModal
      record={line}
      title="Editar Línea"
      size="lg"
      onClose={onClose}
      save={(line: Line, values: LineFormOutput) => update.mutateAsync({ id: line.id, values })}
    >
      {(line, form) => (
        <LineForm key={line.id} mode="edit" defaultValues={toFormValues(line)} {...form} />
      )}
    </EditModal>
  );
}

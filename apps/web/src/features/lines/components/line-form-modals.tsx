import {
  DEFAULT_LINE_COLOR,
  LINE_STATUSES,
  parseLineDescription,
  type Line,
  type LineFormValues,
} from '@taller/shared';
import { RecordFormModals, type FormModalsProps } from '../../../resource/form-modal';
import { hexOr, offeredOr } from '../../../resource/record-form';
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

const toFormValues = (line: Line): LineFormValues => ({
  name: line.name,
  color: hexOr(line.color, DEFAULT_LINE_COLOR),
  description: parseLineDescription(line.description),
  // A status the form does not know must be chosen again.
  status: offeredOr(line.status, LINE_STATUSES, '' as LineFormValues['status']),
});

/**
 * 'Registrar Nueva Línea' (on success the modal closes and `create.onCreated` runs: page back to
 * 1) and 'Editar Línea', the same form plus the status.
 */
export function LineFormModals(modals: FormModalsProps<Line>) {
  const create = useCreateLine();
  const update = useUpdateLine();
  return (
    <RecordFormModals
      modals={modals}
      forms={{
        titles: { create: 'Registrar Nueva Línea', edit: 'Editar Línea' },
        size: 'lg',
        emptyValues: NEW_LINE,
        toValues: toFormValues,
        saveNew: create.mutateAsync,
        saveEdit: (line, values: LineFormOutput) => update.mutateAsync({ id: line.id, values }),
        form: (props) => <LineForm {...props} />,
      }}
    />
  );
}

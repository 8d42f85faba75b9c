import {
  DEFAULT_BASE_HEXA,
  DEFAULT_FRAME_HEXA,
  DEFAULT_MODEL_STATUS,
  MODEL_STATUSES,
  parseModelDescription,
  type Model,
  type ModelFormOutput,
  type ModelFormValues,
} from '@taller/shared';
import { useQueryClient } from '@tanstack/react-query';
import { RecordFormModals, type FormModalsProps } from '../../../resource/form-modal';
import { hexOr, offeredOr } from '../../../resource/record-form';
import { sortByOrder } from '../../media';
import { useCreateModel } from '../api/create-model';
import { invalidateModel, useUpdateModel } from '../api/update-model';
import { ModelForm } from './model-form';

const newModel = (lineId: number): ModelFormValues => ({
  name: '',
  lineId,
  description: [],
  status: DEFAULT_MODEL_STATUS,
  colors: [],
  media: [],
});

/** A stored model as the form edits it; an unknown status must be chosen again. */
export const toFormValues = (model: Model): ModelFormValues => ({
  name: model.name ?? '',
  lineId: model.lineId,
  description: parseModelDescription(model.description),
  status: offeredOr(model.status, MODEL_STATUSES, DEFAULT_MODEL_STATUS),
  colors: (model.colors ?? []).map((color) => ({
    id: color.id,
    baseName: color.baseName ?? '',
    baseHexa: hexOr(color.baseHexa, DEFAULT_BASE_HEXA),
    frameName: color.frameName ?? '',
    frameHexa: hexOr(color.frameHexa, DEFAULT_FRAME_HEXA),
  })),
  media: sortByOrder(model.media ?? []),
});

/**
 * 'Registrar Nuevo Modelo' in the line `lineId` (on success the modal closes and
 * `create.onCreated` runs: page back to 1) and 'Editar Modelo', the same form filled in.
 */
export function ModelFormModals({
  lineId,
  modals,
}: {
  lineId: number;
  modals: FormModalsProps<Model>;
}) {
  const create = useCreateModel();
  const update = useUpdateModel();
  const queryClient = useQueryClient();
  return (
    <RecordFormModals
      modals={modals}
      forms={{
        titles: { create: 'Registrar Nuevo Modelo', edit: 'Editar Modelo' },
        size: '4xl',
        emptyValues: newModel(lineId),
        toValues: toFormValues,
        saveNew: create.mutateAsync,
        saveEdit: (model, values: ModelFormOutput) => update.mutateAsync({ id: model.id, values }),
        form: (props, model) => (
          <ModelForm
            onStoredMediaRemoved={
              model ? () => void invalidateModel(queryClient, model.id) : undefined
            }
            {...props}
          />
        ),
      }}
    />
  );
}

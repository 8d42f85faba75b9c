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
import { EditModal, FormModal, type CreateModalProps } from '../../../components/ui/form-modal';
import { hexOr, offeredOr } from '../../../components/ui/record-form';
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

/** 'Registrar Nuevo Modelo': on success the modal closes and `onCreated` runs (page back to 1). */
export function CreateModelModal({
  lineId,
  onCreated,
  isOpen,
  onClose,
}: CreateModalProps & { lineId: number }) {
  const create = useCreateModel();
  return (
    <FormModal
      title="Registrar Nuevo Modelo"
      size="4xl"
      isOpen={isOpen}
      onClose={onClose}
      onSaved={onCreated}
      save={create.mutateAsync}
    >
      {(form) => <ModelForm mode="create" defaultValues={newModel(lineId)} {...form} />}
    </FormModal>
  );
}

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

/** 'Editar Modelo': the same form filled in; closes when saved. */
export function EditModelModal({ model, onClose }: { model: Model | null; onClose: () => void }) {
  const update = useUpdateModel();
  const queryClient = useQueryClient();
  return (
    <EditModal
      record={model}
      title="Editar Modelo"
      size="4xl"
      onClose={onClose}
      save={(model: Model, values: ModelFormOutput) => update.mutateAsync({ id: model.id, values })}
    >
      {(model, form) => (
        <ModelForm
          key={model.id}
          mode="edit"
          defaultValues={toFormValues(model)}
          onStoredMediaRemoved={() => void invalidateModel(queryClient, model.id)}
          {...form}
        />
      )}
    </EditModal>
  );
}

import { MODEL_MESSAGES as M, type Model } from '@taller/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteModel } from '../api/delete-model';

/** 'Eliminar Modelo': closes whether the delete succeeded or failed. */
export function DeleteModelDialog({
  model,
  onClose,
}: {
  model: Model | null;
  onClose: () => void;
}) {
  const remove = useDeleteModel();
  return (
    <ConfirmDialog
      isOpen={model !== null}
      title={M.deleteTitle}
      message={model ? M.deleteConfirm(model.name) : ''}
      confirmLabel="Eliminar"
      busyLabel="Eliminando..."
      isBusy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => model && remove.mutate(model, { onSettled: onClose })}
    />
  );
}

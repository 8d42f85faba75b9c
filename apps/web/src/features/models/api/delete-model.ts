import { useTrashMutation } from '../../../resource/record-mutation';
import { modelKeys } from './model-keys';
import { MODEL_TRASH } from './model-toasts';

/** Soft-deletes a model: it leaves its line's list and enters the trash. */
export const useDeleteModel = () =>
  useTrashMutation('delete', MODEL_TRASH, (queryClient, model) => {
    queryClient.removeQueries({ queryKey: modelKeys.detail(model.id) });
    return queryClient.invalidateQueries({ queryKey: modelKeys.lists });
  });

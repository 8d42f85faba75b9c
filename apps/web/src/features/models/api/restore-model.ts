import { useTrashMutation } from '../../../resource/record-mutation';
import { modelKeys } from './model-keys';
import { MODEL_TRASH } from './model-toasts';

/** Brings a model back from its line's trash. */
export const useRestoreModel = () =>
  useTrashMutation('restore', MODEL_TRASH, (queryClient) =>
    queryClient.invalidateQueries({ queryKey: modelKeys.lists }),
  );

import { MODEL_MESSAGES as M, type Model } from '@taller/shared';
import { withFallback } from '../../../lib/api-fallback';
import { api } from '../../../lib/api-client';
import { useToastMutation } from '../../../lib/toast-mutation';
import { modelKeys } from './model-keys';
import { MODEL_TOAST_IDS, restoreModelErrorMessage } from './model-toasts';

export const restoreModel = (model: Pick<Model, 'id' | 'name'>) =>
  withFallback(
    async () => (await api.post<Model>(`/model/restore/${model.id}`)).data,
    M.restoreFallback,
    'models',
  );

/** Brings a model back from its line's trash. */
export const useRestoreModel = () =>
  useToastMutation({
    mutationFn: restoreModel,
    success: (model) => ({
      message: M.restored(model.name),
      id: MODEL_TOAST_IDS.restoreSuccess(model.id),
    }),
    error: restoreModelErrorMessage,
    errorToastId: MODEL_TOAST_IDS.restoreError,
    invalidate: (queryClient) => queryClient.invalidateQueries({ queryKey: modelKeys.lists }),
  });

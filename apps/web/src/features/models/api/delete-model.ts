import { MODEL_MESSAGES as M, type Model } from '@taller/shared';
import { withFallback } from '../../../lib/api-fallback';
import { api } from '../../../lib/api-client';
import { useToastMutation } from '../../../lib/toast-mutation';
import { modelKeys } from './model-keys';
import { MODEL_TOAST_IDS } from './model-toasts';

export const deleteModel = (model: Pick<Model, 'id' | 'name'>) =>
  withFallback(
    async () => (await api.delete<Model>(`/model/delete/${model.id}`)).data,
    M.deleteFallback,
    'models',
  );

/** Soft-deletes a model: it leaves its line's list and enters the trash. */
export const useDeleteModel = () =>
  useToastMutation({
    mutationFn: deleteModel,
    success: (model) => ({
      message: M.deleted(model.name),
      id: MODEL_TOAST_IDS.deleteSuccess(model.id),
    }),
    error: () => M.deleteError,
    errorToastId: MODEL_TOAST_IDS.deleteError,
    invalidate: (queryClient, model) => {
      queryClient.removeQueries({ queryKey: modelKeys.detail(model.id) });
      return queryClient.invalidateQueries({ queryKey: modelKeys.lists });
    },
  });

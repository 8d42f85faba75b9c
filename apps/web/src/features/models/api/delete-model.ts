import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MODEL_MESSAGES as M, type Model } from '@taller/shared';
import { withFallback } from '../../../lib/api-fallback';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { modelKeys } from './model-keys';
import { MODEL_TOAST_IDS } from './model-toasts';

export const deleteModel = (model: Pick<Model, 'id' | 'name'>) =>
  withFallback(
    async () => (await api.delete<Model>(`/model/delete/${model.id}`)).data,
    M.deleteFallback,
    'models',
  );

/** Soft-deletes a model: it leaves its line's list and enters the trash. */
export function useDeleteModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteModel,
    onSuccess: async (_deleted, model) => {
      notify.success(M.deleted(model.name), MODEL_TOAST_IDS.deleteSuccess(model.id));
      queryClient.removeQueries({ queryKey: modelKeys.detail(model.id) });
      await queryClient.invalidateQueries({ queryKey: modelKeys.lists });
    },
    onError: () => notify.error(M.deleteError, MODEL_TOAST_IDS.deleteError),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MODEL_MESSAGES as M, type Model } from '@taller/shared';
import { withFallback } from '../../../lib/api-fallback';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { modelKeys } from './model-keys';
import { MODEL_TOAST_IDS, restoreModelErrorMessage } from './model-toasts';

export const restoreModel = (model: Pick<Model, 'id' | 'name'>) =>
  withFallback(
    async () => (await api.post<Model>(`/model/restore/${model.id}`)).data,
    M.restoreFallback,
    'models',
  );

/** Brings a model back from its line's trash. */
export function useRestoreModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreModel,
    onSuccess: async (_restored, model) => {
      notify.success(M.restored(model.name), MODEL_TOAST_IDS.restoreSuccess(model.id));
      await queryClient.invalidateQueries({ queryKey: modelKeys.lists });
    },
    onError: (error) => notify.error(restoreModelErrorMessage(error), MODEL_TOAST_IDS.restoreError),
  });
}

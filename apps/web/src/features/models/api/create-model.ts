import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MODEL_MESSAGES as M, type Model, type ModelFormOutput } from '@taller/shared';
import { withFallback } from '../../../lib/api-fallback';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { modelKeys } from './model-keys';
import { toCreateModelPayload } from './model-payloads';
import { MODEL_TOAST_IDS, createModelErrorMessage } from './model-toasts';

export const createModel = (values: ModelFormOutput) =>
  withFallback(
    async () => (await api.post<Model>('/model/create', toCreateModelPayload(values))).data,
    M.createError,
    'models',
  );

/** Registers a model; the model lists are refreshed (SPEC.md §7). */
export function useCreateModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createModel,
    onSuccess: async (model) => {
      notify.success(M.created, MODEL_TOAST_IDS.createSuccess(model.id));
      await queryClient.invalidateQueries({ queryKey: modelKeys.lists });
    },
    onError: (error) => notify.error(createModelErrorMessage(error), MODEL_TOAST_IDS.createError),
  });
}

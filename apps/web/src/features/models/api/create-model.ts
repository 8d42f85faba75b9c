import { MODEL_MESSAGES as M, type ModelFormOutput } from '@taller/shared';
import { withFallback } from '../../../api/fallback';
import { api, call } from '../../../api/client';
import { useToastMutation } from '../../../lib/toast-mutation';
import { modelKeys } from './model-keys';
import { toCreateModelPayload } from './model-payloads';
import { MODEL_TOAST_IDS, createModelErrorMessage } from './model-toasts';

export const createModel = (values: ModelFormOutput) =>
  withFallback(
    () => call(api.POST('/model/create', { body: toCreateModelPayload(values) })),
    M.createError,
    'models',
  );

/** Registers a model; the model lists are refreshed (SPEC.md §7). */
export const useCreateModel = () =>
  useToastMutation({
    mutationFn: createModel,
    success: (_values, model) => ({
      message: M.created,
      id: MODEL_TOAST_IDS.createSuccess(model.id),
    }),
    error: createModelErrorMessage,
    errorToastId: MODEL_TOAST_IDS.createError,
    invalidate: (queryClient) => queryClient.invalidateQueries({ queryKey: modelKeys.lists }),
  });

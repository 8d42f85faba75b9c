import type { QueryClient } from '@tanstack/react-query';
import { MODEL_MESSAGES as M, type ModelFormOutput } from '@taller/shared';
import { withFallback } from '../../../api/fallback';
import { api, call } from '../../../api/client';
import { useToastMutation } from '../../../lib/toast-mutation';
import { modelKeys } from './model-keys';
import { toUpdateModelPayload } from './model-payloads';
import { MODEL_TOAST_IDS, updateModelErrorMessage } from './model-toasts';

export type UpdateModelVariables = { id: number; values: ModelFormOutput };

export const updateModel = ({ id, values }: UpdateModelVariables) =>
  withFallback(
    () => call(api.PUT('/model/update', { body: toUpdateModelPayload(id, values) })),
    M.updateError,
    'models',
  );

/** What changes when a model does: the model lists and that model (SPEC.md §7). */
export const invalidateModel = (queryClient: QueryClient, id: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: modelKeys.lists }),
    queryClient.invalidateQueries({ queryKey: modelKeys.detail(id) }),
  ]);

/** Saves a model; the model lists and that model are refreshed. */
export const useUpdateModel = () =>
  useToastMutation({
    mutationFn: updateModel,
    success: () => ({ message: M.updated, id: MODEL_TOAST_IDS.updateSuccess }),
    error: updateModelErrorMessage,
    errorToastId: MODEL_TOAST_IDS.updateError,
    invalidate: (queryClient, { id }) => invalidateModel(queryClient, id),
  });

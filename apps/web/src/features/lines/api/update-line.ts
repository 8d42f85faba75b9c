import { LINE_MESSAGES as M } from '@taller/shared';
import { api, call } from '../../../api/client';
import { useToastMutation } from '../../../lib/toast-mutation';
import { lineKeys } from './line-keys';
import { invalidateLines } from './line-invalidation';
import { toUpdateLinePayload, type LineFormOutput } from './line-payloads';
import { LINE_TOAST_IDS, updateLineErrorMessage } from './line-toasts';
import { withFallback } from './line-responses';

export type UpdateLineVariables = { id: number; values: LineFormOutput };

export const updateLine = ({ id, values }: UpdateLineVariables) =>
  withFallback(
    () => call(api.PUT('/line/update', { body: toUpdateLinePayload(id, values) })),
    M.updateFallback,
  );

/** Updates a line; the list, that line and the active lines are refreshed. */
export const useUpdateLine = () =>
  useToastMutation({
    mutationFn: updateLine,
    success: () => ({ message: M.updated, id: LINE_TOAST_IDS.updateSuccess }),
    error: updateLineErrorMessage,
    errorToastId: LINE_TOAST_IDS.updateError,
    invalidate: (queryClient, { id }) => invalidateLines(queryClient, lineKeys.detail(id)),
  });

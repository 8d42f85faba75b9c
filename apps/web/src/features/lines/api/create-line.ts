import { LINE_MESSAGES as M } from '@taller/shared';
import { api, call } from '../../../api/client';
import { useToastMutation } from '../../../lib/toast-mutation';
import { invalidateLines } from './line-invalidation';
import { toCreateLinePayload, type LineFormOutput } from './line-payloads';
import { LINE_TOAST_IDS } from './line-toasts';
import { withFallback } from './line-responses';

export const createLine = (values: LineFormOutput) =>
  withFallback(
    () => call(api.POST('/line/create', { body: toCreateLinePayload(values) })),
    M.createFallback,
  );

/** Creates a line; the list (and the active lines) are refreshed. */
export const useCreateLine = () =>
  useToastMutation({
    mutationFn: createLine,
    success: (_values, line) => ({ message: M.created, id: LINE_TOAST_IDS.createSuccess(line.id) }),
    error: () => M.createError,
    errorToastId: LINE_TOAST_IDS.createError,
    invalidate: (queryClient) => invalidateLines(queryClient),
  });

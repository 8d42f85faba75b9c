import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LINE_MESSAGES as M, type Line } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { lineKeys } from './line-keys';
import { toCreateLinePayload, type LineFormOutput } from './line-payloads';
import { LINE_TOAST_IDS } from './line-toasts';
import { withFallback } from './line-responses';

export const createLine = (values: LineFormOutput) =>
  withFallback(
    async () => (await api.post<Line>('/line/create', toCreateLinePayload(values))).data,
    M.createFallback,
  );

/** Creates a line; the list (and the active lines) are refreshed. */
export function useCreateLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLine,
    onSuccess: async (line) => {
      notify.success(M.created, LINE_TOAST_IDS.createSuccess(line.id));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: lineKeys.list, exact: true }),
        queryClient.invalidateQueries({ queryKey: lineKeys.active }),
      ]);
    },
    onError: () => notify.error(M.createError, LINE_TOAST_IDS.createError),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LINE_MESSAGES as M, type Line } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { lineKeys } from './line-keys';
import { toUpdateLinePayload, type LineFormOutput } from './line-payloads';
import { LINE_TOAST_IDS, updateLineErrorMessage } from './line-toasts';
import { withFallback } from './line-responses';

export type UpdateLineVariables = { id: number; values: LineFormOutput };

export const updateLine = ({ id, values }: UpdateLineVariables) =>
  withFallback(
    async () => (await api.put<Line>('/line/update', toUpdateLinePayload(id, values))).data,
    M.updateFallback,
  );

/** Updates a line; the list, that line and the active lines are refreshed. */
export function useUpdateLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLine,
    onSuccess: async (_line, { id }) => {
      notify.success(M.updated, LINE_TOAST_IDS.updateSuccess);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: lineKeys.list, exact: true }),
        queryClient.invalidateQueries({ queryKey: lineKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: lineKeys.active }),
      ]);
    },
    onError: (error) => notify.error(updateLineErrorMessage(error), LINE_TOAST_IDS.updateError),
  });
}

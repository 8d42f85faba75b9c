import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LINE_MESSAGES as M, type Line } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { lineKeys } from './line-keys';
import { LINE_TOAST_IDS } from './line-toasts';
import { withFallback } from './line-responses';

export const deleteLine = (line: Pick<Line, 'id' | 'name'>) =>
  withFallback(
    async () => (await api.delete<Line>(`/line/delete/${line.id}`)).data,
    M.deleteFallback,
  );

/** Soft-deletes a line: it leaves the list and the active lines and enters the trash. */
export function useDeleteLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLine,
    onSuccess: async (_deleted, line) => {
      notify.success(M.deleted(line.name), LINE_TOAST_IDS.deleteSuccess(line.id));
      queryClient.removeQueries({ queryKey: lineKeys.detail(line.id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: lineKeys.list, exact: true }),
        queryClient.invalidateQueries({ queryKey: lineKeys.trash }),
        queryClient.invalidateQueries({ queryKey: lineKeys.active }),
      ]);
    },
    onError: () => notify.error(M.deleteError, LINE_TOAST_IDS.deleteError),
  });
}

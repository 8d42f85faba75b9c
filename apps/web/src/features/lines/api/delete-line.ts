import { LINE_MESSAGES as M, type Line } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { useToastMutation } from '../../../lib/toast-mutation';
import { lineKeys } from './line-keys';
import { invalidateLines } from './line-invalidation';
import { LINE_TOAST_IDS } from './line-toasts';
import { withFallback } from './line-responses';

export const deleteLine = (line: Pick<Line, 'id' | 'name'>) =>
  withFallback(
    async () => (await api.delete<Line>(`/line/delete/${line.id}`)).data,
    M.deleteFallback,
  );

/** Soft-deletes a line: it leaves the list and the active lines and enters the trash. */
export const useDeleteLine = () =>
  useToastMutation({
    mutationFn: deleteLine,
    success: (line) => ({
      message: M.deleted(line.name),
      id: LINE_TOAST_IDS.deleteSuccess(line.id),
    }),
    error: () => M.deleteError,
    errorToastId: LINE_TOAST_IDS.deleteError,
    invalidate: (queryClient, line) => {
      queryClient.removeQueries({ queryKey: lineKeys.detail(line.id) });
      return invalidateLines(queryClient, lineKeys.trash);
    },
  });

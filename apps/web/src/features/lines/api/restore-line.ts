import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LINE_MESSAGES as M, type Line } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { lineKeys } from './line-keys';
import { LINE_TOAST_IDS, restoreLineErrorMessage } from './line-toasts';
import { withFallback } from './line-responses';

export const restoreLine = (line: Pick<Line, 'id' | 'name'>) =>
  withFallback(
    async () => (await api.post<Line>(`/line/restore/${line.id}`)).data,
    M.restoreFallback,
  );

/** Brings a line back from the trash (with what was deleted with it). */
export function useRestoreLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreLine,
    onSuccess: async (_restored, line) => {
      notify.success(M.restored(line.name), LINE_TOAST_IDS.restoreSuccess(line.id));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: lineKeys.list, exact: true }),
        queryClient.invalidateQueries({ queryKey: lineKeys.trash }),
        queryClient.invalidateQueries({ queryKey: lineKeys.active }),
      ]);
    },
    onError: (error) => notify.error(restoreLineErrorMessage(error), LINE_TOAST_IDS.restoreError),
  });
}

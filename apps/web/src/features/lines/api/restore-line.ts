import { LINE_MESSAGES as M, type Line } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { useToastMutation } from '../../../lib/toast-mutation';
import { lineKeys } from './line-keys';
import { invalidateLines } from './line-invalidation';
import { LINE_TOAST_IDS, restoreLineErrorMessage } from './line-toasts';
import { withFallback } from './line-responses';

export const restoreLine = (line: Pick<Line, 'id' | 'name'>) =>
  withFallback(
    async () => (await api.post<Line>(`/line/restore/${line.id}`)).data,
    M.restoreFallback,
  );

/** Brings a line back from the trash (with what was deleted with it). */
export const useRestoreLine = () =>
  useToastMutation({
    mutationFn: restoreLine,
    success: (line) => ({
      message: M.restored(line.name),
      id: LINE_TOAST_IDS.restoreSuccess(line.id),
    }),
    error: restoreLineErrorMessage,
    errorToastId: LINE_TOAST_IDS.restoreError,
    invalidate: (queryClient) => invalidateLines(queryClient, lineKeys.trash),
  });

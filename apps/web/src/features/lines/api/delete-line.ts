import { useTrashMutation } from '../../../resource/record-mutation';
import { lineKeys } from './line-keys';
import { invalidateLines } from './line-invalidation';
import { LINE_TRASH } from './line-toasts';

/** Soft-deletes a line: it leaves the list and the active lines and enters the trash. */
export const useDeleteLine = () =>
  useTrashMutation('delete', LINE_TRASH, (queryClient, line) => {
    queryClient.removeQueries({ queryKey: lineKeys.detail(line.id) });
    return invalidateLines(queryClient, lineKeys.trash);
  });

import { useTrashMutation } from '../../../resource/record-mutation';
import { lineKeys } from './line-keys';
import { invalidateLines } from './line-invalidation';
import { LINE_TRASH } from './line-toasts';

/** Brings a line back from the trash (with what was deleted with it). */
export const useRestoreLine = () =>
  useTrashMutation('restore', LINE_TRASH, (queryClient) =>
    invalidateLines(queryClient, lineKeys.trash),
  );

import { LINE_MESSAGES } from '@taller/shared';
import { LoadedTrash } from '../../../resource/trash-table';
import { useDeletedLines } from '../api/get-deleted-lines';
import { useRestoreLine } from '../api/restore-line';

/** The 'Papelera': deleted lines, each with 'Restaurar'. */
export function LineTrash() {
  return (
    <LoadedTrash
      query={useDeletedLines()}
      restore={useRestoreLine()}
      caption="Líneas eliminadas"
      texts={LINE_MESSAGES}
    />
  );
}

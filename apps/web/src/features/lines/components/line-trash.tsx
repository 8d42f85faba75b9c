import { LINE_MESSAGES } from '@taller/shared';
import { LoadedTrash } from '../../../resource/trash-table';
import { useLineTrash } from '../api/get-line-trash';
import { useRestoreLine } from '../api/restore-line';

/** The 'Papelera': deleted lines, each with 'Restaurar'. */
export function LineTrash() {
  return (
    <LoadedTrash
      query={useLineTrash()}
      restore={useRestoreLine()}
      caption="Líneas eliminadas"
      texts={LINE_MESSAGES}
    />
  );
}

import { MODEL_MESSAGES } from '@taller/shared';
import { LoadedTrash } from '../../../resource/trash-table';
import { useDeletedModels } from '../api/get-deleted-models';
import { useRestoreModel } from '../api/restore-model';

/** The 'Papelera' of a line's models, each with 'Restaurar'. */
export function ModelTrash({ lineId }: { lineId: number }) {
  return (
    <LoadedTrash
      query={useDeletedModels(lineId)}
      restore={useRestoreModel()}
      caption="Modelos eliminados"
      texts={MODEL_MESSAGES}
    />
  );
}

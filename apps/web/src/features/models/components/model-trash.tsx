import { MODEL_MESSAGES } from '@taller/shared';
import { LoadedTrash } from '../../../resource/trash-table';
import { useModelTrash } from '../api/get-model-trash';
import { useRestoreModel } from '../api/restore-model';

/** The 'Papelera' of a line's models, each with 'Restaurar'. */
export function ModelTrash({ lineId }: { lineId: number }) {
  return (
    <LoadedTrash
      query={useModelTrash(lineId)}
      restore={useRestoreModel()}
      caption="Modelos eliminados"
      texts={MODEL_MESSAGES}
    />
  );
}

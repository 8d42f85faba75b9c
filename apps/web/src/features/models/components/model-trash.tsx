import { MODEL_MESSAGES as M } from '@taller/shared';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { TrashTable } from '../../../components/ui/trash-table';
import { useDeletedModels } from '../api/get-deleted-models';
import { useRestoreModel } from '../api/restore-model';

/** The 'Papelera' of a line's models, each with 'Restaurar'. */
export function ModelTrash({ lineId }: { lineId: number }) {
  const { data: models, isPending, error } = useDeletedModels(lineId);
  const restore = useRestoreModel();
  if (isPending) return <LoadingIndicator isLoading message={M.loadingTrash} size="medium" />;
  if (error) {
    return (
      <p role="alert" className="p-6 text-center text-red-700">
        {M.loadError(error.message)}
      </p>
    );
  }
  return (
    <div className="overflow-x-auto">
      <TrashTable
        items={models}
        caption="Modelos eliminados"
        emptyText={M.emptyTrash}
        restoringId={restore.isPending ? (restore.variables?.id ?? null) : null}
        onRestore={(model) => restore.mutate(model)}
      />
    </div>
  );
}

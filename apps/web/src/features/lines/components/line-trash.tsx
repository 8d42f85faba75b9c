import { LINE_MESSAGES as M } from '@taller/shared';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { TrashTable } from '../../../components/ui/trash-table';
import { useDeletedLines } from '../api/get-deleted-lines';
import { useRestoreLine } from '../api/restore-line';

/** The 'Papelera': deleted lines, each with 'Restaurar'. */
export function LineTrash() {
  const { data: lines, isPending, error } = useDeletedLines();
  const restore = useRestoreLine();
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
        items={lines}
        caption="Líneas eliminadas"
        emptyText={M.emptyTrash}
        restoringId={restore.isPending ? (restore.variables?.id ?? null) : null}
        onRestore={(line) => restore.mutate(line)}
      />
    </div>
  );
}

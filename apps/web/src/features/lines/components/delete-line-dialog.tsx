import { LINE_MESSAGES as M, type Line } from '@taller/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteLine } from '../api/delete-line';

/** 'Eliminar Línea': closes whether the delete succeeded or failed (SPEC.md §4). */
export function DeleteLineDialog({ line, onClose }: { line: Line | null; onClose: () => void }) {
  const remove = useDeleteLine();
  return (
    <ConfirmDialog
      isOpen={line !== null}
      title={M.deleteTitle}
      message={line ? M.deleteConfirm(line.name) : ''}
      confirmLabel="Eliminar"
      busyLabel="Eliminando..."
      isBusy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => line && remove.mutate(line, { onSettled: onClose })}
    />
  );
}

import { LINE_MESSAGES as M, type Line } from '@taller/shared';
import { DeleteDialog, type DeleteDialogProps } from '../../../resource/record-dialogs';

/** 'Eliminar Línea': the confirmation, loaded by the lines screen when a row asks for it. */
export function LineDeleteDialog(props: Omit<DeleteDialogProps<Line>, 'title' | 'message'>) {
  return (
    <DeleteDialog {...props} title={M.deleteTitle} message={(line) => M.deleteConfirm(line.name)} />
  );
}

import { EMPTY_LINE_FILTERS, LINE_MESSAGES as M, type Line } from '@taller/shared';
import { Button } from '../../../components/ui/button';
import { Deferred, lazyNamed } from '../../../components/ui/deferred';
import { DeleteDialog } from '../../../components/ui/confirm-dialog';
import { PlusIcon } from '../../../components/ui/icons';
import { ManagementPage } from '../../../components/ui/management-page';
import { useManagementState } from '../../../lib/management-state';
import { useDeleteLine } from '../api/delete-line';
import { LineDetailsModal } from '../components/line-details';
import { LineFilterBar } from '../components/line-filter-bar';
import { LineList } from '../components/line-list';
import { LineTrash } from '../components/line-trash';

const formModals = () => import('../components/line-form-modals');
const CreateLineModal = lazyNamed(formModals, 'CreateLineModal');
const EditLineModal = lazyNamed(formModals, 'EditLineModal');

/** Gestión de Líneas (SPEC.md §2), at /director/dashboard/lines. */
export function LinesPage() {
  const screen = useManagementState<Line, typeof EMPTY_LINE_FILTERS>(EMPTY_LINE_FILTERS);
  const { list, dialog } = screen;
  const remove = useDeleteLine();

  return (
    <ManagementPage
      title="Gestión de Líneas"
      noun="Líneas"
      listLabel="Listado de líneas"
      trashLabel="Papelera de líneas"
      {...screen.views}
      actions={
        <Button onClick={dialog.create}>
          <PlusIcon />
          Agregar Línea
        </Button>
      }
      filters={<LineFilterBar {...screen.filterBar} />}
      list={
        <LineList
          filters={list.filters}
          page={list.page}
          onPageChange={list.setPage}
          {...dialog.rowActions}
        />
      }
      trash={<LineTrash />}
    >
      <Deferred when={screen.createModal.isOpen}>
        <CreateLineModal {...screen.createModal} />
      </Deferred>
      <Deferred when={dialog.record('edit')}>
        <EditLineModal line={dialog.record('edit')} onClose={dialog.close} />
      </Deferred>
      <LineDetailsModal record={dialog.record('details')} onClose={dialog.close} />
      <DeleteDialog
        {...screen.deleteDialog}
        title={M.deleteTitle}
        message={(line) => M.deleteConfirm(line.name)}
        remove={remove}
      />
    </ManagementPage>
  );
}

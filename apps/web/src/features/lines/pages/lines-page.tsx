import { EMPTY_LINE_FILTERS, LINE_MESSAGES as M, type Line } from '@taller/shared';
import { Suspense } from 'react';
import { Deferred, lazyNamed } from '../../../components/ui/deferred';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { ManagementPage } from '../../../resource/management-page';
import { useManagementState } from '../../../resource/management-state';
import { useDeleteLine } from '../api/delete-line';
import { LineFilterBar } from '../components/line-filter-bar';
import { LineList } from '../components/line-list';

// The 'Papelera' comes when it is opened; until then it shows the message it shows while loading.
const LineTrash = lazyNamed(() => import('../components/line-trash'), 'LineTrash');
const LineFormModals = lazyNamed(() => import('../components/line-form-modals'), 'LineFormModals');
// The details and delete dialogs (Radix Dialog, ~13 kB gzip) come when a row action opens them.
const LineDetailsModal = lazyNamed(() => import('../components/line-details'), 'LineDetailsModal');
const LineDeleteDialog = lazyNamed(
  () => import('../components/line-delete-dialog'),
  'LineDeleteDialog',
);

// Hand-written, not ResourcePage: the whole list is one cached answer (ETag), filtered and paged in
// the browser, with a trash loaded whole (resource/README.md).
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
      create={{ label: 'Agregar Línea', onClick: dialog.create }}
      filters={<LineFilterBar {...screen.filterBar} />}
      list={
        <LineList
          filters={list.filters}
          page={list.page}
          onPageChange={list.setPage}
          {...dialog.rowActions}
        />
      }
      trash={
        <Suspense fallback={<LoadingIndicator isLoading message={M.loadingTrash} size="medium" />}>
          <LineTrash />
        </Suspense>
      }
    >
      <Deferred when={screen.createModal.isOpen || dialog.record('edit')}>
        <LineFormModals {...screen.formModals} />
      </Deferred>
      <Deferred when={dialog.record('details')}>
        <LineDetailsModal record={dialog.record('details')} onClose={dialog.close} />
      </Deferred>
      <Deferred when={screen.deleteDialog.record}>
        <LineDeleteDialog {...screen.deleteDialog} remove={remove} />
      </Deferred>
    </ManagementPage>
  );
}

import type { ComponentType, ReactNode } from 'react';
import type { FilePath } from '../api/types';
import type { ListFilters, ListParams, SortState } from '../lib/list-query';
import type { ManagementView, RecordDialogKind } from './management-state';
import {
  DeactivateDialog,
  DeleteDialog,
  type DeactivateDialogProps,
  type DeleteDialogProps,
} from './record-dialogs';
import type { RecordModalProps } from './details-modal';
import {
  ListFilterBar,
  type FilterBarProps,
  type ListFilterBarOwn,
} from '../components/ui/filter-bar';
import { RecordFormModals, type FormModalsProps, type RecordForms } from './form-modal';
import { BulkBar } from './bulk-bar';
import { RecordBulkActions, useListBulk, type RecordBulk } from './bulk-actions';
import { ManagementPage, type ManagementPageProps } from './management-page';
import { PagedList, type PagedListProps, type PagedListTexts } from './paged-list';
import type { RecordTableList, RowHandlers } from './record-table';

// Apart from management-page.tsx: the delete dialog (and its modal) stays out of screens that
// draw only the frame, such as Gestión de Líneas, whose dialogs load on first use.

/** What ResourcePage takes of `useManagementState(…)`: pass the whole result. */
export type ResourceScreen<T, F extends ListFilters, S extends string> = {
  view: ManagementView;
  setView: (view: ManagementView) => void;
  list: { params: ListParams; sort: SortState<S>; sortBy: (field: S) => void };
  dialog: {
    rowActions: RowHandlers<T>;
    record: (kind: RecordDialogKind) => T | null;
    close: () => void;
  };
  filterBar: FilterBarProps<F>;
  pagedList: { hasFilters: boolean; onPageChange: (page: number) => void };
  formModals: FormModalsProps<T>;
  deleteDialog: { record: T | null; onClose: () => void };
};

/** A resource's names on its screen; the list's, trash's, filters' and delete's labels follow. */
export type ResourceNames = {
  /** 'Gestión de Clientes'. */
  title: string;
  /** One record: 'Cliente' ('Eliminar Cliente'). */
  one: string;
  /** The records' view: 'Clientes' ('Filtrar clientes'). */
  many: string;
  /** The records in 'Listado de …' and 'Papelera de …' when not `many` in lower case. */
  listed?: string;
};

/**
 * The export's query: the list's search, its filters in their order, its sort; not its page
 * ('?q=ana&status=ACTIVE&sort=name').
 */
const exportQuery = ({ q, page: _page, pageSize: _pageSize, sort, ...filters }: ListParams) => ({
  q,
  ...filters,
  sort,
});

const noName = () => '';

/**
 * The management screen of a resource with a server-paginated list, wired to the state of
 * `useManagementState`: ManagementPage with the filter bar, one page of `useList` in PagedList
 * (loading, empty, failure and access-denied states, paging) drawn by `table`, 'Exportar CSV' of
 * what the list shows; then the 'Registrar Nuevo …' and 'Editar …' modals of `forms`, the
 * `details` modal, 'Desactivar …' (`deactivate`), the screen's own dialogs (`children`) and
 * 'Eliminar …'. With `bulk`, the rows have checkboxes and the bulk bar acts on the ones ticked
 * (or on all that match the filters).
 */
export function ResourcePage<
  T extends { id: number },
  F extends ListFilters,
  S extends string,
  V,
  O,
>({
  names,
  actions,
  create,
  trash,
  showViews,
  screen,
  exportCsv,
  filterBar,
  useList,
  texts,
  table,
  forms,
  details: Details,
  deactivate,
  remove,
  deleteMessage,
  bulk,
  children,
}: Pick<ManagementPageProps, 'actions' | 'create' | 'trash' | 'showViews' | 'children'> & {
  names: ResourceNames;
  screen: ResourceScreen<T, F, S>;
  /** The export's call ('/client/export.csv'); the list's search, filters and sort go with it. */
  exportCsv?: { path: FilePath<'text/csv'>; filePrefix: string };
  /** The filter row: the search box's placeholder, the selects, any other filter. */
  filterBar: Omit<ListFilterBarOwn<F>, 'label'>;
  /** The resource's list query hook (`useClients`), called once per render like any hook. */
  useList: (params: ListParams) => PagedListProps<T>['query'];
  texts: PagedListTexts;
  /** The page's records as the resource's table, sorted by the list and acting through its dialogs. */
  table: (records: T[], list: RecordTableList<T, S>) => ReactNode;
  /** The resource's create and edit modals, when they are not pages of their own. */
  forms?: RecordForms<T, V, O>;
  /** The resource's 'Ver detalles' modal. */
  details: ComponentType<RecordModalProps<T>>;
  /** 'Desactivar …', asked before an account-holder is deactivated (`askBeforeDeactivating`). */
  deactivate?: Pick<DeactivateDialogProps<T>, 'toggle' | 'message'>;
  remove: DeleteDialogProps<T>['remove'];
  deleteMessage: (record: T) => string;
  /** The resource's bulk calls, and how a row's checkbox names it ('Seleccionar Toga Negra'). */
  bulk?: RecordBulk & { rowName: (record: T) => string };
}) {
  const { list, dialog } = screen;
  const query = useList(list.params);
  const filter = exportQuery(list.params);
  const many = useListBulk(query.data, bulk?.rowName ?? noName, filter);
  const tableList = {
    sort: list.sort,
    onSort: list.sortBy,
    ...dialog.rowActions,
    selection: bulk && many.selected.selection,
  };
  const listed = names.listed ?? names.many.toLowerCase();
  return (
    <ManagementPage
      title={names.title}
      listLabel={`Listado de ${listed}`}
      trashLabel={`Papelera de ${listed}`}
      noun={names.many}
      actions={actions}
      create={create}
      trash={trash}
      showViews={showViews}
      view={screen.view}
      onViewChange={screen.setView}
      exportCsv={
        exportCsv && {
          ...exportCsv,
          query: filter,
        }
      }
      filters={
        <ListFilterBar
          label={`Filtrar ${names.many.toLowerCase()}`}
          searchPlaceholder={filterBar.searchPlaceholder}
          selects={filterBar.selects}
          {...screen.filterBar}
        >
          {filterBar.children}
        </ListFilterBar>
      }
      list={
        <>
          {bulk && (
            <BulkBar {...many.bar}>
              <RecordBulkActions
                bulk={bulk}
                selected={many.selected}
                filter={filter}
                run={many.run}
                count={many.count}
              />
            </BulkBar>
          )}
          <PagedList query={query} texts={texts} {...screen.pagedList}>
            {(records) => table(records, tableList)}
          </PagedList>
        </>
      }
    >
      {forms && <RecordFormModals modals={screen.formModals} forms={forms} />}
      <Details record={dialog.record('details')} onClose={dialog.close} />
      {deactivate && (
        <DeactivateDialog
          record={dialog.record('deactivate')}
          title={`Desactivar ${names.one}`}
          message={deactivate.message}
          toggle={deactivate.toggle}
          onClose={dialog.close}
        />
      )}
      {children}
      <DeleteDialog
        {...screen.deleteDialog}
        title={`Eliminar ${names.one}`}
        message={deleteMessage}
        remove={remove}
      />
    </ManagementPage>
  );
}

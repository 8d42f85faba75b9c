import type { ComponentType, ReactNode } from 'react';
import { toQueryString, type ListFilters, type ListParams } from '../../lib/list-query';
import type { ManagementView } from '../../lib/management-state';
import { Button } from './button';
import { DeleteDialog, type DeleteDialogProps } from './confirm-dialog';
import { ExportCsvButton } from './export-csv-button';
import type { FilterBarProps } from './filter-bar';
import { PlusIcon } from './icons';
import { PagedList, type PagedListProps, type PagedListTexts } from './paged-list';
import { ViewSwitch } from './view-switch';

const SECTION = 'overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm';

type ManagementPageProps = {
  title: string;
  /** 'Listado de usuarios', 'Papelera de usuarios'. */
  listLabel: string;
  trashLabel: string;
  /** The records' view label: 'Usuarios'. */
  noun: string;
  view: ManagementView;
  onViewChange: (view: ManagementView) => void;
  /** 'Exportar CSV' first among the actions; `path` carries the list's filters. */
  exportCsv?: { path: string; filePrefix: string };
  /** The screen's own buttons, between 'Exportar CSV' and the create button. */
  actions?: ReactNode;
  /** The primary button, last, with the plus icon: 'Agregar Cliente'. */
  create?: { label: string; onClick: () => void };
  filters: ReactNode;
  list: ReactNode;
  trash: ReactNode;
  showViews?: boolean;
  children?: ReactNode;
};

/**
 * The frame of a management screen in the look of Gestión de Líneas: heading with the view
 * switch (records / 'Papelera') and the actions ('Exportar CSV', the screen's own, the create
 * button), then the filters and the list, or the trash. `children` are the screen's dialogs.
 */
export function ManagementPage({
  title,
  listLabel,
  trashLabel,
  noun,
  view,
  onViewChange,
  exportCsv,
  actions,
  create,
  filters,
  list,
  trash,
  showViews = true,
  children,
}: ManagementPageProps) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 sm:gap-6 sm:p-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        <div className="flex flex-wrap items-center gap-3">
          {showViews && (
            <ViewSwitch
              label="Vista"
              value={view}
              options={[
                { value: 'list', label: noun },
                { value: 'trash', label: 'Papelera' },
              ]}
              onChange={onViewChange}
            />
          )}
          {exportCsv && <ExportCsvButton path={exportCsv.path} filePrefix={exportCsv.filePrefix} />}
          {actions}
          {create && (
            <Button onClick={create.onClick}>
              <PlusIcon />
              {create.label}
            </Button>
          )}
        </div>
      </header>
      {view === 'list' ? (
        <>
          {filters}
          <section aria-label={listLabel} className={SECTION}>
            {list}
          </section>
        </>
      ) : (
        <section aria-label={trashLabel} className={SECTION}>
          {trash}
        </section>
      )}
      {children}
    </div>
  );
}

/** What ResourcePage takes of `useManagementState(…)`: pass the whole result. */
export type ResourceScreen<T, F extends ListFilters> = {
  view: ManagementView;
  setView: (view: ManagementView) => void;
  list: { params: ListParams };
  filterBar: FilterBarProps<F>;
  pagedList: { hasFilters: boolean; onPageChange: (page: number) => void };
  deleteDialog: { record: T | null; onClose: () => void };
};

/**
 * The export's query: the list's search, its filters in their order, its sort; not its page
 * ('?q=ana&status=ACTIVE&sort=name').
 */
const exportQuery = ({ q, page: _page, pageSize: _pageSize, sort, ...filters }: ListParams) =>
  toQueryString({ q, ...filters, sort });

/**
 * The management screen of a resource with a server-paginated list, wired to the state of
 * `useManagementState`: ManagementPage with the filter bar, one page of `useList` in PagedList
 * (loading, empty, failure and access-denied states, paging) drawn by `table`, 'Exportar CSV' of
 * what the list shows, and 'Eliminar …' after the screen's own dialogs (`children`).
 */
export function ResourcePage<T, F extends ListFilters>({
  title,
  listLabel,
  trashLabel,
  noun,
  actions,
  create,
  trash,
  showViews,
  screen,
  exportCsv,
  filterBar: FilterBar,
  useList,
  texts,
  table,
  remove,
  deleteTitle,
  deleteMessage,
  children,
}: Omit<ManagementPageProps, 'view' | 'onViewChange' | 'exportCsv' | 'filters' | 'list'> & {
  screen: ResourceScreen<T, F>;
  /** The export's route ('/client/export.csv'); the list's search, filters and sort go with it. */
  exportCsv?: { path: string; filePrefix: string };
  /** The resource's filter bar component (module-level, so the search box keeps its focus). */
  filterBar: ComponentType<FilterBarProps<F>>;
  /** The resource's list query hook (`useClients`), called once per render like any hook. */
  useList: (params: ListParams) => PagedListProps<T>['query'];
  texts: PagedListTexts;
  /** The page's records as the resource's table. */
  table: (records: T[]) => ReactNode;
  remove: DeleteDialogProps<T>['remove'];
  /** 'Eliminar Cliente'. */
  deleteTitle: string;
  deleteMessage: (record: T) => string;
}) {
  const query = useList(screen.list.params);
  return (
    <ManagementPage
      title={title}
      listLabel={listLabel}
      trashLabel={trashLabel}
      noun={noun}
      actions={actions}
      create={create}
      trash={trash}
      showViews={showViews}
      view={screen.view}
      onViewChange={screen.setView}
      exportCsv={
        exportCsv && {
          path: `${exportCsv.path}${exportQuery(screen.list.params)}`,
          filePrefix: exportCsv.filePrefix,
        }
      }
      filters={<FilterBar {...screen.filterBar} />}
      list={
        <PagedList query={query} texts={texts} {...screen.pagedList}>
          {table}
        </PagedList>
      }
    >
      {children}
      <DeleteDialog
        {...screen.deleteDialog}
        title={deleteTitle}
        message={deleteMessage}
        remove={remove}
      />
    </ManagementPage>
  );
}

import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { ExportCsvButton, type CsvExport } from '../../../components/ui/export-csv-button';
import { PlusIcon } from '../../../components/ui/icons';
import { PagedList, type PagedListProps } from '../../../resource/paged-list';
import type { SortState } from '../../../lib/list-query';
import { ScreenHeader } from './screen-header';

/** What the screen reads of the page's useListState: its page, its sort and whether it filters. */
type ListPaging<S extends string> = {
  hasFilters: boolean;
  setPage: (page: number) => void;
  sort: SortState<S>;
  sortBy: (field: S) => void;
};

/**
 * A billing list screen ('Notas de venta' or 'Facturas', 'Verificación de pagos', 'Cuentas por
 * cobrar'): the heading with 'Exportar CSV'
 * and the create button, the filter bar, then the list's section with what goes above the
 * table (the bills' totals) and one page of the sorted table, its columns and row actions.
 * `children` are the screen's dialogs.
 */
export function BillingListScreen<T extends { id: number }, S extends string>({
  title,
  exportCsv,
  create,
  filters,
  listLabel,
  summary,
  query,
  texts,
  list,
  caption,
  columns,
  actions,
  children,
}: {
  title: string;
  exportCsv: CsvExport & { filePrefix: string };
  create?: { label: string; onClick: () => void };
  filters: ReactNode;
  listLabel: string;
  summary?: ReactNode;
  query: PagedListProps<T>['query'];
  texts: PagedListProps<T>['texts'];
  list: ListPaging<S>;
  caption: string;
  columns: readonly Column<T, S>[];
  actions?: (row: T) => ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 sm:gap-6 sm:p-6">
      <ScreenHeader title={title}>
        <ExportCsvButton {...exportCsv} />
        {create && (
          <Button onClick={create.onClick} data-shortcut="new">
            <PlusIcon />
            {create.label}
          </Button>
        )}
      </ScreenHeader>
      {filters}
      <section
        aria-label={listLabel}
        className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
      >
        {summary}
        <PagedList
          query={query}
          texts={texts}
          hasFilters={list.hasFilters}
          onPageChange={list.setPage}
        >
          {(rows) => (
            <DataTable
              caption={caption}
              columns={columns}
              rows={rows}
              sort={list.sort}
              onSort={list.sortBy}
              actions={actions}
            />
          )}
        </PagedList>
      </section>
      {children}
    </div>
  );
}

import { LINE_MESSAGES as M, filterLines, type Line, type LineFilters } from '@taller/shared';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import type { RowHandlers } from '../../../components/ui/record-table';
import { BrowserPagedList } from '../../../components/ui/record-list';
import { useLines } from '../api/get-lines';
import { LineTable } from './line-table';

/** SPEC.md §9: lines page size. */
export const LINES_PAGE_SIZE = 6;

export type LineListProps = RowHandlers<Line> & {
  filters: LineFilters;
  page: number;
  onPageChange: (page: number) => void;
};

/** The filtered, paginated lines with the loading, empty and failure texts of SPEC.md §2. */
export function LineList({ filters, page, onPageChange, ...actions }: LineListProps) {
  const { data: lines, isPending, error } = useLines();
  if (isPending) return <LoadingIndicator isLoading message={M.loading} size="medium" />;
  if (error) {
    return (
      <p role="alert" className="p-6 text-center text-red-700">
        {M.loadError(error.message)}
      </p>
    );
  }
  if (lines.length === 0) return <p className="p-6 text-center text-slate-500">{M.empty}</p>;
  return (
    <BrowserPagedList
      rows={filterLines(lines, filters)}
      page={page}
      pageSize={LINES_PAGE_SIZE}
      noun="líneas"
      noMatches={M.noMatches}
      onPageChange={onPageChange}
    >
      {(items) => <LineTable lines={items} {...actions} />}
    </BrowserPagedList>
  );
}

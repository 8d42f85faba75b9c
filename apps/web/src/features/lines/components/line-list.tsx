import { LINE_MESSAGES as M, filterLines, type Line, type LineFilters } from '@taller/shared';
import { Loaded } from '../../../components/ui/load-error';
import type { RowHandlers } from '../../../resource/record-table';
import { BrowserPagedList } from '../../../resource/record-list';
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
  const query = useLines();
  return (
    <Loaded query={query} loading={M.loading} loadError={M.loadError}>
      {(lines) =>
        lines.length === 0 ? (
          <p className="p-6 text-center text-slate-500">{M.empty}</p>
        ) : (
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
        )
      }
    </Loaded>
  );
}

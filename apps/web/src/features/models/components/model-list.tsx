import { MODEL_MESSAGES as M, filterModels, type Model, type ModelFilters } from '@taller/shared';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import type { RowHandlers } from '../../../resource/record-table';
import { BrowserPagedList } from '../../../resource/record-list';
import { useModels } from '../api/get-models';
import { ModelTable } from './model-table';

/** SPEC.md §9: models page size. */
export const MODELS_PAGE_SIZE = 6;

export type ModelListProps = RowHandlers<Model> & {
  lineId: number;
  filters: ModelFilters;
  page: number;
  onPageChange: (page: number) => void;
};

/** The filtered, paginated models of a line, with the empty and failure texts of SPEC.md §2. */
export function ModelList({ lineId, filters, page, onPageChange, ...actions }: ModelListProps) {
  const { data: models, isPending, error, refetch, isFetching } = useModels(lineId);
  if (isPending) return <LoadingIndicator isLoading size="medium" />;
  if (error) {
    return (
      <LoadError
        message={M.loadError(error.message)}
        onRetry={() => void refetch()}
        isRetrying={isFetching}
      />
    );
  }
  return (
    <BrowserPagedList
      rows={filterModels(models, filters)}
      page={page}
      pageSize={MODELS_PAGE_SIZE}
      noun="modelos"
      noMatches={M.noMatches}
      onPageChange={onPageChange}
    >
      {(items) => <ModelTable models={items} {...actions} />}
    </BrowserPagedList>
  );
}

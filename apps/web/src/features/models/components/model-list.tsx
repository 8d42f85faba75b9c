import { MODEL_MESSAGES as M, filterModels, type Model, type ModelFilters } from '@taller/shared';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { Pagination } from '../../../components/ui/pagination';
import { paginate } from '../../../lib/pagination';
import { useModels } from '../api/get-models';
import { ModelTable } from './model-table';

/** SPEC.md §9: models page size. */
export const MODELS_PAGE_SIZE = 6;

export type ModelListProps = {
  lineId: number;
  filters: ModelFilters;
  page: number;
  onPageChange: (page: number) => void;
  onView: (model: Model) => void;
  onEdit: (model: Model) => void;
  onDelete: (model: Model) => void;
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
  const visible = filterModels(models, filters);
  if (visible.length === 0) {
    return <p className="p-6 text-center text-slate-500">{M.noMatches}</p>;
  }
  const slice = paginate(visible, page, MODELS_PAGE_SIZE);
  return (
    <>
      <div className="overflow-x-auto">
        <ModelTable models={slice.items} {...actions} />
      </div>
      <Pagination {...slice} noun="modelos" onPageChange={onPageChange} />
    </>
  );
}

export type ModelFilters = {
  /** Case-insensitive substring of the model's name. */
  search: string;
  /** '' for every status, otherwise an exact status (ACTIVE, INACTIVE). */
  status: string;
};

export const EMPTY_MODEL_FILTERS: ModelFilters = { search: '', status: '' };

type FilterableModel = { name?: string | null; status: string };

/** SPEC.md §5 model filters: name search combined with an exact status match. */
export function filterModels<T extends FilterableModel>(
  models: readonly T[],
  filters: ModelFilters,
) {
  const needle = filters.search.trim().toLocaleLowerCase('es');
  if (!needle && !filters.status) return models;
  return models.filter(
    (model) =>
      (!filters.status || model.status === filters.status) &&
      (!needle || (model.name ?? '').toLocaleLowerCase('es').includes(needle)),
  );
}

export const hasActiveModelFilters = (filters: ModelFilters) =>
  filters.search.trim() !== '' || filters.status !== '';

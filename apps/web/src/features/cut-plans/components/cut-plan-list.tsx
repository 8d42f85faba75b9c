import { CUT_PLAN_TEXTS as T, type CutPlanSummary } from '@taller/shared';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { SearchFilter, SelectFilter } from '../../../components/ui/filter-bar';
import { formatDate } from '../../../lib/dates';
import { useListState } from '../../../lib/list-query';
import { PagedList } from '../../../resource/paged-list';
import { useCutPlans } from '../api/cut-plan-api';
import { metres } from './cut-plan-materials';

const COLUMNS: Column<CutPlanSummary>[] = [
  {
    key: 'id',
    label: 'N.º',
    card: 'title',
    render: (p) => (
      <Link to={String(p.id)} className="font-medium text-blue-700 underline">
        {T.planTitle(p.id)}
      </Link>
    ),
  },
  { key: 'createdAt', label: 'Fecha', render: (p) => formatDate(p.createdAt) },
  { key: 'orders', label: 'Pedidos', render: (p) => p.orders.map((o) => o.number).join(', ') },
  { key: 'materials', label: 'Telas', render: (p) => p.materials.map((m) => m.code).join(', ') },
  { key: 'lays', label: 'Tendidos', className: 'text-right', render: (p) => p.lays },
  {
    key: 'metres',
    label: T.metres,
    className: 'whitespace-nowrap text-right',
    render: (p) => metres(p.metres),
  },
  {
    key: 'consumed',
    label: T.consumedFilter,
    card: 'badge',
    render: (p) =>
      p.consumedAt ? (
        <span className="text-green-700">{T.consumedYes}</span>
      ) : (
        <span className="text-slate-600">{T.consumedNo}</span>
      ),
  },
];

const EMPTY = { search: '', consumed: '' };

/** 'Planes guardados': search by order or cloth, the consumption filter, pages, CSV. */
export function CutPlanList() {
  const list = useListState(EMPTY, { field: 'createdAt', direction: 'desc' }, 20);
  const query = useCutPlans(list.params);
  const { q, consumed, sort } = list.params;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <SearchFilter
            label={T.search}
            value={list.filters.search}
            onChange={(search) => list.setFilters({ ...list.filters, search })}
          />
          <SelectFilter
            label={T.consumedFilter}
            value={list.filters.consumed}
            onChange={(value) => list.setFilters({ ...list.filters, consumed: value })}
            options={[
              { value: '', label: 'Todos' },
              { value: 'true', label: T.consumedYes },
              { value: 'false', label: T.consumedNo },
            ]}
          />
        </div>
        <ExportCsvButton
          path="/cut-plan/export.csv"
          query={{ q, consumed, sort }}
          filePrefix="planes-de-corte"
        />
      </div>
      <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
        <PagedList
          query={query}
          hasFilters={list.hasFilters}
          onPageChange={list.setPage}
          texts={{
            loading: T.loadingPlans,
            empty: T.noPlans,
            noMatches: T.noMatches,
            loadError: (message) => `${T.plansError}: ${message}`,
            denied: T.plansError,
            noun: T.noun,
          }}
        >
          {(items) => <DataTable caption={T.savedPlans} columns={COLUMNS} rows={items} />}
        </PagedList>
      </div>
    </div>
  );
}

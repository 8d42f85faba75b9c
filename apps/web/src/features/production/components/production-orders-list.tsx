import type { ProductionOrder, ProductionSortField, ProductionStage } from '@taller/shared';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { ListFilterBar } from '../../../components/ui/filter-bar';
import { formatDay } from '../../../lib/dates';
import { useListState } from '../../../lib/list-query';
import { PagedList, type PagedListTexts } from '../../../resource/paged-list';
import { useProductionOrders } from '../api/get-production-orders';
import { StageBars } from './stage-bars';

type Filters = { search: string; stageId: string; pending: string };
const EMPTY: Filters = { search: '', stageId: '', pending: '' };
export const PRODUCTION_PAGE_SIZE = 10;

const TEXTS: PagedListTexts = {
  loading: 'Cargando pedidos en producción...',
  empty: 'No hay pedidos en producción.',
  noMatches: 'No se encontraron pedidos que coincidan con los filtros.',
  loadError: (message) => `Error al cargar los pedidos en producción: ${message}`,
  denied: 'No tiene permiso para ver la producción.',
  noun: 'pedidos',
};

type Row = ProductionOrder & { id: number };

/**
 * The stage view: orders in production with each stage's count and what is left at the chosen
 * stage (the last when none is chosen); search, stage and 'pendientes' filters, paging, CSV.
 */
export function ProductionOrdersList({ stages }: { stages: readonly ProductionStage[] }) {
  const list = useListState<Filters, ProductionSortField>(
    EMPTY,
    { field: 'promisedDate', direction: 'asc' },
    PRODUCTION_PAGE_SIZE,
  );
  const query = useProductionOrders(list.params);
  const { q, stageId, pending } = list.params;
  const chosen = stages.find((s) => String(s.id) === list.filters.stageId) ?? stages.at(-1);
  const columns: Column<Row, ProductionSortField>[] = [
    { key: 'number', label: 'Pedido', sortField: 'number', render: (r) => r.number, card: 'title' },
    {
      key: 'client',
      label: 'Cliente',
      render: (r) => (r.institution ? `${r.client} · ${r.institution}` : r.client),
    },
    {
      key: 'promisedDate',
      label: 'Entrega',
      sortField: 'promisedDate',
      render: (r) => formatDay(r.promisedDate),
    },
    {
      key: 'stages',
      label: 'Avance',
      className: 'min-w-56',
      render: (r) => <StageBars stages={r.stages} label={`Avance de ${r.number}`} />,
    },
    {
      key: 'left',
      label: chosen ? `Faltan en ${chosen.name}` : 'Faltan',
      sortField: 'left',
      render: (r) => `${r.left} de ${r.totalPieces}`,
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ListFilterBar
          label="Filtrar pedidos en producción"
          searchPlaceholder="Buscar por pedido, cliente o institución..."
          selects={[
            {
              field: 'stageId',
              label: 'Etapa',
              options: [
                { value: '', label: 'Última etapa' },
                ...stages.map((s) => ({ value: String(s.id), label: s.name })),
              ],
            },
            {
              field: 'pending',
              label: 'Mostrar',
              options: [
                { value: '', label: 'Todos' },
                { value: 'true', label: 'Solo con piezas pendientes' },
              ],
            },
          ]}
          filters={list.filters}
          onChange={list.setFilters}
          onClear={list.clearFilters}
          hasFilters={list.hasFilters}
        />
        <ExportCsvButton
          path="/production-progress/export.csv"
          query={{ q, stageId, pending }}
          filePrefix="produccion"
        />
      </div>
      <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
        <PagedList
          query={query}
          texts={TEXTS}
          hasFilters={list.hasFilters}
          onPageChange={list.setPage}
        >
          {(items) => (
            <DataTable
              caption="Pedidos en producción"
              columns={columns}
              rows={items.map((item) => ({ ...item, id: item.orderId }))}
              sort={list.sort}
              onSort={list.sortBy}
            />
          )}
        </PagedList>
      </div>
    </div>
  );
}

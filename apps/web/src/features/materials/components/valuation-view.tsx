import { formatMoney, formatQuantity, type Valuation } from '@taller/shared';
import { foldText } from '@taller/shared/text/fold-text';
import { useState } from 'react';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { DateFilter, FilterBar, SearchFilter } from '../../../components/ui/filter-bar';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { Pagination } from '../../../components/ui/pagination';
import { localDay } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { paginate } from '../../../lib/pagination';
import { useValuation } from '../api/get-valuation';

type Row = Valuation['materials'][number];
const PAGE_SIZE = 20;

/** An average cost per unit: bolivianos with up to four decimals ('Bs 11,4645 / metro'). */
const averageCost = (row: Row) =>
  `Bs ${(row.averageCostCents / 100).toLocaleString('es-BO', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  })} / ${row.unit}`;

const COLUMNS: Column<Row>[] = [
  { key: 'code', label: 'Código', card: 'title', render: (r) => r.code },
  { key: 'name', label: 'Material', render: (r) => r.name },
  {
    key: 'quantity',
    label: 'Cantidad',
    className: 'whitespace-nowrap',
    render: (r) => formatQuantity(r.quantity, r.unit),
  },
  {
    key: 'average',
    label: 'Costo promedio',
    className: 'whitespace-nowrap',
    render: averageCost,
  },
  {
    key: 'value',
    label: 'Valor',
    className: 'whitespace-nowrap font-medium',
    render: (r) => formatMoney(r.valueCents),
  },
];

/**
 * 'Valor del inventario' (issue 39, decision 026): each material's stock at the end of a day, its
 * weighted average cost and its value, and the total; today by default, any past day from the
 * ledger.
 */
export function ValuationView() {
  const [at, setAt] = useState(localDay());
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useValuation(at);
  const key = foldText(search);
  const rows = (query.data?.materials ?? []).filter(
    (row) => !key || foldText(`${row.code} ${row.name}`).includes(key),
  );
  const slice = paginate(rows, page, PAGE_SIZE);
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <FilterBar label="Filtrar valor del inventario">
          <DateFilter
            label="Al cierre del día"
            value={at}
            onChange={(value) => {
              setAt(value || localDay());
              setPage(1);
            }}
          />
          <SearchFilter
            label="Buscar"
            placeholder="Buscar por código o nombre..."
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
          />
        </FilterBar>
        <ExportCsvButton
          path="/material/valuation/export.csv"
          query={{ at }}
          filePrefix="valor-del-inventario"
        />
      </div>
      <section
        aria-label="Valor del inventario"
        className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
      >
        {query.isPending ? (
          <LoadingIndicator
            isLoading
            message="Calculando el valor del inventario..."
            size="medium"
          />
        ) : query.error ? (
          <LoadError
            message={`Error al cargar el valor del inventario: ${errorMessage(query.error)}`}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
          />
        ) : (
          <>
            <p className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 px-4 py-3">
              <span className="text-sm text-slate-600">Valor total del inventario</span>
              <span className="text-xl font-semibold text-slate-900">
                {formatMoney(query.data.totalCents)}
              </span>
            </p>
            {slice.total === 0 ? (
              <p className="p-6 text-center text-slate-600">
                {search
                  ? 'Ningún material coincide con la búsqueda.'
                  : 'No hay materiales con movimientos hasta ese día.'}
              </p>
            ) : (
              <>
                <DataTable<Row, string>
                  caption="Valor del inventario por material"
                  columns={COLUMNS}
                  rows={slice.items}
                />
                <Pagination {...slice} noun="materiales" onPageChange={setPage} />
              </>
            )}
          </>
        )}
      </section>
    </>
  );
}

import type { Movement } from '@taller/shared';
import { useState } from 'react';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { ListFilterBar } from '../../../components/ui/filter-bar';
import { PagedList } from '../../../resource/paged-list';
import { useListState } from '../../../lib/list-query';
import { useMovements } from '../api/get-movements';
import { MOVEMENT_LIST_TEXTS, MOVEMENT_TYPE_OPTIONS, MOVEMENTS_PAGE_SIZE } from './material-texts';
import { MovementTable } from './movement-table';
import { ReverseDialog } from './reverse-dialog';

type Filters = { search: string; type: string };
const EMPTY: Filters = { search: '', type: '' };

/** Every material's movements, newest first: search by material, filter by type, CSV. */
export function MovementList() {
  const list = useListState<Filters, 'createdAt'>(
    EMPTY,
    { field: 'createdAt', direction: 'desc' },
    MOVEMENTS_PAGE_SIZE,
  );
  const query = useMovements(list.params);
  const [reversing, setReversing] = useState<Movement | null>(null);
  const { q, type } = list.params;
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ListFilterBar
          label="Filtrar movimientos"
          searchPlaceholder="Buscar por código o nombre del material..."
          selects={[
            {
              field: 'type',
              label: 'Tipo',
              options: [{ value: '', label: 'Todos' }, ...MOVEMENT_TYPE_OPTIONS],
            },
          ]}
          filters={list.filters}
          onChange={list.setFilters}
          onClear={list.clearFilters}
          hasFilters={list.hasFilters}
        />
        <ExportCsvButton
          path="/material/movement/export.csv"
          query={{ q, type }}
          filePrefix="movimientos-de-materiales"
        />
      </div>
      <section
        aria-label="Listado de movimientos"
        className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
      >
        <PagedList
          query={query}
          texts={MOVEMENT_LIST_TEXTS}
          hasFilters={list.hasFilters}
          onPageChange={list.setPage}
        >
          {(movements) => (
            <MovementTable movements={movements} showMaterial onReverse={setReversing} />
          )}
        </PagedList>
      </section>
      <ReverseDialog record={reversing} onClose={() => setReversing(null)} />
    </>
  );
}

import type { Material } from '@taller/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DeleteDialog } from '../../../resource/record-dialogs';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { PlusIcon } from '../../../components/ui/icons';
import { BulkBar } from '../../../resource/bulk-bar';
import { RecordBulkActions, useListBulk } from '../../../resource/bulk-actions';
import { PagedList } from '../../../resource/paged-list';
import { ViewSwitch } from '../../../components/ui/view-switch';
import { useManagementState } from '../../../resource/management-state';
import { MATERIAL_BULK } from '../api/bulk-materials';
import { useDeleteMaterial } from '../api/delete-material';
import { useMaterials } from '../api/get-materials';
import { CountModal } from '../components/count-modal';
import { MaterialDetailsModal } from '../components/material-details';
import { EMPTY_MATERIAL_FILTERS, MaterialFilterBar } from '../components/material-filter-bar';
import { MaterialFormModals } from '../components/material-form-modals';
import { MaterialTable, type MaterialSortField } from '../components/material-table';
import { MATERIAL_LIST_TEXTS, MATERIALS_PAGE_SIZE } from '../components/material-texts';
import { MaterialTrash } from '../components/material-trash';
import { MovementList } from '../components/movement-list';
import { MovementModal } from '../components/movement-modal';
import { ReceiptModal } from '../components/receipt-modal';
import { RequirementsView } from '../components/requirements-view';
import { ImportButton } from '../../imports';
import { ValuationView } from '../components/valuation-view';

type View = 'list' | 'movements' | 'requirements' | 'valuation' | 'trash';
const VIEWS: { value: View; label: string }[] = [
  { value: 'list', label: 'Materiales' },
  { value: 'movements', label: 'Movimientos' },
  { value: 'requirements', label: 'Requerimientos' },
  { value: 'valuation', label: 'Valor del inventario' },
  { value: 'trash', label: 'Papelera' },
];
const SECTION = 'overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm';
const materialName = (material: Material) => material.name;

/** The order whose requirements are shown: `?pedido=ID` (the order details link here). */
export const ORDER_PARAM = 'pedido';

// Hand-written, not ResourcePage: beside the records it shows the stock movements and an order's
// requirements, and a stock changes only through movements (resource/README.md).
/** Gestión de Materiales (issue 21), at /director/dashboard/materials. */
export function MaterialsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const orderId = Number(searchParams.get(ORDER_PARAM)) || null;
  const [view, setView] = useState<View>(orderId ? 'requirements' : 'list');
  const screen = useManagementState<Material, typeof EMPTY_MATERIAL_FILTERS, MaterialSortField>(
    EMPTY_MATERIAL_FILTERS,
    { sortField: 'code', pageSize: MATERIALS_PAGE_SIZE },
  );
  const { list, dialog } = screen;
  const query = useMaterials(list.params);
  const remove = useDeleteMaterial();
  const [moving, setMoving] = useState<{ material: Material | null } | null>(null);
  const [isCounting, setIsCounting] = useState(false);
  const [isReceiving, setIsReceiving] = useState(false);
  const { q, status, lowStock, supplier, sort } = list.params;
  // Bulk actions (issue 38): the rows ticked, or all that match the filters.
  const filter = { q, status, lowStock, supplier, sort };
  const many = useListBulk(query.data, materialName, filter);
  const chooseOrder = (id: number | null) =>
    setSearchParams(id ? { [ORDER_PARAM]: String(id) } : {}, { replace: true });

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 sm:gap-6 sm:p-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">Gestión de Materiales</h1>
        <div className="flex flex-wrap items-center gap-3">
          <ImportButton resource="material" />
          <Button variant="secondary" onClick={() => setIsCounting(true)}>
            Conteo de inventario
          </Button>
          <Button variant="secondary" onClick={() => setIsReceiving(true)}>
            Entrada de materiales
          </Button>
          <Button variant="secondary" onClick={() => setMoving({ material: null })}>
            Registrar movimiento
          </Button>
          <Button onClick={dialog.create} data-shortcut="new">
            <PlusIcon />
            Agregar Material
          </Button>
        </div>
      </header>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ViewSwitch label="Vista" value={view} options={VIEWS} onChange={setView} wrap />
        {view === 'list' && (
          <ExportCsvButton path="/material/export.csv" query={filter} filePrefix="materiales" />
        )}
      </div>
      {view === 'list' && (
        <>
          <MaterialFilterBar {...screen.filterBar} />
          <section aria-label="Listado de materiales" className={SECTION}>
            <BulkBar {...many.bar}>
              <RecordBulkActions
                bulk={MATERIAL_BULK}
                selected={many.selected}
                filter={filter}
                run={many.run}
                count={many.count}
              />
            </BulkBar>
            <PagedList query={query} texts={MATERIAL_LIST_TEXTS} {...screen.pagedList}>
              {(materials) => (
                <MaterialTable
                  materials={materials}
                  selection={many.selected.selection}
                  sort={list.sort}
                  onSort={list.sortBy}
                  {...dialog.rowActions}
                  onMove={(material) => setMoving({ material })}
                />
              )}
            </PagedList>
          </section>
        </>
      )}
      {view === 'movements' && <MovementList />}
      {view === 'requirements' && (
        <RequirementsView orderId={orderId} onOrderChange={chooseOrder} />
      )}
      {view === 'valuation' && <ValuationView />}
      {view === 'trash' && (
        <section aria-label="Papelera de materiales" className={SECTION}>
          <MaterialTrash />
        </section>
      )}

      <MaterialFormModals {...screen.formModals} />
      <MaterialDetailsModal record={dialog.record('details')} onClose={dialog.close} />
      <MovementModal
        isOpen={moving !== null}
        material={moving?.material ?? null}
        onClose={() => setMoving(null)}
      />
      <CountModal isOpen={isCounting} onClose={() => setIsCounting(false)} />
      <ReceiptModal isOpen={isReceiving} onClose={() => setIsReceiving(false)} />
      <DeleteDialog
        {...screen.deleteDialog}
        title="Eliminar Material"
        message={(material) =>
          `¿Está seguro de que desea eliminar el material ${material.name}? Podrá restaurarlo desde la Papelera.`
        }
        remove={remove}
      />
    </div>
  );
}

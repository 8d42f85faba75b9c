import { formatQuantity, type Material, type Movement } from '@taller/shared';
import { useState } from 'react';
import { DetailField, orMissing, type RecordModalProps } from '../../../resource/details-modal';
import { RecordDetailsModal, StatusDetail } from '../../../resource/detail-fields';
import { PagedList } from '../../../resource/paged-list';
import { useMaterial } from '../api/get-material';
import { useLedger } from '../api/get-ledger';
import { LowStockBadge, MaterialName } from './material-badges';
import { MOVEMENT_LIST_TEXTS } from './material-texts';
import { MovementTable } from './movement-table';
import { ReverseDialog } from './reverse-dialog';

const LEDGER_PAGE_SIZE = 10;

/** 'Detalles del Material': its fields and its ledger ('Movimientos') with the running balance. */
export function MaterialDetailsModal({ record, onClose }: RecordModalProps<Material>) {
  return (
    <RecordDetailsModal
      title="Detalles del Material"
      record={record}
      useFresh={useMaterial}
      onClose={onClose}
      size="5xl"
      after={(m) => <Ledger material={m} />}
    >
      {(m) => (
        <>
          <DetailField label="Material">
            <MaterialName material={m} />
          </DetailField>
          <DetailField label="Stock">
            <span className="flex flex-wrap items-center gap-2">
              <span className="text-lg font-semibold">{formatQuantity(m.stock, m.unit)}</span>
              {m.isLowStock && <LowStockBadge />}
            </span>
          </DetailField>
          <DetailField label="Stock mínimo">{formatQuantity(m.minStock, m.unit)}</DetailField>
          <DetailField label="Unidad">{m.unit}</DetailField>
          <DetailField label="Proveedor">{orMissing(m.supplier)}</DetailField>
          <DetailField label="Ubicación">{orMissing(m.location)}</DetailField>
          <DetailField label="Color">{m.color ?? 'Sin color definido'}</DetailField>
          <StatusDetail status={m.status} />
        </>
      )}
    </RecordDetailsModal>
  );
}

function Ledger({ material }: { material: Material }) {
  const [page, setPage] = useState(1);
  const [reversing, setReversing] = useState<Movement | null>(null);
  const query = useLedger(material.id, { page, pageSize: LEDGER_PAGE_SIZE, sort: '-createdAt' });
  return (
    <section aria-label="Movimientos del material" className="flex flex-col gap-2">
      <h3 className="text-base font-semibold text-slate-900">
        Movimientos (más recientes primero)
      </h3>
      <div className="overflow-hidden rounded-md border border-slate-200">
        <PagedList
          query={query}
          texts={MOVEMENT_LIST_TEXTS}
          hasFilters={false}
          onPageChange={setPage}
        >
          {(movements) => <MovementTable movements={movements} onReverse={setReversing} />}
        </PagedList>
      </div>
      <ReverseDialog record={reversing} onClose={() => setReversing(null)} />
    </section>
  );
}

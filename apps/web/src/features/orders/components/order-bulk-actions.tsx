import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '@taller/shared';
import { BULK_MESSAGES as M } from '@taller/shared/bulk/bulk-messages';
import type { OrderBulkInput } from '@taller/shared/bulk/bulk.schema';
import { api, getFile, unwrap, type QueryValue } from '../../../api/client';
import { asQuery } from '../../../resource/bulk-actions';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Modal } from '../../../components/ui/modal';
import { datedFilename, saveFile } from '../../../lib/save-file';
import type { BulkRun } from '../../../resource/bulk-bar';
import type { BulkSelection } from '../../../resource/bulk-selection';
import { orderKeys } from '../api/order-keys';

type Filter = Record<string, QueryValue>;

/**
 * POST /api/order/bulk: the server's message ('3 pedidos actualizados'), or a refusal. The
 * filter is the list's query as its query string carries it (every value a string), which the
 * document types as it reads a query string (ids as integers): hence the cast.
 */
const bulkOrders = async (body: OrderBulkInput) =>
  (await unwrap(api.POST('/order/bulk', { body: body as never }))).message;

/** Files of the orders ticked (`ids=1,2,3`): labels and production sheet. */
const selectionPdf = (path: '/labels.pdf' | '/production-sheet.pdf', ids: number[]) =>
  unwrap(
    path === '/labels.pdf'
      ? api.GET(path, { params: { query: { ids: ids.join(','), layout: '3x8' } }, parseAs: 'blob' })
      : api.GET(path, { params: { query: { ids: ids.join(',') } }, parseAs: 'blob' }),
  );

/**
 * The orders list's bulk actions: change status, labels and production sheet of the orders
 * ticked, bill them, their CSV, to the Papelera. 'All N that match' sends the list's filters.
 */
export function OrderBulkActions({
  selected,
  filter,
  run,
  count,
}: {
  selected: BulkSelection;
  filter: Filter;
  run: BulkRun;
  /** How many orders the action reaches: those ticked, or every one that matches. */
  count: number;
}) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<'status' | 'bill' | 'trash' | null>(null);
  const target = selected.allMatching
    ? { filter: asQuery(filter) as OrderBulkInput['filter'] }
    : { ids: selected.ids };
  const act = (body: Omit<OrderBulkInput, 'ids' | 'filter'>) => {
    setAsking(null);
    void run.run(async () => {
      const message = await bulkOrders({ ...body, ...target });
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
      return message;
    }, 'orders-bulk');
  };
  const download = (make: () => Promise<Blob>, name: string) =>
    void run.run(async () => saveFile(await make(), name), 'orders-bulk-file');
  const idsOnly = selected.allMatching ? M.onlyMarked : undefined;
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking('status')} disabled={run.running}>
        {M.changeStatus}
      </Button>
      <Button
        variant="secondary"
        title={idsOnly}
        disabled={run.running || Boolean(idsOnly)}
        onClick={() =>
          download(
            () => selectionPdf('/labels.pdf', selected.ids),
            datedFilename('etiquetas', 'pdf'),
          )
        }
      >
        {M.printLabels}
      </Button>
      <Button
        variant="secondary"
        title={idsOnly}
        disabled={run.running || Boolean(idsOnly)}
        onClick={() =>
          download(
            () => selectionPdf('/production-sheet.pdf', selected.ids),
            datedFilename('hoja-de-produccion', 'pdf'),
          )
        }
      >
        {M.productionSheet}
      </Button>
      <Button variant="secondary" onClick={() => setAsking('bill')} disabled={run.running}>
        {M.bill}
      </Button>
      <Button
        variant="secondary"
        disabled={run.running}
        onClick={() =>
          download(
            () =>
              getFile(
                '/order/export.csv',
                selected.allMatching ? filter : { ids: selected.ids.join(',') },
              ),
            datedFilename('pedidos', 'csv'),
          )
        }
      >
        {M.exportCsv}
      </Button>
      <Button variant="danger" onClick={() => setAsking('trash')} disabled={run.running}>
        {M.trash}
      </Button>
      <StatusDialog
        isOpen={asking === 'status'}
        onCancel={() => setAsking(null)}
        onApply={(status, note) => act({ action: 'status', status, note })}
      />
      <ConfirmDialog
        isOpen={asking === 'bill'}
        title={M.confirmBillTitle}
        message={M.confirmBill(count)}
        confirmLabel={M.bill}
        onConfirm={() => act({ action: 'bill' })}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        isOpen={asking === 'trash'}
        title={M.confirmTrashTitle}
        message={M.confirmTrash(count, 'pedidos')}
        confirmLabel={M.trash}
        onConfirm={() => act({ action: 'trash' })}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}

/** 'Cambiar estado' of the selection: the new status, and why when it is a cancellation. */
function StatusDialog({
  isOpen,
  onCancel,
  onApply,
}: {
  isOpen: boolean;
  onCancel: () => void;
  onApply: (status: OrderStatus, note?: string) => void;
}) {
  const [status, setStatus] = useState<OrderStatus>('IN_PRODUCTION');
  const [note, setNote] = useState('');
  const statusId = useId();
  const noteId = useId();
  const needsNote = status === 'CANCELLED';
  return (
    <Modal isOpen={isOpen} onClose={onCancel} title={M.changeStatus} size="md">
      <div className="flex flex-col gap-3">
        <label htmlFor={statusId} className="flex flex-col text-sm text-slate-700">
          {M.newStatus}
          <select
            id={statusId}
            value={status}
            onChange={(event) => setStatus(event.target.value as OrderStatus)}
            className="mt-1 h-[42px] rounded-md border border-slate-300 bg-white px-3 text-slate-900"
          >
            {ORDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {ORDER_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        {needsNote && (
          <label htmlFor={noteId} className="flex flex-col text-sm text-slate-700">
            {M.cancelReason}
            <textarea
              id={noteId}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              className="mt-1 rounded-md border border-slate-300 p-2 text-slate-900"
            />
          </label>
        )}
      </div>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button
          onClick={() => onApply(status, needsNote ? note : undefined)}
          disabled={needsNote && note.trim() === ''}
        >
          {M.apply}
        </Button>
      </div>
    </Modal>
  );
}

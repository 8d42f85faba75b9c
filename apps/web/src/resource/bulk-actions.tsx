import { useId, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { STATUSES, STATUS_LABELS, type Status } from '@taller/shared';
import type { Page } from '@taller/shared/http/list-query';
import { BULK_MESSAGES as M } from '@taller/shared/bulk/bulk-messages';
import { getFile, type QueryValue } from '../api/client';
import type { FilePath } from '../api/types';
import { Button } from '../components/ui/button';
import { ConfirmDialog } from '../components/ui/confirm-dialog';
import { Modal } from '../components/ui/modal';
import { datedFilename, saveFile } from '../lib/save-file';
import { useBulkRun, type BulkRun } from './bulk-bar';
import { useBulkSelection, type BulkSelection } from './bulk-selection';

export type BulkFilter = Record<string, QueryValue>;

/** The list's filters as the query string would carry them (every value a string). */
export const asQuery = (filter: BulkFilter) =>
  Object.fromEntries(
    Object.entries(filter)
      .filter(
        ([, value]) => value !== undefined && value !== null && value !== '' && value !== false,
      )
      .map(([key, value]) => [key, String(value)]),
  );

/** What a bulk call acts on: the rows ticked, or the list's filters for 'all N that match'. */
export const bulkTarget = (selected: BulkSelection, filter: BulkFilter) =>
  selected.allMatching ? { filter: asQuery(filter) } : { ids: selected.ids };

const NO_ROWS: never[] = [];

/**
 * A server-paged list's selection and bulk runs: the rows ticked on `page` (cleared when
 * `filter` changes), the runner that clears them when a call is done, and BulkBar's props.
 */
export function useListBulk<T extends { id: number }>(
  page: Page<T> | undefined,
  name: (row: T) => string,
  filter: BulkFilter,
) {
  const selected = useBulkSelection<T>(page?.items ?? NO_ROWS, name, JSON.stringify(filter));
  const run = useBulkRun(selected.clear);
  const total = page?.total ?? 0;
  return {
    selected,
    run,
    filter,
    /** The records the action reaches: those ticked, or every one that matches. */
    count: selected.allMatching ? total : selected.ids.length,
    bar: { selected, run, total, pageRows: page?.items.length ?? 0 },
  };
}

/** A bulk call's body for products, materials and clients (their own schema checks the rest). */
export type RecordBulkBody = {
  action: 'status' | 'trash' | 'restore';
  ids?: number[];
  filter?: Record<string, string>;
  status?: Status;
};

/** A resource's bulk calls as its list and its 'Papelera' use them. */
export type RecordBulk = {
  /** POST /api/{resource}/bulk: the server's message ('3 productos actualizados'). */
  call: (body: RecordBulkBody) => Promise<string>;
  /** What shows the records again after a change (their lists). */
  invalidate: (queryClient: QueryClient) => Promise<unknown>;
  /** The CSV of the selection (`ids=` on the list's export). */
  exportCsv: { path: FilePath<'text/csv'>; filePrefix: string };
  /** The records in '¿Enviar 3 productos a la papelera?'. */
  noun: string;
  /** 'Activo' / 'Inactivo' in bulk (products, materials). */
  status?: boolean;
  toastId: string;
};

type ActionsProps = {
  bulk: RecordBulk;
  selected: BulkSelection;
  filter: BulkFilter;
  run: BulkRun;
  /** How many records the action reaches ('¿Enviar 3 …?'). */
  count: number;
};

/** Runs one bulk action on the selection, then shows the lists again. */
function useBulkAct({ bulk, selected, filter, run }: Omit<ActionsProps, 'count'>) {
  const queryClient = useQueryClient();
  return (body: Omit<RecordBulkBody, 'ids' | 'filter'>) =>
    void run.run(async () => {
      const message = await bulk.call({ ...body, ...bulkTarget(selected, filter) });
      await bulk.invalidate(queryClient);
      return message;
      // One id per action: a restore right after a trash is a new message, not a repeat that
      // the 2-second dedup of equal ids (SPEC.md §8–9) would swallow.
    }, `${bulk.toastId}-${body.action}`);
}

/**
 * A list's bulk actions (products, materials, clients): 'Cambiar estado' when the resource has
 * one, the selection's CSV, 'Enviar a la papelera'. 'All N that match' sends the list's filters.
 */
export function RecordBulkActions(props: ActionsProps) {
  const { bulk, selected, filter, run, count } = props;
  const [asking, setAsking] = useState<'status' | 'trash' | null>(null);
  const act = useBulkAct(props);
  const apply = (body: Omit<RecordBulkBody, 'ids' | 'filter'>) => {
    setAsking(null);
    act(body);
  };
  const exportSelection = () =>
    void run.run(async () => {
      const query = selected.allMatching ? filter : { ids: selected.ids.join(',') };
      saveFile(
        await getFile(bulk.exportCsv.path, query),
        datedFilename(bulk.exportCsv.filePrefix, 'csv'),
      );
    }, `${bulk.toastId}-file`);
  return (
    <>
      {bulk.status && (
        <Button variant="secondary" onClick={() => setAsking('status')} disabled={run.running}>
          {M.changeStatus}
        </Button>
      )}
      <Button variant="secondary" onClick={exportSelection} disabled={run.running}>
        {M.exportCsv}
      </Button>
      <Button variant="danger" onClick={() => setAsking('trash')} disabled={run.running}>
        {M.trash}
      </Button>
      {bulk.status && (
        <StatusDialog
          isOpen={asking === 'status'}
          onCancel={() => setAsking(null)}
          onApply={(status) => apply({ action: 'status', status })}
        />
      )}
      <ConfirmDialog
        isOpen={asking === 'trash'}
        title={M.confirmTrashTitle}
        message={M.confirmTrash(count, bulk.noun)}
        confirmLabel={M.trash}
        onConfirm={() => apply({ action: 'trash' })}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}

/** The 'Papelera''s bulk action: 'Restaurar' the records ticked (or every one in it). */
export function BulkRestoreAction(props: Omit<ActionsProps, 'count'>) {
  const act = useBulkAct(props);
  return (
    <Button
      variant="secondary"
      onClick={() => act({ action: 'restore' })}
      disabled={props.run.running}
    >
      {M.restore}
    </Button>
  );
}

/** 'Cambiar estado' of the selection: 'Activo' or 'Inactivo'. */
function StatusDialog({
  isOpen,
  onCancel,
  onApply,
}: {
  isOpen: boolean;
  onCancel: () => void;
  onApply: (status: Status) => void;
}) {
  const [status, setStatus] = useState<Status>('INACTIVE');
  const id = useId();
  return (
    <Modal isOpen={isOpen} onClose={onCancel} title={M.changeStatus} size="md">
      <label htmlFor={id} className="flex flex-col text-sm text-slate-700">
        {M.newStatus}
        <select
          id={id}
          value={status}
          onChange={(event) => setStatus(event.target.value as Status)}
          className="mt-1 h-[42px] rounded-md border border-slate-300 bg-white px-3 text-slate-900"
        >
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {M.cancel}
        </Button>
        <Button onClick={() => onApply(status)}>{M.apply}</Button>
      </div>
    </Modal>
  );
}

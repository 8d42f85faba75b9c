import { useState, type ReactNode } from 'react';
import { BULK_MESSAGES as M } from '@taller/shared/bulk/bulk-messages';
import type { BulkRefusal } from '@taller/shared/bulk/bulk.schema';
import { ApiError } from '../api/client';
import { Button } from '../components/ui/button';
import { LoadingIndicator } from '../components/ui/loading-indicator';
import { Modal } from '../components/ui/modal';
import { errorMessage } from '../lib/error-message';
import { notify } from '../lib/toast';
import type { BulkSelection } from './bulk-selection';

/** How long a bulk call runs before 'Procesando…' is shown. */
export const PROGRESS_AFTER_MS = 1000;

/**
 * Runs bulk calls: 'Procesando…' once one takes over a second, the answer's message as a toast,
 * and, when the server refused some records (409 BULK_REFUSED), the dialog listing each.
 */
export function useBulkRun(onDone: () => void) {
  const [running, setRunning] = useState(false);
  const [slow, setSlow] = useState(false);
  const [refused, setRefused] = useState<BulkRefusal[] | null>(null);
  async function run(call: () => Promise<string | void>, toastId: string) {
    setRunning(true);
    const timer = setTimeout(() => setSlow(true), PROGRESS_AFTER_MS);
    try {
      const message = await call();
      if (message) notify.success(message, toastId);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'BULK_REFUSED') {
        setRefused((error.data as { refused: BulkRefusal[] }).refused);
      } else notify.error(errorMessage(error), `${toastId}-error`);
    } finally {
      clearTimeout(timer);
      setSlow(false);
      setRunning(false);
    }
  }
  return { run, running, slow, refused, closeRefused: () => setRefused(null) };
}

export type BulkRun = ReturnType<typeof useBulkRun>;

/**
 * The bar over a list with ticked rows: 'N seleccionados', 'Seleccionar los N que coinciden'
 * when the whole page is ticked and more match, the list's actions, 'Quitar selección'.
 */
export function BulkBar({
  selected,
  total,
  pageRows,
  run,
  children,
}: {
  selected: BulkSelection;
  total: number;
  pageRows: number;
  run: BulkRun;
  children: ReactNode;
}) {
  const count = selected.allMatching ? total : selected.ids.length;
  if (count === 0) return null;
  const pageTicked = selected.selection.page.state === 'all';
  return (
    <section
      aria-label={M.barLabel}
      className="flex flex-col gap-2 border-b border-blue-200 bg-blue-50 px-4 py-3 sm:flex-row sm:flex-wrap sm:items-center"
    >
      <p className="text-sm font-medium text-blue-950" aria-live="polite">
        {selected.allMatching ? M.allMatchingSelected(total) : M.selectedCount(count)}
      </p>
      {!selected.allMatching && pageTicked && total > pageRows && (
        <Button variant="secondary" onClick={selected.selectAllMatching}>
          {M.selectAllMatching(total)}
        </Button>
      )}
      <div className="flex flex-wrap gap-2">{children}</div>
      <Button variant="secondary" onClick={selected.clear} disabled={run.running}>
        {M.clearSelection}
      </Button>
      {run.slow && <LoadingIndicator isLoading message={M.processing} size="small" />}
      <BulkRefusalsDialog refused={run.refused} onClose={run.closeRefused} />
    </section>
  );
}

/** Each record the server refused, with why; nothing was changed. */
export function BulkRefusalsDialog({
  refused,
  onClose,
}: {
  refused: BulkRefusal[] | null;
  onClose: () => void;
}) {
  return (
    <Modal isOpen={refused !== null} onClose={onClose} title={M.refusedTitle} size="md">
      <p className="text-slate-700">{M.refusedIntro}</p>
      <ul className="mt-3 flex max-h-80 flex-col gap-2 overflow-y-auto text-sm">
        {(refused ?? []).map((r) => (
          <li key={r.id} className="rounded-md border border-slate-200 p-2">
            <span className="font-medium text-slate-900">{r.label}</span>
            <span className="block text-slate-700">{r.message}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex justify-end">
        <Button onClick={onClose}>{M.close}</Button>
      </div>
    </Modal>
  );
}

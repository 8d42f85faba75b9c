import { SIAT_SCREEN_MESSAGES as T } from '@taller/shared';
import { useLiveSiatStatus } from '../api/get-siat-status';
import { contingencyText } from './bolivia-time';

/**
 * Where staff bill: while SIAT cannot be reached, 'En contingencia desde 10:42 — 7 facturas por
 * enviar' (Bolivia's time, the count from the status), asked again every few seconds. Nothing
 * when SIAT answers, when billing is not through SIAT, or when the status cannot be read.
 */
export function ContingencyBanner() {
  const status = useLiveSiatStatus();
  const contingency = status.data?.mode === 'SIAT_COMPUTARIZADA' ? status.data.contingency : null;
  if (!contingency) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex flex-col gap-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <p className="font-semibold">{contingencyText(contingency)}</p>
      <p>{T.contingencyHint}</p>
    </div>
  );
}

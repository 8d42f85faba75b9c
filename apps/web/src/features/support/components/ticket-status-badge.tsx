import { TICKET_STATUS_LABELS, type TicketStatus } from '@taller/shared';

const TONES: Record<string, string> = {
  OPEN: 'bg-amber-100 text-amber-800 ring-amber-600/20',
  ANSWERED: 'bg-green-100 text-green-800 ring-green-600/20',
  CLOSED: 'bg-slate-200 text-slate-700 ring-slate-500/20',
};

/** Abierto, Respondido, Cerrado. */
export function TicketStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${TONES[status] ?? TONES.CLOSED}`}
    >
      {TICKET_STATUS_LABELS[status as TicketStatus] ?? status}
    </span>
  );
}

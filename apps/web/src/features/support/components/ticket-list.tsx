import type { Page, Ticket } from '@taller/shared';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { Pagination } from '../../../components/ui/pagination';
import { formatDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import type { TicketSide } from '../api/ticket-keys';
import { TicketStatusBadge } from './ticket-status-badge';

/** One page of tickets as cards (phone first), with loading, empty and error states. */
export function TicketList({
  side,
  query,
  pageSize,
  empty,
  onOpen,
  onPage,
  onClient,
}: {
  side: TicketSide;
  query: {
    data?: Page<Ticket>;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  pageSize: number;
  empty: string;
  onOpen: (id: number) => void;
  onPage: (page: number) => void;
  /** Staff: filter the inbox by a ticket's client. */
  onClient?: (client: { id: number; name: string }) => void;
}) {
  const page = query.data;
  const from = page && page.total > 0 ? (page.page - 1) * pageSize + 1 : 0;
  return (
    <div className="flex flex-col gap-3">
      <LoadingIndicator isLoading={query.isPending} message="Cargando tickets..." />
      {query.isError && (
        <LoadError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      )}
      {page && page.items.length === 0 && (
        <p className="rounded-md border border-dashed border-slate-300 p-6 text-center text-slate-600">
          {empty}
        </p>
      )}
      {page && page.items.length > 0 && (
        <ul className="flex flex-col gap-3">
          {page.items.map((ticket) => {
            const last = ticket.messages[ticket.messages.length - 1];
            return (
              <li
                key={ticket.id}
                aria-label={`Ticket ${ticket.subject}`}
                className={`flex flex-col gap-2 rounded-lg border bg-white p-4 ${
                  side === 'staff' && ticket.awaitingStaff ? 'border-amber-300' : 'border-slate-200'
                }`}
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold text-slate-900">{ticket.subject}</span>
                  <TicketStatusBadge status={ticket.status} />
                </div>
                <p className="flex flex-wrap gap-x-3 text-sm text-slate-600">
                  {side === 'staff' && onClient && (
                    <button
                      type="button"
                      className="text-blue-700 underline"
                      onClick={() => onClient(ticket.client)}
                    >
                      {ticket.client.name}
                    </button>
                  )}
                  {ticket.order && <span>Pedido {ticket.order.number}</span>}
                  <span>{formatDateTime(ticket.lastMessageAt)}</span>
                  {side === 'staff' && ticket.awaitingStaff && (
                    <span className="font-medium text-amber-800">Sin responder</span>
                  )}
                </p>
                {last && <p className="line-clamp-2 text-sm text-slate-800">{last.body}</p>}
                <div className="flex justify-end">
                  <Button size="sm" onClick={() => onOpen(ticket.id)}>
                    Ver conversación
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {page && (
        <Pagination
          page={page.page}
          totalPages={Math.max(1, Math.ceil(page.total / pageSize))}
          from={from}
          to={from + Math.max(0, page.items.length - 1)}
          total={page.total}
          noun="tickets"
          onPageChange={onPage}
        />
      )}
    </div>
  );
}

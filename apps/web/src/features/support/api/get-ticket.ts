import { api } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import { ticketKeys, ticketParams, type TicketSide } from './ticket-keys';

export const useTicket = (side: TicketSide, id: number | null) =>
  useApiQuery(
    ticketKeys(side).detail(id ?? 0),
    (signal) =>
      side === 'client'
        ? api.GET('/client-area/tickets/{id}', { ...ticketParams(id ?? 0), signal })
        : api.GET('/ticket/{id}', { ...ticketParams(id ?? 0), signal }),
    { enabled: id !== null },
  );

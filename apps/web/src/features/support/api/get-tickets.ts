import { usePagedQuery } from '../../../api/query';
import type { ListParams } from '../../../lib/list-query';
import { ticketKeys, type TicketSide } from './ticket-keys';

const LIST = { client: '/client-area/tickets', staff: '/ticket' } as const;

export const useTickets = (side: TicketSide, params: ListParams) =>
  usePagedQuery(ticketKeys(side), LIST[side], params);

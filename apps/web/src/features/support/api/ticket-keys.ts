import { resourceKeys } from '../../../resource/resource-keys';

/** Where tickets live: the client's own, or every client's for staff. */
export type TicketSide = 'client' | 'staff';

export const ticketKeys = (side: TicketSide) => resourceKeys(`tickets-${side}`);

/** The params of a call on one ticket. */
export const ticketParams = (id: number) => ({ params: { path: { id } } });

import { api } from '../../../api/client';
import type { FileCall } from '../../../api/private-file';
import type { TicketSide } from './ticket-keys';

/** A message's file, opened with the session (files are private). */
export const ticketFile =
  (side: TicketSide, id: number, fileId: number): FileCall =>
  () => {
    const init = { params: { path: { id, fileId } }, parseAs: 'blob' } as const;
    return side === 'client'
      ? api.GET('/client-area/tickets/{id}/attachments/{fileId}', init)
      : api.GET('/ticket/{id}/attachments/{fileId}', init);
  };

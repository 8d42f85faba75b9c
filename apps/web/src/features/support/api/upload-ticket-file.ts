import { upload } from '../../../api/upload';
import type { TicketSide } from './ticket-keys';

/** POST …/attachments: one image or PDF, sent later with a message by its id. */
export const uploadTicketFile = (side: TicketSide, file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return upload(
    side === 'client' ? '/client-area/tickets/attachments' : '/ticket/attachments',
    form,
  );
};

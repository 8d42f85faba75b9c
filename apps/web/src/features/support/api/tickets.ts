import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTicketInput, Ticket, TicketAttachment } from '@taller/shared';
import { api } from '../../../lib/api-client';
import type { ListParams } from '../../../lib/list-query';
import { useApiQuery, usePagedQuery } from '../../../lib/api-query';
import { resourceKeys } from '../../../lib/resource-keys';
import { notify } from '../../../lib/toast';

/** Where tickets live: the client's own, or every client's for staff. */
export type TicketSide = 'client' | 'staff';
const BASE: Record<TicketSide, string> = { client: '/client-area/tickets', staff: '/ticket' };
const keysOf = (side: TicketSide) => resourceKeys(`tickets-${side}`);

export const useTickets = (side: TicketSide, params: ListParams) =>
  usePagedQuery<Ticket>(keysOf(side), BASE[side], params);

export const useTicket = (side: TicketSide, id: number | null) =>
  useApiQuery<Ticket>(keysOf(side).detail(id ?? 0), `${BASE[side]}/${id}`, {
    enabled: id !== null,
  });

type Action =
  | { kind: 'reply'; id: number; message: string; attachmentIds?: number[] }
  | { kind: 'close'; id: number }
  | { kind: 'reopen'; id: number }
  | { kind: 'create'; input: CreateTicketInput };

/** Create, reply, close, reopen: the server's Spanish answer as the toast. */
export function useTicketAction(side: TicketSide) {
  const queryClient = useQueryClient();
  const base = BASE[side];
  return useMutation({
    mutationFn: (action: Action) => {
      if (action.kind === 'create') return api.post<Ticket>(`${base}/create`, action.input);
      if (action.kind === 'reply')
        return api.post<Ticket>(`${base}/${action.id}/reply`, {
          message: action.message,
          attachmentIds: action.attachmentIds,
        });
      return api.post<Ticket>(`${base}/${action.id}/${action.kind}`);
    },
    onSuccess: async (answer) => {
      notify.success(answer.message, `ticket-${answer.data.id}`);
      queryClient.setQueryData(keysOf(side).detail(answer.data.id), answer.data);
      await queryClient.invalidateQueries({ queryKey: keysOf(side).lists });
    },
  });
}

/** POST …/attachments: one image or PDF, sent later with a message by its id. */
export const uploadTicketFile = (side: TicketSide, file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload<TicketAttachment>(`${BASE[side]}/attachments`, form);
};

/** A message's file, opened with the session (files are private). */
export const ticketFileUrl = (side: TicketSide, ticketId: number, fileId: number) =>
  `/api${BASE[side]}/${ticketId}/attachments/${fileId}`;

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTicketInput } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import type { FileCall } from '../../../api/private-file';
import { upload } from '../../../api/upload';
import type { ListParams } from '../../../lib/list-query';
import { useApiQuery, usePagedQuery } from '../../../api/query';
import { resourceKeys } from '../../../resource/resource-keys';
import { notify } from '../../../lib/toast';

/** Where tickets live: the client's own, or every client's for staff. */
export type TicketSide = 'client' | 'staff';
const keysOf = (side: TicketSide) => resourceKeys(`tickets-${side}`);
const LIST = { client: '/client-area/tickets', staff: '/ticket' } as const;
const byId = (id: number) => ({ params: { path: { id } } });

export const useTickets = (side: TicketSide, params: ListParams) =>
  usePagedQuery(keysOf(side), LIST[side], params);

export const useTicket = (side: TicketSide, id: number | null) =>
  useApiQuery(
    keysOf(side).detail(id ?? 0),
    (signal) =>
      side === 'client'
        ? api.GET('/client-area/tickets/{id}', { ...byId(id ?? 0), signal })
        : api.GET('/ticket/{id}', { ...byId(id ?? 0), signal }),
    { enabled: id !== null },
  );

type Action =
  | { kind: 'reply'; id: number; message: string; attachmentIds?: number[] }
  | { kind: 'close'; id: number }
  | { kind: 'reopen'; id: number }
  | { kind: 'create'; input: CreateTicketInput };

/** One action's call: clients open tickets, staff reopen them; both reply and close. */
function send(side: TicketSide, action: Action) {
  const client = side === 'client';
  switch (action.kind) {
    case 'create':
      return unwrap(api.POST('/client-area/tickets/create', { body: action.input }));
    case 'reply': {
      const reply = {
        ...byId(action.id),
        body: { message: action.message, attachmentIds: action.attachmentIds },
      };
      return unwrap(
        client
          ? api.POST('/client-area/tickets/{id}/reply', reply)
          : api.POST('/ticket/{id}/reply', reply),
      );
    }
    case 'close':
      return unwrap(
        client
          ? api.POST('/client-area/tickets/{id}/close', byId(action.id))
          : api.POST('/ticket/{id}/close', byId(action.id)),
      );
    case 'reopen':
      return unwrap(api.POST('/ticket/{id}/reopen', byId(action.id)));
  }
}

/** Create, reply, close, reopen: the server's Spanish answer as the toast. */
export function useTicketAction(side: TicketSide) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: Action) => send(side, action),
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
  return upload(
    side === 'client' ? '/client-area/tickets/attachments' : '/ticket/attachments',
    form,
  );
};

/** A message's file, opened with the session (files are private). */
export const ticketFile =
  (side: TicketSide, id: number, fileId: number): FileCall =>
  () => {
    const init = { params: { path: { id, fileId } }, parseAs: 'blob' } as const;
    return side === 'client'
      ? api.GET('/client-area/tickets/{id}/attachments/{fileId}', init)
      : api.GET('/ticket/{id}/attachments/{fileId}', init);
  };

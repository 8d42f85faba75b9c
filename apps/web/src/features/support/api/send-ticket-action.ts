import type { CreateTicketInput } from '@taller/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { notify } from '../../../lib/toast';
import { ticketKeys, ticketParams, type TicketSide } from './ticket-keys';

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
        ...ticketParams(action.id),
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
          ? api.POST('/client-area/tickets/{id}/close', ticketParams(action.id))
          : api.POST('/ticket/{id}/close', ticketParams(action.id)),
      );
    case 'reopen':
      return unwrap(api.POST('/ticket/{id}/reopen', ticketParams(action.id)));
  }
}

/** Create, reply, close, reopen: the server's Spanish answer as the toast. */
export function useTicketAction(side: TicketSide) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: Action) => send(side, action),
    onSuccess: async (answer) => {
      notify.success(answer.message, `ticket-${answer.data.id}`);
      queryClient.setQueryData(ticketKeys(side).detail(answer.data.id), answer.data);
      await queryClient.invalidateQueries({ queryKey: ticketKeys(side).lists });
    },
  });
}

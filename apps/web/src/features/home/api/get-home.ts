import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../api/client';
import { openEventStream } from '../../../api/event-stream';
import { useApiQuery } from '../../../api/query';

export const homeKeys = { all: ['home'] as const };

/** GET /api/home: the figures of 'Inicio', each with the filtered list it links to. */
export const useHome = () => useApiQuery(homeKeys.all, (signal) => api.GET('/home', { signal }));

/**
 * Keeps 'Inicio' live while it is on screen: every business event (an order, a status, a proof,
 * a bill, a ticket, low stock) comes as a notification over the event stream, and a
 * (re)connection may follow a gap; each one asks for the figures again.
 */
export function useHomeStream() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stream = openEventStream('/notification/stream', {
      onEvent: () => void queryClient.invalidateQueries({ queryKey: homeKeys.all }),
    });
    return () => stream.close();
  }, [queryClient]);
}

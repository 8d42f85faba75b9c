import { api } from '../../../api/client';
import { useApiQuery } from '../../../api/query';

/** GET /api/client-area/me: the caller's client record (name, institution). */
export const useClientMe = () =>
  useApiQuery(['client-area', 'me'], (signal) => api.GET('/client-area/me', { signal }), {
    // A record that rarely changes: read once per visit of the screen.
    staleTime: 5 * 60_000,
  });

import { useQuery } from '@tanstack/react-query';
import { api, call, SILENT } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import { siatKeys, STATUS_REFRESH_MS } from './siat-keys';

/** GET /api/siat/status for the settings screen's card. */
export const useSiatStatus = () =>
  useApiQuery(siatKeys.status, (signal) => api.GET('/siat/status', { signal }));

/**
 * The same status for a banner beside other work: no toast when it cannot be read (the
 * screen's own content matters more), asked again on an interval so a contingency shows live.
 */
export const useLiveSiatStatus = (enabled = true) =>
  useQuery({
    queryKey: siatKeys.status,
    queryFn: ({ signal }) => call(api.GET('/siat/status', { signal, ...SILENT })),
    refetchInterval: STATUS_REFRESH_MS,
    enabled,
  });

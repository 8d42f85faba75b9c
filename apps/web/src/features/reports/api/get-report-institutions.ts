import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../../api/client';
import { reportKeys } from './report-keys';

/** The institutions a report may be filtered by (the first 100 by name). */
export const useReportInstitutions = () =>
  useQuery({
    queryKey: reportKeys.institutions,
    queryFn: async () =>
      (
        await call(
          api.GET('/institution', { params: { query: { page: 1, pageSize: 100, sort: 'name' } } }),
        )
      ).items,
    staleTime: 60_000,
  });

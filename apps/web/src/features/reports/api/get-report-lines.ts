import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../../api/client';
import { reportKeys } from './report-keys';

/** The lines a report may be filtered by. */
export const useReportLines = () =>
  useQuery({
    queryKey: reportKeys.lines,
    queryFn: async () => (await call(api.GET('/line/all/active'))) ?? [],
    staleTime: 60_000,
  });

import { keepPreviousData } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import type { ReportQuery } from '../components/report-period';
import { reportKeys } from './report-keys';

/** GET /api/report/summary: the figures at the top. */
export const useReportSummary = (query: ReportQuery) =>
  useApiQuery(
    reportKeys.summary(query),
    (signal) => api.GET('/report/summary', { params: { query }, signal }),
    { placeholderData: keepPreviousData },
  );

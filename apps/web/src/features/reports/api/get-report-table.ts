import type { ReportTable } from '@taller/shared/reports/report.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getData } from '../../../api/client';
import type { ReportQuery } from '../components/report-period';
import type { AnyReportName as ReportName } from './report-names';
import { reportKeys } from './report-keys';

/**
 * GET /api/report/{name}: one chart's table. A margin report (issue 39) has the same shape under
 * its own name, drawn by the same card.
 */
export const useReportTable = (name: ReportName, query: ReportQuery) =>
  useQuery({
    queryKey: reportKeys.table(name, query),
    queryFn: async () => (await getData(`/report/${name}`, query)) as ReportTable,
    placeholderData: keepPreviousData,
  });

import type { ReportName } from '@taller/shared/reports/report.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getData } from '../../../api/client';
import type { ReportQuery } from '../components/report-period';
import { reportKeys } from './report-keys';

/** GET /api/report/{name}: one chart's table. */
export const useReportTable = (name: ReportName, query: ReportQuery) =>
  useQuery({
    queryKey: reportKeys.table(name, query),
    queryFn: () => getData(`/report/${name}`, query),
    placeholderData: keepPreviousData,
  });

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportName } from '@taller/shared/reports/report.schema';
import { api, call, getData } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import type { ReportQuery } from '../components/report-period';

const keys = {
  summary: (query: ReportQuery) => ['reports', 'summary', query] as const,
  table: (name: ReportName, query: ReportQuery) => ['reports', name, query] as const,
  lines: ['reports', 'options', 'lines'] as const,
  institutions: ['reports', 'options', 'institutions'] as const,
};

/** GET /api/report/summary: the figures at the top. */
export const useReportSummary = (query: ReportQuery) =>
  useApiQuery(
    keys.summary(query),
    (signal) => api.GET('/report/summary', { params: { query }, signal }),
    { placeholderData: keepPreviousData },
  );

/** GET /api/report/{name}: one chart's table. */
export const useReportTable = (name: ReportName, query: ReportQuery) =>
  useQuery({
    queryKey: keys.table(name, query),
    queryFn: () => getData(`/report/${name}`, query),
    placeholderData: keepPreviousData,
  });

/** The CSV of a chart's table: what the 'Exportar CSV' button downloads. */
export const reportCsv = (name: ReportName, query: ReportQuery) =>
  ({ path: `/report/${name}/export.csv`, query }) as const;

/** The lines a report may be filtered by. */
export const useReportLines = () =>
  useQuery({
    queryKey: keys.lines,
    queryFn: async () => (await call(api.GET('/line/all/active'))) ?? [],
    staleTime: 60_000,
  });

/** The institutions a report may be filtered by (the first 100 by name). */
export const useReportInstitutions = () =>
  useQuery({
    queryKey: keys.institutions,
    queryFn: async () =>
      (
        await call(
          api.GET('/institution', { params: { query: { page: 1, pageSize: 100, sort: 'name' } } }),
        )
      ).items,
    staleTime: 60_000,
  });

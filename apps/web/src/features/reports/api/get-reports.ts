import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportName, ReportSummary, ReportTable } from '@taller/shared/reports/report.schema';
import type { Page } from '@taller/shared/http/list-query';
import { api } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/api-query';

const keys = {
  summary: (query: string) => ['reports', 'summary', query] as const,
  table: (name: ReportName, query: string) => ['reports', name, query] as const,
  lines: ['reports', 'options', 'lines'] as const,
  institutions: ['reports', 'options', 'institutions'] as const,
};

/** GET /api/report/summary: the figures at the top. */
export const useReportSummary = (query: string) =>
  useApiQuery<ReportSummary>(keys.summary(query), `/report/summary${query}`, {
    placeholderData: keepPreviousData,
  });

/** GET /api/report/{name}: one chart's table. */
export const useReportTable = (name: ReportName, query: string) =>
  useApiQuery<ReportTable>(keys.table(name, query), `/report/${name}${query}`, {
    placeholderData: keepPreviousData,
  });

/** The CSV of a chart's table: the path the 'Exportar CSV' button downloads. */
export const reportCsvPath = (name: ReportName, query: string) =>
  `/report/${name}/export.csv${query}`;

type Option = { id: number; name: string };

/** The lines a report may be filtered by. */
export const useReportLines = () =>
  useQuery({
    queryKey: keys.lines,
    queryFn: async () => (await api.get<Option[]>('/line/all/active')).data ?? [],
    staleTime: 60_000,
  });

/** The institutions a report may be filtered by (the first 100 by name). */
export const useReportInstitutions = () =>
  useQuery({
    queryKey: keys.institutions,
    queryFn: async () =>
      (await api.get<Page<Option>>('/institution?page=1&pageSize=100&sort=name')).data.items,
    staleTime: 60_000,
  });

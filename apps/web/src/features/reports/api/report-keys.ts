import type { AnyReportName as ReportName } from './report-names';
import type { ReportQuery } from '../components/report-period';

/** ['reports', …]: the summary, each chart's table, the filters' options. */
export const reportKeys = {
  summary: (query: ReportQuery) => ['reports', 'summary', query] as const,
  table: (name: ReportName, query: ReportQuery) => ['reports', name, query] as const,
  lines: ['reports', 'options', 'lines'] as const,
  institutions: ['reports', 'options', 'institutions'] as const,
};

import type { AnyReportName as ReportName } from './report-names';
import type { ReportQuery } from '../components/report-period';

/** The CSV of a chart's table: what the 'Exportar CSV' button downloads. */
export const reportCsv = (name: ReportName, query: ReportQuery) =>
  ({ path: `/report/${name}/export.csv`, query }) as const;

import type { MarginReportName } from '@taller/shared/materials/costing.schema';
import type { ReportName } from '@taller/shared/reports/report.schema';

/** Every report a card can show: the staff's charts and the directors' margin reports (issue 39). */
export type AnyReportName = ReportName | MarginReportName;

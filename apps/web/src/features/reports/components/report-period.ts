import { localDay } from '../../../lib/dates';
/** The periods people pick most ('Período'), and the dates each one covers. */
export const REPORT_PERIODS = [
  { value: 'week', label: 'Esta semana' },
  { value: 'month', label: 'Este mes' },
  { value: 'quarter', label: 'Últimos 3 meses' },
  { value: 'year', label: 'Este año' },
  { value: 'custom', label: 'Rango personalizado' },
] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number]['value'];
export const DEFAULT_PERIOD = 'month' satisfies ReportPeriod;

export const isReportPeriod = (value: string | null): value is ReportPeriod =>
  REPORT_PERIODS.some((p) => p.value === value);

/** The first and last day of a preset period, up to today (local dates). */
export function presetRange(period: Exclude<ReportPeriod, 'custom'>, now = new Date()) {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const from = new Date(today);
  if (period === 'week') from.setDate(today.getDate() - ((today.getDay() + 6) % 7));
  if (period === 'month') from.setDate(1);
  if (period === 'quarter') from.setMonth(today.getMonth() - 3, today.getDate() + 1);
  if (period === 'year') from.setMonth(0, 1);
  return { from: localDay(from), to: localDay(today) };
}

/** What the URL says the report covers: a preset, or a custom range with both dates. */
export type ReportSelection = {
  period: ReportPeriod;
  from: string;
  to: string;
  lineId: string;
  institutionId: string;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the report's selection from the URL's query string (anything unknown: this month). */
export function readSelection(params: URLSearchParams, now = new Date()): ReportSelection {
  const asked = params.get('period');
  const period: ReportPeriod = isReportPeriod(asked) ? asked : DEFAULT_PERIOD;
  const id = (key: string) =>
    /^[1-9]\d{0,9}$/.test(params.get(key) ?? '') ? params.get(key)! : '';
  const filters = { lineId: id('lineId'), institutionId: id('institutionId') };
  if (period === 'custom') {
    const fallback = presetRange(DEFAULT_PERIOD, now);
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    return {
      period,
      from: DAY.test(from) ? from : fallback.from,
      to: DAY.test(to) ? to : fallback.to,
      ...filters,
    };
  }
  return { period, ...presetRange(period as Exclude<ReportPeriod, 'custom'>, now), ...filters };
}

/** The query of the API calls for a selection ('?from=…&to=…&lineId=7' once written). */
export type ReportQuery = { from: string; to: string; lineId?: number; institutionId?: number };

export function reportQuery(s: ReportSelection): ReportQuery {
  const query: ReportQuery = { from: s.from, to: s.to };
  if (s.lineId) query.lineId = Number(s.lineId);
  if (s.institutionId) query.institutionId = Number(s.institutionId);
  return query;
}

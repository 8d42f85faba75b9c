import { idParam } from '../forms/fields';
import { codeSet } from '../forms/code-labels';
import { OrderDateSchema } from '../orders/order.schema';
import { z } from '../zod';
import { REPORT_MESSAGES } from './report-messages';

const M = REPORT_MESSAGES;

/** Longest period a report covers (days): five years. */
export const REPORT_MAX_DAYS = 5 * 366;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/**
 * What every report call takes: the period (calendar days, both included, UTC) and the optional
 * line and institution filters.
 */
export const ReportQuerySchema = z
  .object({
    from: OrderDateSchema,
    to: OrderDateSchema,
    lineId: idParam(M.lineInvalid).optional(),
    institutionId: idParam(M.institutionInvalid).optional(),
  })
  .refine((q) => q.from <= q.to, { message: M.rangeInverted, path: ['from'] })
  .refine((q) => dayNumber(q.to) - dayNumber(q.from) <= REPORT_MAX_DAYS, {
    message: M.rangeTooLong,
    path: ['to'],
  });
export type ReportQuery = z.output<typeof ReportQuerySchema>;

/** The figures at the top of the screen. On-time % is null when nothing was delivered. */
export const ReportSummarySchema = z.object({
  ordersReceived: z.number(),
  ordersCancelled: z.number(),
  unitsOrdered: z.number(),
  ordersDelivered: z.number(),
  deliveredOnTime: z.number(),
  unitsDelivered: z.number(),
  onTimePercent: z.number().nullable(),
  overdueNow: z.number(),
  billedCents: z.number(),
  collectedCents: z.number(),
  owedCents: z.number(),
});
export type ReportSummary = z.output<typeof ReportSummarySchema>;

/** The charts, each one call (`GET /api/report/<name>`) and one table. */
export const [REPORT_TITLES, REPORT_NAMES] = codeSet({
  status: 'Pedidos por estado',
  timeline: 'Pedidos y unidades por período',
  lines: 'Unidades por línea',
  models: 'Unidades por modelo y color',
  sizes: 'Distribución de tallas',
  clients: 'Principales clientes',
  institutions: 'Principales instituciones',
  billing: 'Facturado y cobrado por mes',
  consumption: 'Consumo de materiales',
  'low-stock': 'Materiales bajo el mínimo',
  payments: 'Comprobantes de pago pendientes',
});
export type ReportName = (typeof REPORT_NAMES)[number];

/** The age of a pending payment proof, from its receipt to now: the buckets of its chart. */
export const PENDING_AGE_BUCKETS = [
  { label: '< 1 día', days: 1 },
  { label: '1–3 días', days: 3 },
  { label: '3–7 días', days: 7 },
  { label: '> 7 días', days: Infinity },
] as const;

export const REPORT_COLUMN_KINDS = ['text', 'number', 'money', 'percent'] as const;

/** A chart's data as a table: its columns (Spanish headers) and rows keyed by column. */
export const ReportTableSchema = z.object({
  name: z.enum(REPORT_NAMES),
  title: z.string(),
  columns: z.array(
    z.object({ key: z.string(), label: z.string(), kind: z.enum(REPORT_COLUMN_KINDS) }),
  ),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
});
export type ReportTable = z.output<typeof ReportTableSchema>;
export type ReportRow = ReportTable['rows'][number];

import { FIELD_MESSAGES } from '../forms/fields';
import { codeSet } from '../forms/code-labels';
import { hasControlCharacters } from '../forms/special-characters';
import { listQueries, pageSchema, searchParam, sortParam } from '../http/list-query';
import { MONEY_MAX_CENTS } from '../money/money';
import { OrderDateSchema } from '../orders/order.schema';
import { z } from '../zod';
import { RECEIVABLE_MESSAGES as M } from './receivable-messages';

/**
 * POST /api/payment/{id}/approve: staff's optional note and, when the money that arrived is not
 * what the proof declared, the amount actually received (it is what counts; the declared amount
 * stays on the payment beside it).
 */
export const ApprovePaymentFieldsSchema = z.object({
  note: z
    .string()
    .trim()
    .max(500, M.noteTooLong)
    .refine((value) => !hasControlCharacters(value), FIELD_MESSAGES.controlCharacters)
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
  receivedCents: z
    .number({ error: M.receivedInvalid })
    .int(M.receivedInvalid)
    .min(1, M.receivedInvalid)
    .max(MONEY_MAX_CENTS, M.receivedInvalid)
    .optional(),
});
/** Sent with no body (or null), an approval is a plain one, as before issue 37. */
export const ApprovePaymentInputSchema = ApprovePaymentFieldsSchema.nullish().transform(
  (value) => value ?? {},
);
export type ApprovePaymentData = z.output<typeof ApprovePaymentFieldsSchema>;

/** PUT /api/bill/{id}/due-date. */
export const BillDueDateInputSchema = z.object({
  dueDate: z.string({ error: M.dueDateInvalid }).pipe(OrderDateSchema),
});
export type BillDueDateData = z.output<typeof BillDueDateInputSchema>;

/** How far past its due date what a client owes is: 'al día' (not yet due), then by days. */
export const [AGE_BUCKET_LABELS, AGE_BUCKETS] = codeSet({
  current: 'Al día',
  days1to30: '1–30 días',
  days31to60: '31–60 días',
  over60: 'Más de 60 días',
});
export type AgeBucket = (typeof AGE_BUCKETS)[number];

/**
 * GET /api/receivable (and its CSV): what each client owes on live bills, by how late it is on
 * `asOf` (today in La Paz unless given).
 */
export const RECEIVABLE_SORT_FIELDS = ['clientName', 'totalCents', 'over60Cents'] as const;
export const [ReceivableListQuerySchema, ReceivableExportQuerySchema] = listQueries({
  q: searchParam,
  asOf: OrderDateSchema.optional(),
  sort: sortParam(RECEIVABLE_SORT_FIELDS, '-totalCents'),
});
export type ReceivableListQuery = z.output<typeof ReceivableListQuerySchema>;
export type ReceivableExportQuery = z.output<typeof ReceivableExportQuerySchema>;

const cents = z.number().int();
export const ReceivableAmountsSchema = z.object({
  currentCents: cents,
  days1to30Cents: cents,
  days31to60Cents: cents,
  over60Cents: cents,
  totalCents: cents,
});
export type ReceivableAmounts = z.infer<typeof ReceivableAmountsSchema>;

export const ReceivableSchema = ReceivableAmountsSchema.extend({
  clientId: z.number().int(),
  clientName: z.string(),
  /** Bills with something left to pay. */
  billCount: z.number().int(),
  /** The earliest due date among them. */
  oldestDueDate: z.string(),
});
export type Receivable = z.infer<typeof ReceivableSchema>;

export const ReceivablePageSchema = pageSchema(ReceivableSchema).extend({
  totals: ReceivableAmountsSchema.extend({ clientCount: z.number().int() }),
  asOf: z.string(),
});
export type ReceivablePage = z.infer<typeof ReceivablePageSchema>;

/** The day (YYYY-MM-DD) an instant falls on in La Paz, where the workshop keeps its books. */
export const laPazDay = (at: Date | string) =>
  new Date(at).toLocaleDateString('en-CA', { timeZone: 'America/La_Paz' });

/** `day` (YYYY-MM-DD) moved by `days` calendar days. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

import {
  FIELD_MESSAGES,
  idField,
  idParam,
  optionalDocumentField,
  requiredText,
} from '../forms/fields';
import { codeSet } from '../forms/code-labels';
import { hasControlCharacters } from '../forms/special-characters';
import { NamedRefSchema, NumberedRefSchema, recordSchema } from '../http/audit-fields';
import {
  dateRangeCheck,
  enumFilter,
  listQueries,
  pageSchema,
  searchParam,
  sortParam,
} from '../http/list-query';
import { centsField } from '../money/money';
import { OrderDateSchema } from '../orders/order.schema';
import { BILL_DOCUMENTS, BillDocumentFieldsSchema } from '../siat/siat.schema';
import { z } from '../zod';
import { BILLING_MESSAGES as M } from './billing-messages';

export const [BILL_KIND_LABELS, BILL_KINDS] = codeSet({
  TOTAL: 'Total del pedido',
  ADVANCE: 'Anticipo',
  BALANCE: 'Saldo',
});
export type BillKind = (typeof BILL_KINDS)[number];

export const [BILL_STATUS_LABELS, BILL_STATUSES, billStatusLabel] = codeSet({
  ISSUED: 'Emitida',
  PARTIALLY_PAID: 'Pagada parcialmente',
  PAID: 'Pagada',
  ANNULLED: 'Anulada',
});
export type BillStatus = (typeof BILL_STATUSES)[number];

/** The status a live bill has after `paidCents` of its `totalCents` were approved. */
export const billStatusOf = (totalCents: number, paidCents: number): BillStatus =>
  paidCents <= 0 ? 'ISSUED' : paidCents >= totalCents ? 'PAID' : 'PARTIALLY_PAID';

/** POST /api/bill/create. */
export const CreateBillInputSchema = z
  .object({
    orderId: z
      .number({ error: (i) => (i.input === undefined ? M.orderRequired : M.orderIdInvalid) })
      .pipe(idField(M.orderIdInvalid)),
    kind: z.enum(BILL_KINDS, { error: M.kindInvalid }),
    amountCents: centsField(M.amountInvalid, 1).nullish(),
    billingName: requiredText('La razón social del cliente', M.businessNameRequired, 150)
      .nullish()
      .or(z.literal('').transform(() => null)),
    billingTaxId: optionalDocumentField('El NIT', M.taxIdInvalid),
    // For a factura (SIAT) only; a nota de venta ignores them. The siat module enforces them.
    /** Issue with a NIT SIAT cannot verify, because the client insists on it (código de excepción). */
    nitException: z.boolean({ error: M.nitExceptionInvalid }).optional(),
    /** The SIN's identity document type (1 CI, 2 CEX, 3 PAS, 4 OD, 5 NIT). */
    identityDocumentType: z
      .number({ error: M.identityDocumentTypeInvalid })
      .int(M.identityDocumentTypeInvalid)
      .min(1, M.identityDocumentTypeInvalid)
      .max(5, M.identityDocumentTypeInvalid)
      .optional(),
    /** The SIN's payment method code (catalogue 'paymentMethods'). */
    paymentMethodCode: z
      .number({ error: M.paymentMethodCodeInvalid })
      .int(M.paymentMethodCodeInvalid)
      .min(1, M.paymentMethodCodeInvalid)
      .max(999, M.paymentMethodCodeInvalid)
      .optional(),
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'ADVANCE' && input.amountCents == null) {
      ctx.addIssue({ code: 'custom', message: M.amountRequired, path: ['amountCents'] });
    }
  });
export type CreateBillInput = z.input<typeof CreateBillInputSchema>;
export type CreateBillData = z.output<typeof CreateBillInputSchema>;

export const ReasonInputSchema = (required: string) =>
  z.object({
    reason: z
      .string({ error: required })
      .trim()
      .min(1, required)
      .max(500, 'El motivo no puede tener más de 500 caracteres')
      .refine((value) => !hasControlCharacters(value), FIELD_MESSAGES.controlCharacters),
  });
export const AnnulBillInputSchema = ReasonInputSchema(M.annulReasonRequired).extend({
  /** The SIN's annulment reason (catalogue 'annulmentReasons'): the siat module needs it for a factura. */
  reasonCode: z
    .number({ error: M.annulReasonCodeInvalid })
    .int(M.annulReasonCodeInvalid)
    .min(1, M.annulReasonCodeInvalid)
    .max(99, M.annulReasonCodeInvalid)
    .optional(),
});
export type AnnulBillData = z.output<typeof AnnulBillInputSchema>;

export const BillLineSchema = z.object({
  description: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  totalCents: z.number().int(),
});
export type BillLine = z.infer<typeof BillLineSchema>;

export const BillPaymentSchema = z.object({
  id: z.number().int(),
  amountCents: z.number().int(),
  paidAt: z.string(),
  method: z.string(),
  status: z.string(),
  excessCents: z.number().int(),
});

export const BillSchema = recordSchema({
  number: z.string(),
  series: z.string(),
  sequence: z.number().int(),
  orderId: z.number().int(),
  order: NumberedRefSchema,
  clientId: z.number().int(),
  client: NamedRefSchema,
  kind: z.enum(BILL_KINDS),
  status: z.enum(BILL_STATUSES),
  billingName: z.string(),
  billingTaxId: z.string(),
  currency: z.string(),
  taxRatePercent: z.number(),
  pricesIncludeTax: z.boolean(),
  lines: z.array(BillLineSchema),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  owedCents: z.number().int(),
  /** 'Saldo a favor': what approved payments of this bill paid beyond it (decision 021). */
  creditCents: z.number().int(),
  amountInWords: z.string(),
  issuedAt: z.string(),
  issuedBy: z.string().nullable(),
  annulledAt: z.string().nullable(),
  annulledBy: z.string().nullable(),
  annulReason: z.string().nullable(),
  payments: z.array(BillPaymentSchema),
  ...BillDocumentFieldsSchema.shape,
});
export type Bill = z.infer<typeof BillSchema>;

export const BILL_SORT_FIELDS = ['number', 'issuedAt', 'totalCents', 'client'] as const;

/**
 * The list and CSV export queries of bills and of payments: the search, their own filters, the
 * order, the period (`from`–`to`) and the sort.
 */
export const billingListQueries = <S extends z.ZodRawShape, const F extends string>(
  filters: S,
  sortFields: readonly F[],
  fallback: F | `-${F}`,
) =>
  listQueries(
    {
      q: searchParam,
      ...filters,
      orderId: idParam(M.orderIdInvalid).optional(),
      from: OrderDateSchema.optional(),
      to: OrderDateSchema.optional(),
      sort: sortParam(sortFields, fallback),
    },
    dateRangeCheck(M.dateRangeInverted),
  );

export const [BillListQuerySchema, BillExportQuerySchema] = billingListQueries(
  {
    status: enumFilter(BILL_STATUSES, M.statusInvalid),
    document: enumFilter(BILL_DOCUMENTS, M.documentInvalid),
  },
  BILL_SORT_FIELDS,
  '-number',
);
export type BillListQuery = z.output<typeof BillListQuerySchema>;
export type BillExportQuery = z.output<typeof BillExportQuerySchema>;

export const BillTotalsSchema = z.object({
  count: z.number().int(),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
});
export const BillPageSchema = pageSchema(BillSchema).extend({ totals: BillTotalsSchema });
export type BillPage = z.infer<typeof BillPageSchema>;

import { FIELD_MESSAGES, idParam } from '../forms/fields';
import { codeSet } from '../forms/code-labels';
import { hasControlCharacters } from '../forms/special-characters';
import { NumberedRefSchema, recordSchema } from '../http/audit-fields';
import { enumFilter, pageSchema } from '../http/list-query';
import { MONEY_MAX_CENTS } from '../money/money';
import { OrderDateSchema } from '../orders/order.schema';
import { z } from '../zod';
import { BILLING_MESSAGES as M } from './billing-messages';
import { ReasonInputSchema, billingListQueries } from './bill.schema';
import { ApprovePaymentFieldsSchema } from './receivable.schema';

export const [PAYMENT_METHOD_LABELS, PAYMENT_METHODS] = codeSet({
  TRANSFER: 'Transferencia',
  QR: 'QR',
  DEPOSIT: 'Depósito',
  CASH: 'Efectivo',
});
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const [PAYMENT_STATUS_LABELS, PAYMENT_STATUSES, paymentStatusLabel] = codeSet({
  PENDING: 'Pendiente',
  APPROVED: 'Aprobado',
  REJECTED: 'Rechazado',
});
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Proof files: images or a PDF, at most this size. */
export const PAYMENT_FILE_MAX_BYTES = 10 * 1024 * 1024;

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * POST /api/payment/create: the text fields of the multipart form (every value arrives as a
 * string) beside the field `file`.
 */
export const CreatePaymentFieldsSchema = z.object({
  orderId: z
    .string({ error: M.orderRequired })
    .min(1, M.orderRequired)
    .pipe(idParam(M.orderIdInvalid)),
  billId: z.preprocess(emptyToUndefined, idParam(M.billIdInvalid).optional()),
  amountCents: z
    .string({ error: M.amountInvalid })
    .regex(/^[0-9]{1,10}$/, M.amountInvalid)
    .transform(Number)
    .refine((n) => n >= 1 && n <= MONEY_MAX_CENTS, M.amountInvalid),
  paidAt: z.string({ error: M.paidAtRequired }).min(1, M.paidAtRequired).pipe(OrderDateSchema),
  method: z.enum(PAYMENT_METHODS, { error: M.methodInvalid }),
  reference: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(100, 'La referencia no puede tener más de 100 caracteres')
      .refine((value) => !hasControlCharacters(value), FIELD_MESSAGES.controlCharacters)
      .optional(),
  ),
});
export type CreatePaymentFields = z.input<typeof CreatePaymentFieldsSchema>;

export const RejectPaymentInputSchema = ReasonInputSchema(M.rejectReasonRequired);
export type RejectPaymentData = z.output<typeof RejectPaymentInputSchema>;

/** POST /api/payment/{id}/approve-overpayment: 'Registrar pago en exceso' and why (decision 021). */
export const ApproveOverpaymentInputSchema = ReasonInputSchema(M.overpaymentReasonRequired).extend(
  ApprovePaymentFieldsSchema.shape,
);
export type ApproveOverpaymentData = z.output<typeof ApproveOverpaymentInputSchema>;

export const PaymentSchema = recordSchema({
  orderId: z.number().int(),
  order: z.object({ id: z.number().int(), number: z.string(), clientName: z.string() }),
  billId: z.number().int().nullable(),
  bill: NumberedRefSchema.nullable(),
  amountCents: z.number().int(),
  paidAt: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  file: z.object({ url: z.string(), fileType: z.string(), originalName: z.string() }),
  /** Proofs whose file has the same content (sha-256): a possible duplicate. */
  duplicates: z.array(z.object({ id: z.number().int(), orderNumber: z.string() })),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** What an approval recorded beyond what was owed (a credit for the client), and why. */
  excessCents: z.number().int(),
  overpaymentReason: z.string().nullable(),
  /** Approved for a received amount that differed: what the proof declared (amountCents counts). */
  declaredCents: z.number().int().nullable(),
  approvalNote: z.string().nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;

export const [PaymentListQuerySchema, PaymentExportQuerySchema] = billingListQueries(
  {
    status: enumFilter(PAYMENT_STATUSES, M.paymentStatusInvalid),
    method: enumFilter(PAYMENT_METHODS, M.methodInvalid),
  },
  ['createdAt', 'paidAt', 'amountCents'] as const,
  '-createdAt',
);
export type PaymentListQuery = z.output<typeof PaymentListQuerySchema>;
export type PaymentExportQuery = z.output<typeof PaymentExportQuerySchema>;
export const PaymentPageSchema = pageSchema(PaymentSchema);

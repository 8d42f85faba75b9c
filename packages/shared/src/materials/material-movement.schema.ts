import { idField, idParam, optionalFreeText, optionalName } from '../forms/fields';
import { NumberedRefSchema } from '../http/audit-fields';
import { codeSet } from '../forms/code-labels';
import {
  enumFilter,
  listQueries,
  pageSchema,
  pagedQuery,
  searchParam,
  sortParam,
} from '../http/list-query';
import { centsField } from '../money/money';
import { z } from '../zod';
import { MATERIAL_MESSAGES as M } from './material-messages';
import { quantityField, signedQuantityField } from './material-quantity';
import { MaterialRefSchema } from './material.schema';

/** Stored as codes, shown with their Spanish labels. */
export const [MOVEMENT_TYPE_LABELS, MOVEMENT_TYPES, movementTypeLabel] = codeSet({
  IN: 'Entrada',
  OUT: 'Salida',
  ADJUSTMENT: 'Ajuste',
});
export type MovementType = (typeof MOVEMENT_TYPES)[number];

const materialId = idField(M.idInvalid);
const reason = (message: string = M.reasonRequired) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(300, 'El motivo no puede tener más de 300 caracteres');
const optionalReason = optionalFreeText('El motivo', 300);
/** Stock may go below zero only when the movement says so, with a reason. */
const allowNegative = z
  .boolean({ error: "El campo 'allowNegative' debe ser verdadero o falso" })
  .optional();

const needsReasonForNegative = (
  body: { allowNegative?: boolean; reason?: string | null },
  ctx: z.RefinementCtx,
) => {
  if (body.allowNegative && !body.reason) {
    ctx.addIssue({ code: 'custom', message: M.negativeNeedsReason, path: ['reason'] });
  }
};

const InSchema = z.object({
  type: z.literal('IN'),
  materialId,
  quantity: quantityField(),
  unitCostCents: centsField(M.unitCostInvalid).nullish(),
  supplier: optionalName('El proveedor', 150),
  document: optionalFreeText('El documento', 100),
  reason: optionalReason,
});
const OutSchema = z.object({
  type: z.literal('OUT'),
  materialId,
  quantity: quantityField(),
  orderId: idField(M.orderInvalid).nullish(),
  reason: optionalReason,
  allowNegative,
});
const AdjustmentSchema = z.object({
  type: z.literal('ADJUSTMENT'),
  materialId,
  /** The difference: positive adds, negative takes away. */
  quantity: signedQuantityField,
  reason: reason(),
  allowNegative,
});
/** Undoes a movement with one of the opposite sign that points at it. */
const ReversalSchema = z.object({
  type: z.literal('REVERSAL'),
  movementId: idField(M.movementIdInvalid),
  reason: reason(),
  allowNegative,
});

export const MovementInputSchema = z
  .discriminatedUnion('type', [InSchema, OutSchema, AdjustmentSchema, ReversalSchema], {
    error: M.movementTypeInvalid,
  })
  .superRefine(needsReasonForNegative);
export type MovementInput = z.input<typeof MovementInputSchema>;
export type MovementData = z.output<typeof MovementInputSchema>;

export const MovementSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  material: MaterialRefSchema,
  /** Signed: what the movement added to the stock. */
  quantity: z.number(),
  /** The stock right after it (the ledger's running balance). */
  balanceAfter: z.number(),
  unitCostCents: z.number().int().nullable(),
  /** Signed: its value at weighted average cost (decision 026), and the stock's value after it. */
  valueCents: z.number().int(),
  valueAfterCents: z.number().int(),
  /** The average cost per unit right after it, in cents with four decimals. */
  averageCostCents: z.number(),
  supplier: z.string().nullable(),
  document: z.string().nullable(),
  /** The date on the supplier's document (an 'Entrada de materiales'), YYYY-MM-DD. */
  documentDate: z.string().nullable(),
  reason: z.string().nullable(),
  order: NumberedRefSchema.nullable(),
  /** The movement it undoes. */
  reversesId: z.number().int().nullable(),
  /** The movement that undid it. */
  reversedById: z.number().int().nullable(),
  allowedNegative: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Movement = z.infer<typeof MovementSchema>;
export const MovementPageSchema = pageSchema(MovementSchema);

const dateParam = z
  .string({ error: M.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.dateInvalid)
  .refine((value) => !Number.isNaN(Date.parse(value)), M.dateInvalid)
  .optional();

const movementFilters = {
  q: searchParam,
  type: enumFilter(MOVEMENT_TYPES, M.movementTypeInvalid),
  materialId: idParam(M.idInvalid).optional(),
  orderId: idParam(M.orderInvalid).optional(),
  from: dateParam,
  to: dateParam,
  sort: sortParam(['createdAt'], '-createdAt'),
};
export const [MovementListQuerySchema, MovementExportQuerySchema] = listQueries(movementFilters);
export type MovementListQuery = z.output<typeof MovementListQuerySchema>;
export type MovementExportQuery = z.output<typeof MovementExportQuerySchema>;

/** A material's ledger: oldest first, so that the running balance reads down the page. */
export const LedgerQuerySchema = pagedQuery({ sort: sortParam(['createdAt'], '-createdAt') });
export type LedgerQuery = z.output<typeof LedgerQuerySchema>;

export const COUNT_LINES_MAX = 500;

export const CountInputSchema = z.object({
  note: optionalFreeText('La nota', 300),
  lines: z
    .array(z.object({ materialId, counted: quantityField('zero') }), {
      error: M.countLinesRequired,
    })
    .min(1, M.countLinesRequired)
    .max(COUNT_LINES_MAX, M.countTooManyLines),
});
export type CountInput = z.input<typeof CountInputSchema>;
export type CountData = z.output<typeof CountInputSchema>;

export const CountResultSchema = z.object({
  lines: z.array(
    z.object({
      material: MaterialRefSchema,
      previous: z.number(),
      counted: z.number(),
      difference: z.number(),
      /** The adjustment written, or null when the count matched. */
      movementId: z.number().int().nullable(),
    }),
  ),
});
export type CountResult = z.infer<typeof CountResultSchema>;

import { idField, optionalFreeText } from '../forms/fields';
import { NumberedRefSchema } from '../http/audit-fields';
import { listQueries, pageSchema, searchParam, sortParam } from '../http/list-query';
import { MaterialRefSchema } from '../materials/material.schema';
import { z } from '../zod';
import { CUT_PLAN_MESSAGES as M } from './cut-plan-messages';

const decimals = (places: number) => (value: number) =>
  Math.abs(value * 10 ** places - Math.round(value * 10 ** places)) < 1e-6;
const wholeIn = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);
const decimalIn = (min: number, max: number, places: number, message: string) =>
  z
    .number({ error: message })
    .min(min, message)
    .max(max, message)
    .refine(decimals(places), message);

/**
 * The workshop's limits for a cut plan (docs/decisions/023-cut-planner.md). The web app fills
 * them with those of the last saved plan; `maxOverCutPerSize` is how many pieces of a size may be
 * cut beyond the order (0 unless the workshop says otherwise).
 */
export const CutLimitsSchema = z.object({
  maxPlies: wholeIn(1, 500, M.maxPlies),
  // Positive in the document, at least 0.5 m by a check: a bound the fuzzer reads stays whole.
  maxMarkerLengthM: decimalIn(0, 50, 3, M.maxMarkerLength)
    .refine((m) => m >= 0.5, M.maxMarkerLength)
    .nullish(),
  maxSizesPerMarker: wholeIn(1, 12, M.maxSizesPerMarker),
  endAllowanceCm: decimalIn(0, 100, 1, M.endAllowance),
  wastePercent: decimalIn(0, 50, 1, M.waste),
  maxOverCutPerSize: wholeIn(0, 50, M.overCut).default(0),
});
export type CutLimitsInput = z.input<typeof CutLimitsSchema>;

/** Preview and create: the orders (all in production when left out) and the limits. */
export const CutPlanInputSchema = CutLimitsSchema.extend({
  orderIds: z
    .array(idField(M.orderIdInvalid))
    .min(1, M.orderIdInvalid)
    .max(500, M.ordersTooMany)
    .refine((ids) => new Set(ids).size === ids.length, M.ordersRepeated)
    .optional(),
  note: optionalFreeText('La nota', 300),
});
export type CutPlanInput = z.input<typeof CutPlanInputSchema>;
export type CutPlanData = z.output<typeof CutPlanInputSchema>;

const countsSchema = z.record(z.string(), z.number().int());

export const CutLaySchema = z.object({
  /** Units of each size on the marker (S×2 M×3). */
  ratio: countsSchema,
  plies: z.number().int(),
  /** The marker's length with the waste, in metres. */
  markerLength: z.number(),
  /** plies × (marker length + end allowance). */
  metres: z.number(),
});
export type CutLay = z.infer<typeof CutLaySchema>;

/** One cloth's part of a plan: its lays, what it cuts, its metres against its stock. */
export const CutPlanMaterialSchema = z.object({
  materialId: z.number().int(),
  material: MaterialRefSchema,
  lays: z.array(CutLaySchema),
  /** Pieces ordered, per size. */
  pieces: countsSchema,
  /** Pieces cut beyond the order, per size. */
  overCut: countsSchema,
  metres: z.number(),
  /** The plan of one lay per size, for comparison. */
  naive: z.object({ lays: z.number().int(), metres: z.number() }),
  stock: z.number(),
  /** metres − stock when positive. */
  shortfall: z.number(),
});
export type CutPlanMaterial = z.infer<typeof CutPlanMaterialSchema>;

export const CutPlanLimitsSchema = z.object({
  maxPlies: z.number().int(),
  maxMarkerLengthM: z.number().nullable(),
  maxSizesPerMarker: z.number().int(),
  endAllowanceCm: z.number(),
  wastePercent: z.number(),
  maxOverCutPerSize: z.number().int(),
});
export type CutPlanLimits = z.infer<typeof CutPlanLimitsSchema>;

export const CutPlanPreviewSchema = z.object({
  orders: z.array(NumberedRefSchema),
  limits: CutPlanLimitsSchema,
  materials: z.array(CutPlanMaterialSchema),
  metres: z.number(),
  /** Products of these orders without a bill of materials (codes): nothing of theirs is cut. */
  productsWithoutMaterials: z.array(z.string()),
});
export type CutPlanPreview = z.infer<typeof CutPlanPreviewSchema>;

const planFields = {
  id: z.number().int(),
  note: z.string().nullable(),
  consumedAt: z.string().nullable(),
  consumedBy: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
};

/** A saved plan: its orders, limits and lays as saved; stock and shortfall as they are now. */
export const CutPlanSchema = CutPlanPreviewSchema.extend(planFields);
export type CutPlan = z.infer<typeof CutPlanSchema>;

/** A row of the list of saved plans. */
export const CutPlanSummarySchema = z.object({
  ...planFields,
  orders: z.array(NumberedRefSchema),
  /** The limits it was made with: the screen starts a new plan from the last one's. */
  limits: CutPlanLimitsSchema,
  materials: z.array(MaterialRefSchema),
  lays: z.number().int(),
  metres: z.number(),
});
export type CutPlanSummary = z.infer<typeof CutPlanSummarySchema>;

export const CUT_PLAN_SORT_FIELDS = ['createdAt', 'id'] as const;
export const [CutPlanListQuerySchema, CutPlanExportQuerySchema] = listQueries({
  q: searchParam,
  consumed: z
    .enum(['true', 'false'], { error: M.consumedInvalid })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  sort: sortParam(CUT_PLAN_SORT_FIELDS, '-createdAt'),
});
export type CutPlanListQuery = z.output<typeof CutPlanListQuerySchema>;
export type CutPlanExportQuery = z.output<typeof CutPlanExportQuerySchema>;
export const CutPlanPageSchema = pageSchema(CutPlanSummarySchema);

export const CutPlanConsumeResultSchema = z.object({
  /** The OUT movements written now (none when the plan's cloth was booked already). */
  movementIds: z.array(z.number().int()),
  plan: CutPlanSchema,
});
export type CutPlanConsumeResult = z.infer<typeof CutPlanConsumeResultSchema>;

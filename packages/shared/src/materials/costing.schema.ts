import { centsField } from '../money/money';
import { ReportTableSchema } from '../reports/report.schema';
import { z } from '../zod';
import { COSTING_MESSAGES as M } from './costing-messages';

/** Labour and overhead per unit made, in cents; null: not set (a product falls back to its line). */
export const CostSettingsInputSchema = z.object({
  labourCents: centsField(M.labourInvalid).nullable(),
  overheadCents: centsField(M.overheadInvalid).nullable(),
});
export type CostSettingsInput = z.output<typeof CostSettingsInputSchema>;

export const CostSettingsSchema = z.object({
  labourCents: z.number().int().nullable(),
  overheadCents: z.number().int().nullable(),
});
export type CostSettings = z.infer<typeof CostSettingsSchema>;

/** GET /api/line/{id}/cost: a line's default labour and overhead per unit. */
export const LineCostSchema = CostSettingsSchema.extend({ lineId: z.number().int() });
export type LineCost = z.infer<typeof LineCostSchema>;

/**
 * GET /api/product/{id}/cost (directors): the product's own labour and overhead, its line's
 * defaults, what applies (the product's where set, else the line's, else 0), and one unit's
 * material cost per size: Σ bill-of-materials quantity × the material's average cost now.
 */
export const ProductCostSchema = z.object({
  productId: z.number().int(),
  own: CostSettingsSchema,
  line: LineCostSchema.extend({ name: z.string() }).nullable(),
  labourCents: z.number().int(),
  overheadCents: z.number().int(),
  hasMaterials: z.boolean(),
  sizes: z.array(
    z.object({
      sizeId: z.number().int().nullable(),
      name: z.string().nullable(),
      materialCents: z.number().int(),
      unitCostCents: z.number().int(),
    }),
  ),
});
export type ProductCost = z.infer<typeof ProductCostSchema>;

/** The margin reports (directors only): `GET /api/report/<name>` and its CSV. */
export const MARGIN_REPORT_NAMES = ['margin-periods', 'margin-lines', 'margin-clients'] as const;
export type MarginReportName = (typeof MARGIN_REPORT_NAMES)[number];

/** A margin report's table, shaped as every report's (columns and rows keyed by column). */
export const MarginReportTableSchema = ReportTableSchema.extend({
  name: z.enum(MARGIN_REPORT_NAMES),
});
export type MarginReportTable = z.output<typeof MarginReportTableSchema>;

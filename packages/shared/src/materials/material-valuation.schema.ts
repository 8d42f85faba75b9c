import { isCalendarDate } from '../forms/fields';
import { z } from '../zod';
import { MATERIAL_MESSAGES as M } from './material-messages';

/** GET /api/material/valuation: 'Valor del inventario' today, or at the end of a past day. */
export const ValuationQuerySchema = z.object({
  at: z
    .string({ error: M.valuationDateInvalid })
    .trim()
    .refine(isCalendarDate, M.valuationDateInvalid)
    .optional(),
});
export type ValuationQuery = z.output<typeof ValuationQuerySchema>;

/**
 * Each material's stock at the end of `at`, its weighted average cost per unit (cents, with four
 * decimals) and its value (cents); and the total. Decision 026 has the rules.
 */
export const ValuationSchema = z.object({
  at: z.string(),
  materials: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      unit: z.string(),
      quantity: z.number(),
      averageCostCents: z.number(),
      valueCents: z.number().int(),
    }),
  ),
  totalCents: z.number().int(),
});
export type Valuation = z.infer<typeof ValuationSchema>;

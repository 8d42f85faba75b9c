import { idField, isCalendarDate, optionalFreeText, optionalName } from '../forms/fields';
import { centsField } from '../money/money';
import { z } from '../zod';
import { MATERIAL_MESSAGES as M } from './material-messages';
import { quantityField } from './material-quantity';
import { MaterialRefSchema } from './material.schema';

export const RECEIPT_LINES_MAX = 200;

/**
 * 'Entrada de materiales' (POST /api/material/receipt): one supplier's delivery note with as many
 * lines as it has, each an entry (IN) of a material at its unit cost, in one transaction.
 */
export const ReceiptInputSchema = z.object({
  supplier: optionalName('El proveedor', 150),
  document: optionalFreeText('El documento', 100),
  /** The date on the delivery note; not after today (the server's day, with a day's slack). */
  date: z
    .string({ error: M.receiptDateInvalid })
    .trim()
    .refine(isCalendarDate, M.receiptDateInvalid)
    .refine((value) => value >= '2000-01-01', M.receiptDateInvalid)
    .refine(
      (value) => value <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      M.receiptDateInvalid,
    ),
  lines: z
    .array(
      z.object({
        materialId: idField(M.receiptMaterialRequired),
        quantity: quantityField(),
        unitCostCents: centsField(M.unitCostInvalid),
      }),
      { error: M.receiptLinesRequired },
    )
    .min(1, M.receiptLinesRequired)
    .max(RECEIPT_LINES_MAX, M.receiptTooManyLines),
});
export type ReceiptInput = z.input<typeof ReceiptInputSchema>;
export type ReceiptData = z.output<typeof ReceiptInputSchema>;

export const ReceiptResultSchema = z.object({
  lines: z.array(
    z.object({
      material: MaterialRefSchema,
      quantity: z.number(),
      unitCostCents: z.number().int(),
      /** The entry written. */
      movementId: z.number().int(),
      /** The material's stock right after it. */
      stock: z.number(),
    }),
  ),
});
export type ReceiptResult = z.infer<typeof ReceiptResultSchema>;

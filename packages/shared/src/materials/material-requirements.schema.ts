import { idField, optionalFreeText } from '../forms/fields';
import { NamedRefSchema } from '../http/audit-fields';
import { z } from '../zod';
import { MATERIAL_MESSAGES as M } from './material-messages';
import { quantityField } from './material-quantity';
import { MaterialRefSchema } from './material.schema';

export const BOM_LINES_MAX = 100;

/** 'Materiales por unidad': how much of each material one unit of a product takes. */
export const BillOfMaterialsInputSchema = z.object({
  items: z
    .array(
      z.object({
        materialId: idField(M.idInvalid),
        /** Per unit made, for any size without its own quantity. */
        quantity: quantityField(),
        /** A size that takes a different quantity (a larger size uses more cloth). */
        sizes: z
          .array(
            z.object({
              sizeId: idField('El identificador de la talla no es válido'),
              quantity: quantityField(),
            }),
          )
          .max(30)
          .default([]),
      }),
    )
    .max(BOM_LINES_MAX, M.bomTooMany),
});
export type BillOfMaterialsInput = z.input<typeof BillOfMaterialsInputSchema>;
export type BillOfMaterialsData = z.output<typeof BillOfMaterialsInputSchema>;

export const BillOfMaterialsSchema = z.object({
  productId: z.number().int(),
  /** The product's sizes, which a line may give their own quantity. */
  sizes: z.array(NamedRefSchema),
  items: z.array(
    z.object({
      material: MaterialRefSchema.extend({ deleted: z.boolean() }),
      quantity: z.number(),
      sizes: z.array(
        z.object({ sizeId: z.number().int(), name: z.string(), quantity: z.number() }),
      ),
    }),
  ),
});
export type BillOfMaterials = z.infer<typeof BillOfMaterialsSchema>;

/** One material's line in a requirements table. */
export const RequirementLineSchema = z.object({
  material: MaterialRefSchema,
  /** What the orders take, by their bills of materials. */
  required: z.number(),
  /** Already taken out for these orders (their OUT movements, less reversals). */
  consumed: z.number(),
  /** Still to take out: required − consumed, never below 0. */
  pending: z.number(),
  /** The material's stock. */
  available: z.number(),
  /** pending − available when positive: what must be bought. */
  shortfall: z.number(),
});
export type RequirementLine = z.infer<typeof RequirementLineSchema>;

export const RequirementsSchema = z.object({
  /** The orders counted (one for an order's requirements). */
  orders: z.array(z.object({ id: z.number().int(), number: z.string(), status: z.string() })),
  lines: z.array(RequirementLineSchema),
  /** Products of these orders without a bill of materials (codes). */
  productsWithoutMaterials: z.array(z.string()),
});
export type Requirements = z.infer<typeof RequirementsSchema>;

export const ConsumeInputSchema = z
  .object({
    allowNegative: z
      .boolean({ error: "El campo 'allowNegative' debe ser verdadero o falso" })
      .optional(),
    reason: optionalFreeText('El motivo', 300),
  })
  .superRefine((body, ctx) => {
    if (body.allowNegative && !body.reason) {
      ctx.addIssue({ code: 'custom', message: M.negativeNeedsReason, path: ['reason'] });
    }
  });
export type ConsumeInput = z.input<typeof ConsumeInputSchema>;
export type ConsumeData = z.output<typeof ConsumeInputSchema>;

export const ConsumeResultSchema = z.object({
  /** The OUT movements written now (none when the consumption was already recorded). */
  movementIds: z.array(z.number().int()),
  requirements: RequirementsSchema,
});
export type ConsumeResult = z.infer<typeof ConsumeResultSchema>;

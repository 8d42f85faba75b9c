import { idField, idParam, requiredText, updateInput } from '../forms/fields';
import { NamedRefSchema, recordSchema } from '../http/audit-fields';
import { pageSchema, trashListQueries } from '../http/list-query';
import { ProductSizeSchema, ProductSizesSchema } from '../products/product.schema';
import { z } from '../zod';
import { SIZE_CHART_MESSAGES as M } from './size-chart-messages';

export const SIZE_CHART_NAME_MAX = 100;

const required = {
  name: requiredText('El nombre', M.nameRequired, SIZE_CHART_NAME_MAX),
  /** The sizes, `[min, max)` each and the last including its max (products/product-sizes.ts). */
  sizes: ProductSizesSchema.refine((sizes) => sizes.length > 0, M.sizesRequired),
};

const optional = {
  /** The line the chart is for; null (or absent) for a chart on its own. */
  lineId: idField(M.lineInvalid).nullish(),
  /** The line's default chart: products generated from the line's models take it. */
  isDefault: z.boolean({ error: M.defaultInvalid }).optional(),
};

/** POST /api/size-chart/create. */
export const CreateSizeChartInputSchema = z.object({
  ...required,
  ...optional,
  lineId: optional.lineId.transform((id) => id ?? null),
  isDefault: optional.isDefault.transform((value) => value ?? false),
});
export type CreateSizeChartInput = z.input<typeof CreateSizeChartInputSchema>;
export type CreateSizeChartData = z.output<typeof CreateSizeChartInputSchema>;

/**
 * PUT /api/size-chart/update: only the fields sent change. When the sizes change and products use
 * the chart, `applyToProducts` says what happens to them: true copies the new sizes to each
 * product (sizes of the same name keep their id, so bills of materials stay); false (the default)
 * leaves their sizes as they were and unlinks them from the chart.
 */
export const UpdateSizeChartInputSchema = updateInput(required, {
  ...optional,
  applyToProducts: z.boolean({ error: M.applyInvalid }).optional(),
}).omit({ status: true });
export type UpdateSizeChartInput = z.input<typeof UpdateSizeChartInputSchema>;
export type UpdateSizeChartData = z.output<typeof UpdateSizeChartInputSchema>;

export const SizeChartSchema = recordSchema({
  name: z.string(),
  lineId: z.number().int().nullable(),
  line: NamedRefSchema.nullable(),
  isDefault: z.boolean(),
  sizes: z.array(ProductSizeSchema),
  /** How many live products use the chart (the editor asks before changing their sizes). */
  productCount: z.number().int(),
});
export type SizeChart = z.infer<typeof SizeChartSchema>;

export const SIZE_CHART_SORT_FIELDS = ['name', 'createdAt'] as const;

export const [SizeChartListQuerySchema, SizeChartExportQuerySchema] = trashListQueries(
  { lineId: idParam(M.lineInvalid).optional() },
  SIZE_CHART_SORT_FIELDS,
  'name',
);
export type SizeChartListQuery = z.output<typeof SizeChartListQuerySchema>;
export type SizeChartExportQuery = z.output<typeof SizeChartExportQuerySchema>;

export const SizeChartPageSchema = pageSchema(SizeChartSchema);

import { idListParam } from '../bulk/bulk-selection';
import { ProductSiatFieldsSchema } from '../siat/siat.schema';
import { SIAT_MESSAGES } from '../siat/siat-messages';
import {
  StatusSchema,
  idField,
  idParam,
  requiredName,
  requiredText,
  updateInput,
} from '../forms/fields';
import { codeSet } from '../forms/code-labels';
import { heightCmSchema } from '../forms/height';
import { NamedRefSchema, recordSchema } from '../http/audit-fields';
import { enumFilter, pageSchema, trashListQueries } from '../http/list-query';
import { LineDescriptionInputSchema } from '../lines/line.schema';
import { MediaItemSchema } from '../media/media.schema';
import { mediaRefsInput } from '../media/media-refs';
import { ModelColorSchema, ModelSchema } from '../models/model.schema';
import { MONEY_MAX_CENTS } from '../money/money';
import { z } from '../zod';
import { PRODUCT_MESSAGES as M } from './product-messages';
import { findSizeOverlap } from './product-sizes';
import { SIZE_CHART_MESSAGES } from '../size-charts/size-chart-messages';

/** Stored as codes, shown with their Spanish labels. */
export const [PRODUCT_KIND_LABELS, PRODUCT_KINDS] = codeSet({
  GARMENT: 'Prenda',
  ACCESSORY: 'Accesorio',
  SERVICE: 'Servicio',
  OTHER: 'Otro',
});
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const PRODUCT_CODE_MAX = 30;
export const PRODUCT_CODE_PATTERN = /^[A-Z0-9][A-Z0-9._-]*$/;
export const PRODUCT_SIZES_MAX = 30;
export const PRODUCT_SIZE_NAME_MAX = 20;
export const PRODUCT_NAME_MAX = 100;
export const DEFAULT_PRODUCT_UNIT = 'unidad';
/** The entity type of a product's media rows (SPEC.md §3 media item). */
export const PRODUCT_MEDIA_ENTITY = 'PRODUCT';

/** A product code: trimmed and upper-cased ('tog-001' is TOG-001), unique among live products. */
export const ProductCodeSchema = z
  .string({ error: M.codeRequired })
  .trim()
  .toUpperCase()
  .min(1, M.codeRequired)
  .max(PRODUCT_CODE_MAX, M.codeTooLong)
  .regex(PRODUCT_CODE_PATTERN, M.codePattern);

/**
 * A product's or a pack's name, as businesses write them ('Pack escolar: polo azul + gorra'):
 * forms/business-name.ts. A line's name keeps SPEC.md §5's stricter rule (LineNameSchema).
 */
export const ProductNameSchema = requiredName('El nombre', M.nameRequired, PRODUCT_NAME_MAX);

export const ProductKindSchema = z.enum(PRODUCT_KINDS, {
  error: (issue) => (issue.input === undefined ? M.kindRequired : M.kindInvalid),
});

/** Money: whole cents, never a float (CONVENTIONS.md). */
export const PriceCentsSchema = z
  .number({ error: (issue) => (issue.input === undefined ? M.priceRequired : M.priceInvalid) })
  .int(M.priceInvalid)
  .min(0, M.priceInvalid)
  .max(MONEY_MAX_CENTS, M.priceInvalid);

const UnitSchema = requiredText('La unidad', M.unitRequired, 30);

const hasOneDecimal = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-6;

/** A height of a size (SPEC.md §5 height input: 100–250 cm, comma accepted), one decimal. */
const SizeHeightSchema = heightCmSchema.refine(hasOneDecimal, M.sizeHeightDecimals);

export const ProductSizeInputSchema = z.object({
  /** A stored size of this product keeps its id (later records may point at it). */
  id: idField(M.sizeIdInvalid).optional(),
  name: z
    .string({ error: M.sizeNameRequired })
    .trim()
    .min(1, M.sizeNameRequired)
    .max(PRODUCT_SIZE_NAME_MAX, M.sizeNameTooLong)
    .refine((v) => /^[\p{L}\p{M}0-9 .,'-]*$/u.test(v), 'No se permiten caracteres especiales'),
  minHeightCm: SizeHeightSchema,
  maxHeightCm: SizeHeightSchema,
});
export type ProductSizeInput = z.output<typeof ProductSizeInputSchema>;

/**
 * The size table: each range `[min, max)` (the last size includes its max, product-sizes.ts),
 * names distinct (case ignored), no two ranges sharing a height (the error names both sizes; a
 * shared bound is allowed); gaps are allowed.
 */
export const ProductSizesSchema = z
  .array(ProductSizeInputSchema, { error: M.sizesInvalid })
  .max(PRODUCT_SIZES_MAX, M.tooManySizes)
  .superRefine((sizes, ctx) => {
    const seen = new Map<string, number>();
    sizes.forEach((size, index) => {
      if (size.minHeightCm >= size.maxHeightCm) {
        ctx.addIssue({
          code: 'custom',
          message:
            size.minHeightCm > size.maxHeightCm
              ? M.sizeRangeInverted(size.name)
              : M.sizeRangeEmpty(size.name),
          path: [index, 'maxHeightCm'],
        });
      }
      const key = size.name.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', message: M.sizeRepeated(size.name), path: [index, 'name'] });
      }
      seen.set(key, index);
    });
    if (ctx.value.some((s) => s.minHeightCm >= s.maxHeightCm)) return;
    const overlap = findSizeOverlap(sizes);
    if (overlap) {
      ctx.addIssue({
        code: 'custom',
        message: M.sizesOverlap(overlap[0].name, overlap[1].name),
        path: [sizes.indexOf(overlap[1]), 'minHeightCm'],
      });
    }
  });

const optionalId = (message: string) => idField(message).nullish();

/** A SIN catalogue code: digits; blank or null for none. */
const sinCode = (max: number) =>
  z
    .string({ error: SIAT_MESSAGES.sinCodeInvalid })
    .trim()
    .max(max, SIAT_MESSAGES.sinCodeInvalid)
    .regex(/^[0-9]*$/, SIAT_MESSAGES.sinCodeInvalid)
    .transform((v) => v || null)
    .nullish();

const required = {
  code: ProductCodeSchema,
  name: ProductNameSchema,
  kind: ProductKindSchema,
  priceCents: PriceCentsSchema,
};

const optional = {
  modelId: optionalId(M.modelInvalid),
  modelColorId: optionalId(M.colorInvalid),
  unit: UnitSchema.optional(),
  description: LineDescriptionInputSchema.optional(),
  sizes: ProductSizesSchema.optional(),
  /**
   * The size chart the product uses: its sizes are then the chart's (copied into the product's
   * table; `sizes` sent with it are not used); null for a table of the product's own.
   */
  sizeChartId: optionalId(SIZE_CHART_MESSAGES.chartInvalid),
  media: mediaRefsInput().optional(),
  /** The product's SIN codes (issue 36), from the synced catalogues; null clears one. */
  siatActivityCode: sinCode(10),
  siatProductCode: sinCode(20),
  siatUnitCode: sinCode(10),
};

/** POST /api/product/create. Audit fields a client sends are dropped (unknown keys). */
export const CreateProductInputSchema = z.object({
  ...required,
  ...optional,
  unit: UnitSchema.optional().transform((unit) => unit ?? DEFAULT_PRODUCT_UNIT),
  description: optional.description.transform((items) => items ?? []),
  sizes: optional.sizes.transform((sizes) => sizes ?? []),
  media: optional.media.transform((media) => media ?? []),
  status: StatusSchema.optional().transform((status) => status ?? 'ACTIVE'),
});
export type CreateProductInput = z.input<typeof CreateProductInputSchema>;
export type CreateProductData = z.output<typeof CreateProductInputSchema>;

/**
 * PUT /api/product/update: the id and any fields; only the fields sent change. A sizes list
 * replaces the table (sizes with their id are kept), a media list sets the items and order;
 * `modelId: null` unlinks the model and its colours.
 */
export const UpdateProductInputSchema = updateInput(required, optional);
export type UpdateProductInput = z.input<typeof UpdateProductInputSchema>;
export type UpdateProductData = z.output<typeof UpdateProductInputSchema>;

export const ProductSizeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  minHeightCm: z.number(),
  maxHeightCm: z.number(),
});
export type ProductSize = z.infer<typeof ProductSizeSchema>;

/** The model a product is made as, with its line. */
export const ProductModelSchema = ModelSchema.pick({
  id: true,
  name: true,
  lineId: true,
  line: true,
});

export const ProductSchema = recordSchema({
  code: z.string(),
  name: z.string(),
  kind: z.string(),
  modelId: z.number().int().nullable(),
  modelColorId: z.number().int().nullable(),
  model: ProductModelSchema.nullable(),
  modelColor: ModelColorSchema.nullable(),
  priceCents: z.number().int(),
  unit: z.string(),
  description: z.array(z.string()),
  status: z.string(),
  sizes: z.array(ProductSizeSchema),
  /** The size chart whose sizes these are, or null (a table of its own). */
  sizeChartId: z.number().int().nullable(),
  sizeChart: NamedRefSchema.nullable(),
  media: z.array(MediaItemSchema),
  ...ProductSiatFieldsSchema.shape,
});
export type Product = z.infer<typeof ProductSchema>;

export const PRODUCT_SORT_FIELDS = [
  'code',
  'name',
  'kind',
  'priceCents',
  'status',
  'createdAt',
] as const;

export const [ProductListQuerySchema, ProductExportQuerySchema] = trashListQueries(
  {
    lineId: idParam(M.lineInvalid).optional(),
    modelId: idParam(M.modelInvalid).optional(),
    kind: enumFilter(PRODUCT_KINDS, M.kindInvalid),
    status: StatusSchema.optional(),
    /** Only these records: a list's selection (issue 38). */
    ids: idListParam,
  },
  PRODUCT_SORT_FIELDS,
  'name',
);
export type ProductListQuery = z.output<typeof ProductListQuerySchema>;
export type ProductExportQuery = z.output<typeof ProductExportQuerySchema>;

export const ProductPageSchema = pageSchema(ProductSchema);

/** One product to generate from a model's colour combination, as previewed and edited. */
export const GenerateProductItemSchema = z.object({
  modelColorId: idField(M.colorInvalid),
  code: ProductCodeSchema,
  name: ProductNameSchema,
});

/**
 * POST /api/product/generate: one product per colour combination of the model. Without `items`
 * the codes and names are derived (deriveModelProducts); with them, only the listed colours are
 * generated, under the codes and names given. Codes already used are skipped and listed.
 */
export const GenerateProductsInputSchema = z.object({
  modelId: idField(M.modelInvalid),
  kind: ProductKindSchema.optional().transform((kind) => kind ?? 'GARMENT'),
  priceCents: PriceCentsSchema.optional().transform((cents) => cents ?? 0),
  unit: UnitSchema.optional().transform((unit) => unit ?? DEFAULT_PRODUCT_UNIT),
  items: z
    .array(GenerateProductItemSchema, { error: M.generateItemsInvalid })
    .min(1, M.generateItemsInvalid)
    .max(50, M.generateItemsInvalid)
    .optional(),
});
export type GenerateProductsInput = z.input<typeof GenerateProductsInputSchema>;
export type GenerateProductsData = z.output<typeof GenerateProductsInputSchema>;

export const GenerateProductsResultSchema = z.object({
  created: z.array(ProductSchema),
  skipped: z.array(z.string()),
});
export type GenerateProductsResult = z.infer<typeof GenerateProductsResultSchema>;

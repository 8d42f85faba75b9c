import { StatusSchema, idField, updateInput } from '../forms/fields';
import { codeSet } from '../forms/code-labels';
import { recordSchema } from '../http/audit-fields';
import { pageSchema, trashListQueries } from '../http/list-query';
import { LineDescriptionInputSchema } from '../lines/line.schema';
import { MediaItemSchema } from '../media/media.schema';
import { mediaRefsInput } from '../media/media-refs';
import {
  PriceCentsSchema,
  ProductCodeSchema,
  ProductNameSchema,
  ProductSchema,
  ProductSizeSchema,
} from '../products/product.schema';
import { z } from '../zod';
import { PACKAGE_MESSAGES } from './package-messages';

export const [PACKAGE_PRICE_MODE_LABELS, PACKAGE_PRICE_MODES] = codeSet({
  FIXED: 'Precio fijo',
  SUM: 'Suma de productos',
});
export type PackagePriceMode = (typeof PACKAGE_PRICE_MODES)[number];
export const PACKAGE_ITEMS_MAX = 100;
export const PACKAGE_QUANTITY_MAX = 10_000;
export const PACKAGE_MEDIA_ENTITY = 'PACKAGE';

const M = PACKAGE_MESSAGES;

export const PackageItemInputSchema = z.object({
  productId: idField(M.productRequired),
  quantity: z
    .number({ error: M.quantityInvalid })
    .int(M.quantityInvalid)
    .min(1, M.quantityInvalid)
    .max(PACKAGE_QUANTITY_MAX, M.quantityInvalid),
});
export type PackageItemInput = z.output<typeof PackageItemInputSchema>;

/** At least one item, each product at most once. */
export const PackageItemsSchema = z
  .array(PackageItemInputSchema, { error: M.itemsInvalid })
  .min(1, M.itemsRequired)
  .max(PACKAGE_ITEMS_MAX, M.tooManyItems)
  .superRefine((items, ctx) => {
    const seen = new Set<number>();
    items.forEach((item, index) => {
      if (seen.has(item.productId)) {
        ctx.addIssue({ code: 'custom', message: M.productRepeated, path: [index, 'productId'] });
      }
      seen.add(item.productId);
    });
  });

export const PackagePriceModeSchema = z.enum(PACKAGE_PRICE_MODES, {
  error: (issue) => (issue.input === undefined ? M.priceModeRequired : M.priceModeInvalid),
});

const fields = {
  code: ProductCodeSchema,
  name: ProductNameSchema,
  description: LineDescriptionInputSchema.optional(),
  items: PackageItemsSchema,
  priceMode: PackagePriceModeSchema,
  /** The fixed price (FIXED); ignored and not stored with SUM. */
  priceCents: PriceCentsSchema.nullish(),
  media: mediaRefsInput().optional(),
};

const fixedNeedsPrice = (body: { priceMode?: string; priceCents?: number | null }) =>
  body.priceMode !== 'FIXED' || (body.priceCents !== undefined && body.priceCents !== null);

/** POST /api/package/create. */
export const CreatePackageInputSchema = z
  .object({
    ...fields,
    description: fields.description.transform((items) => items ?? []),
    media: fields.media.transform((media) => media ?? []),
    status: StatusSchema.optional().transform((status) => status ?? 'ACTIVE'),
  })
  .refine(fixedNeedsPrice, { message: M.fixedPriceRequired, path: ['priceCents'] });
export type CreatePackageInput = z.input<typeof CreatePackageInputSchema>;
export type CreatePackageData = z.output<typeof CreatePackageInputSchema>;

/** PUT /api/package/update: the id and the fields to change; an items list replaces the pack's. */
export const UpdatePackageInputSchema = updateInput(fields, {});
export type UpdatePackageInput = z.input<typeof UpdatePackageInputSchema>;
export type UpdatePackageData = z.output<typeof UpdatePackageInputSchema>;

/** What a pack item shows of its product, with its size table (a pack's roster is sized by it). */
export const PackageProductSchema = ProductSchema.pick({
  id: true,
  code: true,
  name: true,
  kind: true,
  unit: true,
  priceCents: true,
  status: true,
  deletedAt: true,
}).extend({ sizes: z.array(ProductSizeSchema.omit({ id: true })) });
export type PackageProduct = z.infer<typeof PackageProductSchema>;

export const PackageItemSchema = z.object({
  productId: z.number().int(),
  quantity: z.number().int(),
  product: PackageProductSchema,
  /** The product's price × quantity. */
  subtotalCents: z.number().int(),
});
export type PackageItem = z.infer<typeof PackageItemSchema>;

export const PackageSchema = recordSchema({
  code: z.string(),
  name: z.string(),
  description: z.array(z.string()),
  priceMode: z.string(),
  /** What the pack costs: the fixed price, or with SUM the products' sum. */
  priceCents: z.number().int(),
  /** The products' prices × quantities, at today's prices. */
  sumCents: z.number().int(),
  /** sumCents − priceCents: what a fixed price saves (negative: it costs more). */
  savingCents: z.number().int(),
  status: z.string(),
  items: z.array(PackageItemSchema),
  media: z.array(MediaItemSchema),
});
export type Package = z.infer<typeof PackageSchema>;

/** The sum of a pack's items, its price and the saving, in cents (pure: forms show it live). */
export function packageTotals(
  items: readonly { quantity: number; priceCents: number }[],
  priceMode: string,
  fixedPriceCents: number | null | undefined,
) {
  const sumCents = items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0);
  const priceCents = priceMode === 'FIXED' ? (fixedPriceCents ?? 0) : sumCents;
  return { sumCents, priceCents, savingCents: sumCents - priceCents };
}

export const PACKAGE_SORT_FIELDS = ['code', 'name', 'status', 'createdAt'] as const;

export const [PackageListQuerySchema, PackageExportQuerySchema] = trashListQueries(
  {
    status: StatusSchema.optional(),
  },
  PACKAGE_SORT_FIELDS,
  'name',
);
export type PackageListQuery = z.output<typeof PackageListQuerySchema>;
export type PackageExportQuery = z.output<typeof PackageExportQuerySchema>;

export const PackagePageSchema = pageSchema(PackageSchema);

import {
  MediaItemSchema,
  PACKAGE_MESSAGES as M,
  PACKAGE_QUANTITY_MAX,
  PRODUCT_MESSAGES,
  PackagePriceModeSchema,
  ProductCodeSchema,
  ProductNameSchema,
  StatusSchema,
  centsToText,
  parseMoney,
  z,
  type CreatePackageInput,
  type Package,
} from '@taller/shared';

/** What a pack item shows of its product while being edited. */
export type ItemProduct = {
  code: string;
  name: string;
  priceCents: number;
  unit: string;
  deletedAt?: string | null;
};
export type PackageItemValues = { productId: number; quantity: string; product: ItemProduct };

export type PackageFormValues = {
  code: string;
  name: string;
  status: string;
  description: string[];
  priceMode: string;
  priceCents: string;
  items: PackageItemValues[];
  media: z.input<typeof MediaItemSchema>[];
};

export const EMPTY_PACKAGE_FORM: PackageFormValues = {
  code: '',
  name: '',
  status: 'ACTIVE',
  description: [],
  priceMode: 'FIXED',
  priceCents: '',
  items: [],
  media: [],
};

export const toPackageFormValues = (p: Package): PackageFormValues => ({
  code: p.code,
  name: p.name,
  status: p.status,
  description: p.description,
  priceMode: p.priceMode,
  priceCents: p.priceMode === 'FIXED' ? centsToText(p.priceCents) : '',
  items: p.items.map((item) => ({
    productId: item.productId,
    quantity: String(item.quantity),
    product: item.product,
  })),
  media: p.media,
});

/** A quantity as typed: a whole number from 1 to 10000. */
export const parseQuantity = (text: string) => {
  const value = /^\s*\d{1,5}\s*$/.test(text) ? Number(text) : NaN;
  return value >= 1 && value <= PACKAGE_QUANTITY_MAX ? value : null;
};

const ItemSchema = z.object({
  productId: z.number(),
  quantity: z.string().transform((text, ctx) => {
    const value = parseQuantity(text);
    if (value === null) {
      ctx.addIssue({ code: 'custom', message: M.quantityInvalid });
      return z.NEVER;
    }
    return value;
  }),
  product: z.custom<ItemProduct>(),
});

/** The editor's values, checked by the shared rules; a fixed price is required only when FIXED. */
export const PackageFormSchema = z
  .object({
    code: ProductCodeSchema,
    name: ProductNameSchema,
    status: StatusSchema,
    description: z.array(z.string()),
    priceMode: PackagePriceModeSchema,
    priceCents: z.string(),
    items: z.array(ItemSchema).min(1, M.itemsRequired),
    media: z.array(MediaItemSchema),
  })
  .transform((values, ctx) => {
    if (values.priceMode === 'SUM') return { ...values, priceCents: null };
    const cents = parseMoney(values.priceCents);
    if (cents === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['priceCents'],
        message:
          values.priceCents.trim() === '' ? M.fixedPriceRequired : PRODUCT_MESSAGES.priceText,
      });
      return z.NEVER;
    }
    return { ...values, priceCents: cents };
  });
export type PackageFormOutput = z.output<typeof PackageFormSchema>;

export const toPackageInput = (values: PackageFormOutput): CreatePackageInput => ({
  code: values.code,
  name: values.name,
  status: values.status,
  description: values.description,
  priceMode: values.priceMode,
  priceCents: values.priceCents,
  items: values.items.map(({ productId, quantity }) => ({ productId, quantity })),
  media: values.media.map((item) => ({
    id: item.id,
    url: item.url,
    displayOrder: item.displayOrder,
  })),
});

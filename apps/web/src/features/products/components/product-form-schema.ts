import {
  MediaItemSchema,
  PRODUCT_MESSAGES as M,
  ProductCodeSchema,
  ProductNameSchema,
  ProductKindSchema,
  ProductSizesSchema,
  StatusSchema,
  centsToText,
  formatDecimal,
  parseMoney,
  requiredText,
  z,
  type CreateProductInput,
  type Product,
} from '@taller/shared';

export type SizeRowValues = { id?: number; name: string; minHeightCm: string; maxHeightCm: string };

/** What the create and edit forms hold: every box as text, the lists as lists. */
export type ProductFormValues = {
  code: string;
  name: string;
  kind: string;
  lineId: string;
  modelId: string;
  modelColorId: string;
  priceCents: string;
  unit: string;
  status: string;
  description: string[];
  /** The size chart's id as text, '' for a table of the product's own. */
  sizeChartId: string;
  sizes: SizeRowValues[];
  media: z.input<typeof MediaItemSchema>[];
  /** The SIN codes (issue 36), chosen in 'Datos SIAT'; null when none. */
  siatActivityCode: string | null;
  siatProductCode: string | null;
  siatUnitCode: string | null;
};

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  code: '',
  name: '',
  kind: 'GARMENT',
  lineId: '',
  modelId: '',
  modelColorId: '',
  priceCents: '',
  unit: 'unidad',
  status: 'ACTIVE',
  description: [],
  sizeChartId: '',
  sizes: [],
  media: [],
  siatActivityCode: null,
  siatProductCode: null,
  siatUnitCode: null,
};

export const toProductFormValues = (p: Product): ProductFormValues => ({
  code: p.code,
  name: p.name,
  kind: p.kind,
  lineId: p.model ? String(p.model.lineId) : '',
  modelId: p.modelId === null ? '' : String(p.modelId),
  modelColorId: p.modelColorId === null ? '' : String(p.modelColorId),
  priceCents: centsToText(p.priceCents),
  unit: p.unit,
  status: p.status,
  description: p.description,
  sizeChartId: p.sizeChartId === null ? '' : String(p.sizeChartId),
  sizes: p.sizes.map((s) => ({
    id: s.id,
    name: s.name,
    minHeightCm: formatDecimal(s.minHeightCm),
    maxHeightCm: formatDecimal(s.maxHeightCm),
  })),
  media: p.media,
  siatActivityCode: p.siatActivityCode,
  siatProductCode: p.siatProductCode,
  siatUnitCode: p.siatUnitCode,
});

const optionalId = z
  .string()
  .transform((value) => (value === '' ? null : Number(value)))
  .pipe(z.number().int().positive().nullable());

/** A price as typed ('120,50') to cents, read as text: no float rounding. */
const priceText = z.string().transform((value, ctx) => {
  const cents = parseMoney(value);
  if (cents === null) {
    ctx.addIssue({
      code: 'custom',
      message: value.trim() === '' ? M.priceRequired : M.priceText,
    });
    return z.NEVER;
  }
  return cents;
});

/**
 * The form's values, checked by the shared rules (SPEC.md §5 name and height rules included). A
 * product on a size chart takes the chart's sizes: its own rows are not checked nor sent.
 */
export const ProductFormSchema = z.preprocess(
  (v: ProductFormValues) => (v.sizeChartId === '' ? v : { ...v, sizes: [] }),
  z.object({
    code: ProductCodeSchema,
    name: ProductNameSchema,
    kind: z.preprocess((v) => (v === '' ? undefined : v), ProductKindSchema),
    lineId: z.string(),
    modelId: optionalId,
    modelColorId: optionalId,
    priceCents: priceText,
    unit: requiredText('La unidad', M.unitRequired, 30),
    status: StatusSchema,
    description: z.array(z.string()),
    sizeChartId: optionalId,
    sizes: ProductSizesSchema,
    media: z.array(MediaItemSchema),
    siatActivityCode: z.string().nullable(),
    siatProductCode: z.string().nullable(),
    siatUnitCode: z.string().nullable(),
  }),
);
export type ProductFormOutput = z.output<typeof ProductFormSchema>;

const SIN_CODES = ['siatActivityCode', 'siatProductCode', 'siatUnitCode'] as const;

/**
 * The SIN codes a save sends: on create those chosen, on edit those changed. The server checks
 * what it is sent against the synced catalogues, so a code kept as it was (perhaps dropped by a
 * later sync) never stops a save about something else, nor one made while SIAT is off.
 */
const sinCodesToSend = (codes: Pick<Product, (typeof SIN_CODES)[number]>, before?: Product) =>
  Object.fromEntries(
    SIN_CODES.filter((key) => codes[key] !== (before ? before[key] : null)).map((key) => [
      key,
      codes[key],
    ]),
  );

/** The body of a create or update (the caller adds the id; `before` is the product edited). */
export const toProductInput = (
  {
    lineId: _lineId,
    media,
    sizeChartId,
    sizes,
    siatActivityCode,
    siatProductCode,
    siatUnitCode,
    ...values
  }: ProductFormOutput,
  before?: Product,
): CreateProductInput => ({
  ...values,
  ...sinCodesToSend({ siatActivityCode, siatProductCode, siatUnitCode }, before),
  sizeChartId,
  ...(sizeChartId === null && { sizes }),
  media: media.map((item) => ({ id: item.id, url: item.url, displayOrder: item.displayOrder })),
});

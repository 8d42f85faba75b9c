import { formatDecimal } from '../numbers/format-decimal';
import { idListParam } from '../bulk/bulk-selection';
import { z } from '../zod';

export const PRODUCTION_SHEET_MESSAGES = {
  found: 'Hoja de producción',
  title: 'Hoja de producción',
  noLine: 'Sin línea',
  noModel: 'Sin modelo',
  noColor: 'Sin combinación',
  noSize: 'Sin talla',
  empty: 'No hay pedidos en producción.',
} as const;

/** The sheet of a list's selection (`ids`) instead of every order in production (issue 38). */
export const ProductionSheetQuerySchema = z.object({ ids: idListParam });

/** One order the sheet covers. */
export const ProductionSheetOrderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.string(),
  client: z.string(),
  institution: z.string().nullable(),
  promisedDate: z.string(),
  notes: z.string().nullable(),
  peopleCount: z.number().int(),
});
export type ProductionSheetOrder = z.infer<typeof ProductionSheetOrderSchema>;

export const ProductionSheetPersonSchema = z.object({
  name: z.string(),
  heightCm: z.number(),
  orderNumber: z.string(),
  sizeOverridden: z.boolean(),
  notes: z.string().nullable(),
});
export type ProductionSheetPerson = z.infer<typeof ProductionSheetPersonSchema>;

/**
 * What to make of one product in one size: the product's line, model and colour combination
 * (null when it has none), the quantity, and the people who wear it.
 */
export const ProductionSheetRowSchema = z.object({
  line: z.string().nullable(),
  model: z.string().nullable(),
  color: z.string().nullable(),
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  size: z.string().nullable(),
  quantity: z.number().int(),
  people: z.array(ProductionSheetPersonSchema),
});
export type ProductionSheetRow = z.infer<typeof ProductionSheetRowSchema>;

/** GET /api/production-sheet (every order in production) and GET /api/order/{id}/production-sheet. */
export const ProductionSheetSchema = z.object({
  generatedAt: z.string(),
  orders: z.array(ProductionSheetOrderSchema),
  rows: z.array(ProductionSheetRowSchema),
  totalQuantity: z.number().int(),
});
export type ProductionSheet = z.infer<typeof ProductionSheetSchema>;

/** 'Línea · Modelo · Combinación' of a row, with the Spanish words for what it lacks. */
export const productionRowGroup = (row: Pick<ProductionSheetRow, 'line' | 'model' | 'color'>) => {
  const M = PRODUCTION_SHEET_MESSAGES;
  return `${row.line ?? M.noLine} · ${row.model ?? M.noModel} · ${row.color ?? M.noColor}`;
};

/**
 * 'Ana Pérez (150,5 cm, talla cambiada, PED-2026-00001, Mangas largas)': a person on the sheet,
 * marking a size chosen over the suggested one, with the order's number when the sheet has many.
 */
export function productionPersonText(person: ProductionSheetPerson, withOrder: boolean) {
  const facts = [
    `${formatDecimal(person.heightCm)} cm`,
    ...(person.sizeOverridden ? ['talla cambiada'] : []),
    ...(withOrder ? [person.orderNumber] : []),
    ...(person.notes ? [person.notes] : []),
  ];
  return `${person.name} (${facts.join(', ')})`;
}

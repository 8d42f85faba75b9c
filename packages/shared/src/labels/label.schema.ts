import { idList } from '../bulk/bulk-selection';
import { z } from 'zod';
import { codeSet } from '../forms/code-labels';
import { LABEL_MESSAGES as M } from './label-messages';

/**
 * A4 sheets of stickers the labels are printed on: `columns` × `rows` labels of `widthMm` ×
 * `heightMm`, the first one `leftMm`/`topMm` from the sheet's corner, `gapMm` between them.
 * 3x8: 70×37 mm, 3 × 70 = 210 mm wide and 8 × 37 = 296 mm tall, so 0.5 mm above and below.
 * 2x5: 105×57 mm (the common 10-a-sheet size), 2 × 105 = 210 mm and 5 × 57 = 285 mm, so 6 mm
 * above and below.
 */
export type LabelSheet = {
  columns: number;
  rows: number;
  widthMm: number;
  heightMm: number;
  leftMm: number;
  topMm: number;
  gapXMm: number;
  gapYMm: number;
};

export const [LABEL_LAYOUT_LABELS, LABEL_LAYOUTS, labelLayoutLabel] = codeSet({
  '3x8': '3×8 de 70×37 mm (24 por hoja)',
  '2x5': '2×5 de 105×57 mm (10 por hoja)',
});
export type LabelLayout = (typeof LABEL_LAYOUTS)[number];

export const LABEL_SHEETS: Record<LabelLayout, LabelSheet> = {
  '3x8': {
    columns: 3,
    rows: 8,
    widthMm: 70,
    heightMm: 37,
    leftMm: 0,
    topMm: 0.5,
    gapXMm: 0,
    gapYMm: 0,
  },
  '2x5': {
    columns: 2,
    rows: 5,
    widthMm: 105,
    heightMm: 57,
    leftMm: 0,
    topMm: 6,
    gapXMm: 0,
    gapYMm: 0,
  },
};

/** `?layout=3x8` (the default) or `2x5`. */
export const LabelsQuerySchema = z.object({
  layout: z.enum(LABEL_LAYOUTS, { error: M.layoutInvalid }).default('3x8'),
});
export type LabelsQuery = z.input<typeof LabelsQuerySchema>;
/** The labels of several orders at once: a list's selection (issue 38). */
export const SelectionLabelsQuerySchema = LabelsQuerySchema.extend({ ids: idList });
export type SelectionLabelsQuery = z.input<typeof SelectionLabelsQuerySchema>;

/** What a label's QR code holds: the order and the person (an order person's id). */
export const labelQrText = (orderId: number, personId: number) =>
  `taller:order:${orderId}:person:${personId}`;

/** The order and person a label's QR code names, or null for any other text. */
export function parseLabelQr(text: string): { orderId: number; personId: number } | null {
  const match = /^taller:order:([1-9]\d{0,14}):person:([1-9]\d{0,14})$/.exec(text.trim());
  return match ? { orderId: Number(match[1]), personId: Number(match[2]) } : null;
}

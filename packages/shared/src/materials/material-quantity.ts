import { formatDecimal } from '../numbers/format-decimal';
import { z } from '../zod';

/**
 * Quantities of material (metres of cloth, cones of thread, units of buttons) have at most three
 * decimals. The API carries them as numbers in the material's unit; the database keeps whole
 * thousandths (`*_milli` columns) so that a stock is an exact integer sum of its ledger.
 */
export const QUANTITY_DECIMALS = 3;
/** The largest quantity one movement, one count or one bill-of-materials line holds. */
export const QUANTITY_MAX = 1_000_000;
/** The largest stock a material may reach; a movement that would pass it is refused (409). */
export const STOCK_MAX = 2_000_000;

export const QUANTITY_MESSAGES = {
  invalid: 'Ingrese una cantidad válida (hasta 3 decimales)',
  positive: 'La cantidad debe ser mayor que 0',
  notNegative: 'La cantidad no puede ser negativa',
  tooLarge: `La cantidad no puede ser mayor que ${formatDecimal(QUANTITY_MAX, { grouping: 'auto' })}`,
} as const;

/** 1.25 → 1250 thousandths. */
export const toMilli = (quantity: number): number => Math.round(quantity * 1000);
/** 1250 thousandths → 1.25. */
export const fromMilli = (milli: number): number => milli / 1000;

const hasAtMostThreeDecimals = (value: number) =>
  Number.isFinite(value) && Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6;

/** A quantity in a JSON body: a number with at most three decimals, `min` or more. */
export const quantityField = (min: 'positive' | 'zero' = 'positive', label?: string) =>
  z
    .number({ error: label ?? QUANTITY_MESSAGES.invalid })
    .refine(hasAtMostThreeDecimals, QUANTITY_MESSAGES.invalid)
    .refine(
      (value) => (min === 'positive' ? value > 0 : value >= 0),
      min === 'positive' ? QUANTITY_MESSAGES.positive : QUANTITY_MESSAGES.notNegative,
    )
    .refine((value) => value <= QUANTITY_MAX, QUANTITY_MESSAGES.tooLarge);

/** A signed quantity (an adjustment): not zero, at most QUANTITY_MAX either way. */
export const signedQuantityField = z
  .number({ error: QUANTITY_MESSAGES.invalid })
  .refine(hasAtMostThreeDecimals, QUANTITY_MESSAGES.invalid)
  .refine((value) => value !== 0, 'La diferencia no puede ser 0')
  .refine((value) => Math.abs(value) <= QUANTITY_MAX, QUANTITY_MESSAGES.tooLarge);

/**
 * A quantity as typed ('2', '1,25', '1.250,5', '0.75', '-3') to a number; null when it is not a
 * number with at most three decimals.
 */
export function parseQuantity(input: string): number | null {
  let text = input.trim().replace(/\s/g, '');
  if (text === '') return null;
  if (text.includes(',')) text = text.replace(/\.(?=\d{3}(\D|$))/g, '').replace(',', '.');
  const match = /^(-?)(\d{1,9})(?:\.(\d{1,3}))?$/.exec(text);
  if (!match) return null;
  const milli = Number(match[2]) * 1000 + Number((match[3] ?? '').padEnd(3, '0'));
  return fromMilli(match[1] ? -milli : milli);
}

/** 1250.5 → '1.250,5'; with a unit, '1.250,5 metro'. */
export function formatQuantity(quantity: number, unit?: string): string {
  const text = formatDecimal(quantity, {
    grouping: 'always',
    maximumFractionDigits: QUANTITY_DECIMALS,
  });
  return unit ? `${text} ${unit}` : text;
}

/** The text a quantity box starts with: 1.25 → '1,25'. */
export const quantityToText = (quantity: number): string => formatDecimal(quantity);

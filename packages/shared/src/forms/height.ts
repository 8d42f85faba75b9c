import { z } from '../zod';

/** SPEC.md §9: heights are between 100 and 250 cm. */
export const HEIGHT_MIN_CM = 100;
export const HEIGHT_MAX_CM = 250;

export const HEIGHT_MESSAGES = {
  notANumber: 'Ingrese un número válido',
  outOfRange: `La estatura debe estar entre ${HEIGHT_MIN_CM}cm y ${HEIGHT_MAX_CM}cm`,
} as const;

/** A number typed with either a dot or a comma as decimal separator; null when it is not one. */
export function parseDecimal(input: string | number): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  const text = input.trim().replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  return Number(text);
}

/**
 * The message to show for a height in centimetres (a number, null when what was typed is not
 * one, or the text of a form's box), or null when it is acceptable.
 */
export function checkHeight(input: string | number | null): string | null {
  const value = input === null ? null : parseDecimal(input);
  if (value === null) return HEIGHT_MESSAGES.notANumber;
  if (value < HEIGHT_MIN_CM || value > HEIGHT_MAX_CM) return HEIGHT_MESSAGES.outOfRange;
  return null;
}

/** A height in cm as sent by a form (string with comma or dot) or a client (number). */
export const heightCmSchema = z
  .union([z.string(), z.number()], { error: HEIGHT_MESSAGES.notANumber })
  .transform((input, ctx) => {
    const value = parseDecimal(input);
    if (value === null) {
      ctx.addIssue({ code: 'custom', message: HEIGHT_MESSAGES.notANumber });
      return z.NEVER;
    }
    return value;
  })
  .refine((value) => value >= HEIGHT_MIN_CM && value <= HEIGHT_MAX_CM, HEIGHT_MESSAGES.outOfRange);

/** A height people write in metres ('1,42'): read as metres when it falls in this range. */
export const HEIGHT_METRES_MIN = 0.9;
export const HEIGHT_METRES_MAX = 2.5;

const CENTIMETRES = /^(?:cms?|cent[ií]metros?)$/i;
const METRES = /^(?:m|mts?|metros?)$/i;

/** A height as written in a list: its centimetres and, when it was written in metres, those. */
export type HeightReading = { heightCm: number; metres: number | null };

/** Metres to centimetres without binary noise (1.42 × 100 is 141.99999999999997 in floats). */
const metresToCm = (metres: number) => Number((metres * 100).toFixed(6));

/**
 * A height as people write it in a list: '150', '150,5', '150.5', '142cm', '142 cm', '1,42',
 * '1.42 m', '1,42mts', '1m42'. A number with decimals between 0.9 and 2.5, or any number with
 * a metre unit, is metres and turned into centimetres; anything else is centimetres (its range
 * is checked by `checkHeight`). Null when the text is not a number with an optional unit.
 */
export function readHeight(text: string): HeightReading | null {
  const written = text.trim().replace(/[.,]$/, '');
  const split = /^(\d)\s*m\s*(\d{2})$/i.exec(written);
  if (split) {
    const metres = Number(`${split[1]}.${split[2]}`);
    return { heightCm: metresToCm(metres), metres };
  }
  const parts = /^(\d+(?:[.,]\d+)?)\s*([\p{L}]*)\.?$/u.exec(written);
  if (!parts) return null;
  const value = Number(parts[1]!.replace(',', '.'));
  const unit = parts[2]!;
  const isMetres =
    METRES.test(unit) ||
    (unit === '' &&
      /[.,]/.test(parts[1]!) &&
      value >= HEIGHT_METRES_MIN &&
      value <= HEIGHT_METRES_MAX);
  if (isMetres) return { heightCm: metresToCm(value), metres: value };
  if (unit === '' || CENTIMETRES.test(unit)) return { heightCm: value, metres: null };
  return null;
}

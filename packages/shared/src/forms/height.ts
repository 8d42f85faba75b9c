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

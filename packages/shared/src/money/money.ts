import { z } from '../zod';

/**
 * Money is integer cents everywhere (CONVENTIONS.md); it is formatted once, here, with the
 * currency of the billing settings (default Bolivianos, shown 'Bs').
 */
export const DEFAULT_CURRENCY = 'BOB';
/**
 * Largest price or total a record holds, and what an order's billed or paid may sum to:
 * 10 000 000,00. Columns are 64-bit (migration 016), so a sum on its way past it is refused, not
 * overflowed.
 */
export const MONEY_MAX_CENTS = 1_000_000_000;

/** An amount in whole cents, from `min` up to MONEY_MAX_CENTS; `message` for anything else. */
export const centsField = (message: string, min = 0) =>
  z.number({ error: message }).int(message).min(min, message).max(MONEY_MAX_CENTS, message);

const formatters = new Map<string, Intl.NumberFormat>();

/** 123450 → 'Bs 1.234,50' (a no-break space after the symbol). */
export function formatMoney(cents: number, currency = DEFAULT_CURRENCY): string {
  let format = formatters.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('es-BO', { style: 'currency', currency });
    formatters.set(currency, format);
  }
  return format.format(cents / 100);
}

/** 1250 → '12,50', -50 → '-0,50': the text a price box starts with. */
export function centsToText(cents: number): string {
  const whole = Math.abs(cents);
  const sign = cents < 0 ? '-' : '';
  return `${sign}${Math.trunc(whole / 100)},${String(whole % 100).padStart(2, '0')}`;
}

/**
 * A price as typed ('12', '12,5', '1.234,50', '12.50') to cents, read as text so that no float
 * rounding happens; null when it is not an amount with at most two decimals.
 */
export function parseMoney(input: string): number | null {
  let text = input.trim().replace(/\s/g, '');
  if (text === '') return null;
  // '1.234,50': dots group thousands when a comma is the decimal separator.
  if (text.includes(',')) text = text.replace(/\.(?=\d{3}(\D|$))/g, '').replace(',', '.');
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

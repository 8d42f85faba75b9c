import { toCardinal } from 'n2words/es-ES';

const CURRENCY_WORDS: Record<string, string> = { BOB: 'bolivianos', USD: 'dólares americanos' };

/**
 * A total as a bill writes it in words (Bolivian usage): 12350 BOB → 'Son: ciento veintitrés
 * 50/100 bolivianos'. The whole part in words (n2words), the cents as a fraction.
 */
export function amountInWords(cents: number, currency: string): string {
  const whole = Math.trunc(cents / 100);
  const fraction = String(cents % 100).padStart(2, '0');
  const words = toCardinal(whole);
  return `Son: ${words.charAt(0).toUpperCase()}${words.slice(1)} ${fraction}/100 ${CURRENCY_WORDS[currency] ?? currency}`;
}

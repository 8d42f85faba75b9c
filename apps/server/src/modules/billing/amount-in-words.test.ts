import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words';

describe('amountInWords', () => {
  it('writes the whole part in Spanish words and the cents as a fraction', () => {
    expect(amountInWords(12350, 'BOB')).toBe('Son: Ciento veintitrés 50/100 bolivianos');
    expect(amountInWords(100_000_000, 'BOB')).toBe('Son: Un millón 00/100 bolivianos');
    expect(amountInWords(2105, 'USD')).toBe('Son: Veintiuno 05/100 dólares americanos');
    expect(amountInWords(99, 'BOB')).toBe('Son: Cero 99/100 bolivianos');
  });
});

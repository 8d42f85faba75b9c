import { describe, expect, it } from 'vitest';
import { checkHeight, heightCmSchema, parseDecimal } from './height';

describe('height input rule (SPEC.md §5)', () => {
  it('reads a comma or a dot as the decimal separator', () => {
    expect(parseDecimal('172,5')).toBe(172.5);
    expect(parseDecimal(' 172.5 ')).toBe(172.5);
    expect(parseDecimal('180')).toBe(180);
    expect(parseDecimal(165)).toBe(165);
  });

  it.each(['', 'abc', '17O', '1,2,3', '1.2.3', '12cm', 'NaN', 'Infinity'])(
    '%j is not a number',
    (value) => {
      expect(checkHeight(value)).toBe('Ingrese un número válido');
    },
  );

  it('refuses NaN and infinite numbers', () => {
    expect(checkHeight(Number.NaN)).toBe('Ingrese un número válido');
    expect(checkHeight(Number.POSITIVE_INFINITY)).toBe('Ingrese un número válido');
  });

  it.each(['99,9', '250,1', '0', '-170', 300])('%j is out of range', (value) => {
    expect(checkHeight(value)).toBe('La estatura debe estar entre 100cm y 250cm');
  });

  it.each(['100', '250', '175,5', 120])('%j is accepted', (value) => {
    expect(checkHeight(value)).toBeNull();
  });

  it('is available as a zod schema that yields the number', () => {
    expect(heightCmSchema.parse('172,5')).toBe(172.5);
    expect(heightCmSchema.safeParse('alto').error?.issues[0]?.message).toBe(
      'Ingrese un número válido',
    );
    expect(heightCmSchema.safeParse(80).error?.issues[0]?.message).toBe(
      'La estatura debe estar entre 100cm y 250cm',
    );
    expect(heightCmSchema.safeParse(null).error?.issues[0]?.message).toBe(
      'Ingrese un número válido',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { checkHeight, heightCmSchema, parseDecimal, readHeight } from './height';

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

describe('readHeight: a height as written in a list', () => {
  it.each([
    ['150', 150, null],
    ['150,5', 150.5, null],
    ['150.5', 150.5, null],
    ['142cm', 142, null],
    ['142 cms.', 142, null],
    ['142 centímetros', 142, null],
    ['1,42', 142, 1.42],
    ['1.17', 117, 1.17],
    ['1,425', 142.5, 1.425],
    ['1,42 m', 142, 1.42],
    ['1.42mts', 142, 1.42],
    ['2 metros', 200, 2],
    ['1m42', 142, 1.42],
    ['1,5', 150, 1.5],
    ['2', 2, null],
    ['0,5', 0.5, null],
  ])('%j is %j cm', (text, heightCm, metres) => {
    expect(readHeight(text)).toEqual({ heightCm, metres });
  });

  it.each(['', 'abc', '15O', '1,50,5', '150 kg', '1m5', '-150'])('%j is not a height', (text) => {
    expect(readHeight(text)).toBeNull();
  });
});

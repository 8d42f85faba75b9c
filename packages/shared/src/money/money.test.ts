import { describe, expect, it } from 'vitest';
import { centsToText, formatMoney, parseMoney } from './money';

describe('money', () => {
  it('formats cents in Bolivianos', () => {
    expect(formatMoney(123450)).toBe('Bs\u00a01.234,50');
    expect(formatMoney(0)).toBe('Bs\u00a00,00');
    expect(formatMoney(5)).toBe('Bs\u00a00,05');
  });

  it('parses typed amounts to cents without float error', () => {
    expect(parseMoney('12')).toBe(1200);
    expect(parseMoney('12,5')).toBe(1250);
    expect(parseMoney('0,1')).toBe(10);
    expect(parseMoney('1.234,56')).toBe(123456);
    expect(parseMoney('19.99')).toBe(1999);
    expect(parseMoney(' 0,07 ')).toBe(7);
    for (const bad of ['', 'abc', '1,234', '-5', '1e3', '12,', '1,2,3']) {
      expect(parseMoney(bad), bad).toBeNull();
    }
  });

  it('writes cents back as the text a price box shows', () => {
    expect(centsToText(1250)).toBe('12,50');
    expect(centsToText(7)).toBe('0,07');
    // Below one boliviano a negative amount kept its digits but lost its sign ('0,50').
    expect(centsToText(-50)).toBe('-0,50');
    expect(centsToText(-1250)).toBe('-12,50');
    expect(parseMoney(centsToText(1999))).toBe(1999);
  });
});

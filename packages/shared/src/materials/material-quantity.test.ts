import { describe, expect, it } from 'vitest';
import {
  formatQuantity,
  fromMilli,
  parseQuantity,
  quantityField,
  toMilli,
} from './material-quantity';

describe('material quantities', () => {
  it.each([
    ['2', 2],
    ['1,25', 1.25],
    ['0.75', 0.75],
    ['1.250,5', 1250.5],
    ['-3', -3],
    [' 10 ', 10],
  ])('reads %j as %d', (text, value) => {
    expect(parseQuantity(text)).toBe(value);
  });

  it.each(['', 'abc', '1,2345', '1e3', '--1'])('refuses %j', (text) => {
    expect(parseQuantity(text)).toBeNull();
  });

  it('keeps thousandths exact', () => {
    expect(toMilli(0.1 + 0.2)).toBe(300);
    expect(fromMilli(1250)).toBe(1.25);
  });

  it('formats in Spanish', () => {
    expect(formatQuantity(1250.5, 'metro')).toBe('1.250,5 metro');
    expect(formatQuantity(12500.5)).toBe('12.500,5');
  });

  it('refuses more than three decimals and zero', () => {
    expect(quantityField().safeParse(1.2345).success).toBe(false);
    expect(quantityField().safeParse(0).success).toBe(false);
    expect(quantityField('zero').safeParse(0).success).toBe(true);
  });
});

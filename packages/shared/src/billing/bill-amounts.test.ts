import { describe, expect, it } from 'vitest';
import { billAmounts, formatBillNumber, owedOf } from './bill-amounts';

describe('billAmounts', () => {
  it('takes the tax out of prices that include it', () => {
    expect(billAmounts([11300], 1300, true)).toEqual({
      subtotalCents: 10000,
      taxCents: 1300,
      totalCents: 11300,
    });
    expect(billAmounts([5000, 2550], 1300, true)).toEqual({
      subtotalCents: 6681,
      taxCents: 869,
      totalCents: 7550,
    });
  });
  it('adds the tax to prices without it', () => {
    expect(billAmounts([10000], 1300, false)).toEqual({
      subtotalCents: 10000,
      taxCents: 1300,
      totalCents: 11300,
    });
  });
  it('has no tax at a rate of 0', () => {
    expect(billAmounts([999], 0, true)).toEqual({
      subtotalCents: 999,
      taxCents: 0,
      totalCents: 999,
    });
  });
});

describe('formatBillNumber and owedOf', () => {
  it('pads the sequence to six digits after the series', () => {
    expect(formatBillNumber('F', 123)).toBe('F-000123');
  });
  it('owes the larger of total and billed, less paid, never below zero', () => {
    expect(owedOf(10000, 0, 3000)).toBe(7000);
    expect(owedOf(10000, 11300, 3000)).toBe(8300);
    expect(owedOf(10000, 0, 12000)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { billAmounts, formatBillNumber, owedOf, payableOf } from './bill-amounts';

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

describe('payableOf', () => {
  const order = { totalCents: 10000, billedCents: 6000, paidCents: 0 };
  it('is what the order owes when the payment has no bill', () => {
    expect(payableOf(order, null)).toBe(10000);
    expect(payableOf({ ...order, billedCents: 11300, paidCents: 300 }, null)).toBe(11000);
  });
  it("is the bill's total less its paid amount, never more than the order owes", () => {
    expect(payableOf(order, { totalCents: 6000, paidCents: 2500 })).toBe(3500);
    expect(payableOf({ ...order, paidCents: 9000 }, { totalCents: 6000, paidCents: 0 })).toBe(1000);
    expect(payableOf(order, { totalCents: 6000, paidCents: 6000 })).toBe(0);
  });
});

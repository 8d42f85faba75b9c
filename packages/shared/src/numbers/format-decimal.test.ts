import { describe, expect, it } from 'vitest';
import { formatDecimal } from './format-decimal';

describe('formatDecimal', () => {
  it('writes the exact number with a decimal comma and no thousands dots by default', () => {
    expect(formatDecimal(150.5)).toBe('150,5');
    expect(formatDecimal(172)).toBe('172');
    expect(formatDecimal(1250.125)).toBe('1250,125');
    expect(formatDecimal(1_000_000)).toBe('1000000');
    expect(formatDecimal(-0.75)).toBe('-0,75');
    expect(formatDecimal(0)).toBe('0');
  });

  it("groups figures as Spanish does with 'auto': from five digits on", () => {
    expect(formatDecimal(1234, { grouping: 'auto' })).toBe('1234');
    expect(formatDecimal(12345, { grouping: 'auto' })).toBe('12.345');
    expect(formatDecimal(1_000_000, { grouping: 'auto' })).toBe('1.000.000');
    expect(formatDecimal(87.5, { grouping: 'auto' })).toBe('87,5');
    expect(formatDecimal(13, { grouping: 'auto' })).toBe('13');
  });

  it("groups every thousand with 'always'", () => {
    expect(formatDecimal(1250.5, { grouping: 'always' })).toBe('1.250,5');
    expect(formatDecimal(999, { grouping: 'always' })).toBe('999');
  });

  it('rounds to at most three decimals when grouped, or to the decimals asked for', () => {
    expect(formatDecimal(12.3456, { grouping: 'auto' })).toBe('12,346');
    expect(formatDecimal(0.1 + 0.2, { grouping: 'auto' })).toBe('0,3');
    expect(formatDecimal(1234.567, { grouping: 'auto', maximumFractionDigits: 2 })).toBe('1234,57');
    expect(formatDecimal(2.5, { maximumFractionDigits: 0 })).toBe('3');
  });

  it('writes what toLocaleString wrote before it, for the figures the screens show', () => {
    for (const n of [0, 7, 13.5, 999, 1000, 1234, 9999, 10000, 12345.678, 1_000_000, 66.7]) {
      expect(formatDecimal(n, { grouping: 'auto' })).toBe(n.toLocaleString('es'));
      expect(formatDecimal(n)).toBe(String(n).replace('.', ','));
    }
  });
});

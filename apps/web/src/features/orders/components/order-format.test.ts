import { describe, expect, it } from 'vitest';
import { personSizesText } from './order-format';

describe('personSizesText', () => {
  const person = (size: string | null, sizes: { productId: number; size: string | null }[]) => ({
    size,
    sizes: sizes.map((s) => ({ ...s, overridden: false })),
  });

  it("shows a product item's one size, or '—'", () => {
    expect(personSizesText({ package: null }, person('M', []))).toBe('M');
    expect(personSizesText({ package: null }, person(null, []))).toBe('—');
  });

  it("shows a pack item's size of each sized product, with its code", () => {
    const item = {
      package: {
        products: [
          { id: 1, code: 'POLO-01' },
          { id: 2, code: 'GORRA-01' },
          { id: 3, code: 'FALDA-01' },
        ],
      },
    };
    const sizes = [
      { productId: 1, size: 'M' },
      { productId: 3, size: null },
    ];
    expect(personSizesText(item, person(null, sizes))).toBe('POLO-01 M · FALDA-01 —');
    expect(personSizesText(item, person(null, []))).toBe('—');
  });
});

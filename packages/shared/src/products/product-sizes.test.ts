import { describe, expect, it } from 'vitest';
import { findSizeOverlap, openClosedRanges, suggestSize } from './product-sizes';

const S = { name: 'S', minHeightCm: 100, maxHeightCm: 130 };
const M = { name: 'M', minHeightCm: 130, maxHeightCm: 150 };
const L = { name: 'L', minHeightCm: 155, maxHeightCm: 170 };
/** S and M share 130; a gap from 150 to 155; L is last and includes 170. */
const product = { sizes: [M, S, L] };

describe('suggestSize: [from, to), the last size including its upper bound', () => {
  it.each([
    [100, 'S'],
    [129.9, 'S'],
    [129.99, 'S'],
    [130, 'M'],
    [149.95, 'M'],
    [155, 'L'],
    [169.9, 'L'],
    [170, 'L'],
  ])('%s cm → %s', (height, size) => {
    expect(suggestSize(product, height)?.name).toBe(size);
  });

  it('includes the upper bound of the last size only: 150 is M when M is last', () => {
    expect(suggestSize({ sizes: [S, M] }, 150)?.name).toBe('M');
    expect(suggestSize(product, 150)).toBeNull();
  });

  it.each([
    [150, 'the upper bound of a size that is not last'],
    [152, 'in the gap between M and L'],
    [170.1, 'above the table'],
    [99.9, 'under 100'],
    [250.1, 'over 250'],
    [0, 'zero'],
    [Number.NaN, 'not a number'],
  ])('%s cm (%s) → none', (height) => {
    expect(suggestSize(product, height)).toBeNull();
  });

  it('suggests nothing without a size table', () => {
    expect(suggestSize({ sizes: [] }, 160)).toBeNull();
  });

  it('answers the size object itself', () => {
    expect(suggestSize(product, 140)).toBe(M);
  });
});

describe('findSizeOverlap', () => {
  it('accepts shared bounds, gaps and single sizes', () => {
    expect(findSizeOverlap([S, M, L])).toBeNull();
    expect(findSizeOverlap([])).toBeNull();
    expect(findSizeOverlap([L])).toBeNull();
  });

  it('names the two sizes that overlap, in table order', () => {
    const wide = { name: 'XL', minHeightCm: 160, maxHeightCm: 200 };
    expect(findSizeOverlap([S, M, L, wide])?.map((s) => s.name)).toEqual(['L', 'XL']);
    expect(findSizeOverlap([wide, L])?.map((s) => s.name)).toEqual(['XL', 'L']);
  });

  it('counts a range that starts before the previous ends, or at the same height, as an overlap', () => {
    const early = { name: 'M', minHeightCm: 129.9, maxHeightCm: 150 };
    expect(findSizeOverlap([S, early])?.map((s) => s.name)).toEqual(['S', 'M']);
    const twin = { name: 'T', minHeightCm: 100, maxHeightCm: 110 };
    expect(findSizeOverlap([S, twin])?.map((s) => s.name)).toEqual(['S', 'T']);
  });
});

describe('openClosedRanges: a closed table in the [from, to) reading, same meaning', () => {
  it('joins a size to the next one that starts a tenth above, widens one before a gap', () => {
    const closed = [
      { name: 'M', minHeightCm: 130, maxHeightCm: 149.9 },
      { name: 'S', minHeightCm: 100, maxHeightCm: 129.9 },
      { name: 'L', minHeightCm: 155, maxHeightCm: 170 },
    ];
    expect(openClosedRanges(closed)).toEqual([
      { name: 'M', minHeightCm: 130, maxHeightCm: 150 },
      { name: 'S', minHeightCm: 100, maxHeightCm: 130 },
      { name: 'L', minHeightCm: 155, maxHeightCm: 170 },
    ]);
  });

  it('keeps every height of one decimal in the size it had', () => {
    const closed = [
      { name: 'S', minHeightCm: 100, maxHeightCm: 129.9 },
      { name: 'M', minHeightCm: 130, maxHeightCm: 149.9 },
      { name: 'L', minHeightCm: 155, maxHeightCm: 170 },
    ];
    const closedSize = (h: number) =>
      closed.find((s) => s.minHeightCm <= h && h <= s.maxHeightCm)?.name ?? null;
    const opened = { sizes: openClosedRanges(closed) };
    for (let tenths = 990; tenths <= 1710; tenths += 1) {
      const height = tenths / 10;
      const expected = height < 100 ? null : closedSize(height);
      expect([height, suggestSize(opened, height)?.name ?? null]).toEqual([height, expected]);
    }
  });

  it('leaves a table already in shared bounds, and an empty one, as it is', () => {
    expect(openClosedRanges([S, M])).toEqual([S, M]);
    expect(openClosedRanges([])).toEqual([]);
  });
});

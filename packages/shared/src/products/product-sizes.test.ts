import { describe, expect, it } from 'vitest';
import { findSizeOverlap, suggestSize } from './product-sizes';

const S = { name: 'S', minHeightCm: 100, maxHeightCm: 150 };
const M = { name: 'M', minHeightCm: 150.5, maxHeightCm: 170 };
const L = { name: 'L', minHeightCm: 175, maxHeightCm: 250 };
const product = { sizes: [M, S, L] };

describe('suggestSize', () => {
  it.each([
    [100, 'S'],
    [125, 'S'],
    [150, 'S'],
    [150.5, 'M'],
    [170, 'M'],
    [175, 'L'],
    [249.9, 'L'],
    [250, 'L'],
  ])('%s cm → %s', (height, size) => {
    expect(suggestSize(product, height)?.name).toBe(size);
  });

  it.each([
    [150.2, 'between S and M'],
    [172, 'in the gap between M and L'],
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
    expect(suggestSize(product, 160)).toBe(M);
  });
});

describe('findSizeOverlap', () => {
  it('accepts gaps and touching-free tables', () => {
    expect(findSizeOverlap([S, M, L])).toBeNull();
    expect(findSizeOverlap([])).toBeNull();
    expect(findSizeOverlap([L])).toBeNull();
  });

  it('names the two sizes that overlap, in table order', () => {
    const wide = { name: 'XL', minHeightCm: 160, maxHeightCm: 200 };
    expect(findSizeOverlap([S, M, L, wide])?.map((s) => s.name)).toEqual(['M', 'XL']);
    expect(findSizeOverlap([wide, L])?.map((s) => s.name)).toEqual(['XL', 'L']);
  });

  it('counts a shared end as an overlap', () => {
    const touching = { name: 'M', minHeightCm: 150, maxHeightCm: 160 };
    expect(findSizeOverlap([S, touching])?.map((s) => s.name)).toEqual(['S', 'M']);
  });
});

import { HEIGHT_MAX_CM, HEIGHT_MIN_CM } from '../forms/height';

/** One row of a product's size table ('Tallas'): a name and the heights (cm) it fits, inclusive. */
export type SizeRange = { name: string; minHeightCm: number; maxHeightCm: number };

/**
 * The size whose range holds `heightCm` (both ends included), or null: no size table, a gap
 * between sizes, or a height outside 100–250 cm. Ranges never overlap (checked on save), so at
 * most one size matches.
 */
export function suggestSize<S extends SizeRange>(
  product: { sizes: readonly S[] },
  heightCm: number,
): S | null {
  if (!Number.isFinite(heightCm) || heightCm < HEIGHT_MIN_CM || heightCm > HEIGHT_MAX_CM) {
    return null;
  }
  return (
    product.sizes.find((size) => size.minHeightCm <= heightCm && heightCm <= size.maxHeightCm) ??
    null
  );
}

/**
 * The first two sizes whose ranges share a height (a shared end counts: 150 cannot be both S and
 * M), in table order; null when none do. Gaps between ranges are allowed.
 */
export function findSizeOverlap<S extends SizeRange>(sizes: readonly S[]): [S, S] | null {
  const sorted = [...sizes].sort((a, b) => a.minHeightCm - b.minHeightCm);
  for (let i = 1; i < sorted.length; i += 1) {
    const previous = sorted[i - 1]!;
    const current = sorted[i]!;
    if (current.minHeightCm <= previous.maxHeightCm) {
      const [first, second] =
        sizes.indexOf(previous) < sizes.indexOf(current)
          ? [previous, current]
          : [current, previous];
      return [first, second];
    }
  }
  return null;
}

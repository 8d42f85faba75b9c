import { HEIGHT_MAX_CM, HEIGHT_MIN_CM } from '../forms/height';
import { formatDecimal } from '../numbers/format-decimal';

/**
 * One row of a size table ('Tallas'): a name and the heights (cm) it fits, `[minHeightCm,
 * maxHeightCm)`: from its lower bound up to but not including its upper one, except the last
 * size (the highest lower bound), which includes its upper bound. S 100–130 and M 130–150 share
 * 130, which is M.
 */
export type SizeRange = { name: string; minHeightCm: number; maxHeightCm: number };

/** The size with the highest lower bound: the one whose upper bound is included. */
function lastSize<S extends SizeRange>(sizes: readonly S[]): S | undefined {
  let last: S | undefined;
  for (const size of sizes) if (!last || size.minHeightCm > last.minHeightCm) last = size;
  return last;
}

/** Whether `size` (the table's `last` or not) holds `heightCm`. */
const holds = (size: SizeRange, heightCm: number, isLast: boolean) =>
  size.minHeightCm <= heightCm &&
  (heightCm < size.maxHeightCm || (isLast && heightCm === size.maxHeightCm));

/**
 * The size whose range holds `heightCm`, or null: no size table, a gap between sizes, a height
 * outside the table or outside 100–250 cm. Ranges never overlap (checked on save), so at most
 * one size matches.
 */
export function suggestSize<S extends SizeRange>(
  product: { sizes: readonly S[] },
  heightCm: number,
): S | null {
  if (!Number.isFinite(heightCm) || heightCm < HEIGHT_MIN_CM || heightCm > HEIGHT_MAX_CM) {
    return null;
  }
  const last = lastSize(product.sizes);
  return product.sizes.find((size) => holds(size, heightCm, size === last)) ?? null;
}

/**
 * The first two sizes whose ranges share a height, in table order; null when none do. A shared
 * bound is no overlap (S 100–130 ends where M 130–150 starts); gaps between ranges are allowed.
 */
export function findSizeOverlap<S extends SizeRange>(sizes: readonly S[]): [S, S] | null {
  const sorted = [...sizes].sort((a, b) => a.minHeightCm - b.minHeightCm);
  for (let i = 1; i < sorted.length; i += 1) {
    const previous = sorted[i - 1]!;
    const current = sorted[i]!;
    if (
      current.minHeightCm < previous.maxHeightCm ||
      current.minHeightCm === previous.minHeightCm
    ) {
      const [first, second] =
        sizes.indexOf(previous) < sizes.indexOf(current)
          ? [previous, current]
          : [current, previous];
      return [first, second];
    }
  }
  return null;
}

/**
 * A closed table as stored before sizes shared their bounds (each range inclusive at both ends),
 * in the `[from, to)` reading with the same meaning: a size whose next one starts a tenth above
 * its upper bound ends where the next starts (129,9 → 130); one followed by a wider gap ends a
 * tenth above (120 → 120,1), so that every height of one decimal keeps its size; the last size
 * is unchanged.
 */
export function openClosedRanges<S extends SizeRange>(sizes: readonly S[]): S[] {
  const sorted = [...sizes].sort((a, b) => a.minHeightCm - b.minHeightCm);
  const tenth = (value: number) => Math.round(value * 10) / 10;
  const opened = new Map<S, S>();
  sorted.forEach((size, index) => {
    const next = sorted[index + 1];
    if (!next) return;
    const above = tenth(size.maxHeightCm + 0.1);
    if (next.minHeightCm >= above) opened.set(size, { ...size, maxHeightCm: above });
  });
  return sizes.map((size) => opened.get(size) ?? size);
}

/** 'S 100–130 · M 130–150' (decimal comma), in table order: a size table on one line. */
export const formatSizeRanges = (sizes: readonly SizeRange[]) =>
  sizes
    .map(
      (size) =>
        `${size.name} ${formatDecimal(size.minHeightCm)}–${formatDecimal(size.maxHeightCm)}`,
    )
    .join(' · ');

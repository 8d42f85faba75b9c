import { foldText } from '@taller/shared/text/fold-text';
import { checkPersonSize } from '@taller/shared/orders/roster';
import { ROSTER_GRID_MESSAGES as M } from '@taller/shared/orders/roster-grid-messages';
import { suggestedSizeOf, type PersonDraft, type SizeRow } from '../order-draft';

/**
 * One size column of the roster grid: a product item has one ('Talla'), a pack item one per
 * sized product of the pack. The grid reads and writes a person's size only through `chosen` and
 * `choose`, so the draft may keep it where it likes (`person.size` for a product item,
 * `person.sizes[]` by product for a pack item).
 */
export type RosterSizeColumn = {
  id: string;
  label: string;
  sizes: readonly SizeRow[];
  /** The size chosen for the person in this column; '' follows the suggested size. */
  chosen: (person: PersonDraft) => string;
  /** The person with `size` chosen in this column ('' to follow the suggested size). */
  choose: (person: PersonDraft, size: string) => PersonDraft;
};

/** The size column of a product item: the person's own `size`. */
export const productSizeColumn = (sizes: readonly SizeRow[]): RosterSizeColumn => ({
  id: 'size',
  label: M.columnSize,
  sizes,
  chosen: (person) => person.size,
  choose: (person, size) => ({ ...person, size }),
});

/** The size column of one sized product of a pack item: the person's `sizes` entry for it. */
export const packSizeColumn = (product: {
  productId: number;
  label: string;
  sizes: readonly SizeRow[];
}): RosterSizeColumn => ({
  id: `product-${product.productId}`,
  label: product.label,
  sizes: product.sizes,
  chosen: (person) => person.sizes?.find((s) => s.productId === product.productId)?.size ?? '',
  choose: (person, size) => ({
    ...person,
    sizes: [
      ...(person.sizes ?? []).filter((s) => s.productId !== product.productId),
      { productId: product.productId, size },
    ],
  }),
});

/** The size suggested for the person by the column's size table, or null. */
export const suggestedIn = (column: RosterSizeColumn, person: PersonDraft) =>
  suggestedSizeOf(column.sizes, person.heightCm);

/** The Spanish error of a height no size of the column holds while none is chosen, or null. */
export const sizeCellError = (column: RosterSizeColumn, person: PersonDraft) =>
  checkPersonSize(person.heightCm, column.sizes, column.chosen(person));

/** The size the person gets in the column: the chosen one, else the suggested one, else null. */
export const sizeIn = (column: RosterSizeColumn, person: PersonDraft) =>
  column.chosen(person) || suggestedIn(column, person);

/** How many people wear each size of the column, in the table's order, 'Sin talla' last. */
export function countSizes(column: RosterSizeColumn, people: readonly PersonDraft[]) {
  const counts = new Map<string, number>(column.sizes.map((s) => [s.name, 0]));
  let none = 0;
  for (const person of people) {
    const size = sizeIn(column, person);
    if (size === null) none += 1;
    else counts.set(size, (counts.get(size) ?? 0) + 1);
  }
  return [
    ...[...counts].map(([size, count]) => ({ size, count })),
    ...(none > 0 ? [{ size: M.noSize, count: none }] : []),
  ];
}

export type RosterSort = { by: 'entry' | 'name' | 'height' | string; descending: boolean };
export const ENTRY_ORDER: RosterSort = { by: 'entry', descending: false };

/** A name as compared by search and sort: lower case, without accents. */
export const nameKey = foldText;

/**
 * The people the grid shows, in its order: those whose name holds the search (accents and case
 * aside) and, with `onlyFlagged`, only those `hasErrors`; sorted by name, height or a size
 * column (the size table's order, no size last, then by height), else in entry order.
 */
export function rosterView(
  people: readonly PersonDraft[],
  columns: readonly RosterSizeColumn[],
  options: {
    search: string;
    sort: RosterSort;
    onlyFlagged?: boolean;
    hasErrors?: (person: PersonDraft) => boolean;
  },
): PersonDraft[] {
  const term = nameKey(options.search);
  let shown = people.filter(
    (p) =>
      (term === '' || nameKey(p.name).includes(term)) &&
      (!options.onlyFlagged || (options.hasErrors?.(p) ?? false)),
  );
  const { by, descending } = options.sort;
  const sign = descending ? -1 : 1;
  const byHeight = (a: PersonDraft, b: PersonDraft) =>
    (a.heightCm ?? Infinity) - (b.heightCm ?? Infinity);
  if (by === 'name') {
    const keys = new Map(shown.map((p) => [p.key, nameKey(p.name)]));
    shown = shown.sort((a, b) => sign * keys.get(a.key)!.localeCompare(keys.get(b.key)!, 'es'));
  } else if (by === 'height') {
    shown = shown.sort((a, b) => sign * byHeight(a, b));
  } else {
    const column = columns.find((c) => c.id === by);
    if (column) {
      const rank = new Map(column.sizes.map((s, at) => [s.name, at]));
      const rankOf = (p: PersonDraft) => {
        const size = sizeIn(column, p);
        return size === null ? Infinity : (rank.get(size) ?? column.sizes.length);
      };
      const ranks = new Map(shown.map((p) => [p.key, rankOf(p)]));
      shown = shown.sort(
        (a, b) => sign * (ranks.get(a.key)! - ranks.get(b.key)! || byHeight(a, b)),
      );
    }
  }
  return shown;
}

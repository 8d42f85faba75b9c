import type { Order } from '../orders/order.schema';
import { LABEL_MESSAGES as M } from './label-messages';

/** One piece (or several of one product) in a person's bag: a size, or none (unsized). */
export type BagPiece = {
  productId: number;
  name: string;
  size: string | null;
  quantity: number;
  /** The size's place in the product's size table (none last): totals list sizes in this order. */
  sizeRank: number;
};

/** A person's bag: one label, one row of the packing list. */
export type Bag = {
  personId: number;
  name: string;
  course: string | null;
  pieces: BagPiece[];
};

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** Course first ('Sin curso' last), then name, in Spanish order; the roster's order breaks ties. */
export const compareBags = (a: Bag, b: Bag) =>
  (a.course === b.course
    ? 0
    : a.course === null
      ? 1
      : b.course === null
        ? -1
        : collator.compare(a.course, b.course)) || collator.compare(a.name, b.name);

const sized = (table: readonly { name: string }[], size: string | null | undefined) => {
  const rank = size == null ? -1 : table.findIndex((s) => s.name === size);
  return { size: size ?? null, sizeRank: rank === -1 ? table.length : rank };
};

/**
 * The bags of an order: one per person of each item (an item's roster row), holding the item's
 * product in the person's size, or every product of the item's pack — a sized one in the
 * person's size for it, an unsized one counted — as many as the pack holds. Items without people
 * fill no bag. Sorted by course, then name.
 */
export function bagsOfOrder(order: Pick<Order, 'items'>): Bag[] {
  const bags: Bag[] = [];
  for (const item of order.items) {
    for (const person of item.people) {
      const pieces: BagPiece[] = item.package
        ? item.package.products.map((product) => ({
            productId: product.id,
            name: product.name,
            ...sized(product.sizes, person.sizes.find((s) => s.productId === product.id)?.size),
            quantity: product.quantity,
          }))
        : item.product
          ? [
              {
                productId: item.product.id,
                name: item.product.name,
                ...sized(item.product.sizes, person.size),
                quantity: 1,
              },
            ]
          : [];
      bags.push({
        personId: person.id,
        name: person.name,
        course: person.course?.trim() || null,
        pieces,
      });
    }
  }
  return bags.sort(compareBags);
}

/** 'Polo azul: M', 'Medias: M ×2', 'Gorra ×1': a piece as a label and the packing list say it. */
export const bagPieceText = (piece: BagPiece) =>
  piece.size === null
    ? `${piece.name} ×${piece.quantity}`
    : `${piece.name}: ${piece.size}${piece.quantity > 1 ? ` ×${piece.quantity}` : ''}`;

/** The bags grouped by course, in the bags' order: [course or 'Sin curso', bags]. */
export function bagsByCourse(bags: readonly Bag[]): [string, Bag[]][] {
  const groups = new Map<string, Bag[]>();
  for (const bag of bags) {
    const key = bag.course ?? M.noCourse;
    const group = groups.get(key);
    if (group) group.push(bag);
    else groups.set(key, [bag]);
  }
  return [...groups];
}

/** Pieces per product and size over the bags (the packing list's totals), by product and size. */
export function bagTotals(bags: readonly Bag[]): BagPiece[] {
  const totals = new Map<string, BagPiece>();
  for (const piece of bags.flatMap((b) => b.pieces)) {
    const key = `${piece.productId}|${piece.size ?? ''}`;
    const total = totals.get(key);
    if (total) total.quantity += piece.quantity;
    else totals.set(key, { ...piece });
  }
  return [...totals.values()].sort(
    (a, b) =>
      collator.compare(a.name, b.name) || a.productId - b.productId || a.sizeRank - b.sizeRank,
  );
}

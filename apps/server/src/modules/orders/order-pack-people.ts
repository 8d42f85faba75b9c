import { ORDER_MESSAGES as M, type OrderItemData } from '@taller/shared';
import type { Db } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { personFields, sizePerson } from './order-items';
import type { PersonSize } from './order-person-sizes';

type PersonInput = OrderItemData['people'][number];
type Size = { name: string; minHeightCm: number; maxHeightCm: number };

/** A product of a pack as its people are sized: its code and size table (empty: unsized). */
export type PackProduct = { productId: number; code: string; quantity: number; sizes: Size[] };

/** The products of these packs (in the pack's order) with their codes, for sizing people. */
export async function findPackContents(db: Db, packageIds: readonly number[]) {
  if (packageIds.length === 0) return [];
  return db
    .selectFrom('packageItems')
    .innerJoin('products', 'products.id', 'packageItems.productId')
    .select([
      'packageItems.packageId',
      'packageItems.productId',
      'packageItems.quantity',
      'products.code',
      'products.name',
    ])
    .where('packageItems.packageId', 'in', [...new Set(packageIds)])
    .orderBy('packageItems.packageId')
    .orderBy('packageItems.id')
    .execute();
}

/**
 * Refuses (400, naming the row) a size given for a product that is not among `sized`, the
 * products of the item that have a size table.
 */
export function assertSizedProducts(person: PersonInput, row: number, sized: readonly number[]) {
  const stranger = (person.sizes ?? []).find((entry) => !sized.includes(entry.productId));
  if (stranger) throw badRequest('NOT_OF_RECORD', M.sizeProductNotOfItem(row, stranger.productId));
}

/** The size a person's input chooses for a product: `sizes`' entry, or a product item's `size`. */
export const chosenSizeOf = (person: PersonInput, productId: number) =>
  person.sizes?.find((entry) => entry.productId === productId)?.size ?? null;

/**
 * A pack item's person: the person's own row (no size of its own) and one size for every sized
 * product of the pack, each suggested from the height by that product's table (`sizePerson`, as
 * a product item's person) unless chosen. `row` is the person's position from 1.
 */
export function sizePackPerson(person: PersonInput, row: number, products: readonly PackProduct[]) {
  const sized = products.filter((product) => product.sizes.length > 0);
  assertSizedProducts(
    person,
    row,
    sized.map((product) => product.productId),
  );
  const sizes: PersonSize[] = sized.map((product) => {
    const given = { ...person, size: chosenSizeOf(person, product.productId) };
    const one = sizePerson(given, product.sizes, product.code, row);
    return {
      productId: product.productId,
      size: one.size,
      suggestedSize: one.suggestedSize,
      sizeOverridden: one.sizeOverridden,
    };
  });
  return { ...personFields(person), size: null, suggestedSize: null, sizeOverridden: 0, sizes };
}

/**
 * A product item's person: sized by the product's table (`sizePerson`), the size chosen as
 * `size` or as the product's entry in `sizes`. `row` is the person's position from 1.
 */
export function sizeProductPerson(
  person: PersonInput,
  row: number,
  product: { id: number; code: string; sizes: Size[] },
) {
  assertSizedProducts(person, row, [product.id]);
  const size = person.size ?? chosenSizeOf(person, product.id);
  return sizePerson({ ...person, size }, product.sizes, product.code, row);
}

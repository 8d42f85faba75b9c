import type { Generated, Insertable } from 'kysely';
import type { Db } from '../../db/database';
import { inChunks } from '../../resource';
import './order.repository';

/**
 * A pack item's person's size of one sized product of the pack (migration 019): the size worn,
 * the one the product's table suggests for the person's height, and whether it was chosen over
 * it. A product item's person keeps its one size on its own row (`order_people`).
 */
export interface OrderPersonSizesTable {
  id: Generated<number>;
  orderPersonId: number;
  productId: number;
  size: string | null;
  suggestedSize: string | null;
  /** 0 or 1. */
  sizeOverridden: number;
}

declare module '../../db/schema' {
  interface Database {
    orderPersonSizes: OrderPersonSizesTable;
  }
}

export type PersonSize = Omit<Insertable<OrderPersonSizesTable>, 'id' | 'orderPersonId'>;

/** The sizes of the people of these items, with each person's item. */
export const findSizesOfItems = (db: Db, itemIds: readonly number[]) =>
  itemIds.length === 0
    ? Promise.resolve([])
    : inChunks([...new Set(itemIds)], 1000, (chunk) =>
        db
          .selectFrom('orderPersonSizes')
          .innerJoin('orderPeople', 'orderPeople.id', 'orderPersonSizes.orderPersonId')
          .select([
            'orderPeople.orderItemId',
            'orderPersonSizes.orderPersonId',
            'orderPersonSizes.productId',
            'orderPersonSizes.size',
            'orderPersonSizes.suggestedSize',
            'orderPersonSizes.sizeOverridden',
          ])
          .where('orderPeople.orderItemId', 'in', chunk)
          .orderBy('orderPersonSizes.orderPersonId')
          .orderBy('orderPersonSizes.id')
          .execute(),
      );

/**
 * Replaces the sizes of an item's people: `sizes[i]` are the sizes of the person at position i
 * (the people are written first, so new ones have their ids).
 */
export async function replaceSizesOfItem(db: Db, itemId: number, sizes: readonly PersonSize[][]) {
  const ofItem = db.selectFrom('orderPeople').select('id').where('orderItemId', '=', itemId);
  await db.deleteFrom('orderPersonSizes').where('orderPersonId', 'in', ofItem).execute();
  if (sizes.every((own) => own.length === 0)) return;
  const people = await ofItem.orderBy('position').execute();
  const rows = people.flatMap((person, at) =>
    (sizes[at] ?? []).map((size) => ({ ...size, orderPersonId: person.id })),
  );
  await inChunks(rows, 500, (chunk) => db.insertInto('orderPersonSizes').values(chunk).execute());
}

/** Updates one person's sizes in place (an order in production keeps its people's ids). */
export async function replaceSizesOfPerson(
  db: Db,
  orderPersonId: number,
  sizes: readonly PersonSize[],
) {
  await db.deleteFrom('orderPersonSizes').where('orderPersonId', '=', orderPersonId).execute();
  if (sizes.length === 0) return;
  await db
    .insertInto('orderPersonSizes')
    .values(sizes.map((size) => ({ ...size, orderPersonId })))
    .execute();
}

import { ORDER_MESSAGES as M, type UpdateOrderData } from '@taller/shared';
import type { Db } from '../../db/database';
import { conflict } from '../../lib/app-error';
import { expectRows, sizePerson } from './order-items';
import * as repo from './order.repository';

/**
 * What an order being updated stores (read after its row is locked): its items, their people,
 * and `known`, item id → its people's ids.
 */
export async function storedShape(trx: Db, orderId: number) {
  const items = await repo.findItemsOfOrders(trx, [orderId]);
  const people = await repo.findPeopleOfItems(
    trx,
    items.map((i) => i.id),
  );
  const known = new Map(items.map((i) => [i.id, new Set<number>()]));
  for (const person of people) known.get(person.orderItemId)!.add(person.id);
  return { items, people, known };
}

export type StoredShape = Awaited<ReturnType<typeof storedShape>>;

/**
 * In production only people's names, sizes and notes (and the order's notes) change: anything
 * else differing from what is stored is refused. Each person is written through its own item.
 */
export async function updateInProduction(
  trx: Db,
  current: repo.OrderRow,
  input: UpdateOrderData,
  { items, people }: StoredShape,
) {
  const limited = () => conflict('STATUS_LOCKED', M.productionLimited);
  const institutionId = input.institutionId ?? current.institutionId;
  if (
    input.clientId !== current.clientId ||
    institutionId !== current.institutionId ||
    input.promisedDate !== current.promisedDate ||
    input.items.length !== items.length
  ) {
    throw limited();
  }
  const sizes = await trx
    .selectFrom('productSizes')
    .innerJoin('products', 'products.id', 'productSizes.productId')
    .select([
      'productSizes.productId',
      'productSizes.name',
      'productSizes.minHeightCm',
      'productSizes.maxHeightCm',
      'products.code',
    ])
    .where('productSizes.productId', 'in', [
      0,
      ...items.flatMap((i) => (i.productId ? [i.productId] : [])),
    ])
    .orderBy('productSizes.position')
    .execute();
  for (const [index, stored] of items.entries()) {
    const given = input.items[index]!;
    const same =
      given.id === stored.id &&
      given.productId === stored.productId &&
      given.packageId === stored.packageId &&
      given.quantity === stored.quantity &&
      (given.unitPriceCents ?? Number(stored.unitPriceCents)) === Number(stored.unitPriceCents) &&
      given.discountCents === Number(stored.discountCents);
    if (!same) throw limited();
    const own = people.filter((p) => p.orderItemId === stored.id);
    if (given.people.length !== own.length) throw limited();
    const table = sizes
      .filter((s) => s.productId === stored.productId)
      .map((s) => ({
        ...s,
        minHeightCm: Number(s.minHeightCm),
        maxHeightCm: Number(s.maxHeightCm),
      }));
    for (const [at, person] of given.people.entries()) {
      const was = own[at]!;
      if (person.id !== was.id || person.heightCm !== Number(was.heightCm)) throw limited();
      const sized = sizePerson(person, table, table[0]?.code ?? '', at + 1);
      const changed = await repo.updatePerson(trx, stored.id, was.id, {
        name: sized.name,
        size: sized.size,
        suggestedSize: sized.suggestedSize,
        sizeOverridden: sized.sizeOverridden,
        notes: sized.notes,
      });
      expectRows(changed, 1, `person ${was.id}`);
    }
  }
  return { notes: input.notes ?? null };
}

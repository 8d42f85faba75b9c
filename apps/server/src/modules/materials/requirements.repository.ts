import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { findIn } from '../../resource';

/**
 * What the requirements read of orders (the orders module's tables, read here, never written).
 * The scope is one order or every live order in production, as a subquery (no long id lists).
 */
export type OrderScope = { orderId: number } | { orderIds: number[] } | 'IN_PRODUCTION';

const orderIds = (db: Db, scope: OrderScope) =>
  scope === 'IN_PRODUCTION'
    ? db
        .selectFrom('orders')
        .select('id')
        .where('status', '=', 'IN_PRODUCTION')
        .where('deletedAt', 'is', null)
    : 'orderIds' in scope
      ? db.selectFrom('orders').select('id').where('id', 'in', scope.orderIds)
      : db.selectFrom('orders').select('id').where('id', '=', scope.orderId);

export const findOrders = (db: Db, scope: OrderScope) =>
  db
    .selectFrom('orders')
    .select(['id', 'number', 'status'])
    .where('id', 'in', orderIds(db, scope))
    .orderBy('number')
    .execute();

export const findOrderExists = (db: Db, id: number) =>
  db.selectFrom('orders').select(['id', 'deletedAt']).where('id', '=', id).executeTakeFirst();

export const findItems = (db: Db, scope: OrderScope) =>
  db
    .selectFrom('orderItems')
    .select(['id', 'orderId', 'productId', 'packageId', 'quantity'])
    .where('orderId', 'in', orderIds(db, scope))
    .execute();

/** The size of each person of the scope's items (the size's name, as ordered). */
export const findPeopleSizes = (db: Db, scope: OrderScope) =>
  db
    .selectFrom('orderPeople')
    .innerJoin('orderItems', 'orderItems.id', 'orderPeople.orderItemId')
    .select(['orderPeople.orderItemId', 'orderPeople.size', sql<number>`count(*)`.as('n')])
    .where('orderItems.orderId', 'in', orderIds(db, scope))
    .groupBy(['orderPeople.orderItemId', 'orderPeople.size'])
    .execute();

/** The sizes of the people of the scope's pack items, per item, product and size. */
export const findPackPeopleSizes = (db: Db, scope: OrderScope) =>
  db
    .selectFrom('orderPersonSizes')
    .innerJoin('orderPeople', 'orderPeople.id', 'orderPersonSizes.orderPersonId')
    .innerJoin('orderItems', 'orderItems.id', 'orderPeople.orderItemId')
    .select([
      'orderPeople.orderItemId',
      'orderPersonSizes.productId',
      'orderPersonSizes.size',
      sql<number>`count(*)`.as('n'),
    ])
    .where('orderItems.orderId', 'in', orderIds(db, scope))
    .groupBy(['orderPeople.orderItemId', 'orderPersonSizes.productId', 'orderPersonSizes.size'])
    .execute();

export const findPackItems = (db: Db, packageIds: number[]) =>
  findIn(db, 'packageItems', ['packageId', packageIds], {
    select: ['packageId', 'productId', 'quantity'],
  });

export const findProductCodes = (db: Db, ids: number[]) =>
  findIn(db, 'products', ['id', ids], { select: ['id', 'code'] });

/** Taken out for the scope's orders, per material (their movements' sum, negated). */
export async function findConsumed(db: Db, scope: OrderScope) {
  const rows = await db
    .selectFrom('stockMovements')
    .select(['materialId', sql<number>`sum(quantity_milli)`.as('total')])
    .where('orderId', 'in', orderIds(db, scope))
    .groupBy('materialId')
    .execute();
  return new Map(rows.map((r) => [r.materialId, -Number(r.total)]));
}

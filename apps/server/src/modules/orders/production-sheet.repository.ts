import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { inChunks } from '../../resource';
import './order.repository';
import './order-person-sizes';

/** Which orders a sheet covers: every live order in production, or one live order. */
/** One order, the orders of a list's selection (issue 38), or every order in production. */
export type SheetScope = { orderId: number } | { orderIds: number[] } | { status: 'IN_PRODUCTION' };

/** The condition on `orders` (joined in every query below) of a scope. */
const inScope = (scope: SheetScope) =>
  'orderId' in scope
    ? sql<SqlBool>`orders.id = ${scope.orderId} and orders.deleted_at is null`
    : 'orderIds' in scope
      ? sql<SqlBool>`orders.id in (${sql.join(scope.orderIds)}) and orders.deleted_at is null`
      : sql<SqlBool>`orders.status = ${scope.status} and orders.deleted_at is null`;

/** The items of the scope's orders, joined to their order. */
const itemsInScope = (db: Db, scope: SheetScope) =>
  db
    .selectFrom('orderItems')
    .innerJoin('orders', 'orders.id', 'orderItems.orderId')
    .where(inScope(scope));

/** The orders of the sheet with their client's and institution's names, soonest promised first. */
export const findSheetOrders = (db: Db, scope: SheetScope) =>
  db
    .selectFrom('orders')
    .innerJoin('clients', 'clients.id', 'orders.clientId')
    .leftJoin('institutions', 'institutions.id', 'orders.institutionId')
    .select([
      'orders.id',
      'orders.number',
      'orders.status',
      'orders.promisedDate',
      'orders.notes',
      'orders.peopleCount',
      'orders.clientId',
      'orders.institutionId',
      'clients.name as client',
      'institutions.name as institution',
    ])
    .where(inScope(scope))
    .orderBy('orders.promisedDate')
    .orderBy('orders.number')
    .execute();

/** Their items (a product or a pack, and how many). */
export const findSheetItems = (db: Db, scope: SheetScope) =>
  itemsInScope(db, scope)
    .select([
      'orderItems.id',
      'orderItems.orderId',
      'orderItems.productId',
      'orderItems.packageId',
      'orderItems.quantity',
    ])
    .orderBy('orderItems.orderId')
    .orderBy('orderItems.position')
    .execute();

/** The people of their items, in roster order. */
export const findSheetPeople = (db: Db, scope: SheetScope) =>
  itemsInScope(db, scope)
    .innerJoin('orderPeople', 'orderPeople.orderItemId', 'orderItems.id')
    .select([
      'orderPeople.id',
      'orderPeople.orderItemId',
      'orderPeople.name',
      'orderPeople.heightCm',
      'orderPeople.size',
      'orderPeople.sizeOverridden',
      'orderPeople.notes',
    ])
    .orderBy('orderPeople.orderItemId')
    .orderBy('orderPeople.position')
    .execute();

/** The sizes of the people of their pack items, one per sized product of the pack. */
export const findSheetPersonSizes = (db: Db, scope: SheetScope) =>
  itemsInScope(db, scope)
    .innerJoin('orderPeople', 'orderPeople.orderItemId', 'orderItems.id')
    .innerJoin('orderPersonSizes', 'orderPersonSizes.orderPersonId', 'orderPeople.id')
    .select([
      'orderPersonSizes.orderPersonId',
      'orderPersonSizes.productId',
      'orderPersonSizes.size',
      'orderPersonSizes.sizeOverridden',
    ])
    .execute();

/** The products inside the packs their items hold. */
export const findSheetPackContents = (db: Db, scope: SheetScope) =>
  db
    .selectFrom('packageItems')
    .select(['packageItems.packageId', 'packageItems.productId', 'packageItems.quantity'])
    .where(
      'packageItems.packageId',
      'in',
      itemsInScope(db, scope)
        .select('orderItems.packageId')
        .where('orderItems.packageId', 'is not', null),
    )
    .execute();

/** Products with their model, line and colour combination (names), and their size order. */
export async function findSheetProducts(db: Db, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const products = await inChunks(unique, 1000, (chunk) =>
    db
      .selectFrom('products')
      .leftJoin('models', 'models.id', 'products.modelId')
      .leftJoin('lines', 'lines.id', 'models.lineId')
      .leftJoin('modelColors', 'modelColors.id', 'products.modelColorId')
      .select([
        'products.id',
        'products.code',
        'products.name',
        'models.name as model',
        'lines.name as line',
        'modelColors.frameName',
        'modelColors.baseName',
      ])
      .where('products.id', 'in', chunk)
      .execute(),
  );
  const sizes = await inChunks(unique, 1000, (chunk) =>
    db
      .selectFrom('productSizes')
      .select(['productId', 'name', 'position'])
      .where('productId', 'in', chunk)
      .execute(),
  );
  return { products, sizes };
}

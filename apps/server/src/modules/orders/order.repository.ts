import { sql, type Generated, type Insertable, type Selectable, type Updateable } from 'kysely';
import { OPEN_ORDER_STATUSES, type OrderExportQuery, type OrderListQuery } from '@taller/shared';
import type { AuditColumns } from '../../db/columns';
import type { Db } from '../../db/database';
import {
  findPage,
  matchesIndexedSearch,
  deleteOwnedExcept,
  findIn,
  findLiveForWrite,
  inChunks,
  takeNext,
} from '../../resource';
import type { Dialect } from '../../db/schema';

export interface OrderCountersTable {
  year: number;
  lastNumber: number;
}

export interface OrdersTable extends AuditColumns {
  id: Generated<number>;
  number: string;
  version: number;
  status: string;
  clientId: number;
  institutionId: number | null;
  /** 'YYYY-MM-DD'. */
  promisedDate: string;
  notes: string | null;
  totalCents: number;
  peopleCount: number;
  clientKey: string;
  searchText: string;
  /** Kept by billing (migration 009): live bills' totals and approved payments. */
  billedCents: Generated<number>;
  paidCents: Generated<number>;
  /** Migration 015: approved overpayments, the client's 'Saldo a favor' (decision 021). */
  creditCents: Generated<number>;
  /** Migration 033: its items' pieces, packs expanded (order-pieces.ts). */
  piecesOrdered: Generated<number>;
  /** Migration 033: pieces through the last live production stage (production/pieces-done.ts). */
  piecesDone: Generated<number>;
}

export interface OrderItemsTable {
  id: Generated<number>;
  orderId: number;
  position: number;
  productId: number | null;
  packageId: number | null;
  quantity: number;
  unitPriceCents: number;
  discountCents: number;
  subtotalCents: number;
}

export interface OrderPeopleTable {
  id: Generated<number>;
  orderItemId: number;
  position: number;
  name: string;
  heightCm: number;
  /** Migration 019: a school's course ('5.º B'), when given. */
  course: string | null;
  size: string | null;
  suggestedSize: string | null;
  /** 0 or 1. */
  sizeOverridden: number;
  notes: string | null;
}

export interface OrderStatusHistoryTable {
  id: Generated<number>;
  orderId: number;
  fromStatus: string | null;
  toStatus: string;
  note: string | null;
  changedBy: string | null;
  changedAt: string;
}

declare module '../../db/schema' {
  interface Database {
    orderCounters: OrderCountersTable;
    orders: OrdersTable;
    orderItems: OrderItemsTable;
    orderPeople: OrderPeopleTable;
    orderStatusHistory: OrderStatusHistoryTable;
  }
}

export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;
export type OrderPersonRow = Selectable<OrderPeopleTable>;
export type NewOrderPerson = Omit<Insertable<OrderPeopleTable>, 'orderItemId' | 'position'>;
type PlacedPerson = NewOrderPerson & { position: number };

/** The next number of `year`, inside the creating transaction (see takeNext). */
export const takeNextNumber = (db: Db, year: number) =>
  takeNext(db, 'orderCounters', ['year', year]);

export const insertHistory = (db: Db, values: Insertable<OrderStatusHistoryTable>) =>
  db.insertInto('orderStatusHistory').values(values).execute();

export const findItemsOfOrders = (db: Db, orderIds: number[]) =>
  findIn(db, 'orderItems', ['orderId', orderIds], { orderBy: ['orderId', 'position'] });

export const findPeopleOfItems = (db: Db, itemIds: number[]) =>
  findIn(db, 'orderPeople', ['orderItemId', itemIds], { orderBy: ['orderItemId', 'position'] });

/**
 * How many people of each order had their bag handed over (issue 35). Deliveries build on orders
 * (they read its orders and create exchange orders), so this count is a query of their table.
 */
export const countDeliveredPeople = (db: Db, orderIds: readonly number[]) =>
  inChunks(orderIds, 1000, (chunk) =>
    db
      .selectFrom('personDeliveries')
      .select((eb) => ['orderId', eb.fn.countAll<number | string>().as('count')])
      .where('orderId', 'in', chunk)
      .where('state', '=', 'DELIVERED')
      .where('deletedAt', 'is', null)
      .groupBy('orderId')
      .execute(),
  );

/** The order's latest status change. */
export const findLastHistory = (db: Db, orderId: number) =>
  db
    .selectFrom('orderStatusHistory')
    .selectAll()
    .where('orderId', '=', orderId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

export const findHistoryOfOrders = (db: Db, orderIds: number[]) =>
  findIn(db, 'orderStatusHistory', ['orderId', orderIds], { orderBy: ['orderId', 'id'] });

export const insertItem = (db: Db, values: Insertable<OrderItemsTable>) =>
  db.insertInto('orderItems').values(values).returning('id').executeTakeFirstOrThrow();

/** Updates an item of the order (only of it); answers how many rows changed (0 or 1). */
export async function updateItem(
  db: Db,
  orderId: number,
  id: number,
  changes: Updateable<OrderItemsTable>,
) {
  const result = await db
    .updateTable('orderItems')
    .set(changes)
    .where('id', '=', id)
    .where('orderId', '=', orderId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes the order's items but `keepIds`; answers how many went. */

export const deleteItemsExcept = (db: Db, orderId: number, keepIds: number[]) =>
  deleteOwnedExcept(db, 'orderItems', ['orderId', orderId], keepIds);

export async function insertPeople(db: Db, orderItemId: number, people: PlacedPerson[]) {
  await inChunks(people, 500, (chunk) =>
    db
      .insertInto('orderPeople')
      .values(chunk.map((person) => ({ ...person, orderItemId })))
      .execute(),
  );
}

/** Updates a person of the item (only of it); answers how many rows changed (0 or 1). */
export async function updatePerson(
  db: Db,
  orderItemId: number,
  id: number,
  changes: Updateable<OrderPeopleTable>,
) {
  const result = await db
    .updateTable('orderPeople')
    .set(changes)
    .where('id', '=', id)
    .where('orderItemId', '=', orderItemId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes the item's people but `keepIds`; answers how many went. */

export const deletePeopleExcept = (db: Db, orderItemId: number, keepIds: number[]) =>
  deleteOwnedExcept(db, 'orderPeople', ['orderItemId', orderItemId], keepIds);

/**
 * Orders not delivered nor cancelled (in the trash too: they may come back) holding a product,
 * directly or inside one of their packs.
 */
export const findOpenOrdersWithProduct = (db: Db, productId: number) =>
  db
    .selectFrom('orderItems')
    .innerJoin('orders', 'orders.id', 'orderItems.orderId')
    .leftJoin('packageItems', 'packageItems.packageId', 'orderItems.packageId')
    .select('orders.number')
    .distinct()
    .where((eb) =>
      eb.or([
        eb('orderItems.productId', '=', productId),
        eb('packageItems.productId', '=', productId),
      ]),
    )
    .where('orders.status', 'in', [...OPEN_ORDER_STATUSES])
    .orderBy('orders.number')
    .execute();

/** Orders not delivered nor cancelled (in the trash too: they may come back) holding a pack. */
export const findOpenOrdersWithPackage = (db: Db, packageId: number) =>
  db
    .selectFrom('orderItems')
    .innerJoin('orders', 'orders.id', 'orderItems.orderId')
    .select('orders.number')
    .distinct()
    .where('orderItems.packageId', '=', packageId)
    .where('orders.status', 'in', [...OPEN_ORDER_STATUSES])
    .orderBy('orders.number')
    .execute();

/** The live products and packs an order's items name, share-locked on PostgreSQL. */
export const findLiveProductsForWrite = (db: Db, ids: number[], dialect: Dialect) =>
  findLiveForWrite(db, dialect, 'products', ids, ['id', 'code', 'status', 'priceCents']);

export const findLivePackagesForWrite = (db: Db, ids: number[], dialect: Dialect) =>
  findLiveForWrite(db, dialect, 'packages', ids, [
    'id',
    'code',
    'status',
    'priceMode',
    'priceCents',
  ]);

const SORT_COLUMNS = {
  number: 'number',
  client: 'clientKey',
  promisedDate: 'promisedDate',
  status: 'status',
  totalCents: 'totalCents',
  createdAt: 'createdAt',
} as const;

const today = () => new Date().toISOString().slice(0, 10);

/** Open and promised before today: 'Atrasados'. */
export const isOverdue = (row: { status: string; promisedDate: string }, on = today()) =>
  row.promisedDate < on && OPEN_ORDER_STATUSES.some((status) => status === row.status);

/** A list's filters; `clientId` keeps one client's orders only (the client area). */
export type OrderFilters = OrderExportQuery & { clientId?: number };

function filtered(db: Db, dialect: Dialect, query: OrderFilters) {
  let base = db
    .selectFrom('orders')
    .where('orders.deletedAt', query.deleted ? 'is not' : 'is', null);
  if (query.clientId !== undefined) base = base.where('orders.clientId', '=', query.clientId);
  if (query.q) base = base.where(matchesIndexedSearch(dialect, 'orders', query.q));
  if (query.status) base = base.where('orders.status', '=', query.status);
  if (query.ids) base = base.where('orders.id', 'in', query.ids);
  if (query.from) base = base.where('orders.promisedDate', '>=', query.from);
  if (query.to) base = base.where('orders.promisedDate', '<=', query.to);
  if (query.overdue) {
    base = base
      .where('orders.promisedDate', '<', today())
      .where('orders.status', 'in', [...OPEN_ORDER_STATUSES]);
  }
  if (query.lineId) {
    const lineId = query.lineId;
    // An item of a product of the line's models, directly or inside a pack.
    base = base.where(({ exists, selectFrom, or }) =>
      or([
        exists(
          selectFrom('orderItems')
            .innerJoin('products', 'products.id', 'orderItems.productId')
            .innerJoin('models', 'models.id', 'products.modelId')
            .select(sql`1`.as('one'))
            .whereRef('orderItems.orderId', '=', 'orders.id')
            .where('models.lineId', '=', lineId),
        ),
        exists(
          selectFrom('orderItems')
            .innerJoin('packageItems', 'packageItems.packageId', 'orderItems.packageId')
            .innerJoin('products', 'products.id', 'packageItems.productId')
            .innerJoin('models', 'models.id', 'products.modelId')
            .select(sql`1`.as('one'))
            .whereRef('orderItems.orderId', '=', 'orders.id')
            .where('models.lineId', '=', lineId),
        ),
      ]),
    );
  }
  return base;
}

function sorted(db: Db, dialect: Dialect, query: OrderFilters) {
  const column = `orders.${SORT_COLUMNS[query.sort.field]}` as const;
  return filtered(db, dialect, query)
    .selectAll('orders')
    .orderBy(column, query.sort.direction)
    .orderBy('orders.id', query.sort.direction);
}

export const findOrderPage = (
  db: Db,
  dialect: Dialect,
  query: OrderListQuery & { clientId?: number },
) => findPage(filtered(db, dialect, query), sorted(db, dialect, query), query);

export const findOrdersForExport = (db: Db, dialect: Dialect, query: OrderExportQuery) =>
  sorted(db, dialect, query).execute();

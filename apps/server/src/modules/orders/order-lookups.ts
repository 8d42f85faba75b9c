import type { Db } from '../../db/database';
import type { Dialect } from '../../db/schema';
import { findIn, lockLive } from '../../resource';

// What other modules read of an order (billing, support, materials): the orders module's reads.

/** The numbers of these orders, deleted or not. */
export const findOrderNumbers = (db: Db, ids: readonly number[]) =>
  findIn(db, 'orders', ['id', ids], { select: ['id', 'number'] });

/** The order with this id, deleted or not, if there is one. */
export const findOrderRef = (db: Db, orderId: number) =>
  db.selectFrom('orders').select('id').where('id', '=', orderId).executeTakeFirst();

/** The live order with this id when it is the client's own. */
export const findLiveOrderOfClient = (db: Db, orderId: number, clientId: number) =>
  db
    .selectFrom('orders')
    .select('id')
    .where('id', '=', orderId)
    .where('clientId', '=', clientId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();

/** The number, status and whether deleted of these orders (a cut plan's choice). */
export const findOrderStates = (db: Db, ids: readonly number[]) =>
  findIn(db, 'orders', ['id', ids], { select: ['id', 'number', 'status', 'deletedAt'] });

/** The live orders in production, by number. */
export const findOrdersInProduction = (db: Db) =>
  db
    .selectFrom('orders')
    .select(['id', 'number'])
    .where('status', '=', 'IN_PRODUCTION')
    .where('deletedAt', 'is', null)
    .orderBy('number')
    .execute();

/**
 * The live order with this id, locked for the caller's transaction (FOR UPDATE on PostgreSQL),
 * or undefined: writers that depend on the order's state (production's stage counts) take it
 * first, so that two of them run one after the other.
 */
export const lockLiveOrder = (trx: Db, dialect: Dialect, orderId: number) =>
  lockLive(trx, 'orders', orderId, dialect);

/** A client's live orders not cancelled, with their money, newest first (a WhatsApp proof's choice). */
export const findLiveOrdersOfClient = (db: Db, clientId: number) =>
  db
    .selectFrom('orders')
    .select(['id', 'number', 'totalCents', 'billedCents', 'paidCents'])
    .where('clientId', '=', clientId)
    .where('deletedAt', 'is', null)
    .where('status', '!=', 'CANCELLED')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();

import { sql } from 'kysely';
import { OPEN_ORDER_STATUSES } from '@taller/shared';
import type { Db } from '../../db/database';
import './order.repository';

/**
 * The orders' figures of 'Inicio' (issue 38), each one aggregate query matching the orders
 * list's filter it links to: `from`/`to` on the promised date, `overdue`, `status`.
 */

/** Live orders promised from `from` to `to` (both included), whatever their status. */
export async function countOrdersPromisedBetween(db: Db, from: string, to: string) {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('deletedAt', 'is', null)
    .where('promisedDate', '>=', from)
    .where('promisedDate', '<=', to)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Live open orders promised before `today`: the list's 'Atrasados'. */
export async function countOverdueOrders(db: Db, today: string) {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('deletedAt', 'is', null)
    .where('status', 'in', OPEN_ORDER_STATUSES)
    .where('promisedDate', '<', today)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Live orders per status with their pieces and the pieces through the last production stage,
 * read from the totals each order keeps (order-pieces.ts, production/pieces-done.ts) in one
 * GROUP BY over the covering index `orders_live_status_promised` (migration 033). A correction
 * below zero counts as none.
 */
export async function ordersByStatus(db: Db) {
  const rows = await db
    .selectFrom('orders')
    .select((eb) => [
      'status',
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('piecesOrdered').as('pieces'),
      eb.fn
        .sum<number>(sql`case when pieces_done > 0 then pieces_done else 0 end`)
        .as('piecesDone'),
    ])
    .where('deletedAt', 'is', null)
    .groupBy('status')
    .execute();
  return rows.map((r) => ({
    status: r.status,
    count: Number(r.count),
    pieces: Number(r.pieces ?? 0),
    piecesDone: Number(r.piecesDone ?? 0),
  }));
}

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
 * Live orders per status with their pieces: a product item counts its quantity, a pack item each
 * product of the pack times the pack's quantity.
 */
export async function ordersByStatus(db: Db) {
  const counts = await db
    .selectFrom('orders')
    .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
    .where('deletedAt', 'is', null)
    .groupBy('status')
    .execute();
  const pieces = await sql<{ status: string; pieces: unknown }>`select o.status,
      sum(oi.quantity * coalesce(pi.quantity, 1)) as pieces
    from orders o join order_items oi on oi.order_id = o.id
    left join package_items pi on pi.package_id = oi.package_id
    where o.deleted_at is null group by o.status`.execute(db);
  const piecesOf = new Map(pieces.rows.map((r) => [r.status, Number(r.pieces ?? 0)]));
  return counts.map((r) => ({
    status: r.status,
    count: Number(r.count),
    pieces: piecesOf.get(r.status) ?? 0,
  }));
}

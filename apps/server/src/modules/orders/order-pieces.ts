import { sql } from 'kysely';
import type { Db } from '../../db/database';
import './order.repository';

/**
 * Keeps `orders.pieces_ordered` (migration 033), read by 'Inicio': an order's pieces are its
 * items' quantities, a pack item's times the quantity of each product in the pack. Recomputed in
 * the transaction that changes them: an order's items (storeItems), or a pack's contents (the
 * orders holding that pack, trashed ones too).
 */
export async function refreshPiecesOrdered(
  db: Db,
  of: { orderId: number } | { packageId: number },
) {
  const which =
    'orderId' in of
      ? sql`id = ${of.orderId}`
      : sql`id in (select order_id from order_items where package_id = ${of.packageId})`;
  await sql`update orders set pieces_ordered = coalesce((select
      sum(oi.quantity * coalesce(pi.quantity, 1)) from order_items oi
      left join package_items pi on pi.package_id = oi.package_id
      where oi.order_id = orders.id), 0)
    where ${which}`.execute(db);
}

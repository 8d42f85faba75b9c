import { sql } from 'kysely';
import { addIndex } from './helpers';
import type { Migration } from './types';

/**
 * 'Inicio' at 100,000 orders (issue 38): each order keeps its pieces (`pieces_ordered`: its items'
 * quantities, a pack's times each of its products') and the pieces recorded through the last live
 * production stage (`pieces_done`, the sum of that stage's ledger; 0 without stages), written in
 * the transactions that change them. 'Orders by status with their progress' is then one GROUP BY
 * read from one covering index of the live orders, which also answers 'Atrasados' (status and
 * promised date); what clients owe is summed from a covering index of the bills.
 */
export const m033OrderRollups: Migration = {
  version: 33,
  name: 'order-rollups',
  async up(db) {
    await db.schema
      .alterTable('orders')
      .addColumn('pieces_ordered', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('orders')
      .addColumn('pieces_done', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`update orders set pieces_ordered = coalesce((select
        sum(oi.quantity * coalesce(pi.quantity, 1)) from order_items oi
        left join package_items pi on pi.package_id = oi.package_id
        where oi.order_id = orders.id), 0)
      where id in (select order_id from order_items)`.execute(db);
    await sql`update orders set pieces_done = coalesce((select sum(sp.count) from stage_progress sp
        where sp.order_id = orders.id and sp.stage_id = (select s.id from production_stages s
          where s.deleted_at is null order by s.position desc, s.id desc limit 1)), 0)
      where id in (select order_id from stage_progress)`.execute(db);
    // deleted_at is a column too, so that SQLite reads the index alone (a covering index).
    await addIndex(
      db,
      'orders_live_status_promised',
      'orders',
      ['status', 'promised_date', 'pieces_ordered', 'pieces_done', 'deleted_at'],
      { whereNull: 'deleted_at' },
    );
    await addIndex(db, 'bills_owed', 'bills', ['status', 'issued_at', 'total_cents', 'paid_cents']);
  },
};

import { sql } from 'kysely';
import { addAuditColumns, addId } from '../columns';
import { addIndex, ownedBy } from './helpers';
import type { Migration } from './types';

/**
 * Delivery person by person (issue 35): each event of a person's bag at the school door — handed
 * over (who received it, an optional note), absent, or a size change with the small order it
 * made (`exchange_order_id`, the link between the original order and the exchange). Events are
 * appended, never edited. A person is handed their bag once: a partial unique index among the
 * live DELIVERED rows refuses the second, even when two scanners send it at the same moment.
 */
export const m023Deliveries: Migration = {
  version: 23,
  name: 'deliveries',
  async up(db, dialect) {
    await addAuditColumns(
      addId(db.schema.createTable('person_deliveries'), dialect)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        .addColumn('order_person_id', 'integer', ownedBy('order_people'))
        .addColumn('state', 'text', (c) =>
          c.notNull().check(sql`state in ('DELIVERED', 'ABSENT', 'SIZE_CHANGE')`),
        )
        .addColumn('received_by', 'text')
        .addColumn('note', 'text')
        .addColumn('product_id', 'integer', (c) => c.references('products.id'))
        .addColumn('new_size', 'text')
        .addColumn('exchange_order_id', 'integer', (c) => c.references('orders.id')),
      dialect,
    ).execute();
    await addIndex(db, 'person_deliveries_order', 'person_deliveries', ['order_id']);
    await addIndex(db, 'person_deliveries_person', 'person_deliveries', ['order_person_id']);
    // Portable to both databases: SQLite and PostgreSQL take the same partial index.
    await sql`create unique index person_deliveries_once on person_deliveries (order_person_id) where state = 'DELIVERED' and deleted_at is null`.execute(
      db,
    );
  },
};

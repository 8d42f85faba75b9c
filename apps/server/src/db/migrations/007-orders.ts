import { sql } from 'kysely';
import { addAuditColumns, addId, timestampType } from '../columns';
import { addIndex, addLiveIndex, doubleType, ownedBy } from './helpers';
import type { Migration } from './types';

/**
 * Orders (issue 18). The number (PED-YYYY-NNNNN) comes from `order_counters`, one row a year
 * incremented inside the creating transaction (an upsert that locks the row on PostgreSQL; SQLite
 * has one writer), so numbers have no gap and no duplicate. Status changes are appended to
 * `order_status_history`, never edited. Dates people promise are 'YYYY-MM-DD' text on both.
 */
export const m007Orders: Migration = {
  version: 7,
  name: 'orders',
  async up(db, dialect) {
    await db.schema
      .createTable('order_counters')
      .addColumn('year', 'integer', (c) => c.primaryKey())
      .addColumn('last_number', 'integer', (c) => c.notNull())
      .execute();

    await addAuditColumns(
      addId(db.schema.createTable('orders'), dialect)
        .addColumn('number', 'text', (c) => c.notNull().unique())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .check(
              sql`status in ('PENDING', 'IN_PRODUCTION', 'FINISHED', 'DELIVERED', 'CANCELLED')`,
            ),
        )
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
        .addColumn('institution_id', 'integer', (c) => c.references('institutions.id'))
        .addColumn('promised_date', 'text', (c) => c.notNull())
        .addColumn('notes', 'text')
        .addColumn('total_cents', 'integer', (c) => c.notNull().check(sql`total_cents >= 0`))
        .addColumn('people_count', 'integer', (c) => c.notNull().defaultTo(0))
        // The client's name, normalised: the list sorts by it.
        .addColumn('client_key', 'text', (c) => c.notNull())
        // Number, client and institution, normalised: the list searches it.
        .addColumn('search_text', 'text', (c) => c.notNull()),
      dialect,
    ).execute();
    await addLiveIndex(db, 'orders_live_number', 'orders', ['number']);
    await addLiveIndex(db, 'orders_live_status_number', 'orders', ['status', 'number']);
    await addLiveIndex(db, 'orders_live_promised', 'orders', ['promised_date', 'id']);
    await addLiveIndex(db, 'orders_live_client', 'orders', ['client_key', 'id']);
    await addLiveIndex(db, 'orders_live_created', 'orders', ['created_at', 'id']);
    await addLiveIndex(db, 'orders_live_total', 'orders', ['total_cents', 'id']);
    await addIndex(db, 'orders_client', 'orders', ['client_id']);

    await addId(db.schema.createTable('order_items'), dialect)
      .addColumn('order_id', 'integer', ownedBy('orders'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('product_id', 'integer', (c) => c.references('products.id'))
      .addColumn('package_id', 'integer', (c) => c.references('packages.id'))
      .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
      .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
      .addColumn('discount_cents', 'integer', (c) => c.notNull())
      .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
      .addCheckConstraint(
        'order_items_one_target',
        sql`(product_id is null) <> (package_id is null)`,
      )
      .execute();
    await addIndex(db, 'order_items_order', 'order_items', ['order_id', 'position']);
    await addIndex(db, 'order_items_product', 'order_items', ['product_id', 'order_id']);
    await addIndex(db, 'order_items_package', 'order_items', ['package_id', 'order_id']);

    await addId(db.schema.createTable('order_people'), dialect)
      .addColumn('order_item_id', 'integer', ownedBy('order_items'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('height_cm', doubleType(dialect), (c) => c.notNull())
      .addColumn('size', 'text')
      .addColumn('suggested_size', 'text')
      // 0 or 1 on both databases (SQLite binds no booleans).
      .addColumn('size_overridden', 'integer', (c) => c.notNull())
      .addColumn('notes', 'text')
      .execute();
    await addIndex(db, 'order_people_item', 'order_people', ['order_item_id', 'position']);

    await addId(db.schema.createTable('order_status_history'), dialect)
      .addColumn('order_id', 'integer', ownedBy('orders'))
      .addColumn('from_status', 'text')
      .addColumn('to_status', 'text', (c) => c.notNull())
      .addColumn('note', 'text')
      .addColumn('changed_by', 'text')
      .addColumn('changed_at', timestampType(dialect), (c) => c.notNull())
      .execute();
    await addIndex(db, 'order_status_history_order', 'order_status_history', ['order_id', 'id']);
  },
};

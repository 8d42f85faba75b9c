import { sql } from 'kysely';
import { addAuditColumns, addId } from '../columns';
import {
  activeOrInactive,
  addFtsSearchIndex,
  addIndex,
  addLiveIndex,
  addTrigramIndexes,
  doubleType,
  ownedBy,
} from './helpers';
import type { Migration } from './types';

/**
 * The catalogue (issue 17): products with their size tables, and packs of products. Codes are
 * unique among live rows (partial indexes); lists sort by a normalised name and search one
 * normalised column (search_text: code and name), through a trigram index on PostgreSQL and an
 * FTS5 trigram index on SQLite, as clients do (migration 005). Money is integer cents.
 */
export const m006Catalogue: Migration = {
  version: 6,
  name: 'catalogue',
  async up(db, dialect) {
    await addAuditColumns(
      addId(db.schema.createTable('products'), dialect)
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('model_id', 'integer', (c) => c.references('models.id'))
        // A model's update removes the colours it no longer lists: the product keeps its model.
        .addColumn('model_color_id', 'integer', (c) =>
          c.references('model_colors.id').onDelete('set null'),
        )
        .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
        .addColumn('unit', 'text', (c) => c.notNull())
        // JSON text of an array of strings.
        .addColumn('description', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('status', 'text', activeOrInactive)
        .addColumn('search_text', 'text', (c) => c.notNull()),
      dialect,
    ).execute();
    await addLiveIndex(db, 'products_code_unique', 'products', ['code'], { unique: true });
    await addLiveIndex(db, 'products_live_name', 'products', ['name_key', 'id']);
    await addLiveIndex(db, 'products_live_status_name', 'products', ['status', 'name_key', 'id']);
    await addLiveIndex(db, 'products_live_kind_name', 'products', ['kind', 'name_key', 'id']);
    await addLiveIndex(db, 'products_live_created', 'products', ['created_at']);
    await addLiveIndex(db, 'products_live_model', 'products', ['model_id', 'name_key']);

    await addId(db.schema.createTable('product_sizes'), dialect)
      .addColumn('product_id', 'integer', ownedBy('products'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('min_height_cm', doubleType(dialect), (c) => c.notNull())
      .addColumn('max_height_cm', doubleType(dialect), (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();
    await addIndex(db, 'product_sizes_product', 'product_sizes', ['product_id', 'position']);

    await addAuditColumns(
      addId(db.schema.createTable('packages'), dialect)
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('price_mode', 'text', (c) =>
          c.notNull().check(sql`price_mode in ('FIXED', 'SUM')`),
        )
        // The fixed price; null with SUM (the price follows the products).
        .addColumn('price_cents', 'integer', (c) => c.check(sql`price_cents >= 0`))
        .addColumn('status', 'text', activeOrInactive)
        .addColumn('search_text', 'text', (c) => c.notNull()),
      dialect,
    ).execute();
    await addLiveIndex(db, 'packages_code_unique', 'packages', ['code'], { unique: true });
    await addLiveIndex(db, 'packages_live_name', 'packages', ['name_key', 'id']);
    await addLiveIndex(db, 'packages_live_status_name', 'packages', ['status', 'name_key', 'id']);

    await addId(db.schema.createTable('package_items'), dialect)
      .addColumn('package_id', 'integer', ownedBy('packages'))
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
      .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();
    await addIndex(
      db,
      'package_items_package_product',
      'package_items',
      ['package_id', 'product_id'],
      { unique: true },
    );
    // Which packs use a product: the delete check.
    await addIndex(db, 'package_items_product', 'package_items', ['product_id', 'package_id']);

    if (dialect === 'postgres') await addTrigramIndexes(db, ['products', 'packages']);
    else await addFtsSearchIndex(db, 'products');
  },
};

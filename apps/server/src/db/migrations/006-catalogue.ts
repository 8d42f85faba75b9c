import { sql, type Kysely } from 'kysely';
import { addAuditColumns, addId } from '../columns';
import type { Dialect } from '../schema';
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
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('ACTIVE')
            .check(sql`status in ('ACTIVE', 'INACTIVE')`),
        )
        .addColumn('search_text', 'text', (c) => c.notNull()),
      dialect,
    ).execute();
    await liveIndex(db, 'products_code_unique', 'products', ['code'], true);
    await liveIndex(db, 'products_live_name', 'products', ['name_key', 'id']);
    await liveIndex(db, 'products_live_status_name', 'products', ['status', 'name_key', 'id']);
    await liveIndex(db, 'products_live_kind_name', 'products', ['kind', 'name_key', 'id']);
    await liveIndex(db, 'products_live_created', 'products', ['created_at']);
    await liveIndex(db, 'products_live_model', 'products', ['model_id', 'name_key']);

    const height = dialect === 'postgres' ? sql`double precision` : sql`real`;
    await addId(db.schema.createTable('product_sizes'), dialect)
      .addColumn('product_id', 'integer', (c) =>
        c.notNull().references('products.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('min_height_cm', height, (c) => c.notNull())
      .addColumn('max_height_cm', height, (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('product_sizes_product')
      .on('product_sizes')
      .columns(['product_id', 'position'])
      .execute();

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
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('ACTIVE')
            .check(sql`status in ('ACTIVE', 'INACTIVE')`),
        )
        .addColumn('search_text', 'text', (c) => c.notNull()),
      dialect,
    ).execute();
    await liveIndex(db, 'packages_code_unique', 'packages', ['code'], true);
    await liveIndex(db, 'packages_live_name', 'packages', ['name_key', 'id']);
    await liveIndex(db, 'packages_live_status_name', 'packages', ['status', 'name_key', 'id']);

    await addId(db.schema.createTable('package_items'), dialect)
      .addColumn('package_id', 'integer', (c) =>
        c.notNull().references('packages.id').onDelete('cascade'),
      )
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
      .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('package_items_package_product')
      .on('package_items')
      .columns(['package_id', 'product_id'])
      .unique()
      .execute();
    // Which packs use a product: the delete check.
    await db.schema
      .createIndex('package_items_product')
      .on('package_items')
      .columns(['product_id', 'package_id'])
      .execute();

    await addSearchIndexes(db, dialect);
  },
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function addSearchIndexes(db: Kysely<any>, dialect: Dialect) {
  if (dialect === 'postgres') {
    // As migration 005: without the right to create pg_trgm the lists scan instead.
    await sql`savepoint catalogue_trigram`.execute(db);
    try {
      await sql`create extension if not exists pg_trgm`.execute(db);
      for (const table of ['products', 'packages']) {
        await sql`create index ${sql.id(`${table}_search_trgm`)} on ${sql.table(table)} using gin (search_text gin_trgm_ops)`.execute(
          db,
        );
      }
      await sql`release savepoint catalogue_trigram`.execute(db);
    } catch {
      await sql`rollback to savepoint catalogue_trigram`.execute(db);
    }
    return;
  }
  await sql`create virtual table products_search using fts5(search_text, content='products', content_rowid='id', tokenize='trigram')`.execute(
    db,
  );
  const remove = sql`insert into products_search(products_search, rowid, search_text) values ('delete', old.id, old.search_text);`;
  const add = sql`insert into products_search(rowid, search_text) values (new.id, new.search_text);`;
  await sql`create trigger products_search_insert after insert on products begin ${add} end`.execute(
    db,
  );
  await sql`create trigger products_search_delete after delete on products begin ${remove} end`.execute(
    db,
  );
  await sql`create trigger products_search_update after update of search_text on products begin ${remove} ${add} end`.execute(
    db,
  );
}

async function liveIndex(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  name: string,
  table: string,
  columns: string[],
  unique = false,
) {
  let index = db.schema.createIndex(name).on(table).columns(columns);
  if (unique) index = index.unique();
  await index.where(sql.ref('deleted_at'), 'is', null).execute();
}

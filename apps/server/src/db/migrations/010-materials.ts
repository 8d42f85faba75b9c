import { sql, type Kysely } from 'kysely';
import { addAuditColumns, addId, timestampType } from '../columns';
import type { Migration } from './types';

/**
 * Materials and their stock ledger (issue 21). Quantities are whole thousandths of the
 * material's unit (`*_milli`). `stock_milli` is the sum of the material's movements, written only
 * in the transaction that appends a movement (a conditional update, so that concurrent OUT
 * movements cannot pass below zero); each movement keeps the balance it left (`balance_after`),
 * the ledger's running balance. Movements are never updated or deleted: a reversal is a new row
 * pointing at the one it undoes (at most one, a unique index). Bills of materials are
 * `product_materials` (per unit) with per-size quantities in `product_material_sizes`.
 * Materials are few (hundreds): their search scans `search_text` without a trigram index.
 */
export const m010Materials: Migration = {
  version: 10,
  name: 'materials',
  async up(db, dialect) {
    await addAuditColumns(
      addId(db.schema.createTable('materials'), dialect)
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull())
        .addColumn('unit', 'text', (c) => c.notNull())
        .addColumn('color', 'text')
        .addColumn('supplier', 'text')
        .addColumn('supplier_key', 'text')
        .addColumn('min_stock_milli', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`min_stock_milli >= 0`),
        )
        .addColumn('location', 'text')
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('ACTIVE')
            .check(sql`status in ('ACTIVE', 'INACTIVE')`),
        )
        .addColumn('stock_milli', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('search_text', 'text', (c) => c.notNull()),
      dialect,
    ).execute();
    await liveIndex(db, 'materials_code_unique', 'materials', ['code'], true);
    await liveIndex(db, 'materials_live_name', 'materials', ['name_key', 'id']);

    const ts = timestampType(dialect);
    await addId(db.schema.createTable('stock_movements'), dialect)
      .addColumn('material_id', 'integer', (c) => c.notNull().references('materials.id'))
      .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('IN', 'OUT', 'ADJUSTMENT')`))
      .addColumn('quantity_milli', 'integer', (c) => c.notNull())
      .addColumn('balance_after_milli', 'integer', (c) => c.notNull())
      .addColumn('unit_cost_cents', 'integer')
      .addColumn('supplier', 'text')
      .addColumn('document', 'text')
      .addColumn('reason', 'text')
      .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
      .addColumn('reverses_id', 'integer', (c) => c.references('stock_movements.id'))
      // 0 or 1: the movement was allowed to leave the stock below zero.
      .addColumn('allowed_negative', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_by', 'text')
      .addColumn('created_at', ts, (c) => c.notNull())
      .addCheckConstraint(
        'stock_movements_sign',
        sql`(type = 'IN' and quantity_milli > 0) or (type = 'OUT' and quantity_milli < 0) or (type = 'ADJUSTMENT' and quantity_milli <> 0)`,
      )
      .execute();
    const index = (name: string, columns: string[]) =>
      db.schema.createIndex(name).on('stock_movements').columns(columns).execute();
    await index('stock_movements_material', ['material_id', 'id']);
    await index('stock_movements_created', ['created_at', 'id']);
    await index('stock_movements_order', ['order_id', 'material_id']);
    await db.schema
      .createIndex('stock_movements_reverses_unique')
      .on('stock_movements')
      .column('reverses_id')
      .unique()
      .where(sql.ref('reverses_id'), 'is not', null)
      .execute();

    await addId(db.schema.createTable('product_materials'), dialect)
      .addColumn('product_id', 'integer', (c) =>
        c.notNull().references('products.id').onDelete('cascade'),
      )
      .addColumn('material_id', 'integer', (c) => c.notNull().references('materials.id'))
      .addColumn('quantity_milli', 'integer', (c) => c.notNull().check(sql`quantity_milli > 0`))
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('product_materials_product_material')
      .on('product_materials')
      .columns(['product_id', 'material_id'])
      .unique()
      .execute();
    await db.schema
      .createIndex('product_materials_material')
      .on('product_materials')
      .columns(['material_id', 'product_id'])
      .execute();

    await addId(db.schema.createTable('product_material_sizes'), dialect)
      .addColumn('product_material_id', 'integer', (c) =>
        c.notNull().references('product_materials.id').onDelete('cascade'),
      )
      // A product's update removes the sizes it no longer lists: their quantities go with them.
      .addColumn('product_size_id', 'integer', (c) =>
        c.notNull().references('product_sizes.id').onDelete('cascade'),
      )
      .addColumn('quantity_milli', 'integer', (c) => c.notNull().check(sql`quantity_milli > 0`))
      .execute();
    await db.schema
      .createIndex('product_material_sizes_unique')
      .on('product_material_sizes')
      .columns(['product_material_id', 'product_size_id'])
      .unique()
      .execute();
    await db.schema
      .createIndex('product_material_sizes_size')
      .on('product_material_sizes')
      .column('product_size_id')
      .execute();
  },
};

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

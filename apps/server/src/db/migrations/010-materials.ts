import { sql } from 'kysely';
import { addAuditColumns, addId, timestampType } from '../columns';
import { activeOrInactive, addIndex, addLiveIndex, ownedBy } from './helpers';
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
        .addColumn('status', 'text', activeOrInactive)
        .addColumn('stock_milli', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('search_text', 'text', (c) => c.notNull()),
      dialect,
    ).execute();
    await addLiveIndex(db, 'materials_code_unique', 'materials', ['code'], { unique: true });
    await addLiveIndex(db, 'materials_live_name', 'materials', ['name_key', 'id']);

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
    await addIndex(db, 'stock_movements_material', 'stock_movements', ['material_id', 'id']);
    await addIndex(db, 'stock_movements_created', 'stock_movements', ['created_at', 'id']);
    await addIndex(db, 'stock_movements_order', 'stock_movements', ['order_id', 'material_id']);
    await addIndex(db, 'stock_movements_reverses_unique', 'stock_movements', ['reverses_id'], {
      unique: true,
      whereNotNull: 'reverses_id',
    });

    await addId(db.schema.createTable('product_materials'), dialect)
      .addColumn('product_id', 'integer', ownedBy('products'))
      .addColumn('material_id', 'integer', (c) => c.notNull().references('materials.id'))
      .addColumn('quantity_milli', 'integer', (c) => c.notNull().check(sql`quantity_milli > 0`))
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();
    await addIndex(
      db,
      'product_materials_product_material',
      'product_materials',
      ['product_id', 'material_id'],
      { unique: true },
    );
    await addIndex(db, 'product_materials_material', 'product_materials', [
      'material_id',
      'product_id',
    ]);

    await addId(db.schema.createTable('product_material_sizes'), dialect)
      .addColumn('product_material_id', 'integer', ownedBy('product_materials'))
      // A product's update removes the sizes it no longer lists: their quantities go with them.
      .addColumn('product_size_id', 'integer', ownedBy('product_sizes'))
      .addColumn('quantity_milli', 'integer', (c) => c.notNull().check(sql`quantity_milli > 0`))
      .execute();
    await addIndex(
      db,
      'product_material_sizes_unique',
      'product_material_sizes',
      ['product_material_id', 'product_size_id'],
      { unique: true },
    );
    await addIndex(db, 'product_material_sizes_size', 'product_material_sizes', [
      'product_size_id',
    ]);
  },
};

import { addAuditColumns, addId } from '../columns';
import { addIndex, addLiveIndex } from './helpers';
import type { Migration } from './types';

/** The stages a workshop starts with; it renames, adds, removes and reorders them. */
const DEFAULT_STAGES = ['Corte', 'Confección', 'Acabado', 'Empaque'];

/**
 * Production stages (issue 35): the ordered stages the workshop declares, and the counts of
 * pieces of each order's products and sizes through each stage. Counts are an append-only
 * ledger (a correction is a negative entry with its note); what a stage has done is their sum.
 */
export const m021ProductionStages: Migration = {
  version: 21,
  name: 'production-stages',
  async up(db, dialect) {
    await addAuditColumns(
      addId(db.schema.createTable('production_stages'), dialect)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull()),
      dialect,
    ).execute();
    await addLiveIndex(db, 'production_stages_name', 'production_stages', ['name_key'], {
      unique: true,
    });
    const at = new Date().toISOString();
    await db
      .insertInto('production_stages')
      .values(
        DEFAULT_STAGES.map((name, position) => ({
          name,
          name_key: name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase(),
          position,
          created_by: 'Sistema',
          updated_by: 'Sistema',
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();

    await addAuditColumns(
      addId(db.schema.createTable('stage_progress'), dialect)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        .addColumn('stage_id', 'integer', (c) => c.notNull().references('production_stages.id'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
        // '' for a product without sizes (the sheet's null size): one key compares on both.
        .addColumn('size', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('note', 'text')
        .addColumn('responsible_user_id', 'integer', (c) => c.references('users.id')),
      dialect,
    ).execute();
    await addIndex(db, 'stage_progress_order', 'stage_progress', ['order_id', 'stage_id']);
    await addIndex(db, 'stage_progress_stage', 'stage_progress', ['stage_id']);
  },
};

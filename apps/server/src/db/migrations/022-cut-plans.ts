import { sql } from 'kysely';
import { addAuditColumns, addId, timestampType } from '../columns';
import { addIndex, addLiveIndex, ownedBy } from './helpers';
import type { Migration } from './types';

/**
 * Cut plans (issue 35, docs/decisions/023-cut-planner.md): a plan keeps the limits it was made
 * with (lengths in millimetres, the waste in tenths of a percent), its orders, and per cloth its
 * lays, each a ratio of sizes (JSON text, `{"S":2,"M":3}`) spread some plies. `consumed_at` is
 * set in the transaction that books the plan's cloth on the materials ledger, under the plan's
 * lock: the plan's consumption is booked once. Plans are few: search scans `search_text`
 * (order numbers and cloth codes).
 */
export const m022CutPlans: Migration = {
  version: 22,
  name: 'cut-plans',
  async up(db, dialect) {
    const ts = timestampType(dialect);
    await addAuditColumns(
      addId(db.schema.createTable('cut_plans'), dialect)
        .addColumn('note', 'text')
        .addColumn('max_plies', 'integer', (c) => c.notNull().check(sql`max_plies >= 1`))
        .addColumn('max_marker_mm', 'integer')
        .addColumn('max_sizes_per_marker', 'integer', (c) => c.notNull())
        .addColumn('end_allowance_mm', 'integer', (c) => c.notNull())
        .addColumn('waste_permille', 'integer', (c) => c.notNull())
        .addColumn('max_over_cut', 'integer', (c) => c.notNull())
        .addColumn('total_milli', 'bigint', (c) => c.notNull().check(sql`total_milli >= 0`))
        .addColumn('lay_count', 'integer', (c) => c.notNull())
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('consumed_at', ts)
        .addColumn('consumed_by', 'text'),
      dialect,
    ).execute();
    await addLiveIndex(db, 'cut_plans_live_created', 'cut_plans', ['created_at', 'id']);

    await addId(db.schema.createTable('cut_plan_orders'), dialect)
      .addColumn('cut_plan_id', 'integer', ownedBy('cut_plans'))
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
      .execute();
    await addIndex(db, 'cut_plan_orders_plan', 'cut_plan_orders', ['cut_plan_id', 'order_id'], {
      unique: true,
    });
    await addIndex(db, 'cut_plan_orders_order', 'cut_plan_orders', ['order_id']);

    await addId(db.schema.createTable('cut_plan_materials'), dialect)
      .addColumn('cut_plan_id', 'integer', ownedBy('cut_plans'))
      .addColumn('material_id', 'integer', (c) => c.notNull().references('materials.id'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('pieces', 'text', (c) => c.notNull())
      .addColumn('over_cut', 'text', (c) => c.notNull())
      .addColumn('metres_milli', 'bigint', (c) => c.notNull().check(sql`metres_milli >= 0`))
      .addColumn('naive_lays', 'integer', (c) => c.notNull())
      .addColumn('naive_milli', 'bigint', (c) => c.notNull())
      .execute();
    await addIndex(db, 'cut_plan_materials_plan', 'cut_plan_materials', [
      'cut_plan_id',
      'position',
    ]);
    await addIndex(db, 'cut_plan_materials_material', 'cut_plan_materials', ['material_id']);

    await addId(db.schema.createTable('cut_plan_lays'), dialect)
      .addColumn('cut_plan_material_id', 'integer', ownedBy('cut_plan_materials'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('ratio', 'text', (c) => c.notNull())
      .addColumn('plies', 'integer', (c) => c.notNull().check(sql`plies >= 1`))
      .addColumn('marker_milli', 'bigint', (c) => c.notNull())
      .addColumn('metres_milli', 'bigint', (c) => c.notNull())
      .execute();
    await addIndex(db, 'cut_plan_lays_material', 'cut_plan_lays', [
      'cut_plan_material_id',
      'position',
    ]);
  },
};

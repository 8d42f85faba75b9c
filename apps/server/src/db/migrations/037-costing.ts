import { sql } from 'kysely';
import { timestampType } from '../columns';
import type { Migration } from './types';

/**
 * Cost and margin (issue 39, decision 028): labour and overhead per unit made, in cents, set per
 * production line (`line_costs`, the default) and per product (`product_costs`, which wins where
 * it has a value). A missing row or a null column means "not set". Kept beside lines and products
 * rather than on their rows: only directors read or write them.
 */
export const m037Costing: Migration = {
  version: 37,
  name: 'costing',
  async up(db, dialect) {
    const ts = timestampType(dialect);
    for (const [table, key, parent] of [
      ['line_costs', 'line_id', 'lines.id'],
      ['product_costs', 'product_id', 'products.id'],
    ] as const) {
      await db.schema
        .createTable(table)
        .addColumn(key, 'integer', (c) => c.primaryKey().references(parent))
        .addColumn('labour_cents', 'bigint', (c) => c.check(sql`labour_cents >= 0`))
        .addColumn('overhead_cents', 'bigint', (c) => c.check(sql`overhead_cents >= 0`))
        .addColumn('updated_by', 'text')
        .addColumn('updated_at', ts, (c) => c.notNull())
        .execute();
    }
  },
};

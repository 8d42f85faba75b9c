import { sql } from 'kysely';
import { timestampType } from '../columns';
import { addIndex } from './helpers';
import type { Migration } from './types';

/**
 * Several instances on one PostgreSQL (issue 24; decision 019). `change_log` is the shared
 * change feed: every write that a cached answer depends on appends its keys here, and each
 * instance reads what it has not seen before answering from its cache. `sign_in_failures` holds
 * the failed sign-ins that the limits count, and `rate_limits` the per-address request counts
 * of limited routes, so that every instance counts the same ones.
 * Both tables exist on SQLite too (one schema); a single SQLite server keeps both in memory.
 */
export const m014ScaleOut: Migration = {
  version: 14,
  name: 'scale-out',
  async up(db, dialect) {
    const ts = timestampType(dialect);
    await (
      dialect === 'postgres'
        ? db.schema
            .createTable('change_log')
            .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        : db.schema
            .createTable('change_log')
            .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    )
      .addColumn('keys', 'text', (c) => c.notNull())
      .addColumn('created_at', ts, (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .execute();

    await db.schema
      .createTable('sign_in_failures')
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await addIndex(db, 'sign_in_failures_key', 'sign_in_failures', ['key', 'at_ms']);

    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .addColumn('reset_at_ms', 'bigint', (c) => c.notNull())
      .execute();
  },
};

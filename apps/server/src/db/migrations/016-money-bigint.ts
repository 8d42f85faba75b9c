import { sql } from 'kysely';
import type { Migration } from './types';

/**
 * Money and stock are 64-bit on PostgreSQL (issue 32). Its `integer` is 32-bit: a sum that grows
 * by approvals or receipts (an order's paid, a material's stock) passed 2^31 and the write
 * answered 500 'integer out of range', even on its way to being refused, since
 * `stock_milli + delta` was computed as an integer. Every integer column named `*_cents` or
 * `*_milli` becomes `bigint` (read back as a safe JavaScript number, db/database.ts); the
 * services keep each value under its stated maximum (MONEY_MAX_CENTS, STOCK_MAX). SQLite's
 * integers are 64-bit already: nothing changes there. Found by name, so a money column added by
 * an earlier migration is not missed; a later migration declares its own as `bigint`.
 */
export const m016MoneyBigint: Migration = {
  version: 16,
  name: 'money-bigint',
  async up(db, dialect) {
    if (dialect !== 'postgres') return;
    const { rows } = await sql<{ owner: string; name: string }>`
      select table_name as owner, column_name as name from information_schema.columns
      where table_schema = current_schema() and data_type = 'integer'
        and (column_name like '%\\_cents' or column_name like '%\\_milli')
      order by table_name, ordinal_position`.execute(db);
    const byTable = new Map<string, string[]>();
    for (const { owner, name } of rows) byTable.set(owner, [...(byTable.get(owner) ?? []), name]);
    for (const [table, columns] of byTable) {
      // One statement a table: PostgreSQL rewrites each table once.
      const changes = columns.map((column) => sql`alter column ${sql.id(column)} type bigint`);
      await sql`alter table ${sql.table(table)} ${sql.join(changes)}`.execute(db);
    }
  },
};

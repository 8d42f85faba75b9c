import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../schema';
import type { Migration } from './types';

/**
 * Issue 18's benchmark (50,000 orders): the orders list's search (number, client, institution)
 * through a trigram index like clients and products — pg_trgm's GIN index on PostgreSQL (skipped,
 * scanning instead, without the right to create the extension) and an FTS5 trigram index kept
 * by triggers on SQLite, filled with the orders already there.
 */
export const m008OrdersIndexes: Migration = {
  version: 8,
  name: 'orders-indexes',
  async up(db, dialect) {
    await addOrderSearchIndex(db, dialect);
  },
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function addOrderSearchIndex(db: Kysely<any>, dialect: Dialect) {
  if (dialect === 'postgres') {
    await sql`savepoint orders_trigram`.execute(db);
    try {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index orders_search_trgm on orders using gin (search_text gin_trgm_ops)`.execute(
        db,
      );
      await sql`release savepoint orders_trigram`.execute(db);
    } catch {
      await sql`rollback to savepoint orders_trigram`.execute(db);
    }
    return;
  }
  await sql`create virtual table orders_search using fts5(search_text, content='orders', content_rowid='id', tokenize='trigram')`.execute(
    db,
  );
  await sql`insert into orders_search(orders_search) values ('rebuild')`.execute(db);
  const remove = sql`insert into orders_search(orders_search, rowid, search_text) values ('delete', old.id, old.search_text);`;
  const add = sql`insert into orders_search(rowid, search_text) values (new.id, new.search_text);`;
  await sql`create trigger orders_search_insert after insert on orders begin ${add} end`.execute(
    db,
  );
  await sql`create trigger orders_search_delete after delete on orders begin ${remove} end`.execute(
    db,
  );
  await sql`create trigger orders_search_update after update of search_text on orders begin ${remove} ${add} end`.execute(
    db,
  );
}

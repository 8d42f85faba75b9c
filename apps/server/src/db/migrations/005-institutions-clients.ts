import { sql, type Kysely } from 'kysely';
import { addAuditColumns, addId } from '../columns';
import { searchText, textKey } from '../../lib/text-key';
import type { Migration } from './types';

/**
 * Institutions and clients, and search/sort keys for users. Lists filter on status and sort by a
 * normalised name among live rows, so the indexes are partial (`deleted_at is null`) on both
 * databases. Search is a substring match on one normalised column (search_text): PostgreSQL gets
 * a trigram index for its LIKE when pg_trgm can be installed, SQLite an FTS5 trigram index for
 * clients (users and institutions are few: a scan is enough). See bench/cases/people.mjs.
 */
export const m005InstitutionsClients: Migration = {
  version: 5,
  name: 'institutions-clients',
  async up(db, dialect) {
    await addAuditColumns(
      addId(db.schema.createTable('institutions'), dialect)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('city', 'text')
        .addColumn('address', 'text')
        .addColumn('contact_name', 'text')
        .addColumn('contact_phone', 'text')
        .addColumn('email', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('ACTIVE'))
        .addColumn('search_text', 'text', (c) => c.notNull()),
      dialect,
    ).execute();
    await liveIndex(db, 'institutions_name_key_unique', 'institutions', ['name_key'], true);
    await liveIndex(db, 'institutions_live_status_name', 'institutions', ['status', 'name_key']);

    await addAuditColumns(
      addId(db.schema.createTable('clients'), dialect)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull())
        .addColumn('document_number', 'text', (c) => c.notNull())
        .addColumn('document_key', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('phone', 'text')
        .addColumn('city', 'text')
        .addColumn('address', 'text')
        .addColumn('institution_id', 'integer', (c) => c.references('institutions.id'))
        .addColumn('notes', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('ACTIVE'))
        .addColumn('user_id', 'integer', (c) => c.references('users.id'))
        .addColumn('search_text', 'text', (c) => c.notNull()),
      dialect,
    ).execute();
    await liveIndex(db, 'clients_document_key_unique', 'clients', ['document_key'], true);
    await liveIndex(db, 'clients_live_name', 'clients', ['name_key', 'id']);
    await liveIndex(db, 'clients_live_status_name', 'clients', ['status', 'name_key', 'id']);
    await liveIndex(db, 'clients_live_created', 'clients', ['created_at']);
    await liveIndex(db, 'clients_live_institution', 'clients', ['institution_id', 'name_key']);
    await db.schema.createIndex('clients_user_id').on('clients').column('user_id').execute();

    await db.schema.alterTable('users').addColumn('name_key', 'text').execute();
    await db.schema.alterTable('users').addColumn('search_text', 'text').execute();
    const users = await db.selectFrom('users').select(['id', 'name', 'email', 'phone']).execute();
    for (const u of users as { id: number; name: string; email: string; phone: string | null }[]) {
      await db
        .updateTable('users')
        .set({
          name_key: textKey(u.name),
          search_text: searchText({ texts: [u.name, u.email], phones: [u.phone] }),
        })
        .where('id', '=', u.id)
        .execute();
    }

    if (dialect === 'postgres') await addTrigramIndexes(db);
    else await addClientSearchIndex(db);
  },
};

/**
 * SQLite: an FTS5 trigram index over clients.search_text (external content, kept in step by
 * triggers), so that a search among tens of thousands of clients reads only the matching rows.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function addClientSearchIndex(db: Kysely<any>) {
  await sql`create virtual table clients_search using fts5(search_text, content='clients', content_rowid='id', tokenize='trigram')`.execute(
    db,
  );
  const remove = sql`insert into clients_search(clients_search, rowid, search_text) values ('delete', old.id, old.search_text);`;
  const add = sql`insert into clients_search(rowid, search_text) values (new.id, new.search_text);`;
  await sql`create trigger clients_search_insert after insert on clients begin ${add} end`.execute(
    db,
  );
  await sql`create trigger clients_search_delete after delete on clients begin ${remove} end`.execute(
    db,
  );
  await sql`create trigger clients_search_update after update of search_text on clients begin ${remove} ${add} end`.execute(
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

/**
 * GIN trigram indexes make LIKE '%term%' an index search on PostgreSQL. pg_trgm ships with
 * PostgreSQL's contrib and is a trusted extension, but a database user may still lack the right
 * to create it: then the lists work the same, scanning instead (a savepoint keeps the migration's
 * transaction usable).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function addTrigramIndexes(db: Kysely<any>) {
  await sql`savepoint trigram`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    for (const table of ['clients', 'institutions', 'users']) {
      await sql`create index ${sql.id(`${table}_search_trgm`)} on ${sql.table(table)} using gin (search_text gin_trgm_ops)`.execute(
        db,
      );
    }
    await sql`release savepoint trigram`.execute(db);
  } catch {
    await sql`rollback to savepoint trigram`.execute(db);
  }
}

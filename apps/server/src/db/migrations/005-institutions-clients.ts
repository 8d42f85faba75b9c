import { addAuditColumns, addId } from '../columns';
import { searchText, textKey } from '../../lib/text-key';
import { addFtsSearchIndex, addIndex, addLiveIndex, addTrigramIndexes } from './helpers';
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
    await addLiveIndex(db, 'institutions_name_key_unique', 'institutions', ['name_key'], {
      unique: true,
    });
    await addLiveIndex(db, 'institutions_live_status_name', 'institutions', ['status', 'name_key']);

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
    await addLiveIndex(db, 'clients_document_key_unique', 'clients', ['document_key'], {
      unique: true,
    });
    await addLiveIndex(db, 'clients_live_name', 'clients', ['name_key', 'id']);
    await addLiveIndex(db, 'clients_live_status_name', 'clients', ['status', 'name_key', 'id']);
    await addLiveIndex(db, 'clients_live_created', 'clients', ['created_at']);
    await addLiveIndex(db, 'clients_live_institution', 'clients', ['institution_id', 'name_key']);
    await addIndex(db, 'clients_user_id', 'clients', ['user_id']);

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

    if (dialect === 'postgres') await addTrigramIndexes(db, ['clients', 'institutions', 'users']);
    else await addFtsSearchIndex(db, 'clients');
  },
};

import { addAuditColumns, addId } from '../columns';
import { activeOrInactive, addIndex, addLiveIndex } from './helpers';
import type { Migration } from './types';

export const m002Lines: Migration = {
  version: 2,
  name: 'lines',
  async up(db, dialect) {
    await addAuditColumns(
      addId(db.schema.createTable('lines'), dialect)
        .addColumn('name', 'text', (c) => c.notNull())
        // lineNameKey(name): case- and accent-folded, what uniqueness is decided on.
        .addColumn('name_key', 'text', (c) => c.notNull())
        // JSON text of an array of strings (older rows may hold plain text; read leniently).
        .addColumn('description', 'text')
        .addColumn('color', 'text', (c) => c.notNull().defaultTo('#000000'))
        .addColumn('status', 'text', activeOrInactive),
      dialect,
    ).execute();
    // Unique among lines that are not deleted: a deleted line's name can be reused, and a
    // partial index is portable across SQLite and PostgreSQL.
    await addLiveIndex(db, 'lines_name_key_unique', 'lines', ['name_key'], { unique: true });
    await addIndex(db, 'lines_deleted_at', 'lines', ['deleted_at']);
  },
};

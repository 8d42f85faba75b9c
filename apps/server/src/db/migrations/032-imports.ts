import { addId, timestampType } from '../columns';
import { addIndex } from './helpers';
import type { Migration } from './types';

/** The tables whose rows an import creates: each keeps the import that made it. */
const IMPORTED_TABLES = ['clients', 'institutions', 'products', 'materials', 'stock_movements'];

/**
 * Imports (issue 38). `imports` has one row per import (resource, file name, counts, who and
 * when, `undone_at` once undone); each row an import creates carries its `import_id`, so that
 * the import can be undone as a whole. `import_mappings` remembers, per resource and user, which
 * header of the file fills each field (JSON).
 */
export const m032Imports: Migration = {
  version: 32,
  name: 'imports',
  async up(db, dialect) {
    const ts = timestampType(dialect);
    await addId(db.schema.createTable('imports'), dialect)
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('created_count', 'integer', (c) => c.notNull())
      .addColumn('refused_count', 'integer', (c) => c.notNull())
      .addColumn('created_by', 'text')
      .addColumn('created_at', ts, (c) => c.notNull())
      .addColumn('undone_at', ts)
      .addColumn('undone_by', 'text')
      .execute();
    for (const table of IMPORTED_TABLES) {
      await db.schema
        .alterTable(table)
        .addColumn('import_id', 'integer', (c) => c.references('imports.id'))
        .execute();
      await addIndex(db, `${table}_import`, table, ['import_id'], { whereNotNull: 'import_id' });
    }
    await db.schema
      .createTable('import_mappings')
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('mapping', 'text', (c) => c.notNull())
      .addColumn('updated_at', ts, (c) => c.notNull())
      .addPrimaryKeyConstraint('import_mappings_pk', ['resource', 'user_id'])
      .execute();
  },
};

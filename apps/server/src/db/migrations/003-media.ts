import { timestampType, addId } from '../columns';
import { addIndex } from './helpers';
import type { Migration } from './types';

/**
 * Uploaded photos, videos and PDFs. entity_type/entity_id point at the owner (a model for now)
 * without a foreign key, because the owner may live in any table; entity_id stays null until the
 * owner's form is saved, and unattached rows older than a day are swept away.
 */
export const m003Media: Migration = {
  version: 3,
  name: 'media',
  async up(db, dialect) {
    await addId(db.schema.createTable('media'), dialect)
      .addColumn('url', 'text', (c) => c.notNull().unique())
      // The generated file name in storage; the client's file name never reaches a path.
      .addColumn('storage_key', 'text', (c) => c.notNull().unique())
      .addColumn('file_type', 'text', (c) => c.notNull())
      .addColumn('mime_type', 'text', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('original_name', 'text', (c) => c.notNull())
      .addColumn('entity_type', 'text', (c) => c.notNull().defaultTo('MODEL'))
      .addColumn('entity_id', 'integer')
      .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_by', 'text')
      .addColumn('created_at', timestampType(dialect), (c) => c.notNull())
      .execute();
    await addIndex(db, 'media_entity', 'media', ['entity_type', 'entity_id']);
  },
};

import { sql } from 'kysely';
import { addAuditColumns, addId } from '../columns';
import type { Migration } from './types';

/**
 * Models of a line and their colour combinations (SPEC.md §3). A model's media are rows of
 * `media` (entity_type 'MODEL', entity_id = the model's id), attached by the models module.
 */
export const m004Models: Migration = {
  version: 4,
  name: 'models',
  async up(db, dialect) {
    await addAuditColumns(
      addId(db.schema.createTable('models'), dialect)
        .addColumn('name', 'text', (c) => c.notNull())
        // modelNameKey(name): case- and accent-folded, what "same name in the line" is decided on.
        .addColumn('name_key', 'text', (c) => c.notNull())
        // JSON text of an array of feature strings (older rows may hold plain text; read leniently).
        .addColumn('description', 'text')
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('ACTIVE')
            .check(sql`status in ('ACTIVE', 'INACTIVE')`),
        )
        .addColumn('line_id', 'integer', (c) => c.notNull().references('lines.id')),
      dialect,
    ).execute();
    // One live model per name in a line; a deleted model's name can be reused. The index also
    // serves the list of a line's live models (its leading column is line_id).
    await db.schema
      .createIndex('models_line_name_key_unique')
      .on('models')
      .columns(['line_id', 'name_key'])
      .unique()
      .where(sql.ref('deleted_at'), 'is', null)
      .execute();
    await db.schema
      .createIndex('models_line_deleted_at')
      .on('models')
      .columns(['line_id', 'deleted_at'])
      .execute();

    await addId(db.schema.createTable('model_colors'), dialect)
      .addColumn('model_id', 'integer', (c) =>
        c.notNull().references('models.id').onDelete('cascade'),
      )
      .addColumn('base_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('base_hexa', 'text', (c) => c.notNull().defaultTo('#FFFFFF'))
      .addColumn('frame_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('frame_hexa', 'text', (c) => c.notNull().defaultTo('#000000'))
      .execute();
    await db.schema
      .createIndex('model_colors_model_id')
      .on('model_colors')
      .columns(['model_id', 'id'])
      .execute();
  },
};

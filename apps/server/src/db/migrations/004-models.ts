import { addAuditColumns, addId } from '../columns';
import { activeOrInactive, addIndex, addLiveIndex, ownedBy } from './helpers';
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
        .addColumn('status', 'text', activeOrInactive)
        .addColumn('line_id', 'integer', (c) => c.notNull().references('lines.id')),
      dialect,
    ).execute();
    // One live model per name in a line; a deleted model's name can be reused. The index also
    // serves the list of a line's live models (its leading column is line_id).
    await addLiveIndex(db, 'models_line_name_key_unique', 'models', ['line_id', 'name_key'], {
      unique: true,
    });
    await addIndex(db, 'models_line_deleted_at', 'models', ['line_id', 'deleted_at']);

    await addId(db.schema.createTable('model_colors'), dialect)
      .addColumn('model_id', 'integer', ownedBy('models'))
      .addColumn('base_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('base_hexa', 'text', (c) => c.notNull().defaultTo('#FFFFFF'))
      .addColumn('frame_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('frame_hexa', 'text', (c) => c.notNull().defaultTo('#000000'))
      .execute();
    await addIndex(db, 'model_colors_model_id', 'model_colors', ['model_id', 'id']);
  },
};

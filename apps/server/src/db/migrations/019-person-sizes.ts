import { addId } from '../columns';
import { addIndex, ownedBy } from './helpers';
import type { Migration } from './types';

/**
 * Packs carry rosters (issue 34): a person of a pack item gets one size per sized product of the
 * pack, each suggested from the height by that product's table or chosen over it. A product
 * item's person keeps its size on its own row (`order_people.size`), as before. A person may
 * also carry a course ('5.º B'), as schools list their pupils.
 */
export const m019PersonSizes: Migration = {
  version: 19,
  name: 'person-sizes',
  async up(db, dialect) {
    await db.schema.alterTable('order_people').addColumn('course', 'text').execute();

    await addId(db.schema.createTable('order_person_sizes'), dialect)
      .addColumn('order_person_id', 'integer', ownedBy('order_people'))
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
      .addColumn('size', 'text')
      .addColumn('suggested_size', 'text')
      // 0 or 1 on both databases (SQLite binds no booleans).
      .addColumn('size_overridden', 'integer', (c) => c.notNull())
      .execute();
    await addIndex(
      db,
      'order_person_sizes_person',
      'order_person_sizes',
      ['order_person_id', 'product_id'],
      { unique: true },
    );
    await addIndex(db, 'order_person_sizes_product', 'order_person_sizes', ['product_id']);
  },
};

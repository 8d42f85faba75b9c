import { sql } from 'kysely';
import { addAuditColumns, addId } from '../columns';
import { searchText } from '../../lib/text-key';
import { activeOrInactive, addLiveIndex } from './helpers';
import type { Migration } from './types';

/**
 * Suppliers as records (issue 39, decision 027): 'Proveedores' with their NIT, contact and
 * payment terms; a material points at its supplier (`supplier_id`) and says how many units one
 * purchase comes in (`purchase_unit_milli`, thousandths; null: any quantity). The free texts
 * written so far become supplier records, one per name (accents and case aside, the spelling of
 * the oldest material), linked by id; `materials.supplier` keeps the name, as the list, its
 * filter and its search read it.
 */
export const m035Suppliers: Migration = {
  version: 35,
  name: 'suppliers',
  async up(db, dialect) {
    await addAuditColumns(
      addId(db.schema.createTable('suppliers'), dialect)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull())
        .addColumn('tax_id', 'text')
        .addColumn('contact_name', 'text')
        .addColumn('phone', 'text')
        .addColumn('email', 'text')
        .addColumn('sells', 'text')
        .addColumn('payment_terms', 'text')
        .addColumn('status', 'text', activeOrInactive)
        .addColumn('search_text', 'text', (c) => c.notNull()),
      dialect,
    ).execute();
    await addLiveIndex(db, 'suppliers_name_key_unique', 'suppliers', ['name_key'], {
      unique: true,
    });
    // One column a statement: SQLite adds no more.
    await db.schema
      .alterTable('materials')
      .addColumn('supplier_id', 'integer', (c) => c.references('suppliers.id'))
      .execute();
    await db.schema
      .alterTable('materials')
      .addColumn('purchase_unit_milli', 'bigint', (c) =>
        c.check(sql`purchase_unit_milli is null or purchase_unit_milli > 0`),
      )
      .execute();
    await db.schema
      .createIndex('materials_supplier_id')
      .on('materials')
      .column('supplier_id')
      .execute();

    const names = await db
      .selectFrom('materials')
      .select(['supplier', 'supplierKey'])
      .where('supplierKey', 'is not', null)
      .where('supplierKey', '!=', '')
      .orderBy('id')
      .execute();
    const firstSpelling = new Map<string, string>();
    for (const row of names) {
      if (!firstSpelling.has(row.supplierKey)) firstSpelling.set(row.supplierKey, row.supplier);
    }
    const at = new Date().toISOString();
    for (const [key, name] of firstSpelling) {
      const { id } = await db
        .insertInto('suppliers')
        .values({
          name,
          nameKey: key,
          status: 'ACTIVE',
          searchText: searchText({ texts: [name] }),
          createdBy: 'Migración 035',
          updatedBy: 'Migración 035',
          createdAt: at,
          updatedAt: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('materials')
        .set({ supplierId: id, supplier: name })
        .where('supplierKey', '=', key)
        .execute();
    }
  },
};

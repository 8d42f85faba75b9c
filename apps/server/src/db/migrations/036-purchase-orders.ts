import { sql } from 'kysely';
import { addAuditColumns, addId, timestampType } from '../columns';
import { addIndex, ownedBy } from './helpers';
import type { Migration } from './types';

/**
 * Purchase orders (issue 39, decision 027): one supplier's order of materials, Borrador →
 * Enviada → Recibida parcialmente → Recibida (or Cancelada). Each line keeps what was ordered,
 * at what agreed unit cost, and what has been received so far (thousandths, like the ledger);
 * receipts write the stock entries through the ledger, never here alone.
 */
export const m036PurchaseOrders: Migration = {
  version: 36,
  name: 'purchase-orders',
  async up(db, dialect) {
    await addAuditColumns(
      addId(db.schema.createTable('purchase_orders'), dialect)
        .addColumn('supplier_id', 'integer', (c) => c.notNull().references('suppliers.id'))
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('DRAFT')
            .check(sql`status in ('DRAFT', 'SENT', 'PARTIAL', 'RECEIVED', 'CANCELLED')`),
        )
        .addColumn('notes', 'text')
        .addColumn('sent_at', timestampType(dialect)),
      dialect,
    ).execute();
    await addIndex(db, 'purchase_orders_supplier', 'purchase_orders', ['supplier_id', 'id']);
    await addIndex(db, 'purchase_orders_status', 'purchase_orders', ['status', 'id']);

    await addId(db.schema.createTable('purchase_order_lines'), dialect)
      .addColumn('purchase_order_id', 'integer', ownedBy('purchase_orders'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('material_id', 'integer', (c) => c.notNull().references('materials.id'))
      .addColumn('quantity_milli', 'bigint', (c) => c.notNull().check(sql`quantity_milli > 0`))
      .addColumn('unit_cost_cents', 'bigint', (c) => c.notNull().check(sql`unit_cost_cents >= 0`))
      .addColumn('received_milli', 'bigint', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`received_milli >= 0`),
      )
      .execute();
    await addIndex(db, 'purchase_order_lines_order', 'purchase_order_lines', [
      'purchase_order_id',
      'position',
    ]);
    await addIndex(db, 'purchase_order_lines_material', 'purchase_order_lines', ['material_id']);
  },
};

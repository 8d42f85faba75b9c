import { sql } from 'kysely';
import type { Migration } from './types';

/**
 * Honest documents (issue 36). `billing_info.billing_mode` says how the workshop bills: 'NONE'
 * ('Sin facturación electrónica', the default) issues notas de venta; 'SIAT_COMPUTARIZADA' issues
 * facturas through the SIN's SIAT. `bills.document` is what each bill is, set when it is issued
 * from the mode in force and never changed afterwards: switching the mode rewrites nothing.
 * Every bill issued before this migration becomes a 'NOTA_DE_VENTA': none was ever sent to the
 * Servicio de Impuestos Nacionales, so none of them is a factura, whatever its PDF once said.
 */
export const m024BillingMode: Migration = {
  version: 24,
  name: 'billing-mode',
  async up(db) {
    await db.schema
      .alterTable('billing_info')
      .addColumn('billing_mode', 'text', (c) =>
        c
          .notNull()
          .defaultTo('NONE')
          .check(sql`billing_mode in ('NONE', 'SIAT_COMPUTARIZADA')`),
      )
      .execute();
    await db.schema
      .alterTable('bills')
      .addColumn('document', 'text', (c) =>
        c
          .notNull()
          .defaultTo('NOTA_DE_VENTA')
          .check(sql`document in ('NOTA_DE_VENTA', 'FACTURA')`),
      )
      .execute();
  },
};

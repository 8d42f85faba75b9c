import type { Migration } from './types';

/**
 * Overpayment (issue 32, decision 021). A payment approved for more than was owed keeps the part
 * beyond it in `payments.excess_cents` (with the reason staff gave, `overpayment_reason`) and adds
 * it to `orders.credit_cents`, the client's 'Saldo a favor': paid amounts on bills and orders never
 * grow past what is owed. 64-bit on PostgreSQL, as money columns are to be.
 */
export const m015Overpayment: Migration = {
  version: 15,
  name: 'overpayment',
  async up(db) {
    await db.schema
      .alterTable('payments')
      .addColumn('excess_cents', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('payments').addColumn('overpayment_reason', 'text').execute();
    await db.schema
      .alterTable('orders')
      .addColumn('credit_cents', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};

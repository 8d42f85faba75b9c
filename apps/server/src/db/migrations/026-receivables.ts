import { sql } from 'kysely';
import { addIndex } from './helpers';
import type { Migration } from './types';

/**
 * Getting paid (issue 37). `billing_info.payment_term_days` ('Plazo de pago (días)') gives each
 * new bill its `bills.due_date` (a 'YYYY-MM-DD' day, editable per bill); bills issued before
 * this migration fall due the day they were issued. Approving a proof may record what was
 * actually received: `payments.amount_cents` becomes that amount (what counts, as before) and
 * `payments.declared_cents` keeps the amount the proof declared; `approval_note` is staff's note.
 */
export const m026Receivables: Migration = {
  version: 26,
  name: 'receivables',
  async up(db) {
    await db.schema
      .alterTable('billing_info')
      .addColumn('payment_term_days', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(30)
          .check(sql`payment_term_days >= 0 and payment_term_days <= 365`),
      )
      .execute();
    await db.schema.alterTable('bills').addColumn('due_date', 'text').execute();
    await sql`update bills set due_date = substr(cast(issued_at as text), 1, 10)`.execute(db);
    await addIndex(db, 'bills_client_due', 'bills', ['client_id', 'due_date']);
    await db.schema.alterTable('payments').addColumn('declared_cents', 'bigint').execute();
    await db.schema.alterTable('payments').addColumn('approval_note', 'text').execute();
  },
};

import { sql } from 'kysely';
import { addAuditColumns, addId, timestampType } from '../columns';
import { addIndex } from './helpers';
import type { Migration } from './types';

/**
 * Billing (issue 19). `billing_info` is one row (id 1): the business's identity printed on bills;
 * every save appends to `billing_info_history`. Bill numbers come from `bill_counters`, one row
 * per series, incremented inside the issuing transaction (as `order_counters`): no gap, no
 * duplicate. Bills and payment proofs are never deleted; a proof's file is a `media` row
 * (entity PAYMENT) and its sha-256 flags a file sent twice. Orders keep what was billed and paid.
 */
export const m009Billing: Migration = {
  version: 9,
  name: 'billing',
  async up(db, dialect) {
    const ts = timestampType(dialect);
    await db.schema
      .createTable('billing_info')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('business_name', 'text', (c) => c.notNull())
      .addColumn('tax_id', 'text', (c) => c.notNull())
      .addColumn('address', 'text')
      .addColumn('city', 'text')
      .addColumn('phone', 'text')
      .addColumn('email', 'text')
      .addColumn('logo_media_id', 'integer')
      .addColumn('qr_media_id', 'integer')
      // JSON text: [{ bank, accountNumber, holder, currency }].
      .addColumn('bank_accounts', 'text', (c) => c.notNull())
      .addColumn('tax_rate_bp', 'integer', (c) => c.notNull())
      .addColumn('prices_include_tax', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('series_prefix', 'text', (c) => c.notNull())
      .addColumn('footer', 'text')
      .addColumn('updated_by', 'text')
      .addColumn('updated_at', ts, (c) => c.notNull())
      .execute();

    await addId(db.schema.createTable('billing_info_history'), dialect)
      .addColumn('changed_by', 'text')
      .addColumn('changed_at', ts, (c) => c.notNull())
      // JSON text: the Spanish names of the fields that changed, then the whole saved row.
      .addColumn('changes', 'text', (c) => c.notNull())
      .addColumn('snapshot', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('bill_counters')
      .addColumn('series', 'text', (c) => c.primaryKey())
      .addColumn('last_number', 'integer', (c) => c.notNull())
      .execute();

    await addAuditColumns(
      addId(db.schema.createTable('bills'), dialect)
        .addColumn('number', 'text', (c) => c.notNull().unique())
        .addColumn('series', 'text', (c) => c.notNull())
        .addColumn('sequence', 'integer', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
        .addColumn('kind', 'text', (c) =>
          c.notNull().check(sql`kind in ('TOTAL', 'ADVANCE', 'BALANCE')`),
        )
        .addColumn('status', 'text', (c) =>
          c.notNull().check(sql`status in ('ISSUED', 'PARTIALLY_PAID', 'PAID', 'ANNULLED')`),
        )
        .addColumn('billing_name', 'text', (c) => c.notNull())
        .addColumn('billing_tax_id', 'text', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('tax_rate_bp', 'integer', (c) => c.notNull())
        .addColumn('prices_include_tax', 'integer', (c) => c.notNull())
        .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
        .addColumn('tax_cents', 'integer', (c) => c.notNull())
        .addColumn('total_cents', 'integer', (c) => c.notNull().check(sql`total_cents > 0`))
        .addColumn('paid_cents', 'integer', (c) => c.notNull().defaultTo(0))
        // JSON text: the billing identity as it was when the bill was issued (the PDF prints it).
        .addColumn('issuer', 'text', (c) => c.notNull())
        .addColumn('issued_at', ts, (c) => c.notNull())
        .addColumn('issued_by', 'text')
        .addColumn('annulled_at', ts)
        .addColumn('annulled_by', 'text')
        .addColumn('annul_reason', 'text')
        .addColumn('client_key', 'text', (c) => c.notNull())
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addUniqueConstraint('bills_series_sequence', ['series', 'sequence']),
      dialect,
    ).execute();
    await addIndex(db, 'bills_order', 'bills', ['order_id', 'id']);
    await addIndex(db, 'bills_issued', 'bills', ['issued_at', 'id']);
    await addIndex(db, 'bills_status', 'bills', ['status', 'id']);

    await addId(db.schema.createTable('bill_lines'), dialect)
      .addColumn('bill_id', 'integer', (c) => c.notNull().references('bills.id'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
      .addColumn('total_cents', 'integer', (c) => c.notNull())
      .execute();
    await addIndex(db, 'bill_lines_bill', 'bill_lines', ['bill_id', 'position']);

    await addAuditColumns(
      addId(db.schema.createTable('payments'), dialect)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        .addColumn('bill_id', 'integer', (c) => c.references('bills.id'))
        .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
        .addColumn('paid_at', 'text', (c) => c.notNull())
        .addColumn('method', 'text', (c) =>
          c.notNull().check(sql`method in ('TRANSFER', 'QR', 'DEPOSIT', 'CASH')`),
        )
        .addColumn('reference', 'text')
        .addColumn('status', 'text', (c) =>
          c.notNull().check(sql`status in ('PENDING', 'APPROVED', 'REJECTED')`),
        )
        .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id'))
        .addColumn('file_sha256', 'text', (c) => c.notNull())
        .addColumn('decided_by', 'text')
        .addColumn('decided_at', ts)
        .addColumn('reject_reason', 'text')
        .addColumn('search_text', 'text', (c) => c.notNull()),
      dialect,
    ).execute();
    await addIndex(db, 'payments_status', 'payments', ['status', 'created_at', 'id']);
    await addIndex(db, 'payments_order', 'payments', ['order_id']);
    await addIndex(db, 'payments_bill', 'payments', ['bill_id']);
    await addIndex(db, 'payments_sha', 'payments', ['file_sha256']);

    await db.schema
      .alterTable('orders')
      .addColumn('billed_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('orders')
      .addColumn('paid_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};

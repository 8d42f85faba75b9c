import { sql } from 'kysely';
import { addAuditColumns, addId, timestampType } from '../columns';
import { addIndex, ownedBy } from './helpers';
import type { Migration } from './types';

/**
 * The client area (issue 20): support tickets, one client's each, with their thread of messages
 * (appended, never edited). `awaiting_staff` marks a ticket whose last word is the client's: the
 * staff inbox lists those first. 'Preguntas frecuentes' (`faqs`): staff write and order them,
 * clients read the published ones by category.
 */
export const m012ClientArea: Migration = {
  version: 12,
  name: 'client-area',
  async up(db, dialect) {
    await addAuditColumns(
      addId(db.schema.createTable('support_tickets'), dialect)
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
        .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('subject_key', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c.notNull().check(sql`status in ('OPEN', 'ANSWERED', 'CLOSED')`),
        )
        .addColumn('awaiting_staff', 'integer', (c) => c.notNull())
        .addColumn('last_message_at', timestampType(dialect), (c) => c.notNull()),
      dialect,
    ).execute();
    await addIndex(db, 'support_tickets_inbox', 'support_tickets', [
      'awaiting_staff',
      'last_message_at',
      'id',
    ]);
    await addIndex(db, 'support_tickets_client', 'support_tickets', [
      'client_id',
      'last_message_at',
    ]);

    await addId(db.schema.createTable('ticket_messages'), dialect)
      .addColumn('ticket_id', 'integer', ownedBy('support_tickets'))
      .addColumn('author_name', 'text', (c) => c.notNull())
      .addColumn('from_staff', 'integer', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', timestampType(dialect), (c) => c.notNull())
      .execute();
    await addIndex(db, 'ticket_messages_ticket', 'ticket_messages', ['ticket_id', 'id']);

    await addAuditColumns(
      addId(db.schema.createTable('faqs'), dialect)
        .addColumn('question', 'text', (c) => c.notNull())
        .addColumn('answer', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('category_key', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c.notNull().check(sql`status in ('PUBLISHED', 'DRAFT')`),
        )
        .addColumn('search_text', 'text', (c) => c.notNull()),
      dialect,
    ).execute();
    await addIndex(db, 'faqs_position', 'faqs', ['position', 'id']);
    // A client's bills in the client area (Mis facturas).
    await addIndex(db, 'bills_client', 'bills', ['client_id', 'id']);
  },
};

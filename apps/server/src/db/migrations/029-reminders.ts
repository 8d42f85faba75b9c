import { sql } from 'kysely';
import { addId, timestampType } from '../columns';
import type { Migration } from './types';

/**
 * Payment reminders (issue 37). `reminder_rules` holds the workshop's one rule set (row id 1,
 * absent until a director saves it: the default is off). `bill_reminders` logs each reminder of
 * a bill: unique per bill and La Paz day, so two servers or a retry after a crash never remind
 * twice the same day; `event_id` is the outbox event that carries it (the WhatsApp message is
 * found by it); the email's state is kept here. `clients.reminders_paused` (0/1) stops them.
 */
export const m029Reminders: Migration = {
  version: 29,
  name: 'reminders',
  async up(db, dialect) {
    const ts = timestampType(dialect);
    await db.schema
      .createTable('reminder_rules')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('enabled', 'integer', (c) => c.notNull())
      .addColumn('days_before', 'text', (c) => c.notNull())
      .addColumn('on_due_date', 'integer', (c) => c.notNull())
      .addColumn('every_days_after', 'integer')
      .addColumn('by_email', 'integer', (c) => c.notNull())
      .addColumn('updated_at', ts, (c) => c.notNull())
      .addColumn('updated_by', 'text')
      .execute();

    await addId(db.schema.createTable('bill_reminders'), dialect)
      .addColumn('bill_id', 'integer', (c) => c.notNull().references('bills.id'))
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('days_from_due', 'integer', (c) => c.notNull())
      .addColumn('event_id', 'integer', (c) => c.references('events.id'))
      .addColumn('email_status', 'text', (c) =>
        c.notNull().check(sql`email_status in ('NONE', 'PENDING', 'SENT', 'FAILED')`),
      )
      .addColumn('email_to', 'text')
      .addColumn('email_error', 'text')
      .addColumn('created_at', ts, (c) => c.notNull())
      .addUniqueConstraint('bill_reminders_bill_day', ['bill_id', 'day'])
      .execute();

    await db.schema
      .alterTable('clients')
      .addColumn('reminders_paused', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};

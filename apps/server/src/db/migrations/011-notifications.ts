import { sql } from 'kysely';
import { addId, timestampType } from '../columns';
import { addIndex, ownedBy } from './helpers';
import type { Migration } from './types';

/**
 * Notifications and WhatsApp (issue 22; decision 016). `events` is the outbox: a row written in
 * the same transaction as the change it tells of, handed out afterwards by the worker. Each
 * event yields at most one notification per user (unique user_id, event_id) and one WhatsApp
 * message (unique event_id). Booleans are 0/1 on both databases (SQLite binds no booleans).
 * Numbered 011 while 008–010 are taken by branches built at the same time: the runner applies
 * every version it has not recorded, so the gap and a later 008–010 are both fine.
 */
export const m011Notifications: Migration = {
  version: 11,
  name: 'notifications',
  async up(db, dialect) {
    const ts = timestampType(dialect);

    await addId(db.schema.createTable('events'), dialect)
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('created_at', ts, (c) => c.notNull())
      .addColumn('processed_at', ts)
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', ts, (c) => c.notNull())
      .addColumn('last_error', 'text')
      .execute();
    await addIndex(db, 'events_pending', 'events', ['next_attempt_at', 'id'], {
      whereNull: 'processed_at',
    });

    await addId(db.schema.createTable('notifications'), dialect)
      .addColumn('user_id', 'integer', ownedBy('users'))
      .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('link', 'text', (c) => c.notNull())
      .addColumn('created_at', ts, (c) => c.notNull())
      .addColumn('read_at', ts)
      .addUniqueConstraint('notifications_user_event', ['user_id', 'event_id'])
      .execute();
    await addIndex(db, 'notifications_user', 'notifications', ['user_id', 'id']);
    await addIndex(db, 'notifications_user_unread', 'notifications', ['user_id', 'id'], {
      whereNull: 'read_at',
    });

    await db.schema
      .createTable('notification_recipients')
      .addColumn('kind', 'text', (c) => c.primaryKey())
      .addColumn('roles', 'text', (c) => c.notNull())
      .addColumn('notify_client', 'integer', (c) => c.notNull())
      .addColumn('updated_at', ts, (c) => c.notNull())
      .addColumn('updated_by', 'text')
      .execute();

    await db.schema
      .createTable('notification_preferences')
      .addColumn('user_id', 'integer', (c) =>
        c.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('muted', 'text', (c) => c.notNull())
      .addColumn('updated_at', ts, (c) => c.notNull())
      .execute();

    // A client's consent to WhatsApp messages, and when it was given.
    await db.schema
      .alterTable('clients')
      .addColumn('whatsapp_opt_in', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('clients').addColumn('whatsapp_consent_at', ts).execute();

    // One row (id 1). Secrets are AES-256-GCM ciphertexts (lib/secret-box.ts), never plain.
    await db.schema
      .createTable('whatsapp_settings')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('enabled', 'integer', (c) => c.notNull())
      .addColumn('phone_number_id', 'text')
      .addColumn('business_account_id', 'text')
      .addColumn('api_version', 'text', (c) => c.notNull())
      .addColumn('verify_token', 'text')
      .addColumn('access_token_secret', 'text')
      .addColumn('app_secret_secret', 'text')
      .addColumn('updated_at', ts, (c) => c.notNull())
      .addColumn('updated_by', 'text')
      .execute();

    await db.schema
      .createTable('whatsapp_templates')
      .addColumn('kind', 'text', (c) => c.primaryKey())
      .addColumn('enabled', 'integer', (c) => c.notNull())
      .addColumn('template_name', 'text', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('variables', 'text', (c) => c.notNull())
      .addColumn('updated_at', ts, (c) => c.notNull())
      .addColumn('updated_by', 'text')
      .execute();

    await addId(db.schema.createTable('whatsapp_messages'), dialect)
      .addColumn('client_id', 'integer', (c) => c.references('clients.id'))
      // The event a templated message was made for: one event, at most one message.
      .addColumn('event_id', 'integer', (c) => c.unique().references('events.id'))
      .addColumn('direction', 'text', (c) => c.notNull().check(sql`direction in ('OUT', 'IN')`))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('template_name', 'text')
      .addColumn('language', 'text')
      .addColumn('variables', 'text')
      .addColumn('body', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('wamid', 'text', (c) => c.unique())
      .addColumn('error', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', ts)
      .addColumn('lease_until', ts)
      .addColumn('created_at', ts, (c) => c.notNull())
      .addColumn('updated_at', ts, (c) => c.notNull())
      .addColumn('created_by', 'text')
      .execute();
    await addIndex(db, 'whatsapp_messages_due', 'whatsapp_messages', ['status', 'next_attempt_at']);
    await addIndex(db, 'whatsapp_messages_client', 'whatsapp_messages', ['client_id', 'id']);
  },
};

import { addAuditColumns, addId, timestampType } from '../columns';
import { addIndex, addLiveIndex, ownedBy } from './helpers';
import type { Migration } from './types';

export const m001UsersSessions: Migration = {
  version: 1,
  name: 'users-sessions',
  async up(db, dialect) {
    const ts = timestampType(dialect);
    await addAuditColumns(
      addId(db.schema.createTable('users'), dialect)
        .addColumn('name', 'text', (c) => c.notNull())
        // Stored lower-cased: unique case-insensitively.
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text')
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('ACTIVE'))
        .addColumn('phone', 'text')
        .addColumn('last_login_at', ts),
      dialect,
    ).execute();
    await addLiveIndex(db, 'users_email_unique', 'users', ['email'], { unique: true });

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', ownedBy('users'))
      .addColumn('refresh_hash', 'text', (c) => c.notNull())
      .addColumn('previous_refresh_hash', 'text')
      .addColumn('created_at', ts, (c) => c.notNull())
      .addColumn('last_used_at', ts, (c) => c.notNull())
      .addColumn('revoked_at', ts)
      .addColumn('user_agent', 'text')
      .addColumn('ip', 'text')
      .execute();
    await addIndex(db, 'sessions_user_id', 'sessions', ['user_id']);

    await db.schema
      .createTable('password_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', ownedBy('users'))
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('created_at', ts, (c) => c.notNull())
      .addColumn('expires_at', ts, (c) => c.notNull())
      .addColumn('used_at', ts)
      .execute();
  },
};

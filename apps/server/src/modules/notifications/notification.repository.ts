import { sql, type Generated, type Selectable } from 'kysely';
import {
  CLIENT_EVENT_KINDS,
  DEFAULT_EVENT_RECIPIENTS,
  EVENT_KINDS,
  type EventKind,
  type EventRecipients,
  type NotificationExportQuery,
  type NotificationListQuery,
} from '@taller/shared';
import type { Db } from '../../db/database';
import { findPage } from '../../resource';

export interface NotificationsTable {
  id: Generated<number>;
  userId: number;
  eventId: number;
  kind: string;
  title: string;
  body: string;
  link: string;
  createdAt: string;
  readAt: string | null;
}

export interface NotificationRecipientsTable {
  kind: string;
  /** JSON array of staff roles. */
  roles: string;
  notifyClient: number;
  updatedAt: string;
  updatedBy: string | null;
}

export interface NotificationPreferencesTable {
  userId: number;
  /** JSON array of muted kinds. */
  muted: string;
  updatedAt: string;
}

declare module '../../db/schema' {
  interface Database {
    notifications: NotificationsTable;
    notificationRecipients: NotificationRecipientsTable;
    notificationPreferences: NotificationPreferencesTable;
  }
}

export type NotificationRow = Selectable<NotificationsTable>;

const columns = ['id', 'kind', 'title', 'body', 'link', 'createdAt', 'readAt'] as const;

/** The user's notifications the filters match: kind, read state, words of title or text. */
function filtered(db: Db, userId: number, query: NotificationExportQuery) {
  let base = db.selectFrom('notifications').where('userId', '=', userId);
  if (query.type) base = base.where('kind', '=', query.type);
  if (query.read !== undefined) base = base.where('readAt', query.read ? 'is not' : 'is', null);
  if (query.q) {
    // A user's notifications are few; a plain case-blind substring match serves them.
    const words = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where(
      sql<boolean>`(lower(title) like ${words} escape '\\' or lower(body) like ${words} escape '\\')`,
    );
  }
  return base;
}

export function findNotificationPage(db: Db, userId: number, query: NotificationListQuery) {
  const base = filtered(db, userId, query);
  return findPage(base, base.select(columns).orderBy('id', 'desc'), query);
}

/** Every notification the filters match, newest first, for the CSV (at most 10,000). */
export const findNotificationsForExport = (
  db: Db,
  userId: number,
  query: NotificationExportQuery,
) => filtered(db, userId, query).select(columns).orderBy('id', 'desc').limit(10_000).execute();

export async function countUnread(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('readAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function markRead(db: Db, userId: number, ids: number[] | 'all', at: string) {
  let query = db
    .updateTable('notifications')
    .set({ readAt: at })
    .where('userId', '=', userId)
    .where('readAt', 'is', null);
  if (ids !== 'all') query = query.where('id', 'in', ids);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export const insertNotifications = (db: Db, rows: Omit<NotificationRow, 'id' | 'readAt'>[]) =>
  db
    .insertInto('notifications')
    .values(rows)
    .onConflict((oc) => oc.columns(['userId', 'eventId']).doNothing())
    .returning([...columns, 'userId'])
    .execute();

export async function findMuted(db: Db, userId: number): Promise<EventKind[]> {
  const row = await db
    .selectFrom('notificationPreferences')
    .select('muted')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row ? (JSON.parse(row.muted) as EventKind[]) : [];
}

export async function saveMuted(db: Db, userId: number, muted: EventKind[]) {
  const values = { userId, muted: JSON.stringify(muted), updatedAt: new Date().toISOString() };
  await db
    .insertInto('notificationPreferences')
    .values(values)
    .onConflict((oc) =>
      oc.column('userId').doUpdateSet({ muted: values.muted, updatedAt: values.updatedAt }),
    )
    .execute();
}

/** Each kind's recipients: the stored setting, or the default. */
export async function findRecipients(db: Db): Promise<EventRecipients[]> {
  const stored = new Map(
    (await db.selectFrom('notificationRecipients').selectAll().execute()).map((r) => [r.kind, r]),
  );
  return EVENT_KINDS.map((kind) => {
    const row = stored.get(kind);
    return row
      ? { kind, roles: JSON.parse(row.roles), notifyClient: Boolean(row.notifyClient) }
      : {
          kind,
          roles: [...DEFAULT_EVENT_RECIPIENTS[kind]],
          notifyClient: CLIENT_EVENT_KINDS.includes(kind),
        };
  });
}

export async function saveRecipients(db: Db, items: EventRecipients[], actor: string) {
  const updatedAt = new Date().toISOString();
  for (const item of items) {
    const values = {
      kind: item.kind,
      roles: JSON.stringify(item.roles),
      notifyClient: item.notifyClient ? 1 : 0,
      updatedAt,
      updatedBy: actor,
    };
    await db
      .insertInto('notificationRecipients')
      .values(values)
      .onConflict((oc) =>
        oc.column('kind').doUpdateSet({
          roles: values.roles,
          notifyClient: values.notifyClient,
          updatedAt,
          updatedBy: actor,
        }),
      )
      .execute();
  }
}

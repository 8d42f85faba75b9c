import type {
  EventKind,
  MarkReadInput,
  NotificationExportQuery,
  NotificationListQuery,
  NotificationPage,
  RecipientsSettings,
} from '@taller/shared';
import type { Db } from '../../db/database';
import type { Actor } from '../../lib/actor';
import { pageOf } from '../../lib/envelope';
import type { NotificationHub } from './notification-hub';
import * as repo from './notification.repository';

/** The caller's notifications, their read state and preferences; the recipients setting. */
export function createNotificationService({ db, hub }: { db: Db; hub: NotificationHub }) {
  return {
    async list(user: Actor, query: NotificationListQuery): Promise<NotificationPage> {
      const [{ rows, total }, unread] = await Promise.all([
        repo.findNotificationPage(db, user.id, query),
        repo.countUnread(db, user.id),
      ]);
      return { ...pageOf(rows, total, query), unread };
    },

    unread: (user: Actor) => repo.countUnread(db, user.id),

    /** The caller's notifications the filters match, for the CSV. */
    export: (user: Actor, query: NotificationExportQuery) =>
      repo.findNotificationsForExport(db, user.id, query),

    async markRead(user: Actor, input: MarkReadInput) {
      const ids = 'all' in input ? 'all' : input.ids;
      const marked = await repo.markRead(db, user.id, ids, new Date().toISOString());
      const unread = await repo.countUnread(db, user.id);
      // The user's other tabs update their bell too.
      hub.send(user.id, { type: 'read', unread });
      return { marked, unread };
    },

    preferences: async (user: Actor) => ({ muted: await repo.findMuted(db, user.id) }),

    async savePreferences(user: Actor, muted: EventKind[]) {
      const unique = [...new Set(muted)];
      await repo.saveMuted(db, user.id, unique);
      return { muted: unique };
    },

    recipients: async (): Promise<RecipientsSettings> => ({ items: await repo.findRecipients(db) }),

    async saveRecipients(settings: RecipientsSettings, actor: Actor): Promise<RecipientsSettings> {
      await db.transaction().execute((trx) => repo.saveRecipients(trx, settings.items, actor.name));
      return { items: await repo.findRecipients(db) };
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;

import { ROLES, STAFF_ROLES } from '../auth/roles';
import { idField } from '../forms/fields';
import { enumFilter, listQueries, pageSchema, searchParam } from '../http/list-query';
import { z } from '../zod';
import { EVENT_KINDS } from './event-kinds';
import { NOTIFICATION_MESSAGES } from './notification-messages';

const M = NOTIFICATION_MESSAGES;

const KindSchema = z.enum(EVENT_KINDS, { error: M.kindInvalid });

export const NotificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

const NOTIFICATION_FILTERS = {
  /** Words of the title or the text. */
  q: searchParam,
  type: enumFilter(EVENT_KINDS, M.kindInvalid),
  read: z
    .enum(['true', 'false'], { error: M.readInvalid })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
};

/** GET /api/notification: the caller's, newest first; and its CSV (every one the filters match). */
export const [NotificationListQuerySchema, NotificationExportQuerySchema] =
  listQueries(NOTIFICATION_FILTERS);
export type NotificationListQuery = z.output<typeof NotificationListQuerySchema>;
export type NotificationExportQuery = z.output<typeof NotificationExportQuerySchema>;

export const NotificationPageSchema = pageSchema(NotificationSchema).extend({
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

/** POST /api/notification/read: some by id, or all of the caller's. */
export const MarkReadInputSchema = z.union(
  [
    z.object({ all: z.literal(true) }).strict(),
    z
      .object({ ids: z.array(idField(M.idInvalid)).min(1, M.idsRequired).max(500, M.idsRequired) })
      .strict(),
  ],
  { error: M.idsRequired },
);
export type MarkReadInput = z.input<typeof MarkReadInputSchema>;
export const MarkReadResultSchema = z.object({
  marked: z.number().int(),
  unread: z.number().int(),
});

/** GET/PUT /api/notification/preferences: the kinds the caller muted for themself. */
export const NotificationPreferencesSchema = z.object({
  muted: z.array(KindSchema).max(EVENT_KINDS.length),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** GET/PUT /api/notification/recipients: which staff roles hear of each kind, and the client. */
export const EventRecipientsSchema = z.object({
  kind: KindSchema,
  roles: z.array(z.enum(STAFF_ROLES, { error: M.roleInvalid })).max(ROLES.length),
  notifyClient: z.boolean(),
});
export type EventRecipients = z.infer<typeof EventRecipientsSchema>;
export const RecipientsSettingsSchema = z.object({
  items: z.array(EventRecipientsSchema).max(EVENT_KINDS.length),
});
export type RecipientsSettings = z.infer<typeof RecipientsSettingsSchema>;

/**
 * What the live stream sends (as the SSE event name and its JSON data): the unread count when
 * it opens and after the user read some (another tab too), and each new notification.
 */
export type NotificationStreamEvent =
  | { type: 'ready'; unread: number }
  | { type: 'notification'; notification: Notification }
  | { type: 'read'; unread: number };

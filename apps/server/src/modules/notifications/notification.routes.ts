import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LIMIT_MESSAGES,
  MarkReadInputSchema,
  MarkReadResultSchema,
  NOTIFICATION_MESSAGES as M,
  NotificationExportQuerySchema,
  NotificationListQuerySchema,
  NotificationPageSchema,
  NotificationPreferencesSchema,
  RecipientsSettingsSchema,
  eventKindLabel,
  type Notification,
  type NotificationStreamEvent,
} from '@taller/shared';
import { PassThrough } from 'node:stream';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { csvOf, sendCsv, type CsvColumn } from '../../lib/csv';
import { answering, downloading } from '../../resource';
import { addressOf, tooMany } from '../../plugins/write-limits';

const NOTIFICATION_CSV_COLUMNS: CsvColumn<Notification>[] = [
  ['Fecha', (n) => n.createdAt],
  ['Tipo', (n) => eventKindLabel(n.kind)],
  ['Título', (n) => n.title],
  ['Texto', (n) => n.body],
  ['Leído', (n) => n.readAt],
];

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;
/** How long a browser waits when its stream was closed for a newer one of the same user. */
const EVICTED_RETRY_MS = 5 * 60_000;
/** When to try again after a refusal because the caller's address has all its streams open. */
const RETRY_FULL_MS = 60_000;

// Not on resourceRoutes: the caller's own notifications, its preferences and a live stream.
/** In-app notifications (issue 22): every signed-in user has their own. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifications = app.notifications;
  const config = { access: 'authenticated' } as const;
  const tags = ['notifications'];
  const base = { config, tags };

  app.get(
    '/api/notification',
    answering(base, NotificationPageSchema, {
      summary: "List the caller's notifications, paged",
      querystring: NotificationListQuerySchema,
    }),
    async (request) => ok(await notifications.list(request.user, request.query), M.listed),
  );
  app.get(
    '/api/notification/export.csv',
    downloading(base, {
      summary: "Export the caller's notifications the filters match, as CSV",
      querystring: NotificationExportQuerySchema,
      produces: ['text/csv'],
    }),
    async (request, reply) =>
      sendCsv(
        reply,
        'avisos',
        csvOf(NOTIFICATION_CSV_COLUMNS, await notifications.export(request.user, request.query)),
      ),
  );
  app.post(
    '/api/notification/read',
    answering(base, MarkReadResultSchema, {
      summary: 'Mark notifications as read',
      body: MarkReadInputSchema,
    }),
    async (request) => ok(await notifications.markRead(request.user, request.body), M.marked),
  );

  const preferences = NotificationPreferencesSchema;
  app.get(
    '/api/notification/preferences',
    answering(base, preferences, { summary: "Get the caller's notification preferences" }),
    async (request) => ok(await notifications.preferences(request.user)),
  );
  app.put(
    '/api/notification/preferences',
    answering(base, preferences, {
      summary: "Save the caller's notification preferences",
      body: preferences,
    }),
    async (request) =>
      ok(await notifications.savePreferences(request.user, request.body.muted), M.preferencesSaved),
  );

  const managers = { config: { access: 'manager' }, tags } as const;
  const recipients = RecipientsSettingsSchema;
  app.get(
    '/api/notification/recipients',
    answering(managers, recipients, { summary: 'Get who is told of each kind of event' }),
    async () => ok(await notifications.recipients()),
  );
  app.put(
    '/api/notification/recipients',
    answering(managers, recipients, {
      summary: 'Save who is told of each kind of event',
      body: recipients,
    }),
    async (request) =>
      ok(await notifications.saveRecipients(request.body, request.user), M.recipientsSaved),
  );

  // Server-Sent Events: the browser's bell. Asked for with `Accept: text/event-stream` (the
  // permission and fuzz tests, which do not, get a 406 envelope instead of an endless answer).
  // The answer is a stream Fastify sends like any other (headers, hooks, a client going away).
  app.get(
    '/api/notification/stream',
    {
      config: { ...config, compress: false },
      schema: {
        tags,
        summary: 'Follow new notifications live (Server-Sent Events)',
        produces: ['text/event-stream'],
        // 429: the address has all its streams open (notification-hub.ts).
        statuses: [406, 429],
      },
    },
    async (request, reply) => {
      if (!String(request.headers.accept ?? '').includes('text/event-stream')) {
        throw new AppError(406, 'NOT_ACCEPTABLE', M.streamOnly);
      }
      const user = request.user;
      const unread = await notifications.unread(user);
      const stream = new PassThrough();
      const send = (event: NotificationStreamEvent) =>
        stream.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      const owner = { userId: user.id, sessionId: user.sessionId, address: addressOf(request) };
      const unsubscribe = app.notificationHub.subscribe(owner, {
        send,
        close: () => stream.end(),
        // Closed for a newer stream of the same user: that browser tab waits before it retries,
        // rather than closing another tab's stream at once in turn.
        evict: () => stream.end(`retry: ${EVICTED_RETRY_MS}\n\n`),
      });
      if (!unsubscribe) {
        stream.destroy();
        tooMany(reply, RETRY_FULL_MS, LIMIT_MESSAGES.tooManyStreams);
      }
      stream.write(`retry: ${RETRY_MS}\n\n`);
      send({ type: 'ready', unread });
      // Not once the stream has ended (a session's end or a newer stream closed it).
      const heartbeat = setInterval(() => {
        if (!stream.writableEnded) stream.write(': ping\n\n');
      }, HEARTBEAT_MS);
      heartbeat.unref();
      stream.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
      });
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );
};

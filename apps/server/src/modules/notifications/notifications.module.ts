import type { NotificationStreamEvent } from '@taller/shared';
import { createLocalBus, createPostgresBus } from '../../lib/cluster-bus';
import type { AppInstance } from '../../app';
import type { EndedSessions } from '../auth/auth.service';
import { defineModule } from '../module';
import { notificationDelivery } from './fan-out';
import { createNotificationHub, type NotificationHub } from './notification-hub';
import { notificationRoutes } from './notification.routes';
import { createNotificationService, type NotificationService } from './notification.service';
import { createOutboxWorker, type Delivery, type OutboxWorker } from './outbox-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** Open live notification streams of this process (issue 22). */
    notificationHub: NotificationHub;
    /** What each channel does with an event from the outbox; a channel adds its own here. */
    outboxDeliveries: Delivery[];
    /** Hands out the outbox's events after their commit (decision 016). */
    outbox: OutboxWorker;
    notifications: NotificationService;
  }
}

/**
 * The outbox and in-app notifications. Registered before every module with a lifecycle of its
 * own (media's sweep): the outbox starts before them and stops after them (onClose hooks run
 * last-registered first), and a channel registered after it (WhatsApp) adds its delivery.
 */
export const notificationsModule = defineModule('notifications', async (app) => {
  registerOutbox(app);
  app.decorate(
    'notifications',
    createNotificationService({ db: app.db, hub: app.notificationHub }),
  );
  await app.register(notificationRoutes);
});

/**
 * The outbox worker starts once the app is ready and stops before the database closes (onClose
 * hooks run last-registered first); open live streams end as the shutdown begins, so that none
 * holds it.
 */
function registerOutbox(app: AppInstance) {
  // What the worker of any server commits reaches the streams open on every server.
  const bus = app.config.databaseUrl
    ? createPostgresBus({ databaseUrl: app.config.databaseUrl, db: app.db, log: app.log })
    : createLocalBus(app.log);
  const local = createNotificationHub(app.config.limits.streams);
  bus.on<Parameters<NotificationHub['publish']>[0]>('notification', (rows) => local.publish(rows));
  bus.on<{ userId: number; event: NotificationStreamEvent }>('send', ({ userId, event }) =>
    local.send(userId, event),
  );
  bus.on<EndedSessions>('sessions-ended', (ended) => local.endSessions(ended));
  app.decorate('notificationHub', {
    ...local,
    publish: (rows) => {
      // One message each: a NOTIFY carries less than 8 kB.
      for (const row of rows) bus.publish('notification', [row]);
    },
    send: (userId, event) => bus.publish('send', { userId, event }),
    endSessions: (ended) => bus.publish('sessions-ended', ended),
  });
  // A session that ends (signed out, revoked, its user deactivated) closes its live streams on
  // every server, whichever one ended it.
  app.auth.onSessionsEnded((ended) => app.notificationHub.endSessions(ended));
  app.addHook('onReady', () => bus.start());
  app.addHook('onClose', () => bus.stop());
  app.decorate('outboxDeliveries', [notificationDelivery(app.notificationHub)]);
  app.decorate(
    'outbox',
    createOutboxWorker({
      db: app.db,
      dialect: app.dialect,
      log: app.log,
      deliveries: app.outboxDeliveries,
    }),
  );
  app.addHook('onReady', async () => app.outbox.start());
  app.addHook('preClose', async () => app.notificationHub.closeAll());
  app.addHook('onClose', () => app.outbox.stop());
}

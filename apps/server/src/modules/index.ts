import type { AppInstance } from '../app';
import { createAnswerCache, type AnswerCache } from '../lib/cached-answer';
import { createChangeFeed, createSharedChangeFeed, type ChangeFeed } from '../lib/change-feed';
import { authRoutes } from './auth/auth.routes';
import { clientRoutes } from './clients/client.routes';
import { healthRoutes } from './health/health.routes';
import { institutionRoutes } from './institutions/institution.routes';
import { createLineService, type LineService } from './lines/line.service';
import { lineRoutes } from './lines/line.routes';
import { mediaFileRoutes } from './media/media-files.routes';
import { mediaRoutes } from './media/media.routes';
import { userRoutes } from './users/user.routes';
import type { MediaOwner } from './media/media.service';
import {
  createModelService,
  modelLineDependents,
  modelMediaOwner,
  type ModelService,
} from './models/model.service';
import { modelRoutes } from './models/model.routes';
import {
  createPackageService,
  packageMediaOwner,
  packageProductUsage,
  type PackageService,
} from './packages/package.service';
import { packageRoutes } from './packages/package.routes';
import {
  createProductService,
  productMediaOwner,
  type ProductService,
} from './products/product.service';
import { productRoutes } from './products/product.routes';
import { orderPackageUsage, orderProductUsage } from './orders/order.service';
import { orderRoutes } from './orders/order.routes';
import { materialRoutes } from './materials/material.routes';
import { notificationDelivery } from './notifications/fan-out';
import { createNotificationHub, type NotificationHub } from './notifications/notification-hub';
import { notificationRoutes } from './notifications/notification.routes';
import {
  createOutboxWorker,
  type Delivery,
  type OutboxWorker,
} from './notifications/outbox-worker';
import { createSecretBox } from '../lib/secret-box';
import { createLocalBus, createPostgresBus } from '../lib/cluster-bus';
import type { NotificationStreamEvent } from '@taller/shared';
import { createWhatsAppSender, type WhatsAppSender } from './whatsapp/whatsapp-sender';
import { createWhatsAppSettings } from './whatsapp/whatsapp-settings';
import { whatsappRoutes } from './whatsapp/whatsapp.routes';
import { createWhatsAppService } from './whatsapp/whatsapp.service';
import { billingInfoRoutes } from './billing/billing-info.routes';
import { billRoutes } from './billing/bill.routes';
import { paymentRoutes } from './billing/payment.routes';
import { reportRoutes } from './reports/report.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Line rules; other modules register what is deleted and restored with a line here. */
    lines: LineService;
    /** Model rules (issue 5); a line's models are its registered dependents. */
    models: ModelService;
    /** Writes to cached answers' sources are announced here (lib/change-feed.ts). */
    changes: ChangeFeed;
    /** Big lists kept encoded until a write changes them (lib/cached-answer.ts). */
    answers: AnswerCache;
    /** The kinds of record media are attached to: who may remove their files (media.service). */
    mediaOwners: MediaOwner[];
    /** Product rules (issue 17); what keeps a product from being deleted registers here. */
    products: ProductService;
    /** Pack rules; what keeps a pack from being deleted registers here (open orders). */
    packages: PackageService;
    /** Open live notification streams of this process (issue 22). */
    notificationHub: NotificationHub;
    /** What each channel does with an event from the outbox; a channel adds its own here. */
    outboxDeliveries: Delivery[];
    /** Hands out the outbox's events after their commit (decision 016). */
    outbox: OutboxWorker;
    /** Sends queued WhatsApp messages (issue 22). */
    whatsappSender: WhatsAppSender;
  }
}

/** Every feature module, registered in order. */
export async function registerModules(app: AppInstance) {
  // One SQLite server keeps the feed in memory; PostgreSQL may have several servers (decision 019).
  app.decorate(
    'changes',
    app.dialect === 'postgres' ? createSharedChangeFeed(app.db) : createChangeFeed(),
  );
  app.decorate('answers', createAnswerCache(app.changes));
  app.decorate('lines', createLineService(app.db, app.changes));
  app.decorate(
    'models',
    createModelService({ db: app.db, dialect: app.dialect, changes: app.changes }),
  );
  app.lines.addDependents(modelLineDependents);
  app.decorate('products', createProductService({ db: app.db, dialect: app.dialect }));
  app.products.addUsage(packageProductUsage);
  app.products.addUsage(orderProductUsage);
  app.decorate('packages', createPackageService({ db: app.db, dialect: app.dialect }));
  app.packages.addUsage(orderPackageUsage);
  app.decorate('mediaOwners', [modelMediaOwner, productMediaOwner, packageMediaOwner]);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(lineRoutes);
  await app.register(mediaRoutes);
  await app.register(mediaFileRoutes);
  await app.register(userRoutes);
  await app.register(institutionRoutes);
  await app.register(clientRoutes);
  await app.register(modelRoutes);
  await app.register(productRoutes);
  await app.register(packageRoutes);
  await app.register(orderRoutes);
  await app.register(materialRoutes);
  await app.register(billingInfoRoutes);
  await app.register(billRoutes);
  await app.register(paymentRoutes);
  await app.register(reportRoutes);
  registerOutbox(app);
  await app.register(notificationRoutes);
  await registerWhatsApp(app);
}

/** The WhatsApp channel: its outbox delivery, its sender (stopped before the database closes). */
async function registerWhatsApp(app: AppInstance) {
  const settings = createWhatsAppSettings({
    db: app.db,
    box: createSecretBox(app.config.jwtSecret, 'whatsapp-secrets'),
    webhookUrl: `${app.config.publicUrl}/api/whatsapp/webhook`,
  });
  app.decorate(
    'whatsappSender',
    createWhatsAppSender({
      db: app.db,
      log: app.log,
      settings,
      apiUrl: app.config.whatsappApiUrl,
      timeoutMs: app.config.whatsappTimeoutMs,
      retryBaseMs: app.config.whatsappRetryBaseMs,
    }),
  );
  const whatsapp = createWhatsAppService({ db: app.db, settings, sender: app.whatsappSender });
  app.outboxDeliveries.push(whatsapp.delivery);
  app.addHook('onReady', async () => app.whatsappSender.wake());
  app.addHook('onClose', () => app.whatsappSender.stop());
  await app.register(whatsappRoutes(whatsapp, settings));
}

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
  const local = createNotificationHub();
  bus.on<Parameters<NotificationHub['publish']>[0]>('notification', (rows) => local.publish(rows));
  bus.on<{ userId: number; event: NotificationStreamEvent }>('send', ({ userId, event }) =>
    local.send(userId, event),
  );
  app.decorate('notificationHub', {
    ...local,
    publish: (rows) => {
      // One message each: a NOTIFY carries less than 8 kB.
      for (const row of rows) bus.publish('notification', [row]);
    },
    send: (userId, event) => bus.publish('send', { userId, event }),
  });
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

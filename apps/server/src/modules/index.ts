import type { AppInstance } from '../app';
import { createAnswerCache, type AnswerCache } from '../lib/cached-answer';
import { createChangeFeed, createSharedChangeFeed, type ChangeFeed } from '../lib/change-feed';
import { authRoutes } from './auth/auth.routes';
import { createClientService, type ClientService } from './clients/client.service';
import { clientRoutes } from './clients/client.routes';
import { healthRoutes } from './health/health.routes';
import {
  createInstitutionService,
  type InstitutionService,
} from './institutions/institution.service';
import { institutionRoutes } from './institutions/institution.routes';
import { createLineService, type LineService } from './lines/line.service';
import { lineRoutes } from './lines/line.routes';
import { mediaFileRoutes } from './media/media-files.routes';
import { mediaRoutes } from './media/media.routes';
import { createUserService, type UserService } from './users/user.service';
import { userRoutes } from './users/user.routes';
import { createMediaService, type MediaOwner, type MediaService } from './media/media.service';
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
import {
  createOrderService,
  orderPackageUsage,
  orderProductUsage,
  type OrderService,
} from './orders/order.service';
import { orderRoutes } from './orders/order.routes';
import { createBomService, type BomService } from './materials/bom';
import { createMaterialService, type MaterialService } from './materials/material.service';
import { materialRoutes } from './materials/material.routes';
import { createRequirementsService, type RequirementsService } from './materials/requirements';
import { notificationDelivery } from './notifications/fan-out';
import { createNotificationHub, type NotificationHub } from './notifications/notification-hub';
import type { EndedSessions } from './auth/auth.service';
import { notificationRoutes } from './notifications/notification.routes';
import {
  createNotificationService,
  type NotificationService,
} from './notifications/notification.service';
import {
  createOutboxWorker,
  type Delivery,
  type OutboxWorker,
} from './notifications/outbox-worker';
import { createSecretBox } from '../lib/secret-box';
import { createLocalBus, createPostgresBus } from '../lib/cluster-bus';
import type { NotificationStreamEvent } from '@taller/shared';
import { createWhatsAppSender, type WhatsAppSender } from './whatsapp/whatsapp-sender';
import { createWhatsAppSettings, type WhatsAppSettingsStore } from './whatsapp/whatsapp-settings';
import { whatsappRoutes } from './whatsapp/whatsapp.routes';
import { createWhatsAppService, type WhatsAppService } from './whatsapp/whatsapp.service';
import { createBillingInfoService, type BillingInfoService } from './billing/billing-info.service';
import { billingInfoRoutes } from './billing/billing-info.routes';
import { createBillService, type BillService } from './billing/bill.service';
import { billRoutes } from './billing/bill.routes';
import { createPaymentService, type PaymentService } from './billing/payment.service';
import { paymentRoutes } from './billing/payment.routes';
import { createReportService, type ReportService } from './reports/report.service';
import { createClientAreaService, type ClientAreaService } from './client-area/client-area.service';
import { clientAreaRoutes } from './client-area/client-area.routes';
import { clientTicketRoutes } from './client-area/client-tickets.routes';
import { clientBillingRoutes } from './client-area/client-billing.routes';
import { createFaqService, type FaqService } from './faq/faq.service';
import { faqRoutes } from './faq/faq.routes';
import { createTicketService, type TicketService } from './support/ticket.service';
import { ticketRoutes } from './support/ticket.routes';
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
    /** Each resource's rules, built once here and used by its routes (decision 014). */
    users: UserService;
    institutions: InstitutionService;
    clients: ClientService;
    orders: OrderService;
    media: MediaService;
    /** Open live notification streams of this process (issue 22). */
    notificationHub: NotificationHub;
    /** What each channel does with an event from the outbox; a channel adds its own here. */
    outboxDeliveries: Delivery[];
    /** Hands out the outbox's events after their commit (decision 016). */
    outbox: OutboxWorker;
    /** Sends queued WhatsApp messages (issue 22). */
    whatsappSender: WhatsAppSender;
    materials: MaterialService;
    boms: BomService;
    requirements: RequirementsService;
    billingInfo: BillingInfoService;
    bills: BillService;
    payments: PaymentService;
    reports: ReportService;
    notifications: NotificationService;
    whatsapp: WhatsAppService;
    whatsappSettings: WhatsAppSettingsStore;
    /** A client's own view of orders and the catalogue (decision 017). */
    clientArea: ClientAreaService;
    /** Support tickets, for staff and for a client (scoped by TicketScope). */
    tickets: TicketService;
    /** 'Preguntas frecuentes': staff manage them, clients read the published ones. */
    faqs: FaqService;
  }
}

/** Every feature module, registered in order. */
export async function registerModules(app: AppInstance) {
  const { db, dialect, auth } = app;
  // One SQLite server keeps the feed in memory; PostgreSQL may have several servers (decision 019).
  app.decorate('changes', dialect === 'postgres' ? createSharedChangeFeed(db) : createChangeFeed());
  app.decorate('answers', createAnswerCache(app.changes));
  app.decorate('lines', createLineService(db, app.changes));
  app.decorate('models', createModelService({ db, dialect, changes: app.changes }));
  app.lines.addDependents(modelLineDependents);
  app.decorate('products', createProductService({ db, dialect }));
  app.products.addUsage(packageProductUsage);
  app.products.addUsage(orderProductUsage);
  app.decorate('packages', createPackageService({ db, dialect }));
  app.packages.addUsage(orderPackageUsage);
  app.decorate('mediaOwners', [modelMediaOwner, productMediaOwner, packageMediaOwner]);
  app.decorate('users', createUserService({ db, dialect, auth }));
  app.decorate('institutions', createInstitutionService({ db, dialect }));
  app.decorate('clients', createClientService({ db, dialect, auth }));
  app.decorate('orders', createOrderService({ db, dialect }));
  const { storage, config, log, changes, mediaOwners: owners } = app;
  app.decorate(
    'media',
    createMediaService({ db, storage, log, maxBytes: config.mediaMaxBytes, changes, owners }),
  );
  app.decorate('materials', createMaterialService({ db, dialect }));
  app.decorate('boms', createBomService({ db, dialect }));
  app.decorate('requirements', createRequirementsService({ db, dialect }));
  app.decorate('billingInfo', createBillingInfoService({ db, dialect }));
  app.decorate('bills', createBillService({ db, dialect }));
  app.decorate('payments', createPaymentService({ db, dialect }));
  app.decorate('reports', createReportService({ db, dialect }));
  app.decorate('clientArea', createClientAreaService({ db, orders: app.orders }));
  app.decorate('tickets', createTicketService({ db }));
  app.decorate('faqs', createFaqService({ db }));
  registerOutbox(app);
  app.decorate('notifications', createNotificationService({ db, hub: app.notificationHub }));
  registerWhatsApp(app);
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
  await app.register(clientAreaRoutes);
  await app.register(ticketRoutes);
  await app.register(clientTicketRoutes);
  await app.register(clientBillingRoutes);
  await app.register(faqRoutes);
  await app.register(reportRoutes);
  await app.register(notificationRoutes);
  await app.register(whatsappRoutes);
}

/** The WhatsApp channel: its outbox delivery, its sender (stopped before the database closes). */
function registerWhatsApp(app: AppInstance) {
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
  app.decorate('whatsappSettings', settings);
  app.decorate(
    'whatsapp',
    createWhatsAppService({ db: app.db, settings, sender: app.whatsappSender }),
  );
  app.outboxDeliveries.push(app.whatsapp.delivery);
  app.addHook('onReady', async () => app.whatsappSender.wake());
  app.addHook('onClose', () => app.whatsappSender.stop());
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

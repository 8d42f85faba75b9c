import { createSecretBox } from '../../lib/secret-box';
import { billPdfFile } from '../billing/bill-pdf';
import { deliveryNoteFile } from '../deliveries/delivery-note.pdf';
import { defineModule } from '../module';
import { readyNoticePdf } from '../production/ready-notice.pdf';
import { createWhatsAppSender, type WhatsAppSender } from './whatsapp-sender';
import { createWhatsAppSettings, type WhatsAppSettingsStore } from './whatsapp-settings';
import { createDocumentProviders, type DocumentProviders } from './whatsapp-documents';
import { createIncomingDownloads, type IncomingDownloads } from './whatsapp-downloads';
import { whatsappExtraRoutes } from './whatsapp-extra.routes';
import { downloadIncomingFile } from './whatsapp-media';
import { whatsappRoutes } from './whatsapp.routes';
import { createWhatsAppService, type WhatsAppService } from './whatsapp.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends queued WhatsApp messages (issue 22). */
    whatsappSender: WhatsAppSender;
    whatsapp: WhatsAppService;
    whatsappSettings: WhatsAppSettingsStore;
    /** The documents templates may carry, by event kind (issue 37). */
    whatsappDocuments: DocumentProviders;
    /** Incoming photos and PDFs still to download, tried again while it may pass (issue 37). */
    whatsappDownloads: IncomingDownloads;
  }
}

/**
 * The WhatsApp channel: its outbox delivery (after the notifications module, which owns the
 * outbox), its sender (woken once the app is ready, stopped before the database closes).
 */
export const whatsappModule = defineModule(
  'whatsapp',
  async (app) => {
    const documents = createDocumentProviders();
    app.decorate('whatsappDocuments', documents);
    // The bill's PDF as billing draws it (read when the message is sent: billing registers later).
    const billPdf = async (billId: number) => {
      const file = await billPdfFile(app.bills, app.storage, billId);
      return { ...file, mimeType: 'application/pdf' };
    };
    documents.register('BILL_ISSUED', billPdf);
    // A payment reminder carries the bill it reminds of (issue 37).
    documents.register('PAYMENT_REMINDER', billPdf);
    // A pupil's bag handed over: the order's delivery note as it stands when the message goes.
    documents.register('PERSON_DELIVERED', async (orderId) => {
      const file = await deliveryNoteFile(app.orders, app.deliveries, orderId);
      return { ...file, mimeType: 'application/pdf' };
    });
    // The last stage done: a one-page notice that the order is ready to deliver.
    documents.register('ORDER_READY', async (orderId) => {
      const file = await readyNoticePdf(await app.orders.get(orderId));
      return { ...file, mimeType: 'application/pdf' };
    });
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
        documents,
      }),
    );
    app.decorate('whatsappSettings', settings);
    const mediaDeps = {
      db: app.db,
      storage: app.storage,
      settings,
      apiUrl: app.config.whatsappApiUrl,
      timeoutMs: app.config.whatsappTimeoutMs,
      maxBytes: app.config.mediaMaxBytes,
      log: app.log,
    };
    const downloads = createIncomingDownloads({
      db: app.db,
      log: app.log,
      retryBaseMs: app.config.whatsappRetryBaseMs,
      // Two calls to Graph, each bounded by the timeout, and the file checked and stored.
      leaseMs: app.config.whatsappTimeoutMs * 3 + 1_000,
      download: (messageId, mediaRef) => downloadIncomingFile(mediaDeps, messageId, mediaRef),
    });
    app.decorate('whatsappDownloads', downloads);
    app.decorate(
      'whatsapp',
      createWhatsAppService({
        db: app.db,
        settings,
        sender: app.whatsappSender,
        documents,
        afterReceive: (work) => app.background.run('whatsapp incoming file', work),
        // The first try right after the webhook's answer; the loop makes the others.
        download: async (messageId) => {
          await downloads.attempt(messageId);
          downloads.wake();
        },
      }),
    );
    app.outboxDeliveries.push(app.whatsapp.delivery);
    app.addHook('onReady', async () => {
      app.whatsappSender.wake();
      downloads.wake();
    });
    app.addHook('onClose', async () => {
      await app.whatsappSender.stop();
      await downloads.stop();
    });
    await app.register(whatsappRoutes);
    await app.register(whatsappExtraRoutes);
  },
  ['notifications'],
);

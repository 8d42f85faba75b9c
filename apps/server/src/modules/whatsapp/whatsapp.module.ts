import { createSecretBox } from '../../lib/secret-box';
import { defineModule } from '../module';
import { createWhatsAppSender, type WhatsAppSender } from './whatsapp-sender';
import { createWhatsAppSettings, type WhatsAppSettingsStore } from './whatsapp-settings';
import { whatsappRoutes } from './whatsapp.routes';
import { createWhatsAppService, type WhatsAppService } from './whatsapp.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends queued WhatsApp messages (issue 22). */
    whatsappSender: WhatsAppSender;
    whatsapp: WhatsAppService;
    whatsappSettings: WhatsAppSettingsStore;
  }
}

/**
 * The WhatsApp channel: its outbox delivery (after the notifications module, which owns the
 * outbox), its sender (woken once the app is ready, stopped before the database closes).
 */
export const whatsappModule = defineModule(
  'whatsapp',
  async (app) => {
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
    await app.register(whatsappRoutes);
  },
  ['notifications'],
);

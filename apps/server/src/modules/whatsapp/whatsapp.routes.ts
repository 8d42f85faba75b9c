import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClientIdParamsSchema,
  IdParamsSchema,
  UpdateWhatsAppSettingsInputSchema,
  WHATSAPP_MESSAGES as M,
  WebhookVerifyQuerySchema,
  WhatsAppConsentInputSchema,
  WhatsAppConversationSchema,
  WhatsAppMessageListQuerySchema,
  WhatsAppMessagePageSchema,
  WhatsAppMessageSchema,
  WhatsAppReplyInputSchema,
  WhatsAppSettingsSchema,
  WhatsAppTemplatesSchema,
  z,
} from '@taller/shared';
import { AppError, badRequest } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { answering } from '../../resource';
import { isSignatureValid } from './whatsapp.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The webhook's body as it came, for its signature. */
    rawBody?: Buffer;
  }
}

// Not on resourceRoutes: settings, templates, a message log and a webhook; no record to edit.
/** WhatsApp (issue 22): settings and templates for managers, the log and replies for staff. */
export const whatsappRoutes: FastifyPluginAsyncZod = async (app) => {
  const { whatsapp, whatsappSettings: settings } = app;
  const tags = ['whatsapp'];
  const managers = { config: { access: 'manager' }, tags } as const;
  const staff = { config: { access: 'staff' }, tags } as const;

  app.get(
    '/api/whatsapp/settings',
    answering(managers, WhatsAppSettingsSchema, { summary: 'Get the WhatsApp settings' }),
    async () => ok(await settings.get()),
  );
  app.put(
    '/api/whatsapp/settings',
    answering(managers, WhatsAppSettingsSchema, {
      summary: 'Save the WhatsApp settings',
      body: UpdateWhatsAppSettingsInputSchema,
    }),
    async (request) => {
      const saved = await settings.save(request.body, request.user.name);
      app.whatsappSender.wake();
      return ok(saved, M.settingsSaved);
    },
  );
  app.get(
    '/api/whatsapp/templates',
    answering(managers, WhatsAppTemplatesSchema, { summary: 'Get the WhatsApp message templates' }),
    async () => ok(await settings.templates()),
  );
  app.put(
    '/api/whatsapp/templates',
    answering(managers, WhatsAppTemplatesSchema, {
      summary: 'Save the WhatsApp message templates',
      body: WhatsAppTemplatesSchema,
    }),
    async (request) =>
      ok(await settings.saveTemplates(request.body, request.user.name), M.templatesSaved),
  );

  app.get(
    '/api/whatsapp/messages',
    answering(staff, WhatsAppMessagePageSchema, {
      summary: 'List WhatsApp messages sent and received, paged',
      querystring: WhatsAppMessageListQuerySchema,
    }),
    async (request) => ok(await whatsapp.list(request.query)),
  );
  app.post(
    '/api/whatsapp/messages/:id/retry',
    answering(staff, WhatsAppMessageSchema, {
      summary: 'Send a failed WhatsApp message again',
      params: IdParamsSchema,
    }),
    async (request) => ok(await whatsapp.retry(request.params.id), M.retried),
  );
  app.get(
    '/api/whatsapp/conversations/:clientId',
    answering(staff, WhatsAppConversationSchema, {
      summary: "Get a client's WhatsApp conversation",
      params: ClientIdParamsSchema,
    }),
    async (request) => ok(await whatsapp.conversation(request.params.clientId)),
  );
  app.post(
    '/api/whatsapp/reply',
    answering(staff, WhatsAppMessageSchema, {
      summary: 'Reply to a client on WhatsApp',
      body: WhatsAppReplyInputSchema,
    }),
    async (request) =>
      ok(
        await whatsapp.reply(request.body.clientId, request.body.text, request.user),
        M.replyQueued,
      ),
  );
  app.put(
    '/api/whatsapp/consent',
    answering(staff, WhatsAppConversationSchema, {
      summary: "Record a client's consent to WhatsApp messages",
      body: WhatsAppConsentInputSchema,
    }),
    async (request) =>
      ok(await whatsapp.setConsent(request.body.clientId, request.body.optIn), M.consentSaved),
  );

  await app.register(webhookRoutes);
};

/**
 * The public webhook Meta calls. Its own scope keeps the raw JSON body, whose HMAC is checked
 * (constant time) before anything is parsed or recorded.
 */
const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { whatsapp } = app;
  const tags = ['whatsapp'];
  // Not under the per-address write limits: Meta posts from a few shared addresses in bursts (a
  // 429 would only delay messages), and an unsigned call is refused before its body is parsed.
  const config = { access: 'public', writeLimit: false } as const;
  const base = { config, tags };
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    request.rawBody = body as Buffer;
    done(null, null);
  });

  app.get(
    '/api/whatsapp/webhook',
    {
      config,
      schema: {
        tags,
        summary: "Answer Meta's webhook verification with its challenge",
        querystring: WebhookVerifyQuerySchema,
        produces: ['text/plain'],
        statuses: [403],
      },
    },
    async (request, reply) => {
      const query = request.query;
      if (!(await whatsapp.verify(query['hub.mode'], query['hub.verify_token']))) {
        throw new AppError(403, 'FORBIDDEN', M.verifyRefused);
      }
      // Meta expects the challenge back as it was sent, as plain text.
      return reply.type('text/plain; charset=utf-8').send(query['hub.challenge'] ?? '');
    },
  );

  app.post(
    '/api/whatsapp/webhook',
    {
      ...answering(base, z.object({ statuses: z.number(), received: z.number() }), {
        summary: 'Receive message statuses and replies from Meta (signed)',
        statuses: [401],
      }),
      preValidation: async (request) => {
        const raw = request.rawBody;
        const signature = request.headers['x-hub-signature-256'];
        if (!raw || !isSignatureValid(raw, signature, await whatsapp.appSecret())) {
          throw new AppError(401, 'INVALID_SIGNATURE', M.signatureRefused);
        }
        try {
          request.body = JSON.parse(raw.toString('utf8')) as unknown;
        } catch {
          throw badRequest('INVALID_JSON', M.bodyInvalid);
        }
      },
    },
    async (request) => ok(await whatsapp.receive(request.body, request.log), M.webhookReceived),
  );
};

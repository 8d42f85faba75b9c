import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CLIENT_AREA_MESSAGES as CM,
  IdParamsSchema,
  PaymentSchema,
  WHATSAPP_CONSENT_TEXT,
  WHATSAPP_MESSAGES as M,
  WhatsAppConsentChangeSchema,
  WhatsAppConsentSchema,
  WhatsAppKindParamsSchema,
  WhatsAppOpenOrdersSchema,
  WhatsAppPreviewSchema,
  WhatsAppProofInputSchema,
  type WhatsAppConsent,
} from '@taller/shared';
import { notFound } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { answering, downloading } from '../../resource';
import { findClientByUserId, findWhatsAppContact } from '../clients/client.repository';
import { sendPrivateMedia } from '../media/media-files.routes';
import { findIncomingFile, openOrdersOfSender, proofFromMessage } from './whatsapp-media';
import { findLatestEventFields } from './whatsapp-preview';

// Not on resourceRoutes: consent of a client, a template's preview, and an incoming file's
// uses; none is a record of its own.
/** WhatsApp consent where it belongs, templates' previews and incoming files (issue 37). */
export const whatsappExtraRoutes: FastifyPluginAsyncZod = async (app) => {
  const { whatsapp } = app;
  const tags = ['whatsapp'];
  const staff = { config: { access: 'staff' }, tags } as const;
  const managers = { config: { access: 'manager' }, tags } as const;
  const client = { config: { access: 'client' }, tags } as const;

  const consentOf = async (clientId: number): Promise<WhatsAppConsent> => {
    const contact = await findWhatsAppContact(app.db, clientId);
    if (!contact) throw notFound(M.clientNotFound);
    return {
      optIn: Boolean(contact.whatsappOptIn),
      consentAt: contact.whatsappConsentAt,
      consentText: contact.whatsappConsentText,
      offeredText: WHATSAPP_CONSENT_TEXT,
    };
  };
  const ownClientId = async (userId: number) => {
    const own = await findClientByUserId(app.db, userId);
    if (!own || own.deletedAt) throw notFound(CM.noClientRecord);
    return own.id;
  };

  app.put(
    '/api/client/:id/whatsapp-consent',
    answering(staff, WhatsAppConsentSchema, {
      summary: "Record a client's consent to WhatsApp messages, or its withdrawal",
      params: IdParamsSchema,
      body: WhatsAppConsentChangeSchema,
    }),
    async (request) => {
      await whatsapp.setConsent(request.params.id, request.body.consent);
      return ok(await consentOf(request.params.id), M.consentSaved);
    },
  );
  app.get(
    '/api/client-area/whatsapp-consent',
    answering(client, WhatsAppConsentSchema, {
      summary: "Get the caller's consent to WhatsApp messages and the text offered",
      statuses: [404],
    }),
    async (request) => ok(await consentOf(await ownClientId(request.user.id))),
  );
  app.put(
    '/api/client-area/whatsapp-consent',
    answering(client, WhatsAppConsentSchema, {
      summary: 'Give or withdraw consent to WhatsApp messages, as the client',
      body: WhatsAppConsentChangeSchema,
      statuses: [404],
    }),
    async (request) => {
      const clientId = await ownClientId(request.user.id);
      await whatsapp.setConsent(clientId, request.body.consent, WHATSAPP_CONSENT_TEXT);
      return ok(await consentOf(clientId), M.consentSaved);
    },
  );

  app.get(
    '/api/whatsapp/templates/:kind/preview',
    answering(managers, WhatsAppPreviewSchema, {
      summary: "Get the fields of the latest event of a kind, for a template's preview",
      params: WhatsAppKindParamsSchema,
    }),
    async (request) => ok(await findLatestEventFields(app.db, request.params.kind), M.previewFound),
  );

  app.get(
    '/api/whatsapp/message/:id/file',
    downloading(staff, {
      summary: 'Download the photo or PDF a client sent on WhatsApp',
      params: IdParamsSchema,
      produces: ['application/octet-stream'],
      statuses: [206, 304, 416],
    }),
    async (request, reply) => {
      const { media } = await findIncomingFile(app.db, request.params.id);
      return sendPrivateMedia(app, request, reply, media.id);
    },
  );
  app.get(
    '/api/whatsapp/message/:id/orders',
    answering(staff, WhatsAppOpenOrdersSchema, {
      summary: 'List the open orders of the client who sent a message (for a proof)',
      params: IdParamsSchema,
    }),
    async (request) => ok(await openOrdersOfSender(app.db, request.params.id)),
  );
  app.post(
    '/api/whatsapp/message/:id/proof',
    answering(staff, PaymentSchema, {
      summary: "Turn a client's WhatsApp photo or PDF into a pending payment proof",
      params: IdParamsSchema,
      body: WhatsAppProofInputSchema,
    }),
    async (request) =>
      ok(
        await proofFromMessage(
          {
            db: app.db,
            storage: app.storage,
            maxBytes: app.config.mediaMaxBytes,
            payments: app.payments,
          },
          request.params.id,
          request.body,
          request.user,
        ),
        M.proofCreated,
      ),
  );
};

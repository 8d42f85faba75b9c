import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  WHATSAPP_MESSAGES as M,
  WHATSAPP_WINDOW_MS,
  type EventKind,
  type WhatsAppConversation,
  type WhatsAppMessageListQuery,
} from '@taller/shared';
import type { Db } from '../../db/database';
import type { Actor } from '../../lib/actor';
import { conflict, notFound } from '../../lib/app-error';
import { findWhatsAppContact, setWhatsAppConsent } from '../clients/client.repository';
import type { Delivery } from '../notifications/outbox-worker';
import type { DocumentProviders, DocumentRef } from './whatsapp-documents';
import type { WhatsAppSender } from './whatsapp-sender';
import type { WhatsAppSettingsStore } from './whatsapp-settings';
import { receiveWebhook } from './whatsapp-webhook';
import * as repo from './whatsapp.repository';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** X-Hub-Signature-256: 'sha256=' + hex HMAC-SHA256 of the raw body under the app secret. */
export function isSignatureValid(raw: Buffer, header: unknown, appSecret: string | null) {
  if (!appSecret || typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const expected = createHmac('sha256', appSecret).update(raw).digest();
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function createWhatsAppService(deps: {
  db: Db;
  settings: WhatsAppSettingsStore;
  sender: WhatsAppSender;
  documents: DocumentProviders;
  /** Runs work after the webhook's answer (tracked, so a shutdown waits for it). */
  afterReceive: (work: () => Promise<unknown>) => void;
  download: (messageId: number) => Promise<void>;
}) {
  const { db, settings, sender, documents } = deps;

  /**
   * The outbox's WhatsApp channel: a templated message for the client, once per event. A client
   * who did not agree (or has no phone) gets no message, but the log shows the template as
   * SKIPPED with why, never silently.
   */
  const delivery: Delivery = async (trx, event) => {
    const clientId = event.payload.clientId;
    if (!clientId) return;
    const open = await settings.open(trx);
    if (!open.enabled) return;
    const kind = event.kind as EventKind;
    const template = (await settings.templates(trx)).items.find((t) => t.kind === kind);
    if (!template?.enabled || !template.templateName) return;
    const client = await findWhatsAppContact(trx, clientId);
    if (!client) return;
    const skipped = !client.phone
      ? M.skippedNoPhone
      : !client.whatsappOptIn
        ? M.skippedNoConsent
        : null;
    const entityId = event.payload.entityId;
    const document =
      template.document && entityId && documents.has(kind)
        ? JSON.stringify({ kind, entityId } satisfies DocumentRef)
        : null;
    await trx
      .insertInto('whatsappMessages')
      .values({
        clientId: client.id,
        eventId: event.id,
        direction: 'OUT',
        type: 'TEMPLATE',
        phone: client.phone ?? '',
        templateName: template.templateName,
        language: template.language,
        // {{1}}, {{2}}… in the order the template lists its fields.
        variables: JSON.stringify(template.variables.map((f) => event.payload.fields[f] ?? '')),
        body: null,
        document,
        buttons: template.buttons.length ? JSON.stringify(template.buttons) : null,
        ...repo.queued('sistema'),
        ...(skipped ? { status: 'SKIPPED' as const, nextAttemptAt: null, error: skipped } : {}),
      })
      .onConflict((oc) => oc.column('eventId').doNothing())
      .execute();
    return skipped ? undefined : () => sender.wake();
  };

  async function conversation(clientId: number): Promise<WhatsAppConversation> {
    const client = await findWhatsAppContact(db, clientId);
    if (!client) throw notFound(M.clientNotFound);
    const messages = await repo.findConversation(db, clientId);
    const lastIn = messages.filter((m) => m.direction === 'IN').at(-1);
    const windowEnds = lastIn ? new Date(lastIn.createdAt).getTime() + WHATSAPP_WINDOW_MS : null;
    const open = await settings.open();
    const refusal = !client.phone
      ? M.noPhone
      : !open.enabled || !open.accessToken || !open.phoneNumberId
        ? M.disabled
        : windowEnds === null || windowEnds <= Date.now()
          ? M.windowClosed
          : null;
    return {
      client: {
        id: client.id,
        name: client.name,
        phone: client.phone,
        optIn: Boolean(client.whatsappOptIn),
        consentAt: client.whatsappConsentAt,
        consentText: client.whatsappConsentText,
      },
      messages,
      windowEndsAt: windowEnds === null ? null : new Date(windowEnds).toISOString(),
      canReply: refusal === null,
      replyRefusal: refusal,
    };
  }

  /**
   * The message as queued, read before the sender is woken: the answer says what was queued,
   * whatever the sender makes of it a moment later.
   */
  const queuedThenWake = async (id: number) => {
    const { message } = (await repo.findMessage(db, id))!;
    sender.wake();
    return message;
  };

  return {
    delivery,
    list: async (query: WhatsAppMessageListQuery) => ({
      ...(await repo.findMessagePage(db, query)),
      page: query.page,
      pageSize: query.pageSize,
    }),
    conversation,

    /** A FAILED message goes back to the queue; anything else is refused (no second message). */
    async retry(id: number) {
      const found = await repo.findMessage(db, id);
      if (!found || found.row.direction !== 'OUT') throw notFound(M.messageNotFound);
      const at = new Date().toISOString();
      const result = await db
        .updateTable('whatsappMessages')
        .set({ status: 'QUEUED', attempts: 0, nextAttemptAt: at, error: null, updatedAt: at })
        .where('id', '=', id)
        .where('status', '=', 'FAILED')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw conflict('STATUS_LOCKED', M.retryOnlyFailed);
      return queuedThenWake(id);
    },

    /** Free text, only inside the 24-hour window after the client's last message. */
    async reply(clientId: number, text: string, actor: Actor) {
      const current = await conversation(clientId);
      if (!current.canReply) throw conflict('REPLY_NOT_ALLOWED', current.replyRefusal!);
      const row = await db
        .insertInto('whatsappMessages')
        .values({
          clientId,
          eventId: null,
          direction: 'OUT',
          type: 'TEXT',
          phone: current.client.phone!,
          templateName: null,
          language: null,
          variables: null,
          body: text,
          ...repo.queued(actor.name),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return queuedThenWake(row.id);
    },

    /** Staff record it (no text), or the client gives it in their area with the text shown. */
    async setConsent(clientId: number, optIn: boolean, text?: string) {
      const result = await setWhatsAppConsent(db, clientId, optIn, text);
      if (Number(result.numUpdatedRows) !== 1) throw notFound(M.clientNotFound);
      return conversation(clientId);
    },

    /** GET webhook: Meta's challenge, answered only with the right verify token. */
    async verify(mode: string | undefined, token: string | undefined) {
      const open = await settings.open();
      return Boolean(
        mode === 'subscribe' && token && open.verifyToken && sameSecret(token, open.verifyToken),
      );
    },

    appSecret: async () => (await settings.open()).appSecret,

    /**
     * POST webhook (signature already checked): each status and message on its own; then an
     * opt-out's confirmation is sent and received files are downloaded, after the answer.
     */
    async receive(body: unknown, log: FastifyBaseLogger) {
      const { counts, downloads, queued } = await receiveWebhook(db, body, log);
      if (queued) sender.wake();
      for (const { messageId } of downloads) deps.afterReceive(() => deps.download(messageId));
      return counts;
    },
  };
}

export type WhatsAppService = ReturnType<typeof createWhatsAppService>;

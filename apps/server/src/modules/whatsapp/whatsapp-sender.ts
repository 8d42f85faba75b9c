import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { createWakeableLoop } from '../../lib/wakeable-loop';
import { WHATSAPP_MESSAGES as M } from '@taller/shared';
import {
  sendGraphMessage,
  uploadGraphMedia,
  type GraphTarget,
  type OutgoingMessage,
  type SendResult,
} from './graph-client';
import { parseDocumentRef, type DocumentProviders } from './whatsapp-documents';
import type { MessageRow } from './whatsapp.repository';
import type { WhatsAppSettingsStore } from './whatsapp-settings';

/** After this many failed tries a message is FAILED; 'Reintentar' starts it again. */
export const MAX_SEND_ATTEMPTS = 6;
const SWEEP_MS = 60_000;
const BATCH = 20;

/**
 * Sends queued messages, one claim at a time: a conditional update moves a message to SENDING
 * with a lease, so two runs (or two servers) never send it both. A process killed while sending
 * leaves it SENDING; once the lease ran out it is sent again (decision 016). Failures that may
 * pass (network, timeout, 429, 5xx) come back after base × 4^(tries − 1).
 */
export function createWhatsAppSender(deps: {
  db: Db;
  log: FastifyBaseLogger;
  settings: WhatsAppSettingsStore;
  apiUrl: string;
  timeoutMs: number;
  retryBaseMs: number;
  documents: DocumentProviders;
}) {
  const { db, log, settings } = deps;
  const leaseMs = deps.timeoutMs * 2 + 1_000;

  const due = (now: string) =>
    db
      .selectFrom('whatsappMessages')
      .select('id')
      .where('direction', '=', 'OUT')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'QUEUED'), eb('nextAttemptAt', '<=', now)]),
          eb.and([eb('status', '=', 'SENDING'), eb('leaseUntil', '<', now)]),
        ]),
      )
      .orderBy('id')
      .limit(BATCH)
      .execute();

  async function claim(id: number) {
    const now = new Date();
    const at = now.toISOString();
    const result = await db
      .updateTable('whatsappMessages')
      .set((eb) => ({
        status: 'SENDING',
        leaseUntil: new Date(now.getTime() + leaseMs).toISOString(),
        attempts: eb('attempts', '+', 1),
        updatedAt: at,
      }))
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'QUEUED'), eb('nextAttemptAt', '<=', at)]),
          eb.and([eb('status', '=', 'SENDING'), eb('leaseUntil', '<', at)]),
        ]),
      )
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return null;
    return db
      .selectFrom('whatsappMessages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  /**
   * One message to Graph: a template's document is drawn now and uploaded through the media
   * endpoint first (its name kept on the row), then the message refers to it.
   */
  async function send(target: GraphTarget, row: MessageRow): Promise<SendResult> {
    const to = row.phone.replace(/^\+/, '');
    if (row.type === 'TEXT')
      return sendGraphMessage(target, { type: 'text', to, body: row.body ?? '' });
    const message: OutgoingMessage = {
      type: 'template',
      to,
      name: row.templateName ?? '',
      language: row.language ?? 'es',
      values: row.variables ? (JSON.parse(row.variables) as string[]) : [],
      buttons: row.buttons ? (JSON.parse(row.buttons) as string[]) : [],
    };
    const ref = parseDocumentRef(row.document);
    if (ref) {
      const file = await deps.documents.render(ref).catch((err: unknown) => {
        log.error({ err, messageId: row.id }, 'whatsapp document not drawn');
        return null;
      });
      if (!file) return { ok: false, retryable: false, error: M.documentUnavailable };
      const uploaded = await uploadGraphMedia(target, file);
      if (!uploaded.ok) return uploaded;
      message.document = { mediaId: uploaded.id, filename: file.filename };
      await db
        .updateTable('whatsappMessages')
        .set({ document: JSON.stringify({ ...ref, filename: file.filename }) })
        .where('id', '=', row.id)
        .execute();
    }
    return sendGraphMessage(target, message);
  }

  async function run(): Promise<number | null> {
    const open = await settings.open();
    if (!open.enabled || !open.phoneNumberId || !open.accessToken) return null;
    const target = {
      baseUrl: deps.apiUrl,
      apiVersion: open.apiVersion,
      phoneNumberId: open.phoneNumberId,
      accessToken: open.accessToken,
      timeoutMs: deps.timeoutMs,
    };
    const candidates = await due(new Date().toISOString());
    for (const { id } of candidates) {
      const row = await claim(id);
      if (!row) continue;
      const result = await send(target, row);
      const at = new Date().toISOString();
      const attempts = Number(row.attempts);
      if (result.ok) {
        await db
          .updateTable('whatsappMessages')
          .set({
            status: 'SENT',
            wamid: result.wamid,
            error: null,
            leaseUntil: null,
            updatedAt: at,
          })
          .where('id', '=', row.id)
          .where('status', '=', 'SENDING')
          .execute();
        continue;
      }
      const givesUp = !result.retryable || attempts >= MAX_SEND_ATTEMPTS;
      await db
        .updateTable('whatsappMessages')
        .set({
          status: givesUp ? 'FAILED' : 'QUEUED',
          error: result.error,
          leaseUntil: null,
          nextAttemptAt: givesUp
            ? null
            : new Date(Date.now() + deps.retryBaseMs * 4 ** (attempts - 1)).toISOString(),
          updatedAt: at,
        })
        .where('id', '=', row.id)
        .execute();
      log.warn(
        { messageId: row.id, attempts, givesUp, error: result.error },
        'whatsapp send failed',
      );
    }
    if (candidates.length === BATCH) return 0;
    const next = await db
      .selectFrom('whatsappMessages')
      .select((eb) => [
        eb.fn.min('nextAttemptAt').filterWhere('status', '=', 'QUEUED').as('retry'),
        eb.fn.min('leaseUntil').filterWhere('status', '=', 'SENDING').as('lease'),
      ])
      .executeTakeFirst();
    const times = [next?.retry, next?.lease]
      .filter((t): t is string => Boolean(t))
      .map((t) => new Date(t).getTime() - Date.now());
    return times.length ? Math.max(0, Math.min(...times)) : null;
  }

  return createWakeableLoop({ name: 'whatsapp', run, sweepEveryMs: SWEEP_MS, log });
}

export type WhatsAppSender = ReturnType<typeof createWhatsAppSender>;

import type { FastifyBaseLogger } from 'fastify';
import {
  ORDER_MESSAGES,
  WHATSAPP_MESSAGES as M,
  payableOf,
  type Payment,
  type WhatsAppProofInput,
} from '@taller/shared';
import type { Db } from '../../db/database';
import type { Actor } from '../../lib/actor';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { Storage } from '../../lib/storage';
import type { PaymentService } from '../billing/payment.service';
import { stageStream } from '../media/media-upload';
import { insertMedia } from '../media/media.repository';
import { mediaRowOf } from '../media/media.service';
import { findLiveOrderOfClient, findLiveOrdersOfClient } from '../orders/order-lookups';
import { downloadGraphMedia } from './graph-client';
import type { WhatsAppSettingsStore } from './whatsapp-settings';
import { WHATSAPP_MEDIA_ENTITY } from './whatsapp.repository';

type MediaDeps = {
  db: Db;
  storage: Storage;
  settings: WhatsAppSettingsStore;
  apiUrl: string;
  timeoutMs: number;
  maxBytes: number;
  log: FastifyBaseLogger;
};

/** Only photos and PDFs are kept: what a proof of payment may be. */
const isProofType = (fileType: string) => fileType === 'IMAGE' || fileType === 'PDF';

/** What one try to download a received file came to; a failure says if it may pass. */
export type DownloadOutcome =
  { stored: true } | { stored: false; retryable: boolean; error: string };

const failed = (retryable: boolean, error: string): DownloadOutcome => ({
  stored: false,
  retryable,
  error,
});

/**
 * One try to download an incoming photo or PDF through the Cloud API (GET /{media-id} → url →
 * the file, with the token), checked as every upload is (type by content, size), and stored as
 * a private `media` row owned by the message. A failure stores nothing and says whether it may
 * pass (Graph down or slow): the caller (whatsapp-downloads.ts) tries again or gives up.
 */
export async function downloadIncomingFile(
  deps: MediaDeps,
  messageId: number,
  mediaRef: string,
): Promise<DownloadOutcome> {
  const { db, log } = deps;
  const open = await deps.settings.open();
  if (!open.accessToken) return failed(false, M.mediaDownloadFailed);
  const source = await downloadGraphMedia(
    {
      baseUrl: deps.apiUrl,
      apiVersion: open.apiVersion,
      phoneNumberId: open.phoneNumberId ?? '',
      accessToken: open.accessToken,
      timeoutMs: deps.timeoutMs,
    },
    mediaRef,
  );
  if (!source.ok) return failed(source.retryable, M.mediaDownloadFailed);
  const row = await db
    .selectFrom('whatsappMessages')
    .select(['body', 'type'])
    .where('id', '=', messageId)
    .executeTakeFirstOrThrow();
  const name = row.type === 'DOCUMENT' && row.body ? row.body : `whatsapp-${messageId}`;
  let file;
  try {
    file = await stageStream(source.stream, name, deps.storage, deps.maxBytes);
  } catch (err) {
    log.warn({ err, messageId }, 'whatsapp file refused');
    // A refusal of the file is final; a connection lost while reading it may pass.
    return err instanceof AppError
      ? failed(false, M.mediaTypeRefused)
      : failed(true, M.mediaDownloadFailed);
  }
  if (!isProofType(file.type.fileType)) {
    await file.staged.discard();
    return failed(false, M.mediaTypeRefused);
  }
  await file.staged.commit(file.storageKey);
  const at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    // Stored once: a try whose lease ran out while another one stored it keeps nothing.
    const taken = await trx
      .updateTable('whatsappMessages')
      .set({ mediaRef: null, error: null, leaseUntil: null, nextAttemptAt: null, updatedAt: at })
      .where('id', '=', messageId)
      .where('mediaRef', 'is not', null)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) return;
    const [media] = await insertMedia(trx, [
      mediaRowOf(file, {
        entityType: WHATSAPP_MEDIA_ENTITY,
        displayOrder: 1,
        createdBy: 'whatsapp',
        createdAt: at,
      }),
    ]);
    await trx
      .updateTable('media')
      .set({ entityId: messageId })
      .where('id', '=', media!.id)
      .execute();
  });
  return { stored: true };
}

/** The stored file of an incoming message, with the client it came from. */
export async function findIncomingFile(db: Db, messageId: number) {
  const message = await db
    .selectFrom('whatsappMessages')
    .select(['id', 'clientId', 'direction'])
    .where('id', '=', messageId)
    .executeTakeFirst();
  if (!message || message.direction !== 'IN') throw notFound(M.messageNotFound);
  const media = await db
    .selectFrom('media')
    .select(['id', 'storageKey', 'originalName'])
    .where('entityType', '=', WHATSAPP_MEDIA_ENTITY)
    .where('entityId', '=', messageId)
    .executeTakeFirst();
  if (!media) throw notFound(M.noFile);
  return { message, media };
}

/**
 * One staff action: the file a client sent becomes a pending proof of one of that client's
 * open orders, through the payments module's own `create` (its checks: owed amount, the bill of
 * the order, duplicates by content). The file is copied, so the message keeps its own.
 */
export async function proofFromMessage(
  deps: { db: Db; storage: Storage; maxBytes: number; payments: PaymentService },
  messageId: number,
  input: WhatsAppProofInput,
  actor: Actor,
): Promise<Payment> {
  const { message, media } = await findIncomingFile(deps.db, messageId);
  if (!message.clientId) throw badRequest('NOT_OF_RECORD', M.messageNoClient);
  if (!(await findLiveOrderOfClient(deps.db, input.orderId, message.clientId))) {
    throw notFound(ORDER_MESSAGES.notFound);
  }
  const file = await stageStream(
    deps.storage.read(media.storageKey),
    media.originalName ?? `whatsapp-${messageId}`,
    deps.storage,
    deps.maxBytes,
  );
  const fields: Record<string, string> = {
    orderId: String(input.orderId),
    amountCents: String(input.amountCents),
    paidAt: input.paidAt,
    method: input.method,
    ...(input.billId ? { billId: String(input.billId) } : {}),
    ...(input.reference ? { reference: input.reference } : {}),
  };
  return deps.payments.create(fields, file, actor);
}

/** The open orders (something still owed) of the client who sent a message: a proof's choice. */
export async function openOrdersOfSender(db: Db, messageId: number) {
  const message = await db
    .selectFrom('whatsappMessages')
    .select('clientId')
    .where('id', '=', messageId)
    .executeTakeFirst();
  if (!message) throw notFound(M.messageNotFound);
  if (!message.clientId) return [];
  return (await findLiveOrdersOfClient(db, message.clientId))
    .map((o) => ({
      id: o.id,
      number: o.number,
      owedCents: payableOf(
        {
          totalCents: Number(o.totalCents),
          billedCents: Number(o.billedCents),
          paidCents: Number(o.paidCents),
        },
        null,
      ),
    }))
    .filter((o) => o.owedCents > 0);
}

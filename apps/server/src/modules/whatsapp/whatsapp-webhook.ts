import type { FastifyBaseLogger } from 'fastify';
import { WHATSAPP_MESSAGES as M, isOptOutText } from '@taller/shared';
import type { Db } from '../../db/database';
import { findLiveClientByPhone, setWhatsAppConsent } from '../clients/client.repository';
import { queued } from './whatsapp.repository';

/**
 * What Meta's webhook reports (delivery statuses, incoming messages), stored one item at a time:
 * an item that cannot be stored is logged and skipped, and the others are stored all the same
 * (issue 32: one absurd timestamp answered 500 and Meta's whole batch was lost). Committing item
 * by item is safe when Meta sends the batch again: an incoming message is recorded once (its
 * wamid is unique) and a status never goes backwards.
 */

/** Status order: a late 'sent' never undoes 'read'. */
const RANK: Record<string, number> = { SENDING: 0, SENT: 1, DELIVERED: 2, READ: 3, FAILED: 4 };
const GRAPH_STATUS: Record<string, string> = {
  sent: 'SENT',
  delivered: 'DELIVERED',
  read: 'READ',
  failed: 'FAILED',
};

type Obj = Record<string, unknown>;
const asObj = (value: unknown): Obj => (value && typeof value === 'object' ? (value as Obj) : {});
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

// Control characters (but tab and line breaks) and halves of surrogate pairs: PostgreSQL cannot
// store a NUL, and none of them belongs in the log. Meta's texts are not refused (the client's
// message would be lost): each such character is stored as U+FFFD, visibly replaced.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSTORABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/gu;

/** A text of Meta's, at most `max` characters, storable; null when it is not a text. */
const asText = (value: unknown, max = 4096) =>
  typeof value === 'string' ? value.slice(0, max).replace(UNSTORABLE, '\uFFFD') : null;

/**
 * When a message was sent: Meta gives seconds since 1970 as text. A time that is not one
 * (missing, '1e20', negative) or that lies ahead of now is taken as now.
 */
function sentAt(value: unknown, now = Date.now()): Date {
  const ms = Number(typeof value === 'number' ? value : (asText(value, 30) ?? NaN)) * 1000;
  return new Date(Number.isFinite(ms) && ms > 0 && ms < now ? ms : now);
}

async function storeStatus(trx: Db, s: Obj) {
  const status = GRAPH_STATUS[asText(s.status, 20) ?? ''];
  const wamid = asText(s.id, 200);
  if (!status || !wamid) return 0;
  const row = await trx
    .selectFrom('whatsappMessages')
    .select(['id', 'status'])
    .where('wamid', '=', wamid)
    .executeTakeFirst();
  if (!row || (RANK[row.status] ?? 0) >= (RANK[status] ?? 0)) return 0;
  const error = asObj(asArray(s.errors)[0]);
  const reason =
    status === 'FAILED'
      ? [asText(error.title), asText(asObj(error.error_data).details)]
          .filter(Boolean)
          .join(': ')
          .slice(0, 500) || M.failedByGraph
      : null;
  await trx
    .updateTable('whatsappMessages')
    .set({ status, updatedAt: new Date().toISOString(), ...(reason ? { error: reason } : {}) })
    .where('id', '=', row.id)
    .execute();
  return 1;
}

/** Files a client may send that are kept (downloaded and checked): photos and PDFs. */
const FILE_TYPES = new Set(['image', 'document']);

/** What the log shows of an incoming message: its text, a button's text, a file's caption. */
function incomingText(type: string, m: Obj) {
  if (type === 'text') return asText(asObj(m.text).body);
  // A template's quick reply, or an interactive message's button.
  if (type === 'button') return asText(asObj(m.button).text);
  if (type === 'interactive') return asText(asObj(asObj(m.interactive).button_reply).title);
  const file = asObj(m[type]);
  return asText(file.caption) ?? asText(file.filename, 255) ?? `[${type}]`;
}

/** What storing one incoming message led to, for the work after its commit. */
type Stored = { count: number; messageId?: number; mediaRef?: string; optedOut?: boolean };

async function storeMessage(trx: Db, m: Obj): Promise<Stored> {
  const from = asText(m.from, 30);
  const wamid = asText(m.id, 200);
  if (!from || !/^[0-9]{6,20}$/.test(from) || !wamid) return { count: 0 };
  const type = asText(m.type, 20) ?? 'unknown';
  const text = incomingText(type, m);
  const mediaRef = FILE_TYPES.has(type) ? asText(asObj(m[type]).id, 200) : null;
  const client = await findLiveClientByPhone(trx, `+${from}`);
  const at = new Date().toISOString();
  const inserted = await trx
    .insertInto('whatsappMessages')
    .values({
      clientId: client?.id ?? null,
      eventId: null,
      direction: 'IN',
      type: type.toUpperCase().slice(0, 20),
      phone: `+${from}`,
      templateName: null,
      language: null,
      variables: null,
      body: text ?? '',
      status: 'RECEIVED',
      wamid,
      error: null,
      nextAttemptAt: null,
      leaseUntil: null,
      createdAt: sentAt(m.timestamp).toISOString(),
      updatedAt: at,
      createdBy: null,
      mediaRef,
    })
    // Meta delivers a webhook again when unsure: the same message is recorded once.
    .onConflict((oc) => oc.column('wamid').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return { count: 0 };
  // 'BAJA' or 'STOP' opts the client out, answered inside the window it just opened.
  if (client && type === 'text' && text && isOptOutText(text)) {
    await setWhatsAppConsent(trx, client.id, false);
    await trx
      .insertInto('whatsappMessages')
      .values({
        clientId: client.id,
        eventId: null,
        direction: 'OUT',
        type: 'TEXT',
        phone: `+${from}`,
        templateName: null,
        language: null,
        variables: null,
        body: M.optOutConfirmation,
        ...queued('sistema'),
      })
      .execute();
    return { count: 1, optedOut: true };
  }
  return { count: 1, messageId: inserted.id, ...(mediaRef ? { mediaRef } : {}) };
}

/** POST webhook (signature already checked): statuses and incoming messages, each on its own. */
export async function receiveWebhook(db: Db, body: unknown, log: FastifyBaseLogger) {
  const counts = { statuses: 0, received: 0 };
  /** Incoming files to download, and whether a reply was queued (after the commits). */
  const after = { downloads: [] as { messageId: number; mediaRef: string }[], queued: false };
  type Store = (trx: Db, item: Obj) => Promise<number>;
  const each = async (kind: keyof typeof counts, item: unknown, store: Store) => {
    try {
      counts[kind] += await db.transaction().execute((trx) => store(trx, asObj(item)));
    } catch (err) {
      log.error({ err, wamid: asText(asObj(item).id, 200) }, 'webhook: one item not stored');
    }
  };
  const storeIncoming: Store = async (trx, item) => {
    const stored = await storeMessage(trx, item);
    if (stored.optedOut) after.queued = true;
    if (stored.messageId && stored.mediaRef) {
      after.downloads.push({ messageId: stored.messageId, mediaRef: stored.mediaRef });
    }
    return stored.count;
  };
  for (const entry of asArray(asObj(body).entry)) {
    for (const change of asArray(asObj(entry).changes)) {
      const value = asObj(asObj(change).value);
      for (const item of asArray(value.statuses)) await each('statuses', item, storeStatus);
      for (const item of asArray(value.messages)) await each('received', item, storeIncoming);
    }
  }
  return { counts, ...after };
}

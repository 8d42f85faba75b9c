import {
  CLIENT_EVENT_KINDS,
  DEFAULT_EVENT_RECIPIENTS,
  normaliseRole,
  type EventKind,
  type EventPayload,
} from '@taller/shared';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../src/db/database';
import type { GraphCall } from './fake-graph';

/**
 * Checks the outbox after a crash and a restart, once it has drained: every event of a write
 * that committed is there exactly once and was delivered; each gave exactly one notification to
 * each of its recipients and, where a template and the client's consent call for it, exactly one
 * WhatsApp message, sent. The Graph API may have accepted a message twice only if it was being
 * sent when the process died (sends are at least once, decision 016).
 */

/** The events each record's commit must have emitted: kind → the ids they point at. */
export async function eventSources(db: Db) {
  const payments = await db.selectFrom('payments').select(['id', 'status', 'createdBy']).execute();
  const clientUsers = await db
    .selectFrom('users')
    .select('name')
    .where('role', '=', 'CLIENTE')
    .execute();
  const clientNames = new Set(clientUsers.map((u) => u.name));
  const orders = await db.selectFrom('orders').select('id').execute();
  const bills = await db.selectFrom('bills').select(['id', 'status']).execute();
  return {
    BILL_ISSUED: bills.map((b) => b.id),
    BILL_ANNULLED: bills.filter((b) => b.status === 'ANNULLED').map((b) => b.id),
    PAYMENT_APPROVED: payments.filter((p) => p.status === 'APPROVED').map((p) => p.id),
    PAYMENT_PROOF_RECEIVED: payments
      .filter((p) => p.createdBy !== null && clientNames.has(p.createdBy))
      .map((p) => p.id),
    ORDER_CREATED: orders.map((o) => o.id),
  } as Record<string, number[]>;
}

/** A message as the Graph API receives it: to whom, which template, with which values. */
const graphKey = (call: GraphCall) => {
  const template = call.body.template as {
    name: string;
    components: { parameters: { text: string }[] }[];
  };
  const values = template.components.flatMap((c) => c.parameters.map((p) => p.text));
  return JSON.stringify([call.body.to, template.name, values]);
};
const messageKey = (m: { phone: string; templateName: string | null; variables: string | null }) =>
  JSON.stringify([m.phone.replace(/^\+/, ''), m.templateName, JSON.parse(m.variables ?? '[]')]);

const sorted = (ids: number[]) => JSON.stringify([...ids].sort((a, b) => a - b));

export async function outboxProblems(
  db: Db,
  graph: { accepted: GraphCall[] },
  sendingAtKill: number[],
  whatsAppKinds: string[],
) {
  const problems: string[] = [];
  const events = (await db.selectFrom('events').selectAll().orderBy('id').execute()).map((e) => ({
    ...e,
    payload: JSON.parse(e.payload) as EventPayload,
  }));
  for (const e of events) {
    if (e.processedAt === null || e.lastError !== null)
      problems.push(`event ${e.id} (${e.kind}) not delivered: ${e.lastError}`);
  }
  const sources = await eventSources(db);
  for (const kind of new Set([...Object.keys(sources), ...events.map((e) => e.kind)])) {
    const emitted = events.filter((e) => e.kind === kind).map((e) => e.payload.entityId ?? 0);
    if (sorted(emitted) !== sorted(sources[kind] ?? []))
      problems.push(
        `${kind} events for ${sorted(emitted)}, records ${sorted(sources[kind] ?? [])}`,
      );
  }

  // One notification per recipient: staff of the kind's default roles, and the client's account.
  const users = await db
    .selectFrom('users')
    .select(['id', 'role'])
    .where('status', '=', 'ACTIVE')
    .where('deletedAt', 'is', null)
    .execute();
  const accounts = new Map(
    (await db.selectFrom('clients').select(['id', 'userId']).execute()).map((c) => [
      c.id,
      c.userId,
    ]),
  );
  const notifications = await db
    .selectFrom('notifications')
    .select(['eventId', 'userId'])
    .execute();
  const received = new Map<number, number[]>();
  for (const n of notifications)
    received.set(n.eventId, [...(received.get(n.eventId) ?? []), n.userId]);
  for (const e of events) {
    const kind = e.kind as EventKind;
    const roles = DEFAULT_EVENT_RECIPIENTS[kind] as string[];
    const expected = users.filter((u) => roles.includes(normaliseRole(u.role))).map((u) => u.id);
    const client = e.payload.clientId ? accounts.get(e.payload.clientId) : null;
    if (client && CLIENT_EVENT_KINDS.includes(kind)) expected.push(client);
    // Nobody is told of their own action.
    const told = expected.filter((id) => id !== e.payload.actorId);
    const got = received.get(e.id) ?? [];
    received.delete(e.id);
    if (sorted(got) !== sorted(told))
      problems.push(`event ${e.id} (${kind}) notified ${sorted(got)}, not ${sorted(told)}`);
  }
  for (const [eventId] of received) problems.push(`notifications of unknown event ${eventId}`);

  // One WhatsApp message per event that has a template, to an opted-in client: sent.
  const optedIn = new Set(
    (await db.selectFrom('clients').select('id').where('whatsappOptIn', '=', 1).execute()).map(
      (c) => c.id,
    ),
  );
  const owed = events.filter(
    (e) => whatsAppKinds.includes(e.kind) && optedIn.has(e.payload.clientId ?? 0),
  );
  const messages = await db
    .selectFrom('whatsappMessages')
    .selectAll()
    .where('direction', '=', 'OUT')
    .execute();
  const messageEvents = messages.map((m) => m.eventId ?? 0);
  if (sorted(messageEvents) !== sorted(owed.map((e) => e.id)))
    problems.push(
      `WhatsApp messages for events ${sorted(messageEvents)}, owed ${sorted(owed.map((e) => e.id))}`,
    );
  // Each message sent is one call the Graph API accepted, with its content.
  const accepted = new Map(graph.accepted.map((call, i) => [`wamid.fake${i + 1}`, call]));
  const byId = new Map(messages.map((m) => [m.id, m]));
  for (const m of messages) {
    const call = m.wamid ? accepted.get(m.wamid) : undefined;
    accepted.delete(m.wamid ?? '');
    if (m.status !== 'SENT' || !call) {
      problems.push(`WhatsApp message ${m.id} is ${m.status}, wamid ${m.wamid} never accepted`);
    } else if (graphKey(call) !== messageKey(m)) {
      problems.push(`WhatsApp message ${m.id} was sent as ${JSON.stringify(call.body)}`);
    }
  }
  // Accepted but recorded under no message: sent twice. Only a send cut off by the kill (its
  // message SENDING then) may have been, and only once.
  const resendable = new Set(sendingAtKill.map((id) => messageKey(byId.get(id)!)));
  for (const call of accepted.values()) {
    if (!resendable.delete(graphKey(call)))
      problems.push(`WhatsApp sent twice: ${JSON.stringify(call.body)}`);
  }
  return problems;
}

/**
 * What the outbox had left to do when the process died: events not handed on, WhatsApp
 * messages not sent. Read before the restart (which delivers them); on SQLite from a copy of
 * the files, so that the restarted server still recovers the database as the crash left it.
 */
export async function outboxBacklog(place: { dataDir: string; databaseUrl?: string }) {
  let dataDir = place.dataDir;
  if (!place.databaseUrl) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'taller-crash-copy-'));
    for (const suffix of ['', '-wal']) {
      const file = path.join(place.dataDir, `taller.sqlite${suffix}`);
      if (existsSync(file)) copyFileSync(file, path.join(dataDir, `taller.sqlite${suffix}`));
    }
  }
  const { db, close } = openDatabase({ dataDir, databaseUrl: place.databaseUrl });
  try {
    return await undelivered(db);
  } finally {
    await close();
    if (dataDir !== place.dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Events not yet handed on, and WhatsApp messages not yet sent (`sending`: those mid-send). */
export async function undelivered(db: Db) {
  const events = await db
    .selectFrom('events')
    .select('id')
    .where('processedAt', 'is', null)
    .execute();
  const messages = await db
    .selectFrom('whatsappMessages')
    .select(['id', 'status'])
    .where('direction', '=', 'OUT')
    .where('status', 'in', ['QUEUED', 'SENDING'])
    .execute();
  return {
    events: events.length,
    messages: messages.length,
    sending: messages.filter((m) => m.status === 'SENDING').map((m) => m.id),
  };
}

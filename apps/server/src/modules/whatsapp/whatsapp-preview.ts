import type { EventKind, WhatsAppPreview } from '@taller/shared';
import type { Db } from '../../db/database';
import { findClientName } from '../clients/client.repository';
import { findLatestEvent } from '../notifications/outbox';

/**
 * The fields of the latest event of a kind: a template's preview fills {{1}}, {{2}}… from a real
 * recent record (empty when nothing of the kind has happened yet). The client's name is added as
 * the outbox worker adds it when it delivers the event.
 */
export async function findLatestEventFields(db: Db, kind: EventKind): Promise<WhatsAppPreview> {
  const event = await findLatestEvent(db, kind);
  if (!event) return { kind, eventAt: null, fields: {} };
  const { clientId, fields } = event.payload;
  if (clientId && !fields.clientName) {
    const client = await findClientName(db, clientId);
    if (client) fields.clientName = client.name;
  }
  return { kind, eventAt: event.createdAt, fields };
}

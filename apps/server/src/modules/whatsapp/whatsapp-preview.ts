import type { EventKind, WhatsAppPreview } from '@taller/shared';
import type { Db } from '../../db/database';
import { findLatestEvent } from '../notifications/outbox';

/**
 * The fields of the latest event of a kind: a template's preview fills {{1}}, {{2}}… from a real
 * recent record (empty when nothing of the kind has happened yet).
 */
export async function findLatestEventFields(db: Db, kind: EventKind): Promise<WhatsAppPreview> {
  const event = await findLatestEvent(db, kind);
  return event
    ? { kind, eventAt: event.createdAt, fields: event.payload.fields }
    : { kind, eventAt: null, fields: {} };
}

import { describeEvent, eventLink, normaliseRole, type EventKind } from '@taller/shared';
import type { Db } from '../../db/database';
import { findActiveUsersWithRoles } from '../auth/user.repository';
import { findActiveAccountOfClient } from '../clients/client.repository';
import type { OutboxEvent } from './outbox-worker';
import * as repo from './notification.repository';
import type { NotificationHub } from './notification-hub';

/**
 * The in-app channel: inside the worker's transaction, one notification per recipient (staff
 * of the kind's roles, and the client the event concerns), less those who muted the kind and
 * the one who acted. The
 * live stream hears of them once the transaction committed.
 */
export function notificationDelivery(hub: NotificationHub) {
  return async (trx: Db, event: OutboxEvent) => {
    const kind = event.kind as EventKind;
    const setting = (await repo.findRecipients(trx)).find((r) => r.kind === kind);
    if (!setting) return;
    const roles = setting.roles.map(normaliseRole);
    const staff = roles.length === 0 ? [] : await findActiveUsersWithRoles(trx, roles);
    const clientId = event.payload.clientId;
    const client =
      setting.notifyClient && clientId ? await findActiveAccountOfClient(trx, clientId) : undefined;
    const audiences = new Map<number, 'staff' | 'client'>(staff.map((u) => [u.id, 'staff']));
    if (client) audiences.set(client.id, 'client');
    // Nobody is told of their own action.
    if (event.payload.actorId) audiences.delete(event.payload.actorId);
    if (audiences.size === 0) return;
    const muted = await trx
      .selectFrom('notificationPreferences')
      .select(['userId', 'muted'])
      .where('userId', 'in', [...audiences.keys()])
      .execute();
    for (const row of muted) {
      if ((JSON.parse(row.muted) as string[]).includes(kind)) audiences.delete(row.userId);
    }
    if (audiences.size === 0) return;
    const fields = event.payload.fields;
    const inserted = await repo.insertNotifications(
      trx,
      [...audiences].map(([userId, audience]) => ({
        userId,
        eventId: event.id,
        kind,
        ...describeEvent(kind, fields, audience),
        link: eventLink(kind, event.payload.entityId, audience),
        createdAt: event.createdAt,
      })),
    );
    return () => hub.publish(inserted);
  };
}

import {
  ORDER_MESSAGES as M,
  canMoveOrder,
  eventDate,
  formatMoney,
  orderStatusLabel,
  type OrderStatusData,
} from '@taller/shared';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import * as stamps from '../../lib/audit-stamps';
import { conflict } from '../../lib/app-error';
import { lockLiveOrNotFound, updateById } from '../../resource';
import { emitEvent } from '../notifications/outbox';
import * as repo from './order.repository';

/**
 * Moves a live order along its pipeline inside the caller's transaction (404 when it is missing,
 * 409 when the pipeline does not allow the move): the row's status and version, a line of its
 * history and the event that tells the client. 'Cambiar estado' calls it, and so does production
 * when the last stage finishes an order's pieces.
 */
export async function moveOrderStatus(
  trx: Db,
  dialect: Dialect,
  id: number,
  input: OrderStatusData,
  actor: Actor,
) {
  const current = await lockLiveOrNotFound(trx, 'orders', id, dialect, M.notFound);
  if (!canMoveOrder(current.status, input.status)) {
    throw conflict(
      'STATUS_LOCKED',
      M.transitionRefused(orderStatusLabel(current.status), orderStatusLabel(input.status)),
    );
  }
  const at = new Date().toISOString();
  await updateById(trx, 'orders', id, {
    status: input.status,
    version: Number(current.version) + 1,
    ...stamps.updated(actor, at),
  });
  await repo.insertHistory(trx, {
    orderId: id,
    fromStatus: current.status,
    toStatus: input.status,
    note: input.note ?? null,
    changedBy: actor.name,
    changedAt: at,
  });
  await emitEvent(trx, 'ORDER_STATUS_CHANGED', {
    clientId: current.clientId,
    entityId: id,
    actorId: actor.id,
    fields: {
      orderNumber: current.number,
      status: orderStatusLabel(input.status),
      amount: formatMoney(Number(current.totalCents)),
      date: eventDate(at),
    },
  });
}

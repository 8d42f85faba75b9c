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
  await writeStatus(trx, current, input.status, input.note ?? null, actor);
}

/** How long after a status change its toast's 'Deshacer' is still honoured. */
export const STATUS_UNDO_MS = 60_000;

/**
 * 'Deshacer' on the toast of a status change: puts back the status the order had, when that change
 * is still its last one (`version` is the one the change answered), made by the same person less
 * than a minute ago. The pipeline only moves forward; this is the one way back, and its history
 * says so.
 */
export async function undoOrderStatus(
  trx: Db,
  dialect: Dialect,
  id: number,
  version: number,
  actor: Actor,
  now = Date.now(),
) {
  const current = await lockLiveOrNotFound(trx, 'orders', id, dialect, M.notFound);
  if (Number(current.version) !== version) throw conflict('STALE_VERSION', M.undoStale);
  const last = await repo.findLastHistory(trx, id);
  if (
    !last?.fromStatus ||
    last.toStatus !== current.status ||
    // An undo moves backwards; undoing it would not be what its toast offered.
    !canMoveOrder(last.fromStatus, last.toStatus) ||
    last.changedBy !== actor.name ||
    now - Date.parse(last.changedAt) > STATUS_UNDO_MS
  ) {
    throw conflict('UNDO_EXPIRED', M.undoExpired);
  }
  await writeStatus(trx, current, last.fromStatus, M.statusUndoneNote, actor);
}

type LockedOrder = Awaited<ReturnType<typeof lockLiveOrNotFound<'orders'>>>;

/** The row's status and version, a line of its history and the event that tells the client. */
async function writeStatus(
  trx: Db,
  current: LockedOrder,
  status: string,
  note: string | null,
  actor: Actor,
) {
  const at = new Date().toISOString();
  await updateById(trx, 'orders', current.id, {
    status,
    version: Number(current.version) + 1,
    ...stamps.updated(actor, at),
  });
  await repo.insertHistory(trx, {
    orderId: current.id,
    fromStatus: current.status,
    toStatus: status,
    note,
    changedBy: actor.name,
    changedAt: at,
  });
  await emitEvent(trx, 'ORDER_STATUS_CHANGED', {
    clientId: current.clientId,
    entityId: current.id,
    actorId: actor.id,
    fields: {
      orderNumber: current.number,
      status: orderStatusLabel(status),
      amount: formatMoney(Number(current.totalCents)),
      date: eventDate(at),
    },
  });
}

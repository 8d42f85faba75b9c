import {
  ORDER_MESSAGES,
  PRODUCTION_MESSAGES as M,
  STAFF_ROLES,
  eventDate,
  orderStatusLabel,
  pieceName,
  stageCountRefusal,
  type OrderProgress,
  type StageProgressData,
} from '@taller/shared';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import * as stamps from '../../lib/audit-stamps';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { insertRow } from '../../resource';
import { findActiveUsersWithRoles } from '../auth/user.repository';
import { emitEvent } from '../notifications/outbox';
import { lockLiveOrder } from '../orders/order-lookups';
import { moveOrderStatus } from '../orders/order-status';
import { findOrderPieces } from '../orders/production-sheet.service';
import { findSheetOrders } from '../orders/production-sheet.repository';
import { refreshPiecesDone } from './pieces-done';
import { isComplete, progressOf, storedSize } from './progress';
import * as repo from './production.repository';

export type ProgressService = ReturnType<typeof createProgressService>;

/** One order's progress, read in the caller's transaction or not. */
async function orderProgress(
  db: Db,
  order: { id: number; number: string; status: string },
): Promise<OrderProgress> {
  const stages = await repo.findLiveStages(db);
  const pieces = (await findOrderPieces(db, { orderId: order.id })).get(order.id) ?? [];
  return progressOf(order, stages, pieces, await repo.findDone(db, [order.id]));
}

/**
 * Stage counts of orders in production: an entry adds pieces of one product and size through
 * one stage, under the order's lock, never past the order's pieces nor the stage before it; a
 * correction (negative, with its note) never below zero nor the stage after it. When the last
 * stage has every piece, the order moves to 'Terminado' through the orders' own status change.
 */
export function createProgressService({ db, dialect }: { db: Db; dialect: Dialect }) {
  return {
    /** The live order's progress (404 when there is none). */
    async forOrder(orderId: number): Promise<OrderProgress> {
      const [order] = await findSheetOrders(db, { orderId });
      if (!order) throw notFound(ORDER_MESSAGES.notFound);
      return orderProgress(db, order);
    },

    async record(
      orderId: number,
      input: StageProgressData,
      actor: Actor,
    ): Promise<{ progress: OrderProgress; finished: boolean }> {
      return db.transaction().execute(async (trx) => {
        // Stages before the order, as a save of the stages does (it then writes orders).
        await repo.lockLiveStages(trx, dialect, 'share');
        const order = await lockLiveOrder(trx, dialect, orderId);
        if (!order) throw notFound(ORDER_MESSAGES.notFound);
        if (order.status !== 'IN_PRODUCTION') {
          throw conflict('STATUS_LOCKED', M.notInProduction(orderStatusLabel(order.status)));
        }
        const stages = await repo.findLiveStages(trx);
        const at = stages.findIndex((s) => s.id === input.stageId);
        if (at < 0) throw badRequest('UNAVAILABLE', M.stageUnavailable);
        if (input.responsibleUserId != null) {
          const staff = await findActiveUsersWithRoles(trx, [...STAFF_ROLES]);
          if (!staff.some((u) => u.id === input.responsibleUserId)) {
            throw badRequest('UNAVAILABLE', M.responsibleUnavailable);
          }
        }
        const pieces = (await findOrderPieces(trx, { orderId })).get(orderId) ?? [];
        const piece = pieces.find((p) => p.productId === input.productId && p.size === input.size);
        if (!piece) {
          const [named] = pieces.filter((p) => p.productId === input.productId);
          const what = pieceName(
            named?.productName ?? `El producto ${input.productId}`,
            input.size,
          );
          throw badRequest('NOT_OF_RECORD', M.notInOrder(what));
        }
        const size = storedSize(input.size);
        const doneOf = await repo.findDoneOfPiece(trx, {
          orderId,
          productId: piece.productId,
          size,
        });
        const refusal = stageCountRefusal({
          stageNames: stages.map((s) => s.name),
          done: stages.map((s) => doneOf.get(s.id) ?? 0),
          total: piece.quantity,
          at,
          count: input.count,
          piece: pieceName(piece.productName, piece.size),
        });
        if (refusal) throw new AppError(409, 'STAGE_COUNT_REFUSED', refusal);
        await insertRow(trx, 'stageProgress', {
          orderId,
          stageId: input.stageId,
          productId: piece.productId,
          size,
          count: input.count,
          note: input.note ?? null,
          responsibleUserId: input.responsibleUserId ?? null,
          ...stamps.created(actor),
        });
        await refreshPiecesDone(trx, stages.at(-1)!.id, orderId);
        let progress = progressOf(order, stages, pieces, await repo.findDone(trx, [orderId]));
        const finished = at === stages.length - 1 && input.count > 0 && isComplete(progress);
        if (finished) {
          const note = M.finishedNote;
          await moveOrderStatus(trx, dialect, orderId, { status: 'FINISHED', note }, actor);
          progress = { ...progress, status: 'FINISHED' };
          // The last stage is done: the order can go to the school (decision 016).
          await emitEvent(trx, 'ORDER_READY', {
            clientId: order.clientId,
            entityId: orderId,
            fields: { orderNumber: order.number, date: eventDate(new Date().toISOString()) },
          });
        }
        return { progress, finished };
      });
    },
  };
}

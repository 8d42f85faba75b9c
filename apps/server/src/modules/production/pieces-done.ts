import { sql } from 'kysely';
import type { Db } from '../../db/database';
import './production.repository';

/**
 * Keeps `orders.pieces_done` (migration 033), read by 'Inicio': the sum of an order's ledger at
 * the last live stage (what is finished), 0 when the workshop has no stage. Recomputed in the
 * transaction that records a count (`orderId`: that order), and in a save of the stages that
 * makes another stage the last (every order with counts, or with a total to clear).
 */
export async function refreshPiecesDone(db: Db, lastStageId: number | null, orderId?: number) {
  const only = orderId === undefined ? sql`` : sql`and id = ${orderId}`;
  if (lastStageId === null) {
    await sql`update orders set pieces_done = 0 where pieces_done <> 0 ${only}`.execute(db);
    return;
  }
  const which =
    orderId === undefined
      ? sql`pieces_done <> 0 or id in (select order_id from stage_progress where stage_id = ${lastStageId})`
      : sql`id = ${orderId}`;
  await sql`update orders set pieces_done = coalesce((select sum(sp.count) from stage_progress sp
      where sp.order_id = orders.id and sp.stage_id = ${lastStageId}), 0)
    where ${which}`.execute(db);
}

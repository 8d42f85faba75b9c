import type { Generated, Selectable } from 'kysely';
import type { AuditColumns } from '../../db/columns';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/schema';
import { inChunks } from '../../resource';

export interface ProductionStagesTable extends AuditColumns {
  id: Generated<number>;
  name: string;
  /** textKey(name): unique among live stages. */
  nameKey: string;
  /** The stage's place in the workshop's order, from 0. */
  position: number;
}

/** One entry of the counts ledger: `count` pieces (negative: a correction) through a stage. */
export interface StageProgressTable extends AuditColumns {
  id: Generated<number>;
  orderId: number;
  stageId: number;
  productId: number;
  /** '' for a product without sizes. */
  size: string;
  count: number;
  note: string | null;
  responsibleUserId: number | null;
}

declare module '../../db/schema' {
  interface Database {
    productionStages: ProductionStagesTable;
    stageProgress: StageProgressTable;
  }
}

export type StageRow = Selectable<ProductionStagesTable>;

/** The live stages in the workshop's order. */
export const findLiveStages = (db: Db) =>
  db
    .selectFrom('productionStages')
    .selectAll()
    .where('deletedAt', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute();

/**
 * The live stages locked for a change of the list (PostgreSQL; SQLite has one writer), so two
 * saves of the list run one after the other; `share` (a count being recorded) only waits for a
 * save, so that the count and the orders' pieces done read the stages the save left. The caller
 * reads them again after the lock.
 */
export async function lockLiveStages(
  db: Db,
  dialect: Dialect,
  mode: 'update' | 'share' = 'update',
) {
  if (dialect !== 'postgres') return;
  const query = db.selectFrom('productionStages').select('id').where('deletedAt', 'is', null);
  await (mode === 'share' ? query.forShare() : query.forUpdate()).execute();
}

/** Which of these stages have counts recorded. */
export async function findStagesWithProgress(db: Db, stageIds: readonly number[]) {
  if (stageIds.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom('stageProgress')
    .select('stageId')
    .distinct()
    .where('stageId', 'in', stageIds)
    .execute();
  return new Set(rows.map((r) => r.stageId));
}

/** What each stage has done of each product and size of these orders (sums of the ledger). */
export async function findDone(db: Db, orderIds: readonly number[]) {
  const rows = await inChunks([...new Set(orderIds)], 1000, (chunk) =>
    db
      .selectFrom('stageProgress')
      .select((eb) => [
        'orderId',
        'stageId',
        'productId',
        'size',
        eb.fn.sum<number | string>('count').as('done'),
      ])
      .where('orderId', 'in', chunk)
      .groupBy(['orderId', 'stageId', 'productId', 'size'])
      .execute(),
  );
  return rows.map((r) => ({ ...r, done: Number(r.done) }));
}

/** What each stage has done of one product and size of one order. */
export async function findDoneOfPiece(
  db: Db,
  piece: { orderId: number; productId: number; size: string },
) {
  const rows = await db
    .selectFrom('stageProgress')
    .select((eb) => ['stageId', eb.fn.sum<number | string>('count').as('done')])
    .where('orderId', '=', piece.orderId)
    .where('productId', '=', piece.productId)
    .where('size', '=', piece.size)
    .groupBy('stageId')
    .execute();
  return new Map(rows.map((r) => [r.stageId, Number(r.done)]));
}

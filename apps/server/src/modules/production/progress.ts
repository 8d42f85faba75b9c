import type { OrderProgress, ProgressRow, StageDone } from '@taller/shared';
import type { OrderPieces } from '../orders/production-sheet.service';
import type { findDone, StageRow } from './production.repository';

type DoneRow = Awaited<ReturnType<typeof findDone>>[number];
/** The stored size of a piece: '' for a product without sizes. */
export const storedSize = (size: string | null) => size ?? '';
const pieceKey = (productId: number, size: string | null) => `${productId}|${storedSize(size)}`;

/**
 * An order's progress: per product and size, what each stage (in the workshop's order) has done
 * of its pieces, and per stage the sum over them. `remaining` counts the pieces not through the
 * last stage. Counts of a product or size no longer in the order are left out.
 */
export function progressOf(
  order: { id: number; number: string; status: string },
  stages: readonly StageRow[],
  pieces: readonly OrderPieces[],
  done: readonly DoneRow[],
): OrderProgress {
  const doneOf = new Map<string, number>();
  for (const row of done) doneOf.set(`${row.stageId}|${row.productId}|${row.size}`, row.done);
  const rows: ProgressRow[] = pieces.map((piece) => ({
    productId: piece.productId,
    productCode: piece.productCode,
    productName: piece.productName,
    size: piece.size,
    total: piece.quantity,
    done: stages.map(
      (stage) => doneOf.get(`${stage.id}|${pieceKey(piece.productId, piece.size)}`) ?? 0,
    ),
  }));
  const totalPieces = rows.reduce((sum, row) => sum + row.total, 0);
  const stageDone: StageDone[] = stages.map((stage, at) => ({
    stageId: stage.id,
    name: stage.name,
    done: rows.reduce((sum, row) => sum + Math.min(row.done[at]!, row.total), 0),
    total: totalPieces,
  }));
  const last = stages.length - 1;
  const remaining = rows.reduce(
    (sum, row) => sum + Math.max(0, row.total - (last < 0 ? 0 : row.done[last]!)),
    0,
  );
  return {
    orderId: order.id,
    number: order.number,
    status: order.status,
    totalPieces,
    remaining,
    stages: stageDone,
    rows,
  };
}

/** Every piece of the order is through the last stage (an order with no pieces is not). */
export const isComplete = (progress: OrderProgress) =>
  progress.totalPieces > 0 && progress.stages.length > 0 && progress.remaining === 0;

import {
  MATERIAL_MESSAGES as M,
  STOCK_MAX,
  formatQuantity,
  fromMilli,
  toMilli,
  eventDate,
  type MovementType,
} from '@taller/shared';
import type { Db } from '../../db/database';
import type { Actor } from '../../lib/actor';
import { conflict } from '../../lib/app-error';
import { orNull } from '../../lib/partial';
import { findOrNotFound } from '../../resource';
import { emitEvent } from '../notifications/outbox';
import * as materials from './material.repository';
import * as movements from './movement.repository';
import { valueMovement } from './valuation';

/** One movement to append: its signed quantity in thousandths and what it records. */
export type NewMovement = {
  materialId: number;
  type: MovementType;
  quantityMilli: number;
  unitCostCents?: number | null;
  supplier?: string | null;
  document?: string | null;
  documentDate?: string | null;
  reason?: string | null;
  orderId?: number | null;
  reversesId?: number | null;
  /** The movement may leave the stock below zero (it carries a reason). */
  allowNegative?: boolean;
};

const STOCK_MAX_MILLI = toMilli(STOCK_MAX);

/**
 * Appends a movement to the ledger inside the caller's transaction: the material's stock moves
 * by the quantity in one conditional update (never below zero unless allowed, never above the
 * maximum) and the movement keeps the balance it left. The only way a stock changes.
 */
export async function appendMovement(trx: Db, movement: NewMovement, actor: Actor, at: string) {
  const floor = movement.allowNegative ? null : 0;
  const after = await materials.addToStock(
    trx,
    movement.materialId,
    movement.quantityMilli,
    floor,
    STOCK_MAX_MILLI,
  );
  if (after === undefined) await explainRefusal(trx, movement);
  const balance = after!.stockMilli;
  // The row is this transaction's now: its value and average are the ones just before.
  const valued = valueMovement(
    {
      stockMilli: balance - movement.quantityMilli,
      valueCents: after!.valueCents,
      avgCostMicro: after!.avgCostMicro,
    },
    {
      quantityMilli: movement.quantityMilli,
      unitCostCents: movement.unitCostCents,
      reversedValueCents: movement.reversesId
        ? await movements.valueOfMovement(trx, movement.reversesId)
        : null,
    },
  );
  await materials.setValuation(trx, movement.materialId, {
    valueCents: valued.valueAfterCents,
    avgCostMicro: valued.avgCostMicro,
  });
  // Crossing below the minimum tells staff once; it tells again only after it recovered.
  const min = after!.minStockMilli;
  if (balance < min && balance - movement.quantityMilli >= min) {
    await emitEvent(trx, 'LOW_STOCK', {
      entityId: movement.materialId,
      fields: { materialName: after!.name, date: eventDate(at) },
    });
  }
  const { id } = await movements.insertMovement(trx, {
    materialId: movement.materialId,
    type: movement.type,
    quantityMilli: movement.quantityMilli,
    balanceAfterMilli: balance!,
    ...orNull(movement, [
      'unitCostCents',
      'supplier',
      'document',
      'documentDate',
      'reason',
      'orderId',
      'reversesId',
    ]),
    allowedNegative: movement.allowNegative && balance! < 0 ? 1 : 0,
    ...valued,
    createdBy: actor.name,
    createdAt: at,
  });
  return { id, balanceMilli: balance! };
}

/** Why the stock update matched no row: the material is gone, or the stock would leave range. */
async function explainRefusal(trx: Db, movement: NewMovement): Promise<never> {
  const row = await findOrNotFound(trx, 'materials', movement.materialId, M.notFound);
  if (row.deletedAt) throw conflict('UNAVAILABLE', M.materialDeleted(row.code));
  const stock = Number(row.stockMilli);
  if (stock + movement.quantityMilli > STOCK_MAX_MILLI)
    throw conflict('STOCK_TOO_LARGE', M.stockTooLarge(row.code));
  throw conflict(
    'INSUFFICIENT_STOCK',
    M.insufficient(
      row.code,
      formatQuantity(fromMilli(stock), row.unit),
      formatQuantity(fromMilli(-movement.quantityMilli), row.unit),
    ),
  );
}

import {
  MATERIAL_MESSAGES as M,
  fromMilli,
  toMilli,
  type ReceiptData,
  type ReceiptResult,
} from '@taller/shared';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { badRequest } from '../../lib/app-error';
import { toMaterialRef } from './material-read';
import * as repo from './material.repository';
import { appendMovement } from './stock';

/**
 * 'Entrada de materiales': a supplier's delivery note with all its lines, one entry (IN) per line
 * with its unit cost, the supplier, the document and its date, in one transaction — all or
 * nothing. A material may appear on two lines (two lots at different costs).
 */
export async function recordReceipt(
  db: Db,
  dialect: Dialect,
  input: ReceiptData,
  actor: Actor,
): Promise<ReceiptResult> {
  const ids = input.lines.map((line) => line.materialId);
  return db.transaction().execute(async (trx) => {
    const rows = new Map((await repo.lockLiveMaterials(trx, ids, dialect)).map((r) => [r.id, r]));
    const missing = [...new Set(ids.filter((id) => !rows.has(id)))];
    if (missing.length > 0)
      throw badRequest('UNAVAILABLE', M.bomMaterialUnavailable(missing.join(', ')));
    const at = new Date().toISOString();
    const lines: ReceiptResult['lines'] = [];
    for (const line of input.lines) {
      const { id, balanceMilli } = await appendMovement(
        trx,
        {
          materialId: line.materialId,
          type: 'IN',
          quantityMilli: toMilli(line.quantity),
          unitCostCents: line.unitCostCents,
          supplier: input.supplier,
          document: input.document,
          documentDate: input.date,
        },
        actor,
        at,
      );
      lines.push({
        material: toMaterialRef(rows.get(line.materialId)!),
        quantity: line.quantity,
        unitCostCents: line.unitCostCents,
        movementId: id,
        stock: fromMilli(balanceMilli),
      });
    }
    return { lines };
  });
}

import { fromMilli, type FromShortfallData, type FromShortfallResult } from '@taller/shared';
import type { Db } from '../../db/database';
import type { Actor } from '../../lib/actor';
import { toMaterialRef } from './material-read';
import * as materials from './material.repository';
import { findDueOnOrder } from './purchase-order.repository';
import { insertPurchaseOrder, readPurchaseOrders } from './purchase-order.service';
import { requirementsOf } from './requirements';
import { MICRO_PER_CENT } from './valuation';

/** `need` rounded UP to whole purchase units (null: any quantity), in thousandths. */
export const roundUpToUnit = (needMilli: number, unitMilli: number | null) =>
  unitMilli ? Math.ceil(needMilli / unitMilli) * unitMilli : needMilli;

/**
 * 'Crear órdenes de compra' (decision 027): the shortfall of the orders in production (or of the
 * given ones), less what open purchase orders still await, one Borrador per supplier with a line
 * per material, rounded up to the material's purchase unit, at its average cost. Materials with
 * no supplier are answered, not ordered.
 */
export async function purchaseFromShortfall(
  db: Db,
  input: FromShortfallData,
  actor: Actor,
): Promise<FromShortfallResult> {
  const ids = await db.transaction().execute(async (trx) => {
    const scope = input.orderIds ? { orderIds: input.orderIds } : ('IN_PRODUCTION' as const);
    const { lines } = await requirementsOf(trx, scope);
    const dueOnOrder = await findDueOnOrder(trx);
    const short = lines.flatMap((line) => {
      const need = Math.round(line.shortfall * 1000) - (dueOnOrder.get(line.material.id) ?? 0);
      return need > 0 ? [{ materialId: line.material.id, needMilli: need }] : [];
    });
    const rows = new Map(
      (
        await materials.findMaterialsByIds(
          trx,
          short.map((s) => s.materialId),
        )
      ).map((r) => [r.id, r]),
    );
    const bySupplier = new Map<
      number,
      { materialId: number; quantityMilli: number; unitCostCents: number }[]
    >();
    const withoutSupplier: FromShortfallResult['withoutSupplier'] = [];
    for (const { materialId, needMilli } of short) {
      const row = rows.get(materialId)!;
      const unit = row.purchaseUnitMilli === null ? null : Number(row.purchaseUnitMilli);
      const quantityMilli = roundUpToUnit(needMilli, unit);
      if (row.supplierId === null) {
        withoutSupplier.push({ material: toMaterialRef(row), quantity: fromMilli(quantityMilli) });
        continue;
      }
      const unitCostCents = Number(
        (BigInt(row.avgCostMicro) + MICRO_PER_CENT / 2n) / MICRO_PER_CENT,
      );
      const list = bySupplier.get(row.supplierId) ?? [];
      list.push({ materialId, quantityMilli, unitCostCents });
      bySupplier.set(row.supplierId, list);
    }
    const created: number[] = [];
    for (const [supplierId, orderLines] of [...bySupplier].sort((a, b) => a[0] - b[0])) {
      created.push(await insertPurchaseOrder(trx, { supplierId, lines: orderLines }, actor));
    }
    return { created, withoutSupplier };
  });
  return {
    created: await readPurchaseOrders(db, ids.created),
    withoutSupplier: ids.withoutSupplier,
  };
}

import {
  PURCHASE_ORDER_MESSAGES as M,
  formatQuantity,
  fromMilli,
  purchaseOrderStatusLabel,
  toMilli,
  type PurchaseOrder,
  type ReceivePurchaseOrderData,
} from '@taller/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import * as stamps from '../../lib/audit-stamps';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import * as repo from './purchase-order.repository';
import { purchaseOrderNumber, readPurchaseOrders } from './purchase-order.service';
import { appendMovement } from './stock';

const RECEIVABLE = ['DRAFT', 'SENT', 'PARTIAL'];

/**
 * Receives a delivery against a purchase order (decision 027): one stock entry (IN) per line at
 * the line's agreed unit cost, through the ledger, and the line's received quantity, all in one
 * transaction under the order's lock, so two receipts of one line queue and the second sees
 * what the first took in. Never more than is still due unless `allowOver` says so; the order
 * becomes Recibida once every line is complete, Recibida parcialmente before.
 */
export async function receivePurchaseOrder(
  db: Db,
  dialect: Dialect,
  id: number,
  input: ReceivePurchaseOrderData,
  actor: Actor,
): Promise<PurchaseOrder> {
  await db.transaction().execute(async (trx) => {
    const order = await repo.lockPurchaseOrder(trx, id, dialect === 'postgres');
    if (!order) throw notFound(M.notFound);
    if (!RECEIVABLE.includes(order.status)) {
      throw conflict(
        'STATUS_LOCKED',
        M.notReceivable(purchaseOrderStatusLabel(order.status).toLowerCase()),
      );
    }
    const lines = new Map(
      ((await repo.findLinesOf(trx, [id])).get(id) ?? []).map((l) => [l.id, l]),
    );
    const seen = new Set<number>();
    for (const { lineId } of input.lines) {
      if (!lines.has(lineId)) throw badRequest('UNAVAILABLE', M.lineNotInOrder(lineId));
      if (seen.has(lineId)) throw badRequest('REPEATED_ITEM', M.repeatedLine(lineId));
      seen.add(lineId);
    }
    const supplier = await trx
      .selectFrom('suppliers')
      .select('name')
      .where('id', '=', order.supplierId)
      .executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    for (const { lineId, quantity } of input.lines) {
      const line = lines.get(lineId)!;
      const milli = toMilli(quantity);
      const due = Number(line.quantityMilli) - Number(line.receivedMilli);
      if (!input.allowOver && milli > due) {
        throw conflict(
          'OVER_RECEIPT',
          M.overReceipt(
            line.code,
            formatQuantity(fromMilli(Math.max(0, due)), line.unit),
            formatQuantity(quantity, line.unit),
          ),
        );
      }
      await trx
        .updateTable('purchaseOrderLines')
        .set({ receivedMilli: sql`received_milli + ${milli}` })
        .where('id', '=', lineId)
        .execute();
      await appendMovement(
        trx,
        {
          materialId: line.materialId,
          type: 'IN',
          quantityMilli: milli,
          unitCostCents: Number(line.unitCostCents),
          supplier: supplier.name,
          document: input.document ?? purchaseOrderNumber(id),
          documentDate: input.date,
          reason: M.receiptReason(purchaseOrderNumber(id)),
        },
        actor,
        at,
      );
    }
    const open = await trx
      .selectFrom('purchaseOrderLines')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('purchaseOrderId', '=', id)
      .where(sql<boolean>`received_milli < quantity_milli`)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('purchaseOrders')
      .set({ status: Number(open.n) === 0 ? 'RECEIVED' : 'PARTIAL', ...stamps.updated(actor, at) })
      .where('id', '=', id)
      .execute();
  });
  return (await readPurchaseOrders(db, [id]))[0]!;
}

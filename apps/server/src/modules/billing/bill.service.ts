import {
  BILLING_MESSAGES as M,
  MONEY_MAX_CENTS,
  RECEIVABLE_MESSAGES as R,
  addDays,
  billAmounts,
  formatBillNumber,
  formatMoney,
  laPazDay,
  type AnnulBillData,
  type Bill,
  type BillExportQuery,
  type BillListQuery,
  type BillDueDateData,
  type BillPage,
  type CreateBillData,
} from '@taller/shared';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import * as stamps from '../../lib/audit-stamps';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { pageOf } from '../../lib/envelope';
import { lockLive } from '../../resource';
import { searchText, textKey } from '../../lib/text-key';
import type { SiatModule } from '../siat/siat.module';
import { checkFacturaBuyer, issueBillFactura, releaseRejectedBill } from './bill-factura';
import { billingModeOf, findInfoRow, issuerOf } from './billing-info.service';
import type { Issuer } from './billing.tables';
import { announceBill } from './bill-events';
import { loadBill, loadBills, loadFacturaPrint } from './bill-read';
import * as repo from './bill.repository';

type Line = { description: string; quantity: number; unitPriceCents: number; totalCents: number };

/** The order's items as bill lines: name (and code), quantity, unit price, subtotal. */
async function orderLines(trx: Db, orderId: number): Promise<Line[]> {
  const items = await trx
    .selectFrom('orderItems')
    .leftJoin('products', 'products.id', 'orderItems.productId')
    .leftJoin('packages', 'packages.id', 'orderItems.packageId')
    .select([
      'orderItems.quantity',
      'orderItems.unitPriceCents',
      'orderItems.subtotalCents',
      'products.name as productName',
      'products.code as productCode',
      'packages.name as packageName',
      'packages.code as packageCode',
    ])
    .where('orderItems.orderId', '=', orderId)
    .orderBy('orderItems.position')
    .execute();
  return items.map((item) => ({
    description: `${item.productName ?? item.packageName} (${item.productCode ?? item.packageCode})`,
    quantity: Number(item.quantity),
    unitPriceCents: Number(item.unitPriceCents),
    totalCents: Number(item.subtotalCents),
  }));
}

export function createBillService({
  db,
  dialect,
  siat,
}: {
  db: Db;
  dialect: Dialect;
  /** Facturas (issue 36): issued, sent and annulled through SIAT when the mode says so. */
  siat: SiatModule;
}) {
  const reload = async (trx: Db, id: number) => loadBill(trx, (await repo.findBillRow(trx, id))!);

  return {
    async list(query: BillListQuery & { clientId?: number }): Promise<BillPage> {
      const { rows, totals } = await repo.findBillPage(db, query);
      return { ...pageOf(await loadBills(db, rows), totals.count, query), totals };
    },

    export: async (query: BillExportQuery) =>
      loadBills(db, await repo.findBillsForExport(db, query)),

    async get(id: number): Promise<Bill> {
      const row = await repo.findBillRow(db, id);
      if (!row) throw notFound(M.billNotFound);
      return loadBill(db, row);
    },

    /** The bill, its issuer and a factura's SIAT facts, for the PDF; with `clientId`, only that client's bill (else 404). */
    async forPdf(id: number, clientId?: number) {
      const bill = await this.get(id);
      if (clientId !== undefined && bill.clientId !== clientId) throw notFound(M.billNotFound);
      const row = (await repo.findBillRow(db, id))!;
      const factura = await loadFacturaPrint(db, bill);
      return { bill, issuer: JSON.parse(row.issuer) as Issuer, factura };
    },

    /**
     * Issues a bill for the whole order, an advance or the balance, numbered last inside the
     * transaction (the series' counter row stays locked briefly; a failure gives the number back).
     */
    async create(input: CreateBillData, actor: Actor): Promise<Bill> {
      const factura = (await billingModeOf(db)) === 'SIAT_COMPUTARIZADA';
      if (factura) await checkFacturaBuyer(db, siat, input);
      const bill = await db.transaction().execute(async (trx) => {
        const info = await findInfoRow(trx, dialect);
        if (info.businessName === '' || info.taxId === '')
          throw conflict('BILLING_INFO_INCOMPLETE', M.infoMissing);
        // Locked on PostgreSQL: two bills of one order are checked against each other's totals.
        const order = await lockLive(trx, 'orders', input.orderId, dialect);
        if (!order) throw badRequest('UNAVAILABLE', M.orderUnavailable);
        if (order.status === 'CANCELLED') throw conflict('STATUS_LOCKED', M.orderCancelled);
        const client = await trx
          .selectFrom('clients')
          .select(['id', 'name', 'documentNumber'])
          .where('id', '=', order.clientId)
          .executeTakeFirstOrThrow();

        const rate = Number(info.taxRateBp);
        const included = Boolean(Number(info.pricesIncludeTax));
        const billed = Number(order.billedCents);
        const due = billAmounts([Number(order.totalCents)], rate, included).totalCents;
        const left = Math.max(0, due - billed);
        let lines: Line[];
        let amounts: ReturnType<typeof billAmounts>;
        if (input.kind === 'TOTAL') {
          if (billed > 0) throw conflict('ALREADY_BILLED', M.alreadyBilled);
          lines = await orderLines(trx, order.id);
          amounts = billAmounts(
            lines.map((l) => l.totalCents),
            rate,
            included,
          );
        } else {
          if (left === 0) throw conflict('NOTHING_TO_BILL', M.nothingToBill);
          const amount = input.kind === 'ADVANCE' ? input.amountCents! : left;
          if (amount > left)
            throw badRequest('INVALID_INPUT', M.amountTooLarge(formatMoney(left, info.currency)));
          const label = input.kind === 'ADVANCE' ? 'Anticipo' : 'Saldo';
          lines = [
            {
              description: `${label} del pedido ${order.number}`,
              quantity: 1,
              unitPriceCents: amount,
              totalCents: amount,
            },
          ];
          // An advance or balance is an amount the client pays: tax is always inside it.
          amounts = billAmounts([amount], rate, true);
        }
        if (amounts.totalCents <= 0) throw conflict('NOTHING_TO_BILL', M.nothingToBill);
        // Tax added on top of the prices may take a bill past the largest total a record holds.
        if (billed + amounts.totalCents > MONEY_MAX_CENTS)
          throw badRequest('INVALID_INPUT', M.billedTooLarge(formatMoney(MONEY_MAX_CENTS)));

        const issuer = await issuerOf(trx, info);
        const billingName = input.billingName ?? client.name;
        const billingTaxId = input.billingTaxId ?? client.documentNumber;
        const at = new Date().toISOString();
        const sequence = await repo.takeNextBillNumber(trx, info.seriesPrefix);
        const number = formatBillNumber(info.seriesPrefix, sequence);
        const row = await repo.insertBill(trx, {
          number,
          series: info.seriesPrefix,
          sequence,
          orderId: order.id,
          clientId: client.id,
          kind: input.kind,
          status: 'ISSUED',
          billingName,
          billingTaxId,
          currency: info.currency,
          taxRateBp: rate,
          pricesIncludeTax: included ? 1 : 0,
          ...amounts,
          issuer: JSON.stringify(issuer),
          issuedAt: at,
          issuedBy: actor.name,
          annulledAt: null,
          annulledBy: null,
          annulReason: null,
          clientKey: textKey(client.name),
          searchText: searchText({
            texts: [number, order.number, client.name, billingName, billingTaxId],
            phones: [number, billingTaxId],
          }),
          // Fixed now from the mode in force; a later change of mode never rewrites it.
          document: info.billingMode === 'SIAT_COMPUTARIZADA' ? 'FACTURA' : 'NOTA_DE_VENTA',
          dueDate: addDays(laPazDay(at), Number(info.paymentTermDays)),
          ...stamps.created(actor, at),
        });
        await repo.insertBillLines(
          trx,
          lines.map((line, position) => ({ ...line, billId: row.id, position })),
        );
        await repo.addToOrder(trx, order.id, 'billedCents', amounts.totalCents);
        if (row.document === 'FACTURA')
          await issueBillFactura(trx, siat, { ...row, issuedBy: actor.name }, issuer, lines, input);
        const issued = (await repo.findBillRow(trx, row.id))!;
        await announceBill(trx, 'BILL_ISSUED', issued, at, actor.id);
        return reload(trx, row.id);
      });
      if (bill.document !== 'FACTURA') return bill;
      // After the commit: the factura exists whatever SIAT answers, and is never numbered twice.
      const sent = await siat.sender.send(bill.id);
      if (sent.state === 'RECHAZADA')
        await releaseRejectedBill(db, dialect, bill.id, sent.messages);
      return this.get(bill.id);
    },

    /** 'Vence': a live bill's due date, moved by staff (never before the day it was issued). */
    async setDueDate(id: number, input: BillDueDateData, actor: Actor): Promise<Bill> {
      return db.transaction().execute(async (trx) => {
        const row = await repo.findBillRow(trx, id);
        if (!row) throw notFound(M.billNotFound);
        if (row.status === 'ANNULLED') throw conflict('STATUS_LOCKED', R.dueDateAnnulled);
        if (input.dueDate < laPazDay(row.issuedAt))
          throw badRequest('INVALID_INPUT', R.dueDateBeforeIssue);
        await trx
          .updateTable('bills')
          .set({ dueDate: input.dueDate, ...stamps.updated(actor) })
          .where('id', '=', id)
          .execute();
        return reload(trx, id);
      });
    },

    /** Annuls a bill: it keeps its number and its payments; the order no longer counts it. */
    async annul(id: number, input: AnnulBillData, actor: Actor): Promise<Bill> {
      const current = await repo.findBillRow(db, id);
      // A factura is annulled at SIAT first (its period, its reason); SIAT's answer decides.
      if (current?.document === 'FACTURA' && current.status !== 'ANNULLED')
        await siat.sender.annul(id, input.reasonCode);
      return db.transaction().execute(async (trx) => {
        const query = trx.selectFrom('bills').selectAll().where('id', '=', id);
        const row = await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
        if (!row) throw notFound(M.billNotFound);
        if (row.status === 'ANNULLED')
          throw conflict('STATUS_LOCKED', M.alreadyAnnulled(row.number, row.document));
        const at = new Date().toISOString();
        await trx
          .updateTable('bills')
          .set({
            status: 'ANNULLED',
            annulledAt: at,
            annulledBy: actor.name,
            annulReason: input.reason,
            ...stamps.updated(actor, at),
          })
          .where('id', '=', id)
          .execute();
        await repo.addToOrder(trx, row.orderId, 'billedCents', -Number(row.totalCents));
        await announceBill(trx, 'BILL_ANNULLED', row, at, actor.id);
        return reload(trx, id);
      });
    },
  };
}

export type BillService = ReturnType<typeof createBillService>;

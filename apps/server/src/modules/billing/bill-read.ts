import { type Bill, type BillDocumentFields, billStatusOf } from '@taller/shared';
import type { Db } from '../../db/database';
import { findIn, groupBy } from '../../resource';
import * as stamps from '../../lib/audit-stamps';
import { findClientNames } from '../clients/client.repository';
import { findOrderNumbers } from '../orders/order-lookups';
import { amountInWords } from './amount-in-words';
import type { BillRow } from './billing.tables';
import { findFacturaFields, findFacturaPrint } from '../siat/siat-read';
import type { FacturaPrint } from './factura-pdf';

/** What a nota de venta says of its document: no SIAT field is ever set on it. */
export const NOTA_DE_VENTA_FIELDS: BillDocumentFields = {
  document: 'NOTA_DE_VENTA',
  cuf: null,
  siatState: null,
  siatMessages: [],
  qrUrl: null,
  offline: false,
};

/**
 * The document fields of each bill, by id. A nota de venta has none of SIAT's; a factura's CUF,
 * state, messages, QR URL and offline mark come from the siat module, in one batched read for the
 * page, like the lines and payments below.
 */
export async function loadDocumentFields(
  db: Db,
  rows: readonly BillRow[],
): Promise<Map<number, BillDocumentFields>> {
  const facturas = await findFacturaFields(
    db,
    rows.filter((row) => row.document === 'FACTURA').map((row) => row.id),
  );
  return new Map(
    rows.map((row) => [
      row.id,
      { ...NOTA_DE_VENTA_FIELDS, document: row.document, ...facturas.get(row.id) },
    ]),
  );
}

/**
 * What only SIAT knows of a factura to print it (legend, municipio, SIN codes per line), from the
 * siat module; null for a nota de venta.
 */
export async function loadFacturaPrint(db: Db, bill: Bill): Promise<FacturaPrint | null> {
  if (bill.document !== 'FACTURA') return null;
  return findFacturaPrint(db, bill.id);
}

/** Bills as the API answers them: lines, order, client and payments in a fixed few queries. */
export async function loadBills(db: Db, rows: readonly BillRow[]): Promise<Bill[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, orders, clients, payments, documents] = await Promise.all([
    findIn(db, 'billLines', ['billId', ids], { orderBy: ['billId', 'position'] }),
    findOrderNumbers(
      db,
      rows.map((r) => r.orderId),
    ),
    findClientNames(
      db,
      rows.map((r) => r.clientId),
    ),
    findIn(db, 'payments', ['billId', ids], {
      select: [
        'id',
        'billId',
        'amountCents',
        'paidAt',
        'method',
        'status',
        'excessCents',
        'declaredCents',
      ],
      orderBy: ['id'],
    }),
    loadDocumentFields(db, rows),
  ]);
  const linesOf = groupBy(lines, (l) => l.billId);
  const paymentsOf = groupBy(payments, (p) => p.billId);
  const orderMap = new Map(orders.map((o) => [o.id, o]));
  const clientMap = new Map(clients.map((c) => [c.id, c]));
  return rows.map((row) => {
    const total = Number(row.totalCents);
    const paid = Number(row.paidCents);
    const billPayments = paymentsOf.get(row.id) ?? [];
    return {
      id: row.id,
      number: row.number,
      series: row.series,
      sequence: Number(row.sequence),
      orderId: row.orderId,
      order: { id: row.orderId, number: orderMap.get(row.orderId)!.number },
      clientId: row.clientId,
      client: { id: row.clientId, name: clientMap.get(row.clientId)!.name },
      kind: row.kind,
      status: row.status === 'ANNULLED' ? 'ANNULLED' : billStatusOf(total, paid),
      billingName: row.billingName,
      billingTaxId: row.billingTaxId,
      currency: row.currency,
      taxRatePercent: Number(row.taxRateBp) / 100,
      pricesIncludeTax: Boolean(Number(row.pricesIncludeTax)),
      lines: (linesOf.get(row.id) ?? []).map((line) => ({
        description: line.description,
        quantity: Number(line.quantity),
        unitPriceCents: Number(line.unitPriceCents),
        totalCents: Number(line.totalCents),
      })),
      subtotalCents: Number(row.subtotalCents),
      taxCents: Number(row.taxCents),
      totalCents: total,
      paidCents: paid,
      owedCents: row.status === 'ANNULLED' ? 0 : Math.max(0, total - paid),
      // Only approved payments hold an excess (decision 021).
      creditCents: billPayments.reduce((sum, p) => sum + Number(p.excessCents), 0),
      amountInWords: amountInWords(total, row.currency),
      issuedAt: row.issuedAt,
      dueDate: row.dueDate ?? row.issuedAt.slice(0, 10),
      issuedBy: row.issuedBy,
      annulledAt: row.annulledAt,
      annulledBy: row.annulledBy,
      annulReason: row.annulReason,
      payments: billPayments.map((p) => ({
        id: p.id,
        amountCents: Number(p.amountCents),
        paidAt: p.paidAt,
        method: p.method,
        status: p.status,
        excessCents: Number(p.excessCents),
        declaredCents: p.declaredCents === null ? null : Number(p.declaredCents),
      })),
      ...documents.get(row.id)!,
      ...stamps.shown(row),
    };
  });
}

export const loadBill = async (db: Db, row: BillRow) => (await loadBills(db, [row]))[0]!;

import { SIAT_MESSAGES as SM, type CreateBillData } from '@taller/shared';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/schema';
import * as stamps from '../../lib/audit-stamps';
import { conflict } from '../../lib/app-error';
import { findItemsOfPackages } from '../packages/package.repository';
import type { FacturaLine } from '../siat/siat-issue';
import type { SiatModule } from '../siat/siat.module';
import type { Issuer } from './billing.tables';
import * as repo from './bill.repository';

/** NIT, the SIN's identity document type 5: the one SIAT verifies. */
const NIT_DOCUMENT = 5;
/** EFECTIVO in the SIN's payment methods. */
const CASH = 1;

type BillLine = {
  description: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
};

/** The order's items with their SIN codes (products) or their pack's name, in the lines' order. */
async function orderItemCodes(trx: Db, orderId: number) {
  return trx
    .selectFrom('orderItems')
    .leftJoin('products', 'products.id', 'orderItems.productId')
    .leftJoin('packages', 'packages.id', 'orderItems.packageId')
    .select([
      'products.name as productName',
      'products.code as productCode',
      'products.siatActivityCode',
      'products.siatProductCode',
      'products.siatUnitCode',
      'orderItems.packageId',
      'packages.name as packageName',
      'packages.code as packageCode',
    ])
    .where('orderItems.orderId', '=', orderId)
    .orderBy('orderItems.position')
    .execute();
}

/**
 * A pack is sold as one unit: it takes the SIN codes of its first garment that has them (a school
 * pack of polo and cap is 'prendas de vestir' like each of them). By pack id.
 */
async function packCodes(trx: Db, packageIds: number[]) {
  const codes = new Map<number, Codes>();
  if (packageIds.length === 0) return codes;
  const contents = await findItemsOfPackages(trx, packageIds);
  const productIds = [...new Set(contents.map((c) => c.productId))];
  const products = await trx
    .selectFrom('products')
    .select(['id', 'siatActivityCode', 'siatProductCode', 'siatUnitCode'])
    .where('id', 'in', productIds)
    .execute();
  const byId = new Map(products.map((p) => [p.id, p]));
  for (const content of contents) {
    const product = byId.get(content.productId);
    if (!codes.has(content.packageId) && product && hasCodes(product))
      codes.set(content.packageId, product);
  }
  return codes;
}

type Codes = {
  siatActivityCode: string | null;
  siatProductCode: string | null;
  siatUnitCode: string | null;
};
const hasCodes = (item: Codes) =>
  Boolean(item.siatActivityCode && item.siatProductCode && item.siatUnitCode);

/**
 * The bill's lines with the SIN codes of their products: a whole order's lines each from its own
 * product (a pack, or a product without codes, is refused naming it); an advance or balance from
 * the order's first product that has them.
 */
async function facturaLines(trx: Db, orderId: number, kind: string, lines: BillLine[]) {
  const items = await orderItemCodes(trx, orderId);
  const codesOf = (item: Codes) => ({
    activityCode: item.siatActivityCode!,
    productCode: item.siatProductCode!,
    unitCode: item.siatUnitCode!,
  });
  if (kind === 'TOTAL') {
    const packs = await packCodes(
      trx,
      items.flatMap((item) => (item.packageId ? [item.packageId] : [])),
    );
    return lines.map((line, i): FacturaLine => {
      const item = items[i]!;
      if (item.packageId) {
        const pack = packs.get(item.packageId);
        if (!pack) throw conflict('SIN_CODES_MISSING', SM.packageCodesMissing(item.packageName!));
        return { ...line, code: item.packageCode!, ...codesOf(pack) };
      }
      if (!hasCodes(item))
        throw conflict('SIN_CODES_MISSING', SM.productCodesMissing(item.productName!));
      return { ...line, code: item.productCode!, ...codesOf(item) };
    });
  }
  const first = items.find(hasCodes);
  if (!first) throw conflict('SIN_CODES_MISSING', SM.orderCodesMissing);
  return lines.map((line): FacturaLine => ({
    ...line,
    code: first.productCode!,
    ...codesOf(first),
  }));
}

/** Before the bill's transaction: the buyer's NIT checked with SIAT (network, no lock held). */
export async function checkFacturaBuyer(
  db: Db,
  siat: SiatModule,
  input: CreateBillData,
): Promise<void> {
  if ((input.identityDocumentType ?? NIT_DOCUMENT) !== NIT_DOCUMENT) return;
  const client = await db
    .selectFrom('orders')
    .innerJoin('clients', 'clients.id', 'orders.clientId')
    .select('clients.documentNumber')
    .where('orders.id', '=', input.orderId)
    .executeTakeFirst();
  const nit = input.billingTaxId ?? client?.documentNumber ?? '';
  await siat.sender.checkNit(nit, Boolean(input.nitException));
}

/** In the bill's transaction, after its row and lines: the factura, through the siat module. */
export async function issueBillFactura(
  trx: Db,
  siat: SiatModule,
  bill: {
    id: number;
    orderId: number;
    clientId: number;
    kind: string;
    billingName: string;
    billingTaxId: string;
    issuedAt: string;
    issuedBy: string;
  },
  issuer: Issuer,
  lines: BillLine[],
  input: CreateBillData,
) {
  await siat.issue(trx, {
    billId: bill.id,
    issuedAt: new Date(bill.issuedAt),
    issuer,
    buyer: {
      name: bill.billingName,
      documentNumber: bill.billingTaxId,
      documentType: input.identityDocumentType ?? NIT_DOCUMENT,
      clientCode: String(bill.clientId),
      nitException: Boolean(input.nitException),
    },
    paymentMethodCode: input.paymentMethodCode ?? CASH,
    lines: await facturaLines(trx, bill.orderId, bill.kind, lines),
    user: bill.issuedBy,
  });
}

/**
 * A factura SIAT rejected keeps its number but no longer counts on the order (which can be
 * billed again): the bill is closed as annulled, with SIAT's words as the reason.
 */
export async function releaseRejectedBill(
  db: Db,
  dialect: Dialect,
  billId: number,
  messages: string[],
) {
  await db.transaction().execute(async (trx) => {
    const query = trx.selectFrom('bills').selectAll().where('id', '=', billId);
    const row = await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
    if (!row || row.status === 'ANNULLED') return;
    const at = new Date().toISOString();
    const actor = { id: 0, name: 'SIAT', role: 'SYSTEM' };
    await trx
      .updateTable('bills')
      .set({
        status: 'ANNULLED',
        annulledAt: at,
        annulledBy: actor.name,
        annulReason: SM.rejectedReason(messages.join('; ')),
        ...stamps.updated(actor, at),
      })
      .where('id', '=', billId)
      .execute();
    await repo.addToOrder(trx, row.orderId, 'billedCents', -Number(row.totalCents));
  });
}

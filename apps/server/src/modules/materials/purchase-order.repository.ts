import { sql, type Generated, type Selectable } from 'kysely';
import type { PurchaseOrderExportQuery, PurchaseOrderListQuery } from '@taller/shared';
import type { AuditColumns } from '../../db/columns';
import type { Db } from '../../db/database';
import { findPage, groupBy, matchesSearch } from '../../resource';

/** 'Órdenes de compra' (issue 39, migration 036). */
export interface PurchaseOrdersTable extends AuditColumns {
  id: Generated<number>;
  supplierId: number;
  status: Generated<string>;
  notes: string | null;
  sentAt: string | null;
}

export interface PurchaseOrderLinesTable {
  id: Generated<number>;
  purchaseOrderId: number;
  position: number;
  materialId: number;
  quantityMilli: number;
  unitCostCents: number;
  /** What the receipts took in so far (thousandths). */
  receivedMilli: Generated<number>;
}

declare module '../../db/schema' {
  interface Database {
    purchaseOrders: PurchaseOrdersTable;
    purchaseOrderLines: PurchaseOrderLinesTable;
  }
}

export type PurchaseOrderRow = Selectable<PurchaseOrdersTable> & { supplierName: string };
export type PurchaseOrderLineRow = Selectable<PurchaseOrderLinesTable> & {
  code: string;
  name: string;
  unit: string;
  color: string | null;
};

/** 'OC-00012', '12', 'oc12': the id a search names, when it names one. */
const idOf = (q: string) => {
  const match = /^(?:oc-?)?0*(\d{1,9})$/i.exec(q.trim());
  return match ? Number(match[1]) : null;
};

const withSupplier = (db: Db) =>
  db
    .selectFrom('purchaseOrders')
    .innerJoin('suppliers', 'suppliers.id', 'purchaseOrders.supplierId');

function filtered(db: Db, query: PurchaseOrderExportQuery) {
  let base = withSupplier(db);
  if (query.q) {
    const id = idOf(query.q);
    base = base.where((eb) =>
      id === null
        ? matchesSearch(query.q!, 'suppliers.search_text')
        : eb.or([
            eb('purchaseOrders.id', '=', id),
            matchesSearch(query.q!, 'suppliers.search_text'),
          ]),
    );
  }
  if (query.status) base = base.where('purchaseOrders.status', '=', query.status);
  if (query.supplierId) base = base.where('purchaseOrders.supplierId', '=', query.supplierId);
  return base;
}

const SORT_COLUMNS = { number: 'id', status: 'status', createdAt: 'createdAt' } as const;

function sorted(db: Db, query: PurchaseOrderExportQuery) {
  const column = `purchaseOrders.${SORT_COLUMNS[query.sort.field]}` as const;
  return filtered(db, query)
    .selectAll('purchaseOrders')
    .select('suppliers.name as supplierName')
    .orderBy(column, query.sort.direction)
    .orderBy('purchaseOrders.id', query.sort.direction);
}

export const findPurchaseOrderPage = (db: Db, query: PurchaseOrderListQuery) =>
  findPage(filtered(db, query), sorted(db, query), query);

export const findPurchaseOrdersForExport = (db: Db, query: PurchaseOrderExportQuery) =>
  sorted(db, query).execute();

export const findPurchaseOrderRows = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([] as PurchaseOrderRow[])
    : withSupplier(db)
        .selectAll('purchaseOrders')
        .select('suppliers.name as supplierName')
        .where('purchaseOrders.id', 'in', ids)
        .execute();

/** The lines of these orders with their material, grouped by order, in position order. */
export async function findLinesOf(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, PurchaseOrderLineRow[]>();
  const rows = await db
    .selectFrom('purchaseOrderLines')
    .innerJoin('materials', 'materials.id', 'purchaseOrderLines.materialId')
    .selectAll('purchaseOrderLines')
    .select(['materials.code', 'materials.name', 'materials.unit', 'materials.color'])
    .where('purchaseOrderLines.purchaseOrderId', 'in', orderIds)
    .orderBy('purchaseOrderLines.purchaseOrderId')
    .orderBy('purchaseOrderLines.position')
    .execute();
  return groupBy(rows, (r) => r.purchaseOrderId);
}

/** What open orders still await, per material, in thousandths (the shortfall takes it off). */
export async function findDueOnOrder(db: Db) {
  const rows = await db
    .selectFrom('purchaseOrderLines')
    .innerJoin('purchaseOrders', 'purchaseOrders.id', 'purchaseOrderLines.purchaseOrderId')
    .select([
      'purchaseOrderLines.materialId',
      sql<number>`sum(case when quantity_milli > received_milli then quantity_milli - received_milli else 0 end)`.as(
        'due',
      ),
    ])
    .where('purchaseOrders.status', 'in', ['DRAFT', 'SENT', 'PARTIAL'])
    .groupBy('purchaseOrderLines.materialId')
    .execute();
  return new Map(rows.map((r) => [r.materialId, Number(r.due)]));
}

/** The order, locked on PostgreSQL until the transaction ends (receipts and edits queue on it). */
export const lockPurchaseOrder = (db: Db, id: number, postgres: boolean) => {
  const query = db.selectFrom('purchaseOrders').selectAll().where('id', '=', id);
  return (postgres ? query.forUpdate() : query).executeTakeFirst();
};

export async function insertLines(
  db: Db,
  purchaseOrderId: number,
  lines: { materialId: number; quantityMilli: number; unitCostCents: number }[],
) {
  await db
    .insertInto('purchaseOrderLines')
    .values(lines.map((line, position) => ({ ...line, purchaseOrderId, position })))
    .execute();
}

import { sql, type Generated, type Insertable, type Selectable } from 'kysely';
import type { LedgerQuery, MovementExportQuery, MovementListQuery } from '@taller/shared';
import type { Db } from '../../db/database';
import { findPage, matchesSearch } from '../../resource';

export interface StockMovementsTable {
  /** The import that created the row (issue 38), null when typed in. */
  importId: Generated<number | null>;
  id: Generated<number>;
  materialId: number;
  type: string;
  /** Signed thousandths: what the movement added to the stock. */
  quantityMilli: number;
  /** The stock right after it. */
  balanceAfterMilli: number;
  unitCostCents: number | null;
  supplier: string | null;
  document: string | null;
  /** The date on the supplier's document, YYYY-MM-DD (an 'Entrada de materiales'). */
  documentDate: string | null;
  reason: string | null;
  orderId: number | null;
  reversesId: number | null;
  /** 0 or 1. */
  allowedNegative: number;
  /** Migration 034: its signed value, the material's value after it and its average after it. */
  valueCents: Generated<number>;
  valueAfterCents: Generated<number>;
  avgCostMicro: Generated<number>;
  createdBy: string | null;
  createdAt: string;
}

declare module '../../db/schema' {
  interface Database {
    stockMovements: StockMovementsTable;
  }
}

export type MovementRow = Selectable<StockMovementsTable>;

/** A movement as the ledger shows it: its material, its order's number, what undid it. */
const withRelations = (db: Db) =>
  db
    .selectFrom('stockMovements as m')
    .innerJoin('materials', 'materials.id', 'm.materialId')
    .leftJoin('orders', 'orders.id', 'm.orderId')
    .leftJoin('stockMovements as r', 'r.reversesId', 'm.id')
    .selectAll('m')
    .select([
      'materials.code as materialCode',
      'materials.name as materialName',
      'materials.unit as materialUnit',
      'materials.color as materialColor',
      'orders.number as orderNumber',
      'r.id as reversedById',
    ]);

export type MovementView = MovementRow & {
  materialCode: string;
  materialName: string;
  materialUnit: string;
  materialColor: string | null;
  orderNumber: string | null;
  reversedById: number | null;
};

export const insertMovement = (db: Db, values: Insertable<StockMovementsTable>) =>
  db.insertInto('stockMovements').values(values).returning('id').executeTakeFirstOrThrow();

export const findMovementRow = (db: Db, id: number) =>
  db.selectFrom('stockMovements').selectAll().where('id', '=', id).executeTakeFirst();

/** The signed value of a movement (a reversal takes back exactly that). */
export async function valueOfMovement(db: Db, id: number) {
  const row = await db
    .selectFrom('stockMovements')
    .select('valueCents')
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? Number(row.valueCents) : null;
}

/**
 * Each material's stock, value and average cost as its last movement before `before` (an ISO
 * instant) left them: the ledger read at a past date. Materials without movements by then are
 * left out; one deleted since is in (it had its stock then).
 */
export function findValuationBefore(db: Db, before: string) {
  const last = db
    .selectFrom('stockMovements')
    .select((eb) => ['materialId', eb.fn.max('id').as('lastId')])
    .where('createdAt', '<', before)
    .groupBy('materialId')
    .as('last');
  return db
    .selectFrom(last)
    .innerJoin('stockMovements as m', 'm.id', 'last.lastId')
    .innerJoin('materials', 'materials.id', 'm.materialId')
    .select([
      'materials.id',
      'materials.code',
      'materials.name',
      'materials.unit',
      'm.balanceAfterMilli',
      'm.valueAfterCents',
      'm.avgCostMicro',
    ])
    .orderBy('materials.code')
    .execute();
}

export const findReversalOf = (db: Db, id: number) =>
  db.selectFrom('stockMovements').select('id').where('reversesId', '=', id).executeTakeFirst();

export const findMovementView = (db: Db, id: number) =>
  withRelations(db).where('m.id', '=', id).executeTakeFirst() as Promise<MovementView | undefined>;

/** The filters on stock_movements alone (the search through the materials it names). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- both query shapes take these wheres
function filters<Q extends { where: (...args: any[]) => Q }>(
  db: Db,
  base: Q,
  query: MovementExportQuery,
  m: string,
) {
  let q = base;
  if (query.q) {
    const matching = db
      .selectFrom('materials')
      .select('id')
      .where(matchesSearch(query.q, 'materials.search_text'));
    q = q.where(`${m}.materialId`, 'in', matching);
  }
  if (query.type) q = q.where(`${m}.type`, '=', query.type);
  if (query.materialId) q = q.where(`${m}.materialId`, '=', query.materialId);
  if (query.orderId) q = q.where(`${m}.orderId`, '=', query.orderId);
  if (query.from) q = q.where(`${m}.createdAt`, '>=', query.from);
  // 'to' is a whole day: everything before the next one.
  if (query.to) q = q.where(`${m}.createdAt`, '<', nextDay(query.to));
  return q;
}

const filtered = (db: Db, query: MovementExportQuery) => filters(db, withRelations(db), query, 'm');

const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString();

export async function findMovementPage(db: Db, query: MovementListQuery) {
  const { rows, total } = await findPage(
    // Counted on the movements alone: the joins only dress the page's rows.
    filters(db, db.selectFrom('stockMovements'), query, 'stockMovements'),
    filtered(db, query).orderBy('m.id', query.sort.direction),
    query,
  );
  return { rows: rows as MovementView[], total };
}

export const findMovementsForExport = async (db: Db, query: MovementExportQuery) =>
  (await filtered(db, query).orderBy('m.id', query.sort.direction).execute()) as MovementView[];

/** One material's ledger, a page of it. */
export const findLedgerPage = (db: Db, materialId: number, query: LedgerQuery) =>
  findMovementPage(db, { ...query, q: undefined, materialId });

/** The ledger's sum (what the stock must equal). */
export async function sumOfLedger(db: Db, materialId: number) {
  const row = await db
    .selectFrom('stockMovements')
    .select(sql<number>`coalesce(sum(quantity_milli), 0)`.as('total'))
    .where('materialId', '=', materialId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** What has been taken out for these orders, per material (OUT movements less reversals). */
export async function consumedByOrders(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom('stockMovements')
    .select(['materialId', sql<number>`sum(quantity_milli)`.as('total')])
    .where('orderId', 'in', orderIds)
    .groupBy('materialId')
    .execute();
  return new Map(rows.map((r) => [r.materialId, -Number(r.total)]));
}

import type { Generated, Insertable, Selectable } from 'kysely';
import type { CutPlanExportQuery, CutPlanListQuery } from '@taller/shared';
import type { AuditColumns } from '../../db/columns';
import type { Db } from '../../db/database';
import { findIn, findPage, matchesSearch } from '../../resource';

export interface CutPlansTable extends AuditColumns {
  id: Generated<number>;
  note: string | null;
  maxPlies: number;
  maxMarkerMm: number | null;
  maxSizesPerMarker: number;
  endAllowanceMm: number;
  /** The waste in tenths of a percent (3.5 % → 35). */
  wastePermille: number;
  maxOverCut: number;
  totalMilli: number;
  layCount: number;
  searchText: string;
  consumedAt: string | null;
  consumedBy: string | null;
}

export interface CutPlanOrdersTable {
  id: Generated<number>;
  cutPlanId: number;
  orderId: number;
}

export interface CutPlanMaterialsTable {
  id: Generated<number>;
  cutPlanId: number;
  materialId: number;
  position: number;
  /** JSON: pieces ordered per size. */
  pieces: string;
  /** JSON: pieces cut beyond the order per size. */
  overCut: string;
  metresMilli: number;
  naiveLays: number;
  naiveMilli: number;
}

export interface CutPlanLaysTable {
  id: Generated<number>;
  cutPlanMaterialId: number;
  position: number;
  /** JSON: units of each size on the marker. */
  ratio: string;
  plies: number;
  markerMilli: number;
  metresMilli: number;
}

declare module '../../db/schema' {
  interface Database {
    cutPlans: CutPlansTable;
    cutPlanOrders: CutPlanOrdersTable;
    cutPlanMaterials: CutPlanMaterialsTable;
    cutPlanLays: CutPlanLaysTable;
  }
}

export type CutPlanRow = Selectable<CutPlansTable>;

export type NewCutPlanMaterial = Omit<Insertable<CutPlanMaterialsTable>, 'cutPlanId'> & {
  lays: Omit<Insertable<CutPlanLaysTable>, 'cutPlanMaterialId'>[];
};

/** A plan with its orders, materials and lays, in one transaction (the caller's). */
export async function insertPlan(
  trx: Db,
  plan: Insertable<CutPlansTable>,
  orderIds: number[],
  materials: NewCutPlanMaterial[],
) {
  const { id } = await trx
    .insertInto('cutPlans')
    .values(plan)
    .returning('id')
    .executeTakeFirstOrThrow();
  if (orderIds.length > 0)
    await trx
      .insertInto('cutPlanOrders')
      .values(orderIds.map((orderId) => ({ cutPlanId: id, orderId })))
      .execute();
  for (const { lays, ...material } of materials) {
    const row = await trx
      .insertInto('cutPlanMaterials')
      .values({ ...material, cutPlanId: id })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (lays.length > 0)
      await trx
        .insertInto('cutPlanLays')
        .values(lays.map((lay) => ({ ...lay, cutPlanMaterialId: row.id })))
        .execute();
  }
  return id;
}

/** The plans' orders, materials and lays, one query per table. */
export async function findPlanParts(db: Db, planIds: number[]) {
  const orders = await findIn(db, 'cutPlanOrders', ['cutPlanId', planIds], {
    orderBy: ['cutPlanId', 'orderId'],
  });
  const materials = await findIn(db, 'cutPlanMaterials', ['cutPlanId', planIds], {
    orderBy: ['cutPlanId', 'position'],
  });
  const lays = await findIn(db, 'cutPlanLays', ['cutPlanMaterialId', materials.map((m) => m.id)], {
    orderBy: ['cutPlanMaterialId', 'position'],
  });
  return { orders, materials, lays };
}

export const setConsumed = (trx: Db, id: number, by: string, at: string) =>
  trx
    .updateTable('cutPlans')
    .set({ consumedAt: at, consumedBy: by, updatedAt: at, updatedBy: by })
    .where('id', '=', id)
    .execute();

function filtered(db: Db, query: CutPlanExportQuery) {
  let q = db.selectFrom('cutPlans').where('deletedAt', 'is', null);
  if (query.q) q = q.where(matchesSearch(query.q, 'cutPlans.search_text'));
  if (query.consumed !== undefined)
    q = q.where('consumedAt', query.consumed ? 'is not' : 'is', null);
  return q;
}

const sorted = (db: Db, query: CutPlanExportQuery) =>
  filtered(db, query)
    .selectAll()
    .orderBy(query.sort.field === 'id' ? 'id' : 'createdAt', query.sort.direction)
    .orderBy('id', query.sort.direction);

export const findCutPlanPage = (db: Db, query: CutPlanListQuery) =>
  findPage(filtered(db, query), sorted(db, query), query);

export const findCutPlansForExport = (db: Db, query: CutPlanExportQuery) =>
  sorted(db, query).execute();

import {
  CUT_PLAN_MESSAGES as M,
  fromMilli,
  type ConsumeData,
  type CutPlan,
  type CutPlanConsumeResult,
  type CutPlanData,
  type CutPlanExportQuery,
  type CutPlanListQuery,
  type CutPlanPreview,
  type CutPlanSummary,
} from '@taller/shared';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { conflict, notFound } from '../../lib/app-error';
import * as stamps from '../../lib/audit-stamps';
import { pageOf } from '../../lib/envelope';
import { searchText } from '../../lib/text-key';
import { findLiveById, groupBy, lockLiveOrNotFound } from '../../resource';
import { toMaterialRef } from '../materials/material-read';
import { findMaterialsByIds } from '../materials/material.repository';
import { requiredMaterials } from '../materials/requirements';
import { appendMovement } from '../materials/stock';
import { findOrderNumbers } from '../orders/order-lookups';
import { limitsOf, ordersOf, planOrders, stockLine } from './cut-plan-compute';
import * as repo from './cut-plan.repository';
import type { CutPlanRow } from './cut-plan.repository';

const limitsOfRow = (row: CutPlanRow) => ({
  maxPlies: row.maxPlies,
  maxMarkerLengthM: row.maxMarkerMm === null ? null : fromMilli(row.maxMarkerMm),
  maxSizesPerMarker: row.maxSizesPerMarker,
  endAllowanceCm: row.endAllowanceMm / 10,
  wastePercent: row.wastePermille / 10,
  maxOverCutPerSize: row.maxOverCut,
});

const planFields = (row: CutPlanRow) => ({
  id: row.id,
  note: row.note,
  consumedAt: row.consumedAt,
  consumedBy: row.consumedBy,
  createdAt: row.createdAt,
  createdBy: row.createdBy,
});

/**
 * Shares `total` among the orders by weight (what each order's bill of materials takes of the
 * cloth), largest remainders first, so that the shares add up to the total exactly.
 */
export function shareByWeight(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const even = sum === 0;
  const w = even ? weights.map(() => 1) : weights;
  const of = even ? weights.length : sum;
  const exact = w.map((x) => (total * x) / of);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => ({ i, rest: x - Math.floor(x) }))
    .sort((a, b) => b.rest - a.rest);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/** 'Plan de corte': preview, save, read, list, book the cloth (docs/decisions/023). */
export function createCutPlanService({ db, dialect }: { db: Db; dialect: Dialect }) {
  async function loadPlans(rows: CutPlanRow[]) {
    const parts = await repo.findPlanParts(
      db,
      rows.map((r) => r.id),
    );
    const numbers = new Map(
      (await findOrderNumbers(db, [...new Set(parts.orders.map((o) => o.orderId))])).map((o) => [
        o.id,
        o.number,
      ]),
    );
    const materials = new Map(
      (await findMaterialsByIds(db, [...new Set(parts.materials.map((m) => m.materialId))])).map(
        (m) => [m.id, m],
      ),
    );
    const ordersOfPlan = groupBy(parts.orders, (o) => o.cutPlanId);
    const materialsOfPlan = groupBy(parts.materials, (m) => m.cutPlanId);
    const laysOf = groupBy(parts.lays, (l) => l.cutPlanMaterialId);
    return rows.map((row) => ({
      row,
      orders: (ordersOfPlan.get(row.id) ?? [])
        .map((o) => ({ id: o.orderId, number: numbers.get(o.orderId) ?? '' }))
        .sort((a, b) => a.number.localeCompare(b.number)),
      materials: (materialsOfPlan.get(row.id) ?? []).map((m) => {
        const material = materials.get(m.materialId)!;
        const metresMilli = Number(m.metresMilli);
        return {
          materialId: m.materialId,
          material: toMaterialRef(material),
          lays: (laysOf.get(m.id) ?? []).map((l) => ({
            ratio: JSON.parse(l.ratio) as Record<string, number>,
            plies: l.plies,
            markerLength: fromMilli(Number(l.markerMilli)),
            metres: fromMilli(Number(l.metresMilli)),
          })),
          pieces: JSON.parse(m.pieces) as Record<string, number>,
          overCut: JSON.parse(m.overCut) as Record<string, number>,
          metres: fromMilli(metresMilli),
          naive: { lays: m.naiveLays, metres: fromMilli(Number(m.naiveMilli)) },
          // Once booked, the plan's cloth is out of the stock already: nothing is short.
          ...stockLine(material, row.consumedAt ? 0 : metresMilli),
          metresMilli,
        };
      }),
    }));
  }

  const toPlan = ({ row, orders, materials }: Awaited<ReturnType<typeof loadPlans>>[number]) =>
    ({
      ...planFields(row),
      orders,
      limits: limitsOfRow(row),
      materials: materials.map(({ metresMilli: _, ...m }) => m),
      metres: fromMilli(Number(row.totalMilli)),
      productsWithoutMaterials: [],
    }) satisfies CutPlan;

  const toSummary = ({ row, orders, materials }: Awaited<ReturnType<typeof loadPlans>>[number]) =>
    ({
      ...planFields(row),
      orders,
      limits: limitsOfRow(row),
      materials: materials.map((m) => m.material),
      lays: row.layCount,
      metres: fromMilli(Number(row.totalMilli)),
    }) satisfies CutPlanSummary;

  async function get(id: number): Promise<CutPlan> {
    const row = await findLiveById(db, 'cutPlans', id);
    if (!row) throw notFound(M.notFound);
    return toPlan((await loadPlans([row]))[0]!);
  }

  async function preview(trx: Db, input: CutPlanData) {
    const orders = await ordersOf(trx, input.orderIds);
    const limits = limitsOf(input);
    const { materials, productsWithoutMaterials } = await planOrders(
      trx,
      orders.map((o) => o.id),
      limits,
    );
    const totalMilli = materials.reduce((sum, m) => sum + m.metresMilli, 0);
    return { orders, limits, materials, productsWithoutMaterials, totalMilli };
  }

  return {
    async preview(input: CutPlanData): Promise<CutPlanPreview> {
      const { materials, totalMilli, ...rest } = await preview(db, input);
      return {
        ...rest,
        materials: materials.map(({ metresMilli: _, naiveMilli: __, ...m }) => m),
        metres: fromMilli(totalMilli),
      };
    },

    async create(input: CutPlanData, actor: Actor): Promise<CutPlan> {
      const id = await db.transaction().execute(async (trx) => {
        const plan = await preview(trx, input);
        if (plan.materials.length === 0) throw conflict('NOTHING_REQUIRED', M.nothingToCut);
        const row = plannerRow(plan, input.note ?? null);
        return repo.insertPlan(
          trx,
          { ...row, ...stamps.created(actor) },
          plan.orders.map((o) => o.id),
          plan.materials.map((m, position) => ({
            materialId: m.materialId,
            position,
            pieces: JSON.stringify(m.pieces),
            overCut: JSON.stringify(m.overCut),
            metresMilli: m.metresMilli,
            naiveLays: m.naive.lays,
            naiveMilli: m.naiveMilli,
            lays: m.lays.map((lay, at) => ({
              position: at,
              ratio: JSON.stringify(lay.ratio),
              plies: lay.plies,
              markerMilli: Math.round(lay.markerLength * 1000),
              metresMilli: Math.round(lay.metres * 1000),
            })),
          })),
        );
      });
      return get(id);
    },

    get,

    async list(query: CutPlanListQuery) {
      const { rows, total } = await repo.findCutPlanPage(db, query);
      return pageOf((await loadPlans(rows)).map(toSummary), total, query);
    },

    async export(query: CutPlanExportQuery) {
      return (await loadPlans(await repo.findCutPlansForExport(db, query))).map(toSummary);
    },

    /**
     * Books the plan's cloth on the materials ledger: per cloth, OUT movements of its metres
     * shared among the plan's orders by what each order's bill takes (so that an order's
     * 'Registrar consumo' then finds that cloth taken). Under the plan's lock, once: run twice,
     * the second writes nothing.
     */
    async consume(id: number, input: ConsumeData, actor: Actor): Promise<CutPlanConsumeResult> {
      const movementIds = await db.transaction().execute(async (trx) => {
        const row = await lockLiveOrNotFound(trx, 'cutPlans', id, dialect, M.notFound);
        if (row.consumedAt) return [];
        const { orders, materials } = await repo.findPlanParts(trx, [id]);
        const orderIds = orders.map((o) => o.orderId);
        const needs = await Promise.all(
          orderIds.map(async (orderId) => (await requiredMaterials(trx, { orderId })).required),
        );
        const at = new Date().toISOString();
        const reason = input.reason
          ? `${M.consumeReason(id)}: ${input.reason}`
          : M.consumeReason(id);
        const ids: number[] = [];
        // By material id: concurrent writers lock materials in the same order.
        for (const m of [...materials].sort((a, b) => a.materialId - b.materialId)) {
          const weights = needs.map((need) => need.get(m.materialId) ?? 0);
          const shares = shareByWeight(Number(m.metresMilli), weights);
          for (const [at_, share] of shares.entries()) {
            if (share <= 0) continue;
            const movement = {
              materialId: m.materialId,
              type: 'OUT' as const,
              quantityMilli: -share,
              orderId: orderIds[at_]!,
              reason,
              allowNegative: input.allowNegative,
            };
            ids.push((await appendMovement(trx, movement, actor, at)).id);
          }
        }
        await repo.setConsumed(trx, id, actor.name, at);
        return ids;
      });
      return { movementIds, plan: await get(id) };
    },
  };
}

function plannerRow(
  plan: {
    limits: ReturnType<typeof limitsOf>;
    totalMilli: number;
    orders: { number: string }[];
  } & {
    materials: { material: { code: string; name: string }; lays: unknown[] }[];
  },
  note: string | null,
) {
  const { limits } = plan;
  return {
    note,
    maxPlies: limits.maxPlies,
    maxMarkerMm:
      limits.maxMarkerLengthM === null ? null : Math.round(limits.maxMarkerLengthM * 1000),
    maxSizesPerMarker: limits.maxSizesPerMarker,
    endAllowanceMm: Math.round(limits.endAllowanceCm * 10),
    wastePermille: Math.round(limits.wastePercent * 10),
    maxOverCut: limits.maxOverCutPerSize,
    totalMilli: plan.totalMilli,
    layCount: plan.materials.reduce((sum, m) => sum + m.lays.length, 0),
    // Order numbers as typed and as digits ('2026-00012' is searched by its digits).
    searchText: searchText({
      texts: [
        ...plan.orders.flatMap((o) => [o.number, o.number.replace(/\D/g, '')]),
        ...plan.materials.flatMap((m) => [m.material.code, m.material.name]),
      ],
    }),
  };
}
export type CutPlanService = ReturnType<typeof createCutPlanService>;

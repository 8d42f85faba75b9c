import {
  CUT_PLAN_MESSAGES as M,
  PieceTooLongError,
  fromMilli,
  naiveCutPlan,
  planCut,
  type CutDemand,
  type CutLimits,
  type CutPlanData,
  type CutPlanLimits,
  type CutPlanMaterial,
} from '@taller/shared';
import type { Db } from '../../db/database';
import { AppError, badRequest, conflict } from '../../lib/app-error';
import { toMaterialRef } from '../materials/material-read';
import { findMaterialsByIds, type MaterialRow } from '../materials/material.repository';
import { findProductCodes } from '../materials/requirements.repository';
import { cutPiecesOf } from '../materials/requirements';
import { findOrdersInProduction, findOrderStates } from '../orders/order-lookups';

/** Cloth is the materials measured in metres: those are laid on the table and cut. */
const METRE_UNITS = ['metro', 'metros', 'm', 'mt', 'mts'];
export const isCloth = (unit: string) => METRE_UNITS.includes(unit.trim().toLowerCase());

/** The limits as the planner takes them: lengths in millimetres. */
export const plannerLimits = (limits: CutPlanLimits): CutLimits => ({
  maxPlies: limits.maxPlies,
  maxMarkerMm: limits.maxMarkerLengthM == null ? null : Math.round(limits.maxMarkerLengthM * 1000),
  maxSizesPerMarker: limits.maxSizesPerMarker,
  endAllowanceMm: Math.round(limits.endAllowanceCm * 10),
  wastePercent: limits.wastePercent,
  maxOverCutPerSize: limits.maxOverCutPerSize,
});

export const limitsOf = (input: CutPlanData): CutPlanLimits => ({
  maxPlies: input.maxPlies,
  maxMarkerLengthM: input.maxMarkerLengthM ?? null,
  maxSizesPerMarker: input.maxSizesPerMarker,
  endAllowanceCm: input.endAllowanceCm,
  wastePercent: input.wastePercent,
  maxOverCutPerSize: input.maxOverCutPerSize,
});

/**
 * The orders a plan cuts: those chosen (each live and in production, or the plan is refused),
 * or every live order in production.
 */
export async function ordersOf(db: Db, orderIds: number[] | undefined) {
  if (!orderIds) return findOrdersInProduction(db);
  const rows = await findOrderStates(db, orderIds);
  const live = new Map(rows.filter((r) => !r.deletedAt).map((r) => [r.id, r]));
  const unknown = orderIds.filter((id) => !live.has(id));
  if (unknown.length > 0) throw badRequest('UNAVAILABLE', M.ordersUnknown(unknown.join(', ')));
  const idle = [...live.values()].filter((r) => r.status !== 'IN_PRODUCTION');
  if (idle.length > 0)
    throw conflict('STATUS_LOCKED', M.ordersNotInProduction(idle.map((r) => r.number).join(', ')));
  return [...live.values()]
    .map((r) => ({ id: r.id, number: r.number }))
    .sort((a, b) => a.number.localeCompare(b.number));
}

/** The stock and shortfall of a material against the metres a plan takes of it. */
export const stockLine = (row: MaterialRow, metresMilli: number) => {
  const stock = Number(row.stockMilli);
  return {
    stock: fromMilli(stock),
    shortfall: fromMilli(Math.max(0, metresMilli - Math.max(0, stock))),
  };
};

/** A planned cloth with its amounts in thousandths, as saved. */
export type PlannedMaterial = CutPlanMaterial & { metresMilli: number; naiveMilli: number };

/**
 * The plan of these orders' cloth: per material (by code), the pieces per size by the bills of
 * materials, laid out by the planner. A size is named by itself when one product is cut from
 * the cloth, by the product's code and the size when several are.
 */
export async function planOrders(db: Db, orderIds: number[], limits: CutPlanLimits) {
  if (orderIds.length === 0) return { materials: [], productsWithoutMaterials: [] };
  const { pieces, productsWithoutMaterials } = await cutPiecesOf(db, { orderIds });
  const rows = (await findMaterialsByIds(db, [...new Set(pieces.map((p) => p.materialId))]))
    .filter((row) => isCloth(row.unit))
    .sort((a, b) => a.code.localeCompare(b.code));
  const codes = new Map(
    (await findProductCodes(db, [...new Set(pieces.map((p) => p.productId))])).map((p) => [
      p.id,
      p.code,
    ]),
  );
  const planner = plannerLimits(limits);
  const materials: PlannedMaterial[] = rows.map((row) => {
    const own = pieces.filter((p) => p.materialId === row.id);
    const several = new Set(own.map((p) => p.productId)).size > 1;
    // One length per product and size (the bill's): keys never meet two lengths.
    const byKey = new Map<string, CutDemand>();
    for (const p of own) {
      const size = p.size ?? M.noSize;
      const key = several ? `${codes.get(p.productId)} ${size}` : size;
      const found = byKey.get(key);
      if (found) found.pieces += p.pieces;
      else byKey.set(key, { key, pieces: p.pieces, lengthMm: p.milliPerPiece });
    }
    // Shortest piece first (sizes grow), so every table lists S before M before L.
    const demand = [...byKey.values()].sort(
      (a, b) => a.lengthMm - b.lengthMm || a.key.localeCompare(b.key),
    );
    try {
      const plan = planCut(demand, planner);
      const naive = naiveCutPlan(demand, planner);
      return {
        materialId: row.id,
        material: toMaterialRef(row),
        lays: plan.lays.map((lay) => ({
          ratio: lay.ratio,
          plies: lay.plies,
          markerLength: fromMilli(lay.markerMm),
          metres: fromMilli(lay.mm),
        })),
        pieces: plan.pieces,
        overCut: plan.overCut,
        metres: fromMilli(plan.mm),
        naive: { lays: naive.lays.length, metres: fromMilli(naive.mm) },
        ...stockLine(row, plan.mm),
        metresMilli: plan.mm,
        naiveMilli: naive.mm,
      };
    } catch (error) {
      if (!(error instanceof PieceTooLongError)) throw error;
      throw new AppError(
        400,
        'PIECE_TOO_LONG',
        M.pieceTooLong(row.code, error.key, error.markerMm, planner.maxMarkerMm ?? 0),
      );
    }
  });
  return { materials, productsWithoutMaterials };
}

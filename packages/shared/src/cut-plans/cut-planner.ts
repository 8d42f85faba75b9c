/**
 * The cut planner (docs/decisions/023-cut-planner.md): the pieces of one cloth, per size, grouped
 * into lays (tendidos). A lay is a marker holding a ratio of sizes (S×2 M×3) spread `plies`
 * times; it needs plies × (marker length + end allowance) of cloth, the marker length being the
 * sum of ratio × metres per piece plus the waste percentage. Pure: no I/O, all lengths in whole
 * millimetres (thousandths of a metre, as the materials ledger keeps them).
 */

/** One size to cut: its key (the size, or product and size), its pieces and cloth per piece. */
export type CutDemand = { key: string; pieces: number; lengthMm: number };

export type CutLimits = {
  maxPlies: number;
  /** The longest marker the table holds (null: no limit). */
  maxMarkerMm: number | null;
  maxSizesPerMarker: number;
  endAllowanceMm: number;
  wastePercent: number;
  /** Pieces of a size that may be cut beyond what is ordered. */
  maxOverCutPerSize: number;
};

export type PlannedLay = {
  ratio: Record<string, number>;
  plies: number;
  markerMm: number;
  mm: number;
};

export type PlannedCut = {
  lays: PlannedLay[];
  pieces: Record<string, number>;
  overCut: Record<string, number>;
  plies: number;
  mm: number;
};

/** A piece longer than the table: no plan can cut it. */
export class PieceTooLongError extends Error {
  constructor(
    readonly key: string,
    readonly markerMm: number,
  ) {
    super(`piece ${key} needs ${markerMm} mm`);
  }
}

/** How many pairs of lays the local search may plan again, in all. */
const REPLAN_TRIES = 3000;

/** Internal lay: units per demand index. */
type Lay = { units: number[]; plies: number };
type Ctx = { lengths: number[]; keys: string[]; limits: CutLimits };

const markerOf = (ctx: Ctx, units: number[]) => {
  const raw = units.reduce((sum, n, i) => sum + n * ctx.lengths[i]!, 0);
  return Math.ceil((raw * (100 + ctx.limits.wastePercent)) / 100 - 1e-9);
};
const fits = (ctx: Ctx, units: number[]) =>
  ctx.limits.maxMarkerMm === null || markerOf(ctx, units) <= ctx.limits.maxMarkerMm;
const layMm = (ctx: Ctx, lay: Lay) =>
  lay.plies * (markerOf(ctx, lay.units) + ctx.limits.endAllowanceMm);
const costOf = (ctx: Ctx, lays: Lay[]) => lays.reduce((sum, lay) => sum + layMm(ctx, lay), 0);
const cutBy = (lays: Lay[], n: number) => {
  const cut = new Array<number>(n).fill(0);
  for (const lay of lays) lay.units.forEach((u, i) => (cut[i]! += u * lay.plies));
  return cut;
};

/** One lay per size: the reference every plan is compared with. */
function naiveLays(ctx: Ctx, demand: number[]): Lay[] {
  const lays: Lay[] = [];
  demand.forEach((pieces, i) => {
    for (let left = pieces; left > 0; left -= ctx.limits.maxPlies) {
      const units = demand.map((_, j) => (j === i ? 1 : 0));
      lays.push({ units, plies: Math.min(left, ctx.limits.maxPlies) });
    }
  });
  return lays;
}

/**
 * Whole blocks of `maxPlies` pieces packed into markers (first fit, longest first), then the
 * remainders in 'staircases': sizes sharing a marker, the lay for all of them as many plies as
 * the smallest remainder, then without it… Never more lays or plies than one lay per size.
 */
function staircaseLays(ctx: Ctx, demand: number[]): Lay[] {
  const { maxPlies, maxSizesPerMarker } = ctx.limits;
  const n = demand.length;
  const bins: number[][] = [];
  const byLength = demand.map((_, i) => i).sort((a, b) => ctx.lengths[b]! - ctx.lengths[a]!);
  for (const i of byLength) {
    for (let block = 0; block < Math.floor(demand[i]! / maxPlies); block += 1) {
      const bin = bins.find((units) => {
        if (units[i] === 0 && units.filter((u) => u > 0).length >= maxSizesPerMarker) return false;
        const next = [...units];
        next[i]! += 1;
        return fits(ctx, next);
      });
      if (bin) bin[i]! += 1;
      else bins.push(demand.map((_, j) => (j === i ? 1 : 0)));
    }
  }
  const lays: Lay[] = bins.map((units) => ({ units, plies: maxPlies }));
  const rest = demand
    .map((d, i) => ({ i, left: d % maxPlies }))
    .filter((r) => r.left > 0)
    .sort((a, b) => b.left - a.left);
  const groups: (typeof rest)[] = [];
  for (const r of rest) {
    const group = groups.at(-1);
    const units = new Array<number>(n).fill(0);
    for (const g of [...(group ?? []), r]) units[g.i] = 1;
    if (group && group.length < maxSizesPerMarker && fits(ctx, units)) group.push(r);
    else groups.push([r]);
  }
  for (const group of groups) {
    for (let j = group.length - 1; j >= 0; j -= 1) {
      const plies = group[j]!.left - (group[j + 1]?.left ?? 0);
      if (plies === 0) continue;
      const units = new Array<number>(n).fill(0);
      for (const g of group.slice(0, j + 1)) units[g.i] = 1;
      lays.push({ units, plies });
    }
  }
  return lays;
}

/** The lay of `plies` plies covering most pieces (then needing least cloth), or null. */
function bestLayOf(ctx: Ctx, rem: number[], allow: number[], plies: number): Lay | null {
  const n = rem.length;
  const cap = rem.map((r, i) => (r > 0 ? Math.floor((r + allow[i]!) / plies) : 0));
  const chosen = cap
    .map((c, i) => ({ i, c, covers: Math.min(c * plies, rem[i]!) }))
    .filter((x) => x.c > 0)
    .sort((a, b) => b.covers - a.covers || ctx.lengths[a.i]! - ctx.lengths[b.i]!)
    .slice(0, ctx.limits.maxSizesPerMarker)
    .sort((a, b) => ctx.lengths[a.i]! - ctx.lengths[b.i]!);
  const units = new Array<number>(n).fill(0);
  // Round by round, one more unit of each chosen size while the marker fits: balanced ratios.
  for (let added = true; added;) {
    added = false;
    for (const { i, c } of chosen) {
      if (units[i]! >= c) continue;
      units[i]! += 1;
      if (fits(ctx, units)) added = true;
      else units[i]! -= 1;
    }
  }
  return units.some((u) => u > 0) ? { units, plies } : null;
}

/**
 * The plies worth trying: a size's units on a marker change only where `plies` passes
 * (pieces left + over-cut allowed) / k, and for given units the most plies cover most, so the
 * largest plies of each step are enough (k up to the units a marker could hold), and the limit.
 */
function pliesToTry(ctx: Ctx, rem: number[], allow: number[]) {
  const { maxPlies, maxMarkerMm } = ctx.limits;
  const values = new Set<number>([maxPlies]);
  rem.forEach((r, i) => {
    if (r <= 0) return;
    const most = maxMarkerMm === null ? r + allow[i]! : Math.floor(maxMarkerMm / ctx.lengths[i]!);
    for (let k = 1; k <= Math.max(1, most); k += 1) {
      const plies = Math.floor((r + allow[i]!) / k);
      if (plies < 1) break;
      values.add(Math.min(plies, maxPlies));
    }
  });
  return [...values].sort((a, b) => b - a);
}

/** Lays chosen one at a time, each covering most of what is left. */
function greedyLays(ctx: Ctx, demand: number[], overAllowed: number[]): Lay[] {
  const rem = [...demand];
  const allow = [...overAllowed];
  const lays: Lay[] = [];
  while (rem.some((r) => r > 0)) {
    let best: { lay: Lay; covers: number; mm: number } | null = null;
    for (const plies of pliesToTry(ctx, rem, allow)) {
      const lay = bestLayOf(ctx, rem, allow, plies);
      if (!lay) continue;
      const covers = lay.units.reduce((s, u, i) => s + Math.min(u * plies, rem[i]!), 0);
      const mm = layMm(ctx, lay);
      if (!best || covers > best.covers || (covers === best.covers && mm < best.mm))
        best = { lay, covers, mm };
    }
    const lay = best!.lay;
    lay.units.forEach((u, i) => {
      const cut = u * lay.plies;
      allow[i]! -= Math.max(0, cut - rem[i]!);
      rem[i] = Math.max(0, rem[i]! - cut);
    });
    lays.push(lay);
  }
  return lays;
}

const better = (ctx: Ctx, a: Lay[], b: Lay[]) => {
  const [ca, cb] = [costOf(ctx, a), costOf(ctx, b)];
  return ca <= cb && a.length <= b.length && (ca < cb || a.length < b.length);
};

/**
 * Local search: lays of one ratio merged while the plies allow; then any two lays removed and
 * their pieces planned again (greedy and staircase), kept when the plan needs less cloth or
 * fewer lays and no more of the other. Stops when no move improves, or after REPLAN_TRIES pairs
 * in all (a plan of thousands of lays, one ply each, would otherwise take minutes).
 */
function improve(ctx: Ctx, demand: number[], lays: Lay[]): Lay[] {
  let plan = mergeSameRatio(ctx, lays);
  const budget = { tries: REPLAN_TRIES };
  while (budget.tries > 0) {
    const next = bestReplan(ctx, demand, plan, budget);
    if (!next) break;
    plan = mergeSameRatio(ctx, next);
  }
  return plan;
}

function mergeSameRatio(ctx: Ctx, lays: Lay[]): Lay[] {
  const out: Lay[] = [];
  for (const lay of lays) {
    const same = out.find(
      (o) =>
        o.plies + lay.plies <= ctx.limits.maxPlies && o.units.every((u, i) => u === lay.units[i]),
    );
    if (same) same.plies += lay.plies;
    else out.push({ units: [...lay.units], plies: lay.plies });
  }
  return out;
}

function bestReplan(ctx: Ctx, demand: number[], plan: Lay[], budget: { tries: number }) {
  for (let a = 0; a < plan.length; a += 1) {
    for (let b = a + 1; b < plan.length; b += 1) {
      if ((budget.tries -= 1) < 0) return null;
      const kept = plan.filter((_, k) => k !== a && k !== b);
      const cut = cutBy(kept, demand.length);
      const need = demand.map((d, i) => Math.max(0, d - cut[i]!));
      const allow = demand.map((d, i) => ctx.limits.maxOverCutPerSize - Math.max(0, cut[i]! - d));
      // Cloth adds up lay by lay: the two lays against what replaces them is the whole answer.
      const removed = [plan[a]!, plan[b]!];
      for (const part of [greedyLays(ctx, need, allow), staircaseLays(ctx, need)]) {
        const merged = mergeSameRatio(ctx, part);
        if (better(ctx, merged, removed)) return [...kept, ...merged];
      }
    }
  }
  return null;
}

function toPlan(ctx: Ctx, demand: number[], lays: Lay[]): PlannedCut {
  const cut = cutBy(lays, demand.length);
  const record = (values: number[]) =>
    Object.fromEntries(ctx.keys.map((key, i) => [key, values[i]!]));
  return {
    lays: lays.map((lay) => ({
      ratio: Object.fromEntries(
        lay.units.flatMap((u, i) => (u > 0 ? [[ctx.keys[i]!, u] as const] : [])),
      ),
      plies: lay.plies,
      markerMm: markerOf(ctx, lay.units),
      mm: layMm(ctx, lay),
    })),
    pieces: record(demand),
    overCut: record(cut.map((c, i) => c - demand[i]!)),
    plies: lays.reduce((sum, lay) => sum + lay.plies, 0),
    mm: costOf(ctx, lays),
  };
}

function contextOf(demand: CutDemand[], limits: CutLimits) {
  const items = demand.filter((d) => d.pieces > 0);
  const ctx: Ctx = { lengths: items.map((d) => d.lengthMm), keys: items.map((d) => d.key), limits };
  items.forEach((d, i) => {
    const units = items.map((_, j) => (j === i ? 1 : 0));
    if (!fits(ctx, units)) throw new PieceTooLongError(d.key, markerOf(ctx, units));
  });
  return { ctx, pieces: items.map((d) => d.pieces) };
}

/** The reference plan: one lay per size (several when a size has more pieces than plies). */
export function naiveCutPlan(demand: CutDemand[], limits: CutLimits): PlannedCut {
  const { ctx, pieces } = contextOf(demand, limits);
  return toPlan(ctx, pieces, naiveLays(ctx, pieces));
}

/**
 * The plan: the better of the greedy ratio packing and the staircase, each improved by the local
 * search, never with more lays or cloth than one lay per size (which it falls back to).
 */
export function planCut(demand: CutDemand[], limits: CutLimits): PlannedCut {
  const { ctx, pieces } = contextOf(demand, limits);
  const naive = naiveLays(ctx, pieces);
  const allow = pieces.map(() => limits.maxOverCutPerSize);
  // The local search improves the better start; the other stays a candidate as it is.
  const [start, other] = [greedyLays(ctx, pieces, allow), staircaseLays(ctx, pieces)].sort(
    (a, b) => costOf(ctx, a) - costOf(ctx, b) || a.length - b.length,
  );
  const candidates = [improve(ctx, pieces, start!), other!, naive].filter(
    (lays) => lays.length <= naive.length && costOf(ctx, lays) <= costOf(ctx, naive),
  );
  const best = candidates.reduce((a, b) => {
    const [ca, cb] = [costOf(ctx, a), costOf(ctx, b)];
    return cb < ca || (cb === ca && b.length < a.length) ? b : a;
  });
  return toPlan(ctx, pieces, best);
}

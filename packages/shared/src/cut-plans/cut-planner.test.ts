import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PieceTooLongError,
  naiveCutPlan,
  planCut,
  type CutDemand,
  type CutLimits,
  type PlannedCut,
} from './cut-planner';

/** A cutting table of 6 m, 40 plies, 4 sizes per marker, 2 cm per ply, 3 % waste. */
const TABLE: CutLimits = {
  maxPlies: 40,
  maxMarkerMm: 6000,
  maxSizesPerMarker: 4,
  endAllowanceMm: 20,
  wastePercent: 3,
  maxOverCutPerSize: 0,
};

/** Polo cloth per piece, growing with the size. */
const LENGTH: Record<string, number> = {
  XS: 1050,
  S: 1100,
  M: 1200,
  L: 1300,
  XL: 1400,
  XXL: 1500,
  '3XL': 1600,
  '4XL': 1700,
};
const mix = (pieces: Record<string, number>): CutDemand[] =>
  Object.entries(pieces).map(([key, n]) => ({ key, pieces: n, lengthMm: LENGTH[key]! }));

/** Every guarantee a plan gives, checked on its lays alone. */
function expectSound(plan: PlannedCut, demand: CutDemand[], limits: CutLimits) {
  const cut: Record<string, number> = {};
  for (const lay of plan.lays) {
    expect(lay.plies).toBeGreaterThanOrEqual(1);
    expect(lay.plies).toBeLessThanOrEqual(limits.maxPlies);
    expect(Object.keys(lay.ratio).length).toBeLessThanOrEqual(limits.maxSizesPerMarker);
    if (limits.maxMarkerMm !== null) expect(lay.markerMm).toBeLessThanOrEqual(limits.maxMarkerMm);
    const raw = Object.entries(lay.ratio).reduce(
      (sum, [key, n]) => sum + n * demand.find((d) => d.key === key)!.lengthMm,
      0,
    );
    expect(lay.markerMm).toBe(Math.ceil((raw * (100 + limits.wastePercent)) / 100 - 1e-9));
    expect(lay.mm).toBe(lay.plies * (lay.markerMm + limits.endAllowanceMm));
    for (const [key, n] of Object.entries(lay.ratio)) {
      expect(n).toBeGreaterThanOrEqual(1);
      cut[key] = (cut[key] ?? 0) + n * lay.plies;
    }
  }
  for (const d of demand.filter((x) => x.pieces > 0)) {
    const over = (cut[d.key] ?? 0) - d.pieces;
    expect(over, `every ${d.key} piece cut`).toBeGreaterThanOrEqual(0);
    expect(over).toBeLessThanOrEqual(limits.maxOverCutPerSize);
    expect(plan.overCut[d.key]).toBe(over);
    expect(plan.pieces[d.key]).toBe(d.pieces);
  }
  expect(plan.mm).toBe(plan.lays.reduce((s, l) => s + l.mm, 0));
}

const MIXES: [string, Record<string, number>, CutLimits][] = [
  ['30 pupils S8 M14 L6 XL2', { S: 8, M: 14, L: 6, XL: 2 }, TABLE],
  [
    '300 pupils over 6 sizes',
    { XS: 20, S: 45, M: 80, L: 85, XL: 50, XXL: 20 },
    { ...TABLE, maxOverCutPerSize: 1 },
  ],
  [
    '5,000 pieces over 8 sizes',
    { XS: 300, S: 600, M: 1100, L: 1200, XL: 900, XXL: 500, '3XL': 250, '4XL': 150 },
    { ...TABLE, maxPlies: 80 },
  ],
  ['30 pupils, no table limit', { S: 8, M: 14, L: 6, XL: 2 }, { ...TABLE, maxMarkerMm: null }],
  [
    '2 sizes per marker, a short table',
    { S: 8, M: 14, L: 6, XL: 2 },
    { ...TABLE, maxSizesPerMarker: 2, maxMarkerMm: 2600 },
  ],
];

describe('planCut against one lay per size, on realistic mixes', () => {
  it.each(MIXES)(
    '%s: every piece cut, within limits, fewer plies and less cloth',
    (_, pieces, limits) => {
      const demand = mix(pieces);
      const plan = planCut(demand, limits);
      const naive = naiveCutPlan(demand, limits);
      expectSound(plan, demand, limits);
      expectSound(naive, demand, limits);
      expect(plan.lays.length).toBeLessThanOrEqual(naive.lays.length);
      expect(plan.mm).toBeLessThan(naive.mm);
      expect(plan.plies).toBeLessThan(naive.plies);
    },
  );

  it('30 pupils S8 M14 L6 XL2 on a 6 m table: at most 2 lays, not 4', () => {
    const plan = planCut(mix({ S: 8, M: 14, L: 6, XL: 2 }), TABLE);
    expect(plan.lays.length).toBeLessThanOrEqual(2);
    expect(naiveCutPlan(mix({ S: 8, M: 14, L: 6, XL: 2 }), TABLE).lays).toHaveLength(4);
  });

  it('a single size: the same as one lay per size (nothing to share)', () => {
    const demand = mix({ M: 95 });
    const plan = planCut(demand, TABLE);
    expectSound(plan, demand, TABLE);
    expect(plan.mm).toBeLessThanOrEqual(naiveCutPlan(demand, TABLE).mm);
    expect(plan.lays.length).toBeLessThanOrEqual(3);
  });

  it('a piece longer than the table is refused, naming it', () => {
    expect(() => planCut(mix({ M: 3 }), { ...TABLE, maxMarkerMm: 1000 })).toThrow(
      PieceTooLongError,
    );
    try {
      planCut(mix({ S: 2, XL: 3 }), { ...TABLE, maxMarkerMm: 1200 });
    } catch (error) {
      expect(error).toMatchObject({ key: 'XL', markerMm: 1442 });
    }
  });

  it('sizes with no pieces are left out; no pieces, no lays', () => {
    expect(planCut(mix({ S: 0, M: 0 }), TABLE)).toMatchObject({ lays: [], mm: 0, plies: 0 });
    expect(Object.keys(planCut(mix({ S: 0, M: 4 }), TABLE).pieces)).toEqual(['M']);
  });
});

const demandArb = fc
  .uniqueArray(fc.constantFrom(...Object.keys(LENGTH)), { minLength: 1, maxLength: 8 })
  .chain((keys) =>
    fc.tuple(
      ...keys.map((key) =>
        fc.integer({ min: 0, max: 200 }).map((pieces) => ({ key, pieces, lengthMm: LENGTH[key]! })),
      ),
    ),
  );
const limitsArb = fc.record({
  maxPlies: fc.integer({ min: 1, max: 100 }),
  maxMarkerMm: fc.option(fc.integer({ min: 2000, max: 12000 }), { nil: null }),
  maxSizesPerMarker: fc.integer({ min: 1, max: 8 }),
  endAllowanceMm: fc.integer({ min: 0, max: 100 }),
  wastePercent: fc.integer({ min: 0, max: 15 }),
  maxOverCutPerSize: fc.integer({ min: 0, max: 3 }),
});

describe('planCut, for any demand and limits', () => {
  it('cuts every piece within every limit, never with more lays or cloth than one lay per size', () => {
    fc.assert(
      fc.property(demandArb, limitsArb, (demand, limits) => {
        const plan = planCut(demand, limits);
        const naive = naiveCutPlan(demand, limits);
        expectSound(plan, demand, limits);
        expect(plan.lays.length).toBeLessThanOrEqual(naive.lays.length);
        expect(plan.mm).toBeLessThanOrEqual(naive.mm);
      }),
      { numRuns: 80 },
    );
  }, 120_000);
});

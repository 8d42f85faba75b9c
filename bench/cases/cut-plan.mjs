import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { median } from '../lib/browser-timing.mjs';
import { printColumns } from '../lib/load.mjs';

const RUNS = 7;
/** 5,000 pieces over 8 sizes, cloth per piece growing with the size (mm). */
const DEMAND = [
  ['XS', 300, 1050],
  ['S', 600, 1100],
  ['M', 1100, 1200],
  ['L', 1200, 1300],
  ['XL', 900, 1400],
  ['XXL', 500, 1500],
  ['3XL', 250, 1600],
  ['4XL', 150, 1700],
].map(([key, pieces, lengthMm]) => ({ key, pieces, lengthMm }));
/** A 6 m table, 80 plies, 4 sizes per marker, 2 cm per ply, 3 % waste, no over-cut. */
const LIMITS = {
  maxPlies: 80,
  maxMarkerMm: 6000,
  maxSizesPerMarker: 4,
  endAllowanceMm: 20,
  wastePercent: 3,
  maxOverCutPerSize: 0,
};

/** The shared planner as the server runs it, bundled by esbuild into one module. */
async function loadPlanner() {
  const entry = path.resolve(
    import.meta.dirname,
    '../../packages/shared/src/cut-plans/cut-planner.ts',
  );
  const result = await build({ entryPoints: [entry], bundle: true, format: 'esm', write: false });
  const dir = mkdtempSync(path.join(tmpdir(), 'cut-bench-'));
  const file = path.join(dir, 'planner.mjs');
  writeFileSync(file, result.outputFiles[0].text);
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** 'Plan de corte' for 5,000 pieces over 8 sizes (goal ≤ 1 s): greedy + local search vs naive. */
export default async function run() {
  const { planCut, naiveCutPlan } = await loadPlanner();
  const times = [];
  let plan;
  for (let i = 0; i <= RUNS; i += 1) {
    const started = performance.now();
    plan = planCut(DEMAND, LIMITS);
    times.push(performance.now() - started);
  }
  const naive = naiveCutPlan(DEMAND, LIMITS);
  const [first, ...rest] = times;
  rest.sort((a, b) => a - b);
  console.log('\nCut plan — 5,000 pieces over 8 sizes, one cloth (goal ≤ 1 s)');
  printColumns(
    ['first ms', 'median ms', 'max ms'],
    [[first.toFixed(0), median(rest).toFixed(0), rest.at(-1).toFixed(0)]],
  );
  const metres = (mm) => (mm / 1000).toFixed(2);
  printColumns(
    ['plan', 'lays', 'plies', 'metres'],
    [
      ['greedy + local search', plan.lays.length, plan.plies, metres(plan.mm)],
      ['one lay per size', naive.lays.length, naive.plies, metres(naive.mm)],
      [
        'saved',
        naive.lays.length - plan.lays.length,
        naive.plies - plan.plies,
        metres(naive.mm - plan.mm),
      ],
    ].map((row) => row.map(String)),
  );
}

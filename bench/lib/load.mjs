import autocannon from 'autocannon';

export const DURATION = Number(process.env.BENCH_SECONDS ?? 5);

/**
 * Runs autocannon and returns req/s, p50/p99 latency (ms) and errors (non-2xx count too, but
 * for `expectedStatus`).
 */
export async function load(url, options = {}) {
  const { connections = 50, duration = DURATION, expectedStatus, ...rest } = options;
  const result = await autocannon({ url, connections, duration, pipelining: 1, ...rest });
  // An expected non-2xx status (a 304) is not an error.
  const expected = expectedStatus ? (result.statusCodeStats?.[expectedStatus]?.count ?? 0) : 0;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx - expected,
  };
}

/**
 * Taller and its bare baseline, measured in turns (Taller, bare, bare, Taller; each a half of
 * the duration) with the same options, so that a change in the machine's load while the case
 * runs weighs on both alike. Returns both, averaged (p99: the worse half).
 */
export async function paired(url, baselineUrl, options = {}) {
  const half = { ...options, duration: Math.max(1, (options.duration ?? DURATION) / 2) };
  const a1 = await load(url, half);
  const b1 = await load(baselineUrl, half);
  const b2 = await load(baselineUrl, half);
  const a2 = await load(url, half);
  const merge = (x, y) => ({
    rps: (x.rps + y.rps) / 2,
    p50: Math.max(x.p50, y.p50),
    p99: Math.max(x.p99, y.p99),
    errors: x.errors + y.errors,
  });
  return { ...merge(a1, a2), baseline: merge(b1, b2) };
}

export function printTable(title, rows) {
  console.log(`\n${title}`);
  const head = [
    'case',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'baseline req/s',
    'baseline p99 ms',
    'ratio',
  ];
  const lines = rows.map((r) => [
    r.name,
    r.rps.toFixed(0),
    String(r.p50),
    String(r.p99),
    String(r.errors),
    r.baseline ? r.baseline.rps.toFixed(0) : '-',
    r.baseline ? String(r.baseline.p99) : '-',
    r.baseline ? `${((r.rps / r.baseline.rps) * 100).toFixed(1)}%` : '-',
  ]);
  printColumns(head, lines);
}

/** A table of text cells under `head`: the first column left-aligned, the others right. */
export function printColumns(head, lines) {
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(fmt(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.log(fmt(l));
}

import autocannon from 'autocannon';

export const DURATION = Number(process.env.BENCH_SECONDS ?? 5);

/** Runs autocannon and returns req/s, p50/p99 latency (ms) and errors (non-2xx count too). */
export async function load(url, options = {}) {
  const { connections = 50, duration = DURATION, ...rest } = options;
  const result = await autocannon({ url, connections, duration, pipelining: 1, ...rest });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

export function printTable(title, rows) {
  console.log(`\n${title}`);
  const head = ['case', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'baseline req/s', 'ratio'];
  const lines = rows.map((r) => [
    r.name,
    r.rps.toFixed(0),
    String(r.p50),
    String(r.p99),
    String(r.errors),
    r.baseline ? r.baseline.rps.toFixed(0) : '-',
    r.baseline ? `${((r.rps / r.baseline.rps) * 100).toFixed(1)}%` : '-',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(fmt(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.log(fmt(l));
}

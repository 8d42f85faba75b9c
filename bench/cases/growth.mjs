import { onSeededServer } from '../lib/list-bench.mjs';
import { load, printColumns } from '../lib/load.mjs';
import { seedOrders } from '../lib/seed-orders.mjs';

// Issue 40: doubling the history (10k → 20k → 40k → 80k orders of 10 people; GROWTH_SIZES
// changes it) must not make anything grow faster than linearly, and a page of a list must stay
// flat. The work in production stays 1,000 orders at every size: the sheet depends on what is
// being made, not on the history. SQLite (the default database); one connection, p50 and p99.
const SIZES = (process.env.GROWTH_SIZES ?? '10000,20000,40000,80000').split(',').map(Number);

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const calls = (seeded) => [
  ['orders, page 1 (newest first)', '/api/order?sort=-number&pageSize=20'],
  ['orders, search a surname', '/api/order?q=quispe&sort=-number&pageSize=20'],
  ['orders, status + line', `/api/order?status=IN_PRODUCTION&lineId=${seeded.lineId}&pageSize=20`],
  ['production sheet (JSON)', '/api/production-sheet'],
  ['home', '/api/home'],
  ['report summary, a year', `/api/report/summary?from=${day(-365)}&to=${day(0)}`],
  [
    'report sizes, a year of one line',
    `/api/report/sizes?from=${day(-365)}&to=${day(0)}&lineId=${seeded.lineId}`,
  ],
];

async function measureSize(orders) {
  const seed = (target) => seedOrders({ ...target, orders, createdOverDays: 730 });
  const said = (s) => `${s.orders} orders, ${s.people} people in ${s.seconds.toFixed(1)} s`;
  return onSeededServer(
    { label: `SQLite ${orders}`, env: {}, seed, said },
    async ({ server, seeded, headers }) => {
      const figures = new Map();
      for (const [name, url] of calls(seeded)) {
        const res = await fetch(server.url + url, { headers });
        if (!res.ok) throw new Error(`${url} answered ${res.status}`);
        figures.set(name, await load(server.url + url, { headers, connections: 1 }));
      }
      return figures;
    },
  );
}

export default async function growth() {
  const runs = [];
  for (const size of SIZES) runs.push(await measureSize(size));
  const names = [...runs[0].keys()];
  const head = ['call (1 conn)', ...SIZES.map((s) => `p50/p99 @${s / 1000}k`), 'last ×2 growth'];
  const lines = names.map((name) => {
    const cells = runs.map((r) => `${r.get(name).p50}/${r.get(name).p99}`);
    // How the median grew over the last doubling: 1.0 is flat, 2.0 linear.
    const [a, b] = runs.slice(-2).map((r) => Math.max(r.get(name).p50, 0.5));
    return [name, ...cells, runs.length > 1 ? `×${(b / a).toFixed(2)}` : '-'];
  });
  console.log(
    `\nGrowth: the same calls as the history doubles (SQLite, ${SIZES.join(' → ')} orders of 10 people; 1,000 in production). ms; 'last ×2 growth' is p50 after ÷ before the last doubling: 1 flat, 2 linear.`,
  );
  printColumns(head, lines);
}

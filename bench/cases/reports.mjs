import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { onSeededServer, printBothDatabases } from '../lib/list-bench.mjs';
import { load } from '../lib/load.mjs';
import { seedBilling } from '../lib/seed-billing.mjs';
import { shared } from '../lib/seed-helpers.mjs';
import { seedOrders } from '../lib/seed-orders.mjs';
import { root } from '../lib/server.mjs';

// The size of the history: REPORTS_ORDERS orders of 10 people each (100,000: 1,000,000 people).
const ORDERS = Number(process.env.REPORTS_ORDERS ?? 100_000);
/** Every call the screen makes: the summary, then each chart (the shared contract's names). */
const NAMES = ['summary', ...(await shared()).REPORT_NAMES];

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The calls the reports screen makes when it opens on a period (and with a line chosen). */
const screens = (seeded) => [
  ['this month', `from=${day(-30)}&to=${day(0)}`],
  ['this year, one line', `from=${day(-365)}&to=${day(0)}&lineId=${seeded.lineId}`],
];

/** Asks for `url` every 50 ms until stopped; the time each answer took, in ms. */
function meanwhile(url, headers) {
  const waits = [];
  let stopped = false;
  const asking = (async () => {
    while (!stopped) {
      const started = performance.now();
      await (await fetch(url, { headers })).arrayBuffer();
      waits.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await asking;
      return waits;
    },
  };
}

async function measure(label, env, databaseUrl) {
  const seed = async (target) => {
    const seeded = await seedOrders({ ...target, orders: ORDERS, createdOverDays: 730 });
    console.log(
      `\n${label}: seeded ${seeded.orders} orders with ${seeded.people} people over two years in ${seeded.seconds.toFixed(1)} s`,
    );
    const money = await seedBilling(target);
    console.log(
      `  then ${money.bills} bills, ${money.payments} payments and ${money.movements} material exits in ${money.seconds.toFixed(1)} s`,
    );
    return seeded;
  };
  return onSeededServer({ label, env, databaseUrl, seed }, async ({ server, seeded, headers }) => {
    const rows = [];
    for (const [screen, query] of screens(seeded)) {
      // The first call after the seed rebuilds every day's roll-ups (decision 029); meanwhile
      // another user asks for the orders' first page every 50 ms.
      const started = performance.now();
      const others = meanwhile(`${server.url}/api/order?sort=-number&pageSize=20`, headers);
      const summary = (
        await (await fetch(`${server.url}/api/report/summary?${query}`, { headers })).json()
      ).data;
      const ms = (performance.now() - started).toFixed(0);
      const waits = await others.stop();
      console.log(`  ${screen} (first call ${ms} ms): ${JSON.stringify(summary)}`);
      console.log(
        `    meanwhile: ${waits.length} orders' first pages, the slowest ${Math.max(0, ...waits).toFixed(0)} ms`,
      );
      for (const name of NAMES) {
        const url = `${server.url}/api/report/${name}?${query}`;
        rows.push({
          name: `${label}, ${screen}: ${name} (1 conn)`,
          ...(await load(url, { headers, connections: 1 })),
        });
      }
    }
    return rows;
  });
}

/** The reports screen's own chunk (with Chartist and its CSS), gzip level 9. */
function chunkSize() {
  const dist = path.join(root, 'apps/web/dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const entry = manifest['src/features/reports/pages/reports-page.tsx'];
  if (!entry) return console.log('\nReports chunk: not in the build (run npm run build first)');
  const files = [entry.file, ...(entry.css ?? [])];
  console.log('\nReports chunk (loaded only on Reportes):');
  for (const file of files) {
    const bytes = readFileSync(path.join(dist, file));
    const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
    console.log(
      `  ${file.padEnd(44)} ${kb(bytes.length)} raw  ${kb(gzipSync(bytes, { level: 9 }).length)} gzip`,
    );
  }
}

export default async function reports() {
  chunkSize();
  await printBothDatabases(
    `Reports: each call of the screen on ${ORDERS.toLocaleString('en')} orders with ${(ORDERS * 10).toLocaleString('en')} people received over two years (1 connection, staff token)`,
    measure,
  );
}

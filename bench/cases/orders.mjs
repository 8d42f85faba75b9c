import { loadCases, onSeededServer, printBothDatabases, printTotals } from '../lib/list-bench.mjs';
import { load } from '../lib/load.mjs';
import { seedOrders } from '../lib/seed-orders.mjs';

const cases = (seeded) => [
  ['newest first (the default), page 1', '/api/order?sort=-number&pageSize=20'],
  ['search client name, newest first', '/api/order?q=quispe&sort=-number&pageSize=20'],
  ['search number digits', '/api/order?q=01234&sort=-number&pageSize=20'],
  [
    'status + line, by promised date, page 3',
    `/api/order?status=IN_PRODUCTION&lineId=${seeded.lineId}&sort=promisedDate&page=3&pageSize=20`,
  ],
  [
    'date range + Atrasados, by client',
    '/api/order?from=2025-01-01&to=2025-12-31&overdue=true&sort=client&pageSize=20',
  ],
  [
    'search + status, by total, page 2',
    '/api/order?q=colegio&status=DELIVERED&sort=-totalCents&page=2&pageSize=20',
  ],
];

/**
 * The PDF's time to first byte and total time, one request at a time (`times` of them): the
 * median of each, in ms. The first byte is the first chunk of the body, read as a stream.
 */
async function pdfTimings(url, headers, times = 5) {
  const ttfb = [];
  const total = [];
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    const answer = await fetch(url, { headers });
    const reader = answer.body.getReader();
    let first = null;
    for (;;) {
      const { done } = await reader.read();
      first ??= performance.now() - started;
      if (done) break;
    }
    ttfb.push(first);
    total.push(performance.now() - started);
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return { ttfb: median(ttfb), total: median(total) };
}

async function measure(label, env, databaseUrl) {
  const said = (s) =>
    `${s.orders} orders with ${s.people} people (${s.inProduction} in production) in ${s.seconds.toFixed(1)} s (transactions of 500 orders)`;
  return onSeededServer(
    { label, env, databaseUrl, seed: seedOrders, said },
    async ({ server, seeded, headers }) => {
      const list = cases(seeded);
      await printTotals(server.url, headers, list);
      const rows = await loadCases(label, server.url, headers, list);
      // The production sheet of every order in production: JSON and the server's PDF.
      const sheet = (await (await fetch(`${server.url}/api/production-sheet`, { headers })).json())
        .data;
      const pdf = await fetch(`${server.url}/api/production-sheet.pdf`, { headers });
      const bytes = (await pdf.arrayBuffer()).byteLength;
      console.log(
        `  /api/production-sheet → ${sheet.orders.length} orders, ${sheet.rows.length} rows, ${sheet.totalQuantity} to make; PDF ${(bytes / 1024).toFixed(0)} KB`,
      );
      const timing = await pdfTimings(`${server.url}/api/production-sheet.pdf`, headers);
      console.log(
        `  /api/production-sheet.pdf, one at a time (median of 5): first byte ${timing.ttfb.toFixed(0)} ms, whole PDF ${timing.total.toFixed(0)} ms`,
      );
      for (const [name, url] of [
        ['production sheet, all in production (JSON)', '/api/production-sheet'],
        ['production sheet, all in production (PDF)', '/api/production-sheet.pdf'],
      ]) {
        rows.push({
          name: `${label}: ${name} (1 conn)`,
          ...(await load(server.url + url, { headers, connections: 1 })),
        });
      }
      return rows;
    },
  );
}

export default async function orders() {
  await printBothDatabases(
    'Orders: a page of 20 among 50,000 orders with 500,000 people (50 connections unless noted, staff token); the production sheet of 1,000 orders in production',
    measure,
  );
}

import { loadCases, onBothDatabases } from '../lib/list-bench.mjs';
import { load, printTable } from '../lib/load.mjs';
import { analyse } from '../lib/seed-people.mjs';
import { seedOrders } from '../lib/seed-orders.mjs';
import { signIn, startServer } from '../lib/server.mjs';

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

async function measure(label, env, databaseUrl) {
  const server = await startServer(env);
  try {
    const seeded = await seedOrders({ databaseUrl, dataDir: server.dataDir });
    console.log(
      `\n${label}: seeded ${seeded.orders} orders with ${seeded.people} people (${seeded.inProduction} in production) in ${seeded.seconds.toFixed(1)} s (transactions of 500 orders)`,
    );
    if (databaseUrl) await analyse(databaseUrl);
    const headers = { authorization: `Bearer ${await signIn(server.url)}` };
    const list = cases(seeded);
    for (const [, url] of list) {
      const page = (await (await fetch(server.url + url, { headers })).json()).data;
      console.log(`  ${url} → total ${page.total}, ${page.items.length} on the page`);
    }
    const rows = await loadCases(label, server.url, headers, list);
    // The production sheet of every order in production: JSON and the server's PDF.
    const sheet = (await (await fetch(`${server.url}/api/production-sheet`, { headers })).json())
      .data;
    const pdf = await fetch(`${server.url}/api/production-sheet.pdf`, { headers });
    const bytes = (await pdf.arrayBuffer()).byteLength;
    console.log(
      `  /api/production-sheet → ${sheet.orders.length} orders, ${sheet.rows.length} rows, ${sheet.totalQuantity} to make; PDF ${(bytes / 1024).toFixed(0)} KB`,
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
  } finally {
    await server.stop();
  }
}

export default async function orders() {
  const rows = await onBothDatabases(measure);
  printTable(
    'Orders: a page of 20 among 50,000 orders with 500,000 people (50 connections unless noted, staff token); the production sheet of 1,000 orders in production',
    rows,
  );
}

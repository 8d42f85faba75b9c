import { printTable } from '../lib/load.mjs';
import { loadCases, onBothDatabases } from '../lib/list-bench.mjs';
import { analyse } from '../lib/seed-people.mjs';
import { seedCatalogue } from '../lib/seed-catalogue.mjs';
import { signIn, startServer } from '../lib/server.mjs';

const cases = (seeded) => [
  [
    'search + line + status, page 1',
    `/api/product?q=toga&lineId=${seeded.lineId}&status=ACTIVE&sort=name&pageSize=20`,
  ],
  [
    'search + kind, by price, page 2',
    '/api/product?q=azul&kind=GARMENT&sort=-priceCents&page=2&pageSize=20',
  ],
  ['search by model name', '/api/product?q=modelo%2017&sort=code&pageSize=20'],
  ['model filter', `/api/product?modelId=${seeded.modelId}&sort=code&pageSize=20`],
  [
    'kind + status, page 50',
    '/api/product?kind=ACCESSORY&status=ACTIVE&sort=name&page=50&pageSize=20',
  ],
];

async function measure(label, env, databaseUrl) {
  const server = await startServer(env);
  try {
    const seeded = await seedCatalogue({ databaseUrl, dataDir: server.dataDir });
    console.log(
      `\n${label}: seeded ${seeded.products} products on ${seeded.models} models of ${seeded.lines} lines in ${seeded.seconds.toFixed(1)} s (batches of 500)`,
    );
    if (databaseUrl) await analyse(databaseUrl);
    const headers = { authorization: `Bearer ${await signIn(server.url)}` };
    const list = cases(seeded);
    for (const [, url] of list) {
      const page = (await (await fetch(server.url + url, { headers })).json()).data;
      console.log(`  ${url} → total ${page.total}, ${page.items.length} on the page`);
    }
    return await loadCases(label, server.url, headers, list);
  } finally {
    await server.stop();
  }
}

export default async function products() {
  const rows = await onBothDatabases(measure);
  printTable(
    'Products: a page of 20 among 20,000 products (50 connections unless noted, staff token)',
    rows,
  );
}

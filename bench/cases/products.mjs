import { loadCases, onSeededServer, printBothDatabases, printTotals } from '../lib/list-bench.mjs';
import { seedCatalogue } from '../lib/seed-catalogue.mjs';

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
  const said = (s) =>
    `${s.products} products on ${s.models} models of ${s.lines} lines in ${s.seconds.toFixed(1)} s (batches of 500)`;
  return onSeededServer(
    { label, env, databaseUrl, seed: seedCatalogue, said },
    async ({ server, seeded, headers }) => {
      const list = cases(seeded);
      await printTotals(server.url, headers, list);
      return await loadCases(label, server.url, headers, list);
    },
  );
}

export default async function products() {
  await printBothDatabases(
    'Products: a page of 20 among 20,000 products (50 connections unless noted, staff token)',
    measure,
  );
}

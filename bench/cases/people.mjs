import { printTable } from '../lib/load.mjs';
import { loadCases, onBothDatabases } from '../lib/list-bench.mjs';
import { analyse, seedPeople } from '../lib/seed-people.mjs';
import { signIn, startServer } from '../lib/server.mjs';

const CASES = [
  [
    'search + status + sort, page 3',
    '/api/client?q=quispe&status=ACTIVE&sort=name&page=3&pageSize=20',
  ],
  ['status + sort, page 3', '/api/client?status=ACTIVE&sort=name&page=3&pageSize=20'],
  ['institution + sort by -createdAt', '/api/client?institutionId=17&sort=-createdAt&pageSize=20'],
  ['search by phone digits', '/api/client?q=7123&sort=name&pageSize=20'],
];

async function measure(label, env, databaseUrl) {
  const server = await startServer(env);
  try {
    const seeded = await seedPeople({ databaseUrl, dataDir: server.dataDir });
    console.log(
      `\n${label}: seeded ${seeded.clients} clients and ${seeded.institutions} institutions in ${seeded.seconds.toFixed(1)} s (batches of 500)`,
    );
    if (databaseUrl) await analyse(databaseUrl);
    const headers = { authorization: `Bearer ${await signIn(server.url)}` };
    const first = await (await fetch(server.url + CASES[0][1], { headers })).json();
    console.log(
      `  ${CASES[0][1]} → total ${first.data.total}, ${first.data.items.length} on the page`,
    );
    return await loadCases(label, server.url, headers, CASES);
  } finally {
    await server.stop();
  }
}

export default async function people() {
  const rows = await onBothDatabases(measure);
  printTable(
    'People: a page of 20 among 50,000 clients (50 connections unless noted, staff token)',
    rows,
  );
}

import { loadCases, onSeededServer, printBothDatabases, printTotals } from '../lib/list-bench.mjs';
import { seedPeople } from '../lib/seed-people.mjs';

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
  const said = (s) =>
    `${s.clients} clients and ${s.institutions} institutions in ${s.seconds.toFixed(1)} s (batches of 500)`;
  return onSeededServer(
    { label, env, databaseUrl, seed: seedPeople, said },
    async ({ server, headers }) => {
      await printTotals(server.url, headers, CASES.slice(0, 1));
      return await loadCases(label, server.url, headers, CASES);
    },
  );
}

export default async function people() {
  await printBothDatabases(
    'People: a page of 20 among 50,000 clients (50 connections unless noted, staff token)',
    measure,
  );
}

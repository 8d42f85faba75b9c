import { startThrowawayPostgres } from '../../scripts/lib/postgres.mjs';
import { load } from './load.mjs';

/** Each case `[name, url]` under load with 50 connections, then again with one. */
export async function loadCases(label, serverUrl, headers, cases) {
  const rows = [];
  for (const [name, url] of cases) {
    rows.push({ name: `${label}: ${name}`, ...(await load(serverUrl + url, { headers })) });
  }
  // One connection: the cost of one request, without 50 queued in front of it.
  for (const [name, url] of cases) {
    const one = await load(serverUrl + url, { headers, connections: 1 });
    rows.push({ name: `${label}: ${name} (1 conn)`, ...one });
  }
  return rows;
}

/** `measure(label, env, databaseUrl)` on SQLite, then on a throwaway PostgreSQL when there is one. */
export async function onBothDatabases(measure) {
  const rows = await measure('SQLite', {});
  const pg = await startThrowawayPostgres();
  if (pg) {
    try {
      rows.push(...(await measure('PostgreSQL', { DATABASE_URL: pg.url }, pg.url)));
    } finally {
      pg.stop();
    }
  } else {
    console.log('\nPostgreSQL: skipped (no initdb/pg_ctl found)');
  }
  return rows;
}

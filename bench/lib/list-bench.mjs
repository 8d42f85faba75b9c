import { startThrowawayPostgres } from '../../scripts/lib/postgres.mjs';
import { load, printTable } from './load.mjs';
import { analyse } from './seed-people.mjs';
import { signIn, startServer } from './server.mjs';

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

/**
 * `measure(label, env, databaseUrl)` on SQLite, then on a throwaway PostgreSQL when there is one
 * (`BENCH_DATABASES=sqlite`: SQLite only; `postgres`: PostgreSQL only).
 */
export async function onBothDatabases(measure) {
  const only = process.env.BENCH_DATABASES;
  const rows = only === 'postgres' ? [] : await measure('SQLite', {});
  if (only === 'sqlite') return rows;
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

/** `measure` on both databases, then prints the table of every row under `title`. */
export async function printBothDatabases(title, measure) {
  printTable(title, await onBothDatabases(measure));
}

/**
 * One database's run on seeded data: a server, `seed({ databaseUrl, dataDir })` into its
 * database (`said(seeded)` tells what it seeded), then (PostgreSQL) fresh planner statistics and
 * the staff token's headers; answers what `measure({ server, seeded, headers })` does. The server
 * stops whatever happens.
 */
export async function onSeededServer({ label, env, databaseUrl, seed, said }, measure) {
  const server = await startServer(env);
  try {
    const seeded = await seed({ databaseUrl, dataDir: server.dataDir });
    if (said) console.log(`\n${label}: seeded ${said(seeded)}`);
    if (databaseUrl) await analyse(databaseUrl);
    const headers = { authorization: `Bearer ${await signIn(server.url)}` };
    return await measure({ server, seeded, headers });
  } finally {
    await server.stop();
  }
}

/** Prints the total and the page size of each case `[name, url]` once, before the load. */
export async function printTotals(serverUrl, headers, cases) {
  for (const [, url] of cases) {
    const page = (await (await fetch(serverUrl + url, { headers })).json()).data;
    console.log(`  ${url} → total ${page.total}, ${page.items.length} on the page`);
  }
}

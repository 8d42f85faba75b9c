import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import pg from 'pg';
import { buildApp, type AppInstance } from '../src/app';
import { loadConfig, type Config } from '../src/config';

/**
 * The database the API suite runs on: `TEST_DB=postgres` (with TEST_DATABASE_URL, an admin URL
 * of a throwaway server that scripts/test.mjs starts) or SQLite otherwise. Each test app gets a
 * database of its own, so test files can run in parallel.
 */
export const testDialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export type TestApp = {
  app: AppInstance;
  config: Config;
  /** Every log line the app wrote, parsed. */
  logs: Record<string, unknown>[];
  close: () => Promise<void>;
};

export async function createTestApp(
  env: Record<string, string> = {},
  /** Runs before ready(): a test may add routes of its own here. */
  setup?: (app: AppInstance) => void,
  /** A database another app uses too (several servers on one PostgreSQL); its owner drops it. */
  shared?: { url: string },
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'taller-test-'));
  const database = shared ? { url: shared.url, drop: async () => {} } : await createTestDatabase();
  const databaseUrl = database.url;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    // Nothing listens there: no test reaches the SIN's real services (tests start a fake SIAT).
    SIAT_URL: 'http://127.0.0.1:9',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const logs: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logs.push(JSON.parse(line));
      done();
    },
  });
  const cleanUp = async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  let app: AppInstance | undefined;
  try {
    app = await buildApp({ config, logger: { level: 'info', stream } });
    setup?.(app);
    await app.ready();
  } catch (error) {
    // A test may expect the build to fail (a route without an access rule): leave nothing behind.
    await app?.close().catch(() => {});
    await cleanUp();
    throw error;
  }
  return {
    app,
    config,
    logs,
    close: async () => {
      await app.close();
      await cleanUp();
    },
  };
}

/**
 * A database of its own for one test app or spawned server: a fresh PostgreSQL database when
 * TEST_DB=postgres, else nothing (SQLite lives in the DATA_DIR).
 */
export async function createTestDatabase(): Promise<{
  url: string | undefined;
  drop: () => Promise<void>;
}> {
  if (testDialect !== 'postgres') return { url: undefined, drop: async () => {} };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `taller_t_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => dropWhenIdle(adminUrl, name),
  };
}

/**
 * pg's pool.end() resolves before its sockets have closed; a `drop … with (force)` then kills
 * those backends and the dying client throws an uncaught error into the test run. So drop
 * politely, waiting for the app's last connections to go, and force only as a last resort.
 */
async function dropWhenIdle(adminUrl: string, name: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name}`));
      return;
    } catch (error) {
      // 55006: the database is still being accessed by other users.
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
}

async function withAdmin(url: string, run: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

import { spawn } from 'node:child_process';
import path from 'node:path';
import { once } from 'node:events';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@taller/shared';
import { StorageWriteError } from '../src/lib/storage';
import { loginAs } from './auth-helpers';
import { upload } from './media-helpers';
import { png } from './media-samples';
import { caller, expectRefused, type Caller } from './people-helpers';
import { eventually } from './poll';
import { createTestApp, testDialect, type TestApp } from './test-app';

const onSqlite = testDialect === 'sqlite';

/** A staff member's app and API (`env` as createTestApp takes it). */
function staffApp(env: Record<string, string> = {}) {
  const session = {} as { t: TestApp; api: Caller; token: string };
  beforeAll(async () => {
    const t = await createTestApp(env);
    const { token } = await loginAs(t, 'DIRECTOR', 'Diana Directora');
    Object.assign(session, { t, token, api: caller(t, token) });
  });
  afterAll(() => session.t.close());
  return session;
}

let serial = 0;
/** A FAQ: its create is a transaction that reads (the next position) before it writes. */
const writeFaq = (api: Caller, answer = 'Se entregan en el colegio.') =>
  api('POST', '/api/faq/create', {
    question: `¿Dónde se entregan los pedidos? (${++serial})`,
    answer,
    category: 'Entregas',
  });

const health = async (t: TestApp) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  return { statusCode: res.statusCode, body: res.json() };
};

/**
 * Another process holding SQLite's write lock (`begin exclusive`), as a backup or a shell might:
 * for `ms` milliseconds, or until release() when `ms` is omitted.
 */
async function holdLock(file: string, ms?: number) {
  const script = `
    const db = new (require('better-sqlite3'))(process.argv[1]);
    db.exec('begin exclusive');
    console.log('locked');
    const release = () => { db.exec('commit'); db.close(); process.exit(0); };
    ${ms === undefined ? "process.stdin.once('data', release);" : `setTimeout(release, ${ms});`}`;
  const child = spawn(process.execPath, ['-e', script, file], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const [line] = (await once(child.stdout, 'data')) as [Buffer];
  expect(line.toString().trim()).toBe('locked');
  const exited = once(child, 'exit');
  return {
    release: async () => {
      child.stdin.end('release\n');
      await exited;
    },
    exited,
  };
}

describe.skipIf(!onSqlite)('a SQLite database locked by another process', () => {
  const ctx = staffApp();

  it('waits for the lock (busy timeout) and then stores the write, instead of failing at once', async () => {
    const lock = await holdLock(path.join(ctx.t.config.dataDir, 'taller.sqlite'), 1000);
    const res = await writeFaq(ctx.api);
    expect(res.statusCode, res.text).toBe(200);
    await lock.exited;
  });
});

describe.skipIf(!onSqlite)('a SQLite lock held past the busy timeout', () => {
  const ctx = staffApp({ SQLITE_BUSY_TIMEOUT_MS: '200' });

  it('answers 503 STORAGE_UNAVAILABLE, health says so until the lock is gone', async () => {
    const lock = await holdLock(path.join(ctx.t.config.dataDir, 'taller.sqlite'));
    try {
      const res = await writeFaq(ctx.api);
      expectRefused(res, 503, MESSAGES.storageUnavailable);
      expect(res.body).toMatchObject({ code: 'STORAGE_UNAVAILABLE' });
      expect(res.headers['retry-after']).toBe('60');
      expect(await health(ctx.t)).toMatchObject({
        statusCode: 503,
        body: {
          code: 'STORAGE_UNAVAILABLE',
          data: { storage: [{ source: 'database', code: expect.stringMatching(/^SQLITE_BUSY/) }] },
        },
      });
    } finally {
      await lock.release();
    }
    await expect.poll(async () => (await health(ctx.t)).statusCode, eventually).toBe(200);
    expect((await writeFaq(ctx.api)).statusCode).toBe(200);
  });
});

describe.skipIf(!onSqlite)('a full SQLite database', () => {
  const ctx = staffApp();

  it('answers 503 STORAGE_UNAVAILABLE to a write it cannot store, health is degraded until there is room', async () => {
    const db = ctx.t.app.db;
    // No free page left inside the file, and no new one allowed: the disk is "full".
    await sql`vacuum`.execute(db);
    const { rows } = await sql<{ pageCount: number }>`pragma page_count`.execute(db);
    await sql.raw(`pragma max_page_count = ${rows[0]!.pageCount}`).execute(db);
    try {
      const res = await writeFaq(ctx.api, 'Entrega en el colegio. '.repeat(200));
      expectRefused(res, 503, MESSAGES.storageUnavailable);
      expect(await health(ctx.t)).toMatchObject({
        statusCode: 503,
        body: { data: { storage: [{ source: 'database', code: 'SQLITE_FULL' }] } },
      });
    } finally {
      await sql`pragma max_page_count = 1073741823`.execute(db);
    }
    expect((await health(ctx.t)).statusCode).toBe(200);
  });
});

describe(`media storage that cannot write (${testDialect})`, () => {
  const ctx = staffApp();

  it('answers 503 STORAGE_UNAVAILABLE to an upload on a full disk, health is degraded until it writes again', async () => {
    const storage = ctx.t.app.storage;
    const stage = storage.stage;
    const full = Object.assign(new Error('ENOSPC: no space left on device, write'), {
      code: 'ENOSPC',
    });
    storage.stage = async (source) => {
      source.resume();
      throw new StorageWriteError(full);
    };
    try {
      const res = await upload(ctx.t, ctx.token, [
        { name: 'foto.png', content: png(8, 8), type: 'image/png' },
      ]);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 503,
        message: MESSAGES.storageUnavailable,
        code: 'STORAGE_UNAVAILABLE',
      });
      expect(await health(ctx.t)).toMatchObject({
        statusCode: 503,
        body: { data: { storage: [{ source: 'media', code: 'ENOSPC' }] } },
      });
    } finally {
      storage.stage = stage;
    }
    expect((await health(ctx.t)).statusCode).toBe(200);
  });
});

describe.skipIf(onSqlite)('a PostgreSQL database that refuses writes', () => {
  const ctx = staffApp();
  /** Runs `text` as the cluster's administrator (the app's own sessions may be read-only). */
  async function asAdmin(text: string) {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  }
  /** Sets the test database read-only or not, and ends its sessions: the app reconnects so. */
  async function setReadOnly(on: boolean) {
    const name = new URL(ctx.t.config.databaseUrl!).pathname.slice(1);
    await asAdmin(`alter database ${name} set default_transaction_read_only = ${on}`);
    await asAdmin(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`,
    );
  }

  it('answers 503 STORAGE_UNAVAILABLE (read-only, as a standby is), health is degraded until it writes again', async () => {
    await setReadOnly(true);
    try {
      // Ended sessions or a read-only one: either way the write is not stored.
      expectRefused(await writeFaq(ctx.api), 503, MESSAGES.storageUnavailable);
      expect(await health(ctx.t)).toMatchObject({
        statusCode: 503,
        body: { data: { storage: [{ source: 'database', code: '25006' }] } },
      });
    } finally {
      await setReadOnly(false);
    }
    await expect.poll(async () => (await health(ctx.t)).statusCode, eventually).toBe(200);
    expect((await writeFaq(ctx.api)).statusCode).toBe(200);
  });
});

import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveApi } from './live-api';
import { MODEL_CREATE_PATH } from './live-models';
import { ledgerProblems, storageProblems } from './live-verify';
import { startWriters } from './live-writers';
import { LOAD_TEST_LIMITS } from './load-limits';
import { loginToSpawned, spawnServer, type SpawnedServer } from './spawn-server';
import { createTestDatabase, testDialect } from './test-app';
import { eventually } from './poll';

const root = path.resolve(import.meta.dirname, '../../..');

/** `npm run <script> -- args` as an operator would type it, with DATA_DIR / DATABASE_URL set. */
function npmRun(script: string, args: string[], env: { dataDir: string; databaseUrl?: string }) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn('npm', ['run', '-s', script, '--', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: env.dataDir, DATABASE_URL: env.databaseUrl ?? '' },
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

type Place = { dataDir: string; database: Awaited<ReturnType<typeof createTestDatabase>> };
const place = async (): Promise<Place> => ({
  dataDir: mkdtempSync(path.join(tmpdir(), 'taller-backup-')),
  database: await createTestDatabase(),
});

/**
 * `npm run backup` while the real server is busy writing, then `npm run restore` into a fresh
 * DATA_DIR (and database): a server started there has everything acknowledged before the
 * backup began, consistent, and a whole file for every media row.
 */
describe(`backup and restore (${testDialect})`, () => {
  let source: Place;
  let target: Place;
  const servers: SpawnedServer[] = [];
  beforeAll(async () => {
    source = await place();
    target = await place();
  });
  afterAll(async () => {
    for (const server of servers) await server.stop();
    for (const p of [source, target]) {
      await p?.database.drop();
      if (p) rmSync(p.dataDir, { recursive: true, force: true });
    }
  });

  it('round-trips data written during the backup', { timeout: 120_000 }, async () => {
    const from = { dataDir: source.dataDir, databaseUrl: source.database.url };
    const server = await spawnServer({ ...from, env: LOAD_TEST_LIMITS });
    servers.push(server);
    const api = liveApi(server.url, await loginToSpawned(server));
    // Models are written too: if their route were renamed, this stops here instead of
    // silently writing lines only.
    expect(await api.hasRoute(MODEL_CREATE_PATH)).toBe(true);
    const writers = startWriters(api, {
      writers: 8,
      deleteUploads: true,
      models: true,
    });
    await expect.poll(() => writers.ledger.acks, eventually).toBeGreaterThan(60);

    const began = Date.now();
    const acksBefore = writers.ledger.acks;
    const backup = await npmRun('backup', [], from);
    expect(backup.code, backup.output).toBe(0);
    // The writers kept going while the backup ran.
    expect(writers.ledger.acks).toBeGreaterThan(acksBefore);
    await writers.stop();
    // Every kind of write really ran, so the backup is checked on each of them.
    expect(writers.ledger.models.some((r) => r.ackedAt.length > 0)).toBe(true);
    expect(writers.ledger.uploads.some((u) => u.ackedAt)).toBe(true);
    await server.stop();
    servers.pop();

    const folder = /Backup written to (\S+)/.exec(backup.output)![1]!;
    expect(path.dirname(folder)).toBe(path.join(source.dataDir, 'backups'));
    const manifest = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ format: 1, dialect: testDialect, missingMedia: [] });
    expect(readdirSync(path.join(folder, 'media'))).toHaveLength(manifest.mediaFiles);

    const to = { dataDir: target.dataDir, databaseUrl: target.database.url };
    const restore = await npmRun('restore', [folder], to);
    expect(restore.code, restore.output).toBe(0);

    const restored = await spawnServer({ ...to, env: LOAD_TEST_LIMITS });
    servers.push(restored);
    const after = liveApi(restored.url, await loginToSpawned(restored));
    expect(
      await ledgerProblems(after, writers.ledger, { ackedBefore: began, later: 'all' }),
    ).toEqual([]);
    expect(await storageProblems(to)).toEqual([]);
    console.log(
      `backup (${testDialect}): ${acksBefore} writes acknowledged before it began, ${writers.ledger.acks} in all; ${manifest.mediaFiles} media files`,
    );

    // A restore onto the DATA_DIR of a running server is refused, and says why.
    const refused = await npmRun('restore', [folder], to);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/Refused: a Taller server \(pid \d+\) is running/);
    await restored.stop();
    servers.pop();

    // Over existing data: SQLite's file and the media are moved aside, PostgreSQL asks for --force.
    const again = await npmRun('restore', [folder], to);
    if (testDialect === 'postgres') {
      expect(again.code).toBe(1);
      expect(again.output).toContain('Refused: the database already holds Taller data');
      const forced = await npmRun('restore', [folder, '--force'], to);
      expect(forced.code, forced.output).toBe(0);
    } else {
      expect(again.code, again.output).toBe(0);
      const aside = readdirSync(target.dataDir).filter((n) => n.startsWith('before-restore-'));
      expect(aside).toHaveLength(1);
      expect(readdirSync(path.join(target.dataDir, aside[0]!)).sort()).toEqual(
        expect.arrayContaining(['media', 'taller.sqlite']),
      );
    }
    expect(await storageProblems(to)).toEqual([]);
  });
});

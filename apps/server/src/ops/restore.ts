import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config';
import { createStorage } from '../lib/storage';
import { migrations } from '../db/migrations/index';
import { MANIFEST, postgresTool, runTool, type Manifest } from './backup';

/**
 * `npm run restore -- <backup folder> [--force]`: puts a backup back into the configured
 * DATA_DIR / DATABASE_URL and MEDIA_DIR. Refuses while a server runs on that DATA_DIR (or, on
 * PostgreSQL, while anyone else is connected to the database). What is there now is not lost:
 * the SQLite file and the media folder are moved aside into DATA_DIR/before-restore-<time>/;
 * a PostgreSQL database that already holds Taller's tables is only overwritten with --force.
 */

export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

/** The pid in DATA_DIR/taller.pid, if that process is alive. */
function runningServer(dataDir: string) {
  const file = path.join(dataDir, 'taller.pid');
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null; // a server that crashed left its pid file behind
  }
}

async function moveAside(from: string, asideDir: string) {
  if (!existsSync(from)) return;
  await mkdir(asideDir, { recursive: true });
  await rename(from, path.join(asideDir, path.basename(from)));
}

async function restorePostgres(url: string, file: string, force: boolean) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const others = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    if (others.rows[0]!.n > 0) {
      throw new RestoreRefused(
        `${others.rows[0]!.n} other connections are open on the database: stop the server first`,
      );
    }
    const existing = await client.query(
      "select 1 from information_schema.tables where table_schema = current_schema() and table_name = 'schema_migrations'",
    );
    if (existing.rowCount && !force) {
      throw new RestoreRefused(
        'the database already holds Taller data; run again with --force to replace it (its tables are dropped and recreated from the backup)',
      );
    }
  } finally {
    await client.end();
  }
  await runTool(postgresTool('pg_restore'), [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${url}`,
    file,
  ]);
}

export async function restoreBackup(
  config: Config,
  folder: string,
  options: { force?: boolean; log?: (line: string) => void } = {},
) {
  const log = options.log ?? console.log;
  const source = path.resolve(folder);
  const manifestFile = path.join(source, MANIFEST);
  if (!existsSync(manifestFile))
    throw new RestoreRefused(`${source} is not a Taller backup (no ${MANIFEST})`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const dialect = config.databaseUrl ? 'postgres' : 'sqlite';
  if (manifest.dialect !== dialect) {
    throw new RestoreRefused(
      `the backup is of a ${manifest.dialect} database, the configuration uses ${dialect}`,
    );
  }
  const known = Math.max(...migrations.map((m) => m.version));
  if (manifest.schemaVersion > known) {
    throw new RestoreRefused(
      `the backup comes from a newer Taller (schema ${manifest.schemaVersion} > ${known})`,
    );
  }
  const pid = runningServer(config.dataDir);
  if (pid)
    throw new RestoreRefused(
      `a Taller server (pid ${pid}) is running on ${config.dataDir}: stop it first`,
    );

  const aside = path.join(
    config.dataDir,
    `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`,
  );
  const databaseFile = path.join(source, manifest.database);
  if (dialect === 'postgres') {
    log(`Restoring the database into ${new URL(config.databaseUrl!).pathname.slice(1)}…`);
    await restorePostgres(config.databaseUrl!, databaseFile, options.force ?? false);
  } else {
    const target = path.join(config.dataDir, 'taller.sqlite');
    for (const suffix of ['', '-wal', '-shm']) await moveAside(`${target}${suffix}`, aside);
    await copyFile(databaseFile, `${target}.restoring`);
    await rename(`${target}.restoring`, target);
    log(`Restored the database into ${target}`);
  }

  const files = await readdir(path.join(source, 'media'));
  if (config.mediaStorage.kind === 's3') {
    // Into the bucket, each under its key; objects the backup does not name are left alone.
    const bucket = createStorage(config);
    await bucket.init();
    for (const name of files) {
      const staged = await bucket.stage(createReadStream(path.join(source, 'media', name)));
      await staged.commit(name);
    }
    log(`Restored ${files.length} media files into the bucket ${config.mediaStorage.bucket}`);
    if (existsSync(aside)) log(`What was there before is kept in ${aside}`);
    return { manifest, aside: existsSync(aside) ? aside : null };
  }
  await moveAside(config.mediaDir, aside);
  await mkdir(config.mediaDir, { recursive: true });
  for (const name of files) {
    await copyFile(path.join(source, 'media', name), path.join(config.mediaDir, name));
  }
  log(`Restored ${files.length} media files into ${config.mediaDir}`);
  if (existsSync(aside)) log(`What was there before is kept in ${aside}`);
  return { manifest, aside: existsSync(aside) ? aside : null };
}

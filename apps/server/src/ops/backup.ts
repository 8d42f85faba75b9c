import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, link, mkdir, readdir, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Config } from '../config';
import {
  BACKUP_LOCK_NAME,
  DEFERRED_DIR_NAME,
  backupRunning,
  removeDeferred,
} from '../lib/storage/local-storage';
import { findPostgresTool } from './postgres-bin.mjs';

/**
 * `npm run backup`: a consistent snapshot of the database and the media files, taken while the
 * server runs. The database first (SQLite's online backup API in one step, or pg_dump on an
 * exported snapshot); then exactly the media files its rows name. Files are immutable once in
 * place, and they are hard-linked (or copied) once before the snapshot too, so that a file
 * deleted right after the snapshot is still in the backup. The folder is written under a
 * `.partial` name and renamed at the end: an interrupted backup never looks complete.
 */

export const MANIFEST = 'manifest.json';
export const SQLITE_FILE = 'database.sqlite';
export const PG_FILE = 'database.pgdump';

export type Manifest = {
  format: 1;
  createdAt: string;
  dialect: 'sqlite' | 'postgres';
  database: string;
  schemaVersion: number;
  mediaFiles: number;
  /** Rows whose file was already gone when copied (uploaded and deleted during the backup). */
  missingMedia: string[];
};

const stamp = (date: Date) =>
  date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/** Hard-links (or, across file systems, copies) a file; false when it no longer exists. */
async function keep(from: string, to: string) {
  try {
    await link(from, to);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return false;
    if (code === 'EEXIST') return true;
    try {
      await copyFile(from, to);
      return true;
    } catch (copyError) {
      if ((copyError as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw copyError;
    }
  }
}

/** Called with the media files the snapshot's rows name, as soon as they are known. */
type KeepFiles = (storageKeys: string[]) => Promise<void>;

async function snapshotSqlite(config: Config, file: string, keepFiles: KeepFiles) {
  const source = new SQLite(path.join(config.dataDir, 'taller.sqlite'), { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    // The whole database in one step: one read transaction, so one consistent state, and
    // writers (WAL) are never blocked. Smaller steps restart whenever the server writes.
    await source.backup(file, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  const copy = new SQLite(file, { readonly: true });
  try {
    const keys = copy.prepare('select storage_key as k from media').all() as { k: string }[];
    await keepFiles(keys.map((r) => r.k));
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`the backup copy fails SQLite's integrity check: ${check}`);
    const version = copy.prepare('select max(version) as v from schema_migrations').get() as {
      v: number;
    };
    return version.v;
  } finally {
    copy.close();
  }
}

export function runTool(command: string, args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (d: Buffer) => (errors += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} failed: ${errors}`)),
    );
  });
}

export function postgresTool(name: 'pg_dump' | 'pg_restore') {
  const tool = findPostgresTool(name);
  if (!tool) throw new Error(`${name} not found: install the PostgreSQL client programs`);
  return tool;
}

async function snapshotPostgres(url: string, file: string, keepFiles: KeepFiles) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // pg_dump and the list of media files read the same snapshot of the database.
    await client.query('begin isolation level repeatable read, read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const version = await client.query<{ v: number }>(
      'select max(version) as v from schema_migrations',
    );
    const keys = await client.query<{ k: string }>('select storage_key as k from media');
    // Kept before pg_dump runs: a file deleted meanwhile would be missing from the backup.
    await keepFiles(keys.rows.map((r) => r.k));
    await runTool(postgresTool('pg_dump'), [
      `--snapshot=${rows[0]!.id}`,
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${file}`,
      `--dbname=${url}`,
    ]);
    await client.query('commit');
    return Number(version.rows[0]!.v);
  } finally {
    await client.end();
  }
}

export async function createBackup(config: Config, log: (line: string) => void = console.log) {
  const createdAt = new Date();
  const name = `taller-backup-${stamp(createdAt)}`;
  const partial = path.join(config.backupDir, `${name}.partial`);
  const finalDir = path.join(config.backupDir, name);
  if (existsSync(finalDir)) throw new Error(`${finalDir} already exists`);
  const media = path.join(partial, 'media');
  await mkdir(media, { recursive: true });
  await mkdir(config.mediaDir, { recursive: true });
  const lock = path.join(config.mediaDir, BACKUP_LOCK_NAME);
  if (backupRunning(config.mediaDir)) throw new Error('another backup is running');
  await writeFile(lock, String(process.pid));
  try {
    // Storage keys never start with a dot: .tmp, the lock and the removed files are not media.
    const mediaNames = (await readdir(config.mediaDir)).filter((n) => !n.startsWith('.'));
    const removedAside = path.join(config.mediaDir, DEFERRED_DIR_NAME);
    for (const n of mediaNames) await keep(path.join(config.mediaDir, n), path.join(media, n));

    const dialect = config.databaseUrl ? 'postgres' : 'sqlite';
    const database = dialect === 'postgres' ? PG_FILE : SQLITE_FILE;
    const wanted = new Set<string>();
    const missingMedia: string[] = [];
    const keepFiles = async (keys: string[]) => {
      for (const key of keys) {
        wanted.add(key);
        const to = path.join(media, key);
        if (
          !(await keep(path.join(config.mediaDir, key), to)) &&
          !(await keep(path.join(removedAside, key), to))
        ) {
          missingMedia.push(key);
        }
      }
      // Files no row of the snapshot names (uploads not yet recorded, or already deleted).
      for (const n of await readdir(media)) if (!wanted.has(n)) await rm(path.join(media, n));
    };
    log(`Snapshotting the ${dialect} database…`);
    const schemaVersion =
      dialect === 'postgres'
        ? await snapshotPostgres(config.databaseUrl!, path.join(partial, database), keepFiles)
        : await snapshotSqlite(config, path.join(partial, database), keepFiles);

    const manifest: Manifest = {
      format: 1,
      createdAt: createdAt.toISOString(),
      dialect,
      database,
      schemaVersion,
      mediaFiles: wanted.size - missingMedia.length,
      missingMedia,
    };
    await writeFile(path.join(partial, MANIFEST), JSON.stringify(manifest, null, 2) + '\n');
    await rename(partial, finalDir);
    if (missingMedia.length > 0) {
      log(
        `Warning: ${missingMedia.length} media files were deleted while copying: ${missingMedia.join(', ')}`,
      );
    }
    log(`Backup written to ${finalDir} (${manifest.mediaFiles} media files)`);
    return { dir: finalDir, manifest };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  } finally {
    await unlink(lock).catch(() => {});
    await removeDeferred(config.mediaDir);
  }
}

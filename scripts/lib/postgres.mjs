// Starts a throwaway PostgreSQL cluster (initdb + pg_ctl into a temp dir on a free port) for tests
// and benchmarks, and removes it afterwards. Runs the server as the `postgres` user when root.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findPostgresBin } from '../../apps/server/src/ops/postgres-bin.mjs';
import { freePort } from './net.mjs';

function postgresUser() {
  if (process.getuid?.() !== 0) return null;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    throw new Error(
      'Running as root needs a "postgres" system user to start PostgreSQL (apt-get install postgresql creates it).',
    );
  }
}

export async function startThrowawayPostgres() {
  const bin = findPostgresBin();
  if (!bin) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'taller-pg-'));
  const user = postgresUser();
  chmodSync(dir, 0o755);
  if (user) chownSync(dir, user.uid, user.gid);
  const run = (cmd, args) =>
    execFileSync(path.join(bin, cmd), args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
      env: { ...process.env, LC_ALL: 'C' },
    });
  const data = path.join(dir, 'data');
  run('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=200',
    '-c fsync=off',
    '-c full_page_writes=off',
  ].join(' ');
  run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    bin,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

// Where PostgreSQL's programs are (pg_dump for backups, initdb and pg_ctl for the test runner's
// throwaway cluster). Plain ESM so that scripts/ can import it as well as the server.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Directories that may hold PostgreSQL's programs, most likely first (newest version first). */
function postgresBinDirs() {
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {
    /* pg_config is optional */
  }
  const debianRoot = '/usr/lib/postgresql';
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) candidates.push(path.join(debianRoot, v, 'bin'));
  }
  for (const dir of (process.env.PATH ?? '').split(':')) candidates.push(dir);
  return candidates;
}

export function findPostgresBin() {
  return postgresBinDirs().find(
    (dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')),
  );
}

/** The full path of one of PostgreSQL's programs (pg_dump, pg_restore...), or undefined. */
export function findPostgresTool(name) {
  const dir = postgresBinDirs().find((d) => existsSync(path.join(d, name)));
  return dir && path.join(dir, name);
}

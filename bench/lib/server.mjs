import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/lib/net.mjs';

export const root = path.resolve(import.meta.dirname, '../..');

/** Starts the real server on a temp DATA_DIR (and DATABASE_URL when given). */
export async function startServer(env = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'taller-bench-'));
  let output = '';
  // BENCH_PROFILE=<folder>: each server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`]
    : [];
  const child = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: 'bench@taller.test',
        ADMIN_PASSWORD: 'clave-de-benchmark-1',
        // A load of writes from one account passes the per-minute write limits (300 and 600) in
        // a fraction of a second; past them every answer is a 429 and a row would time refusals.
        // The limits still count every write, as in production.
        ACCOUNT_WRITES_PER_MIN: '1000000',
        ADDRESS_WRITES_PER_MIN: '1000000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The access token of the administrator every bench server starts with. */
export async function signIn(url) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@taller.test', password: 'clave-de-benchmark-1' }),
  });
  return (await res.json()).data.accessToken;
}

/**
 * Calls of the API at `url` as `token`'s user (none when null): `api(method, path, body)` answers
 * the envelope's `data`, or throws naming the call, its status and the refusal.
 */
export function apiOf(url, token) {
  return async (method, path, body) => {
    const res = await fetch(`${url}/api${path}`, {
      method,
      headers: {
        ...(token && { authorization: `Bearer ${token}` }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await res.json();
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${json.message}`);
    return json.data;
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
// @ts-expect-error plain ESM helper shared with the test runner
import { freePort } from '../../../scripts/lib/net.mjs';
// Only its type here: the browser journeys import this file without the app's modules.
import type { Answer, Caller } from './people-helpers';
import type { createTestDatabase } from './test-app';

const root = path.resolve(import.meta.dirname, '../../..');

export const SPAWN_ADMIN = { email: 'directora@taller.test', password: 'clave-de-prueba-segura-1' };

export type SpawnedServer = {
  url: string;
  pid: number;
  output: () => string;
  /** SIGKILL: no shutdown code runs, as in a crash or a power cut. */
  crash: () => Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop: () => Promise<void>;
  /** Sends a signal without waiting. */
  signal: (signal: NodeJS.Signals) => void;
  /** Settles when the process has exited, with its exit code (null if a signal ended it). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/**
 * Starts the real server process (as `npm run serve` does) on a free port with the given
 * DATA_DIR (and DATABASE_URL when set), waiting for /api/health. The data directory belongs to
 * the caller, so a test can restart a server on it. `env` may be a function of the server's URL
 * (for PUBLIC_URL, the links mails carry); the built web app is served only when `web` says so
 * (the browser journeys, e2e/support/server.ts).
 */
export async function spawnServer(options: {
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string> | ((url: string) => Record<string, string>);
  web?: boolean;
}): Promise<SpawnedServer> {
  const port: number = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const extraEnv = typeof options.env === 'function' ? options.env(url) : options.env;
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: options.dataDir,
        DATABASE_URL: options.databaseUrl ?? '',
        ADMIN_EMAIL: SPAWN_ADMIN.email,
        ADMIN_PASSWORD: SPAWN_ADMIN.password,
        LOG_LEVEL: 'info',
        ...(!options.web && { WEB_DIST_DIR: path.join(options.dataDir, 'no-web') }),
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const signal = (name: NodeJS.Signals) => {
    child.kill(name);
  };
  return {
    url,
    pid: child.pid!,
    output: () => output,
    crash: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
    signal,
    exited,
  };
}

export async function loginToSpawned(server: SpawnedServer) {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SPAWN_ADMIN),
  });
  const body = (await res.json()) as { data: { accessToken: string } };
  return body.data.accessToken;
}

/**
 * For a describe block: a DATA_DIR (named `prefix`…) and a database of its own for spawned
 * servers. `start()` spawns one on them (again after a crash: the data stays); afterAll stops the
 * last one and removes both.
 */
export function spawnPlace(prefix: string) {
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  const place = {
    dataDir: '',
    databaseUrl: undefined as string | undefined,
    server: undefined as SpawnedServer | undefined,
    start: async (env?: Record<string, string>) => {
      place.server = await spawnServer({
        dataDir: place.dataDir,
        databaseUrl: place.databaseUrl,
        env,
      });
      return place.server;
    },
  };
  beforeAll(async () => {
    place.dataDir = mkdtempSync(path.join(tmpdir(), prefix));
    database = await (await import('./test-app')).createTestDatabase();
    place.databaseUrl = database.url;
  });
  afterAll(async () => {
    await place.server?.stop();
    await database?.drop();
    rmSync(place.dataDir, { recursive: true, force: true });
  });
  return place;
}

/** The API of a spawned server, as the in-process tests call it. */
export const httpCaller =
  (server: SpawnedServer, token: string): Caller =>
  async (method, url, payload) => {
    const res = await fetch(`${server.url}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    const text = await res.text();
    return { statusCode: res.status, body: JSON.parse(text), headers: {}, text } as Answer;
  };

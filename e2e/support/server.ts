import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error plain ESM helper shared with the test runner
import { freePort } from '../../scripts/lib/net.mjs';

const root = path.resolve(import.meta.dirname, '../..');

export type RunningServer = {
  url: string;
  dataDir: string;
  /** Everything the server printed. */
  output: () => string;
  stop: () => Promise<void>;
};

export const ADMIN = { email: 'directora@taller.test', password: 'clave-de-prueba-segura-1' };

/**
 * Starts the real server (as `npm run serve` does) on a free port with a temporary DATA_DIR.
 * `env` may be a function of the server's URL (for PUBLIC_URL, the links mails carry).
 */
export async function startServer(
  env: Record<string, string> | ((url: string) => Record<string, string>) = {},
): Promise<RunningServer> {
  const port: number = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const extraEnv = typeof env === 'function' ? env(url) : env;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'taller-e2e-'));
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
        DATA_DIR: dataDir,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: 'info',
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    dataDir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

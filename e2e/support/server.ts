import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SPAWN_ADMIN, spawnServer } from '../../apps/server/test/spawn-server';

export type RunningServer = {
  url: string;
  dataDir: string;
  /** Everything the server printed. */
  output: () => string;
  stop: () => Promise<void>;
};

export const ADMIN = SPAWN_ADMIN;

/**
 * Starts the real server (as `npm run serve` does, the built web app included) on a free port
 * with a temporary DATA_DIR, removed when it stops. `env` may be a function of the server's URL
 * (for PUBLIC_URL, the links mails carry).
 */
export async function startServer(
  env: Record<string, string> | ((url: string) => Record<string, string>) = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'taller-e2e-'));
  const server = await spawnServer({
    dataDir,
    databaseUrl: process.env.DATABASE_URL,
    env,
    web: true,
  });
  return {
    url: server.url,
    dataDir,
    output: server.output,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

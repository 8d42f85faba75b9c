import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, createTestDatabase } from './test-app';

/**
 * Several servers of one installation in one test process (decision 019): one database, one
 * JWT secret and one media folder, as a deployment of N instances has. Each is a whole app
 * (its own caches, hub, workers); `close` stops them all, then drops the database.
 */
export async function createCluster(count: number, env: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'taller-cluster-media-'));
  const shared = {
    JWT_SECRET: randomBytes(32).toString('base64url'),
    MEDIA_DIR: mediaDir,
    ...env,
  };
  // All at once, as N units start: the migration lock is what keeps them apart.
  const started = await Promise.allSettled(
    Array.from({ length: count }, () => createTestApp(shared, undefined, { url: database.url! })),
  );
  const apps = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await Promise.all(apps.map((t) => t.close()));
    await database.drop();
    throw failed.reason;
  }
  return {
    apps,
    databaseUrl: database.url!,
    close: async () => {
      await Promise.all(apps.map((t) => t.close()));
      await database.drop();
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

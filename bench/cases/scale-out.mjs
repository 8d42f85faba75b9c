import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startNginx } from '../../scripts/lib/nginx.mjs';
import { startThrowawayPostgres } from '../../scripts/lib/postgres.mjs';
import { startServer } from '../lib/server.mjs';
import { run } from './load.mjs';

/**
 * The load case's mix (50 staff sessions: lists, details, creates, updates, deletes of lines and
 * models) through nginx running deploy/nginx.conf in front of 1, 2 and 3 instances on one
 * throwaway PostgreSQL (a fresh one for each count), and each count's throughput against one
 * instance's. Never fails on a time. `npm run bench -- scale-out`.
 */
export default async function scaleOut() {
  const results = [];
  for (const count of [1, 2, 3]) {
    const pg = await startThrowawayPostgres();
    if (!pg) {
      console.log('\n(no PostgreSQL binaries: the scale-out case is skipped)');
      return;
    }
    const mediaDir = mkdtempSync(path.join(tmpdir(), 'taller-bench-media-'));
    const env = {
      DATABASE_URL: pg.url,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      MEDIA_DIR: mediaDir,
      TRUST_PROXY: 'loopback',
    };
    const servers = [];
    let nginx = null;
    try {
      // The first migrates the empty database; the others start on it at once.
      servers.push(await startServer(env));
      servers.push(
        ...(await Promise.all(Array.from({ length: count - 1 }, () => startServer(env)))),
      );
      nginx = await startNginx(servers.map((s) => Number(new URL(s.url).port)));
      if (!nginx) {
        console.log('\n(no nginx: the scale-out case is skipped; apt-get install nginx)');
        return;
      }
      const result = await run(
        `nginx → ${count} instance${count > 1 ? 's' : ''} on one PostgreSQL`,
        {},
        { url: nginx.url, stop: async () => {} },
      );
      results.push({ count, rps: result.rps });
    } finally {
      await nginx?.stop();
      await Promise.all(servers.map((s) => s.stop()));
      pg.stop();
      rmSync(mediaDir, { recursive: true, force: true });
    }
  }
  const one = results[0].rps;
  console.log('');
  for (const { count, rps } of results) {
    console.log(
      `Scale-out, mixed load through nginx, ${count} instance${count > 1 ? 's' : ''}: ${rps.toFixed(0)} req/s = ${((rps / one) * 100).toFixed(0)}% of 1 instance`,
    );
  }
}

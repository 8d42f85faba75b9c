import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { liveApi, sha256 } from './live-api';
import { ledgerProblems, storageProblems } from './live-verify';
import { startWriters } from './live-writers';
import { LOAD_TEST_LIMITS } from './load-limits';
import { mp4 } from './media-samples';
import { startSlowUpload, tmpBytes } from './slow-upload';
import { loginToSpawned, spawnPlace } from './spawn-server';
import { testDialect } from './test-app';
import { eventually } from './poll';

/** A keep-alive connection that asked for one thing and now sits idle; settles when it closes. */
function idleConnection(url: string) {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  socket.write(`GET /api/health HTTP/1.1\r\nHost: ${hostname}\r\nConnection: keep-alive\r\n\r\n`);
  const answered = new Promise<void>((resolve) => socket.once('data', () => resolve()));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { answered, closed };
}

/** Whether a new TCP connection is accepted. */
const accepts = (url: string) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

describe(`graceful shutdown on SIGTERM (${testDialect})`, () => {
  const place = spawnPlace('taller-shutdown-');

  it(
    'stops accepting, finishes in-flight requests, closes the database and exits 0',
    { timeout: 90_000 },
    async () => {
      let server = await place.start(LOAD_TEST_LIMITS);
      const token = await loginToSpawned(server);
      const api = liveApi(server.url, token);
      const idle = idleConnection(server.url);
      await idle.answered;

      // An upload in flight: its first half is sent now, the rest only once shutdown has begun.
      const video = mp4(3 * 1024 * 1024);
      const file = { name: 'video.mp4', content: video };
      const upload = startSlowUpload(server.url, token, file, true);
      upload.send(video.subarray(0, video.length / 2));
      await expect
        .poll(() => tmpBytes(path.join(place.dataDir, 'media')), eventually)
        .toBeGreaterThan(0);

      // And writers busy on every side (lines, updates, uploads, deletes) when the signal comes.
      const writers = startWriters(api, { writers: 10, deleteUploads: true });
      await expect.poll(() => writers.ledger.acks, eventually).toBeGreaterThan(40);
      server.signal('SIGTERM');
      await expect.poll(() => server!.output(), eventually).toContain('shutting down');

      // The listener closes right after the signal: new connections are refused from then on.
      await expect.poll(() => accepts(server!.url), eventually).toBe(false);
      await idle.closed;
      await writers.stop();

      upload.end(video.subarray(video.length / 2));
      const res = await upload.answer;
      let body = '';
      for await (const chunk of res) body += chunk;
      expect(res.statusCode, body).toBe(200);
      expect(res.headers.connection).toBe('close');
      const uploaded = JSON.parse(body).data[0] as { url: string };

      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(server.output()).toContain('database closed');
      expect(server.output()).toContain('shut down cleanly');
      expect(existsSync(path.join(place.dataDir, 'taller.pid'))).toBe(false);
      if (testDialect === 'sqlite') {
        // The last connection closed cleanly: SQLite checkpointed and removed its WAL.
        expect(existsSync(path.join(place.dataDir, 'taller.sqlite-wal'))).toBe(false);
      }

      // Nothing acknowledged was lost; the finished upload is there, whole.
      server = await place.start(LOAD_TEST_LIMITS);
      const after = liveApi(server.url, await loginToSpawned(server));
      const window = { ackedBefore: Infinity, later: 'next' } as const;
      expect(await ledgerProblems(after, writers.ledger, window)).toEqual([]);
      expect(await after.fileHash(uploaded.url)).toBe(sha256(video));
      expect(await storageProblems(place)).toEqual([]);
    },
  );
});

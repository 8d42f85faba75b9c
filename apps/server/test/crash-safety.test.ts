import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { liveApi } from './live-api';
import { MODEL_CREATE_PATH } from './live-models';
import { ledgerProblems, storageProblems } from './live-verify';
import { startWriters } from './live-writers';
import { LOAD_TEST_LIMITS } from './load-limits';
import { loginToSpawned, spawnPlace } from './spawn-server';
import { testDialect } from './test-app';

const WRITERS = 20;
/** Acknowledged writes (and uploads) before the kill: it lands mid-burst, all writers busy. */
const ACKS_BEFORE_KILL = 150;

/**
 * The real server under 20 concurrent writers (lines created and updated, photos uploaded, and
 * models with colours and media once the server has them) is killed with SIGKILL mid-burst:
 * after a restart on the same data every acknowledged write is there, whole, and nothing that was
 * in flight shows half-written.
 */
describe(`crash safety under concurrent writes (${testDialect})`, () => {
  const place = spawnPlace('taller-crash-');

  it('keeps every acknowledged write through a SIGKILL', { timeout: 90_000 }, async () => {
    let server = await place.start(LOAD_TEST_LIMITS);
    const token = await loginToSpawned(server);
    const api = liveApi(server.url, token);
    // Models are written too: if their route were renamed, this stops here instead of
    // silently writing lines only.
    expect(await api.hasRoute(MODEL_CREATE_PATH)).toBe(true);
    const writers = startWriters(api, {
      writers: WRITERS,
      models: true,
    });

    const uploaded = () => writers.ledger.uploads.filter((u) => u.ackedAt).length;
    await expect
      .poll(() => writers.ledger.acks > ACKS_BEFORE_KILL && uploaded() >= 10, {
        timeout: 40_000,
        interval: 5,
      })
      .toBe(true);
    await server.crash();
    await writers.done;
    const { ledger } = writers;
    // Writes were in flight when the process died, and some of them never got an answer.
    // (Lines, models or uploads: with models on, the write cut off may be any of them.)
    const unanswered =
      [...ledger.lines, ...ledger.models].filter((r) => r.ackedAt.length < r.versions.length)
        .length + ledger.uploads.filter((u) => !u.ackedAt).length;
    expect(unanswered).toBeGreaterThan(0);
    // Every kind of write really ran: lines, uploads and models were acknowledged.
    expect(ledger.lines.some((r) => r.ackedAt.length > 0)).toBe(true);
    expect(ledger.models.some((r) => r.ackedAt.length > 0)).toBe(true);

    server = await place.start(LOAD_TEST_LIMITS);
    const after = liveApi(server.url, await loginToSpawned(server));
    expect(await ledgerProblems(after, ledger, { ackedBefore: Infinity, later: 'next' })).toEqual(
      [],
    );
    expect(await storageProblems(place)).toEqual([]);
    // Uploads cut short by the kill left only temporary files, emptied at the restart.
    expect(readdirSync(path.join(place.dataDir, 'media', '.tmp'))).toEqual([]);
    console.log(
      `crash (${testDialect}): ${ledger.acks} writes acknowledged before SIGKILL, ${unanswered} lines with a write unanswered, ${ledger.lines.length} lines, ${ledger.uploads.length} uploads, ${ledger.models.length} models`,
    );
  });
});

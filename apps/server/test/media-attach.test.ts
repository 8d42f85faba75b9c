import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  ORPHAN_MAX_AGE_MS,
  removeOrphanMedia,
  scheduleOrphanSweep,
} from '../src/modules/media/media-cleanup';
import { attachMedia, findMediaForEntities } from '../src/modules/media/media.repository';
import { toMediaItem } from '../src/modules/media/media.service';
import { signedInApp } from './auth-helpers';
import { countMediaRows, upload } from './media-helpers';
import { pdf, png } from './media-samples';
import { eventually } from './poll';
import { createTestApp, testDialect } from './test-app';

describe(`media attachment and orphan cleanup (${testDialect})`, () => {
  const ctx = signedInApp('DIRECTOR');

  const uploadIds = async (n: number) => {
    const files = Array.from({ length: n }, (_, i) => ({ name: `f${i}.png`, content: png() }));
    const res = await upload(ctx.t, ctx.token, files);
    return (res.json().data as { id: number; url: string }[]).map((d) => d.id);
  };
  const deps = () => ({ db: ctx.t.app.db, storage: ctx.t.app.storage, log: ctx.t.app.log });
  const age = (ids: number[], ms: number) =>
    ctx.t.app.db
      .updateTable('media')
      .set({ createdAt: new Date(Date.now() - ms).toISOString() })
      .where('id', 'in', ids)
      .execute();

  it('attaches ids in the given order, detaches the rest, and never takes another owner’s', async () => {
    const [a, b, c, d] = await uploadIds(4);
    const first = await attachMedia(ctx.t.app.db, {
      entityType: 'MODEL',
      entityId: 7,
      mediaIds: [c!, a!, b!],
    });
    expect(first).toEqual({ attached: [c, a, b], rejected: [], detached: [] });
    const other = await attachMedia(ctx.t.app.db, {
      entityType: 'MODEL',
      entityId: 8,
      mediaIds: [d!, a!, 999_999],
    });
    expect(other).toEqual({ attached: [d], rejected: [a, 999_999], detached: [] });

    const again = await attachMedia(ctx.t.app.db, {
      entityType: 'MODEL',
      entityId: 7,
      mediaIds: [b!, c!],
    });
    expect(again.detached).toEqual([a]);
    const byModel = await findMediaForEntities(ctx.t.app.db, 'MODEL', [7, 8, 9]);
    expect(byModel.get(7)?.map((m) => [m.id, m.displayOrder])).toEqual([
      [b, 1],
      [c, 2],
    ]);
    expect(byModel.get(8)?.map(toMediaItem)).toEqual([
      {
        id: d,
        url: expect.stringMatching(/^\/media\/.+\.png$/),
        fileType: 'IMAGE',
        entityType: 'MODEL',
        displayOrder: 1,
        originalName: 'f3.png',
      },
    ]);
    expect(byModel.has(9)).toBe(false);
    const detached = await ctx.t.app.db
      .selectFrom('media')
      .selectAll()
      .where('id', '=', a!)
      .executeTakeFirstOrThrow();
    expect(detached.entityId).toBeNull();
  });

  it('attaches inside a caller’s transaction, rolled back with it', async () => {
    const [e] = await uploadIds(1);
    await expect(
      ctx.t.app.db.transaction().execute(async (trx) => {
        await attachMedia(trx, { entityType: 'MODEL', entityId: 20, mediaIds: [e!] });
        throw new Error('el modelo no se guardó');
      }),
    ).rejects.toThrow('el modelo no se guardó');
    expect((await findMediaForEntities(ctx.t.app.db, 'MODEL', [20])).size).toBe(0);
  });

  it('removes unattached items older than 24 h (row and file), and nothing else', async () => {
    await ctx.t.app.db.deleteFrom('media').execute();
    const [oldOrphan, youngOrphan, oldAttached] = await uploadIds(3);
    await attachMedia(ctx.t.app.db, {
      entityType: 'MODEL',
      entityId: 30,
      mediaIds: [oldAttached!],
    });
    await age([oldOrphan!, oldAttached!], ORPHAN_MAX_AGE_MS + 60_000);
    await age([youngOrphan!], ORPHAN_MAX_AGE_MS - 60_000);
    const rows = await ctx.t.app.db.selectFrom('media').selectAll().orderBy('id').execute();
    const fileOf = (id: number) =>
      path.join(ctx.t.config.mediaDir, rows.find((r) => r.id === id)!.storageKey);

    expect(await removeOrphanMedia(deps(), new Date())).toBe(1);
    const left = await ctx.t.app.db.selectFrom('media').select('id').orderBy('id').execute();
    expect(left.map((r) => r.id)).toEqual([youngOrphan, oldAttached]);
    expect(existsSync(fileOf(oldOrphan!))).toBe(false);
    expect(existsSync(fileOf(youngOrphan!))).toBe(true);

    // A day later the young one has become an orphan too.
    const tomorrow = new Date(Date.now() + ORPHAN_MAX_AGE_MS);
    expect(await removeOrphanMedia(deps(), tomorrow)).toBe(1);
    expect(existsSync(fileOf(youngOrphan!))).toBe(false);
    expect(await countMediaRows(ctx.t)).toBe(1);
  });

  it('sweeps on a timer that never keeps the process alive, until stopped', async () => {
    // The sweep's interval runs on fake time: each tick is made to happen, none is waited for.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const rowsOf = (id: number) =>
        ctx.t.app.db.selectFrom('media').select('id').where('id', '=', id).execute();
      const sweep = scheduleOrphanSweep(deps(), 20);
      expect(sweep.timer.hasRef()).toBe(false);
      const [orphan] = await uploadIds(1);
      await age([orphan!], ORPHAN_MAX_AGE_MS + 1000);
      await expect
        .poll(async () => {
          await vi.advanceTimersByTimeAsync(20);
          return rowsOf(orphan!);
        }, eventually)
        .toEqual([]);
      await sweep.stop();
      // Stopped: no timer is left to sweep again, however much time passes.
      expect(vi.getTimerCount()).toBe(0);
      const [kept] = await uploadIds(1);
      await age([kept!], ORPHAN_MAX_AGE_MS + 1000);
      await vi.advanceTimersByTimeAsync(1000);
      expect(await rowsOf(kept!)).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sweeps at start: an orphan left from a day ago is gone once the app is ready', async () => {
    const key = '11111111-2222-3333-4444-555555555555.pdf';
    const started = await createTestApp({}, (app) => {
      // Runs before ready(): the state a restart finds.
      void app.register(async () => {
        writeFileSync(path.join(app.config.mediaDir, key), pdf());
        await app.db
          .insertInto('media')
          .values({
            url: `/media/${key}`,
            storageKey: key,
            fileType: 'PDF',
            mimeType: 'application/pdf',
            size: 1,
            originalName: 'viejo.pdf',
            entityId: null,
            createdBy: 'test',
            createdAt: new Date(Date.now() - 2 * ORPHAN_MAX_AGE_MS).toISOString(),
          })
          .execute();
      });
    });
    try {
      // The log line is the sweep's last step: once it is written, row and file are gone.
      await expect
        .poll(() => started.logs.find((l) => l.msg === 'orphan media removed'), eventually)
        .toMatchObject({ removed: 1 });
      expect(existsSync(path.join(started.config.mediaDir, key))).toBe(false);
      expect(await started.app.db.selectFrom('media').selectAll().execute()).toEqual([]);
    } finally {
      await started.close();
    }
  });
});

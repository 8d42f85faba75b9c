import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createStorage } from '../src/lib/storage';
import { createBackup } from '../src/ops/backup';
import { restoreBackup } from '../src/ops/restore';
import { loginAs } from './auth-helpers';
import { deleteMedia, upload } from './media-helpers';
import { elf, html, mp4, png } from './media-samples';
import { createTestApp, testDialect, type TestApp } from './test-app';

const KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

/**
 * MEDIA_STORAGE=s3 against s3rver (a local S3 server started here): uploads streamed into the
 * bucket with the same content checks as on disk, files served whole and by range, deletes,
 * and backups that carry the objects and put them back (decision 019).
 */
describe(`media in an S3 bucket (${testDialect})`, () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'taller-s3rver-'));
  let s3: S3rver;
  let endpoint: string;
  let t: TestApp;
  let token: string;
  const bucketEnv = (bucket: string) => ({
    MEDIA_STORAGE: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    ...KEYS,
  });
  const objects = async (bucket: string) => {
    const client = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: {
        accessKeyId: KEYS.S3_ACCESS_KEY_ID,
        secretAccessKey: KEYS.S3_SECRET_ACCESS_KEY,
      },
    });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
    client.destroy();
    return (listed.Contents ?? []).map((o) => o.Key!).sort();
  };

  beforeAll(async () => {
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir });
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
    t = await createTestApp(bucketEnv('taller-media'));
    token = (await loginAs(t, 'ADMIN')).token;
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores uploads as objects under their keys, nothing on the local disk', async () => {
    const res = await upload(t, token, [{ name: 'foto.png', content: png() }]);
    expect(res.statusCode, res.body).toBe(200);
    const key = path.basename(res.json().data[0].url as string);
    expect(await objects('taller-media')).toEqual([key]);
    expect(readdirSync(t.config.dataDir)).not.toContain('media');
  });

  it('refuses the same files by content as the local disk does, leaving no object', async () => {
    const before = await objects('taller-media');
    for (const [name, content] of [
      ['imagen.png', html()],
      ['foto.png', elf()],
    ] as const) {
      const res = await upload(t, token, [{ name, content, type: 'image/png' }]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`Tipo de archivo no permitido: ${name}`);
    }
    expect(await objects('taller-media')).toEqual(before);
  });

  it('serves a video whole and by range, streamed from the bucket', async () => {
    const video = mp4(300_000);
    const res = await upload(t, token, [{ name: 'video.mp4', content: video }]);
    const url = res.json().data[0].url as string;
    const whole = await t.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(video)).toBe(true);
    const part = await t.app.inject({
      method: 'GET',
      url,
      headers: { range: 'bytes=1000-250999' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-250999/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(1000, 251000))).toBe(true);

    const gone = await deleteMedia(t, token, [{ url }]);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await objects('taller-media')).not.toContain(path.basename(url));
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it.skipIf(testDialect !== 'sqlite')(
    'a backup carries the objects its rows name, and a restore puts them in the bucket',
    async () => {
      const kept = (await objects('taller-media')).filter((k) => !k.startsWith('.tmp/'));
      const { dir: folder, manifest } = await createBackup(t.config, () => {});
      expect(manifest.mediaFiles).toBe(kept.length);
      expect(readdirSync(path.join(folder, 'media')).sort()).toEqual(kept);

      const dataDir = mkdtempSync(path.join(tmpdir(), 'taller-s3-restore-'));
      try {
        const config = loadConfig({ DATA_DIR: dataDir, ...bucketEnv('taller-restored') });
        await restoreBackup(config, folder, { log: () => {} });
        expect(await objects('taller-restored')).toEqual(kept);
        const restored = createStorage(config);
        const original = createStorage(t.config);
        for (const key of kept) {
          expect(await restored.stat(key)).toEqual(await original.stat(key));
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});

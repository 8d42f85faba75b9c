import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mp4, multipart, png } from './media-samples';
import { startSlowUpload, tmpBytes } from './slow-upload';
import { loginToSpawned, spawnPlace } from './spawn-server';
import { testDialect } from './test-app';
import { eventually } from './poll';

describe(`crash during an upload (${testDialect})`, () => {
  const place = spawnPlace('taller-crash-');

  it(
    'leaves no partial file visible, and the next start is clean',
    { timeout: 60_000 },
    async () => {
      const mediaDir = path.join(place.dataDir, 'media');
      let server = await place.start();
      const token = await loginToSpawned(server);

      // A 9 MB video whose body is sent slowly: the first 2 MB, then nothing until the crash.
      const video = mp4(9 * 1024 * 1024);
      const upload = startSlowUpload(server.url, token, { name: 'grande.mp4', content: video });
      // Settles either way: the crash cuts the connection off.
      const failed = upload.answer.catch((error: unknown) => error);
      upload.send(video.subarray(0, 2 * 1024 * 1024));
      await expect.poll(() => tmpBytes(mediaDir), eventually).toBeGreaterThan(1024 * 1024);

      await server.crash();
      await failed;
      expect(readdirSync(mediaDir)).toEqual(['.tmp']);
      expect(tmpBytes(mediaDir)).toBeGreaterThan(0);

      // Restart on the same data: the temporary area is emptied, the server is healthy.
      server = await place.start();
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
      expect(readdirSync(mediaDir)).toEqual(['.tmp']);
      expect(readdirSync(path.join(mediaDir, '.tmp'))).toEqual([]);

      // And uploads work again.
      const body = await multipart([{ name: 'despues.png', content: png() }]);
      const after = await fetch(`${server.url}/api/media/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await loginToSpawned(server)}`, ...body.headers },
        body: body.payload,
      });
      expect(after.status).toBe(200);
      expect(readdirSync(mediaDir).filter((n) => n !== '.tmp')).toHaveLength(1);
    },
  );
});

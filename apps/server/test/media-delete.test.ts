import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, loginAs } from './auth-helpers';
import { deleteMedia, mediaDirContents, upload } from './media-helpers';
import { pdf, png } from './media-samples';
import { createTestApp, testDialect, type TestApp } from './test-app';

describe(`media delete and access (${testDialect})`, () => {
  let t: TestApp;
  let staff: string;
  let client: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = (await loginAs(t, 'ADMINISTRADOR')).token;
    client = (await loginAs(t, 'CLIENTE')).token;
  });
  afterAll(() => t.close());

  const fileOf = (url: string) => path.join(t.config.mediaDir, url.slice('/media/'.length));

  it('removes the row and the file of each url, and leaves the others', async () => {
    const res = await upload(t, staff, [
      { name: 'a.png', content: png() },
      { name: 'b.pdf', content: pdf() },
    ]);
    const [a, b] = res.json().data as { url: string }[];
    const del = await deleteMedia(t, staff, [{ url: a!.url }]);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({ status: 200, message: 'Archivo eliminado exitosamente' });
    expect(existsSync(fileOf(a!.url))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: a!.url })).statusCode).toBe(404);
    expect(
      await t.app.db.selectFrom('media').select('id').where('url', '=', a!.url).executeTakeFirst(),
    ).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: b!.url })).statusCode).toBe(200);

    // An absolute url (as an <img> resolves it) names the same file.
    const abs = await deleteMedia(t, staff, [{ url: `http://localhost:3000${b!.url}` }]);
    expect(abs.json().data.deleted).toBe(1);
    expect(existsSync(fileOf(b!.url))).toBe(false);
    expect(mediaDirContents(t).visible).toEqual([]);
  });

  it('is idempotent: a url that names nothing is skipped', async () => {
    const res = await deleteMedia(t, staff, [{ url: '/media/no-existe.png' }, { url: '/media/x' }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Archivos eliminados exitosamente',
      data: { deleted: 0 },
    });
  });

  it('refuses an empty or malformed list with a Spanish 400', async () => {
    for (const [payload, message] of [
      [[], 'Indica al menos un archivo para eliminar'],
      [{ url: '/media/a.png' }, 'Indica al menos un archivo para eliminar'],
      [[{ url: '' }], 'La URL del archivo es requerida'],
      [[{}], 'La URL del archivo es requerida'],
    ] as const) {
      const res = await deleteMedia(t, staff, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('lets only staff upload and delete', async () => {
    const body = { name: 'a.png', content: png() };
    expect((await upload(t, client, [body])).statusCode).toBe(403);
    expect((await deleteMedia(t, client, [{ url: '/media/x.png' }])).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/media/upload' });
    expect(anonymous.statusCode).toBe(401);
    for (const role of ['DIRECTOR', 'ADMIN', 'PRODUCER']) {
      const { token } = await loginAs(t, role);
      const res = await upload(t, token, [body]);
      expect(res.statusCode, role).toBe(200);
      await deleteMedia(t, token, [{ url: res.json().data[0].url }]);
    }
    expect(mediaDirContents(t).visible).toEqual([]);
  });

  it('serves files without a token (an <img> cannot send one)', async () => {
    const res = await upload(t, staff, [{ name: 'a.png', content: png() }]);
    const url = res.json().data[0].url;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url, headers: authHeader('garbage') })).statusCode,
    ).toBe(200);
    await deleteMedia(t, staff, [{ url }]);
  });
});

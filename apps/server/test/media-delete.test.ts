import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, loginAs } from './auth-helpers';
import { deleteMedia, mediaDirContents, upload } from './media-helpers';
import { pdf, png } from './media-samples';
import { call, createLine } from './line-helpers';
import { createModel, listModels, uploadItems } from './model-helpers';
import { createTestApp, testDialect, type TestApp } from './test-app';
import { expectDataless } from './people-helpers';

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

  it('says so when nothing was deleted, and counts only what was (security finding 4)', async () => {
    const none = await deleteMedia(t, staff, [
      { url: '/media/no-existe.png' },
      { url: '/media/x' },
    ]);
    expectDataless(
      none,
      404,
      'No se encontró ningún archivo para eliminar: no se eliminó nada',
      'NOT_FOUND',
    );
    const [a] = (await upload(t, staff, [{ name: 'a.png', content: png() }])).json().data as {
      url: string;
    }[];
    const some = await deleteMedia(t, staff, [{ url: a!.url }, { url: '/media/no-existe.png' }]);
    expect(some.json()).toMatchObject({
      status: 200,
      message: 'Archivo eliminado exitosamente',
      data: { deleted: 1 },
    });
  });

  it('keeps the files of a record in the trash, and of a kind of record it does not know (security finding 4)', async () => {
    const producer = (await loginAs(t, 'PRODUCER')).token;
    const line = await createLine(t, staff, 'Línea Con Papelera');
    const items = await uploadItems(t, staff, 3);
    const model = await createModel(t, staff, line.id, 'Modelo En Papelera', {
      media: items.slice(0, 2).map((item, i) => ({ url: item.url, displayOrder: i + 1 })),
    });
    const [attached, other, loose] = items as [
      (typeof items)[0],
      (typeof items)[0],
      (typeof items)[0],
    ];
    // While the model is live, whoever may edit it removes one of its files.
    expect((await deleteMedia(t, producer, [{ url: other.url }])).statusCode).toBe(200);

    expect((await call(t, staff, 'DELETE', `/api/model/delete/${model.id}`)).statusCode).toBe(200);
    const refused = await deleteMedia(t, producer, [{ url: loose.url }, { url: attached.url }]);
    expectDataless(
      refused,
      409,
      'El archivo pertenece a un registro que está en la papelera: se conserva para cuando se restaure',
      'PARENT_IN_TRASH',
    );
    // All or nothing: the loose upload asked for in the same call is still there too.
    for (const item of [attached, loose]) {
      expect((await t.app.inject({ url: item.url })).statusCode, item.url).toBe(200);
    }
    // Trashing the line too changes nothing; restored, the model has its file.
    expect((await call(t, staff, 'DELETE', `/api/line/delete/${line.id}`)).statusCode).toBe(200);
    expect((await deleteMedia(t, staff, [{ url: attached.url }])).statusCode).toBe(409);
    expect((await call(t, staff, 'POST', `/api/line/restore/${line.id}`)).statusCode).toBe(200);
    expect((await call(t, staff, 'POST', `/api/model/restore/${model.id}`)).statusCode).toBe(200);
    const [restored] = await listModels(t, staff, line.id);
    expect(restored?.media.map((m) => m.url)).toEqual([attached.url]);
    expect((await deleteMedia(t, producer, [{ url: attached.url }])).statusCode).toBe(200);

    // A file attached to a kind of record no module declared cannot be removed here.
    await t.app.db
      .updateTable('media')
      .set({ entityType: 'OTRO', entityId: 1 })
      .where('url', '=', loose.url)
      .execute();
    expect((await deleteMedia(t, staff, [{ url: loose.url }])).json()).toMatchObject({
      status: 409,
      message: 'El archivo pertenece a otro registro y no se puede eliminar desde aquí',
    });
    await t.app.db
      .updateTable('media')
      .set({ entityType: 'MODEL', entityId: null })
      .where('url', '=', loose.url)
      .execute();
    expect((await deleteMedia(t, staff, [{ url: loose.url }])).statusCode).toBe(200);
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

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from './auth-helpers';
import { countMediaRows, mediaDirContents, upload } from './media-helpers';
import { elf, gif, html, jpeg, mp4, pdf, png, svg } from './media-samples';
import { createTestApp, testDialect, type TestApp } from './test-app';

const URL_SHAPE = /^\/media\/[0-9a-f-]{36}\.(png|jpg|gif|mp4|pdf)$/;

describe(`media upload (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  let userName: string;
  beforeAll(async () => {
    t = await createTestApp();
    const session = await loginAs(t, 'PRODUCER', 'Pedro Productor');
    token = session.token;
    userName = session.user.name;
  });
  afterAll(() => t.close());

  it('stores each accepted type under a generated name and answers id, url, fileType, order', async () => {
    const files = [
      { name: 'foto.png', content: png() },
      { name: 'retrato.jpg', content: jpeg() },
      { name: 'anim.gif', content: gif() },
      { name: 'demo.mp4', content: mp4() },
      { name: 'ficha técnica.pdf', content: pdf() },
    ];
    const res = await upload(t, token, files);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 200, message: 'Archivos subidos exitosamente' });
    expect(body.data.map((d: { fileType: string }) => d.fileType)).toEqual([
      'IMAGE',
      'IMAGE',
      'IMAGE',
      'VIDEO',
      'PDF',
    ]);
    expect(body.data.map((d: { displayOrder: number }) => d.displayOrder)).toEqual([1, 2, 3, 4, 5]);
    for (const [i, item] of body.data.entries()) {
      expect(Object.keys(item).sort()).toEqual([
        'displayOrder',
        'fileType',
        'id',
        'originalName',
        'url',
      ]);
      // The name the file had on the uploader's machine, kept for display and download.
      expect(item.originalName).toBe(files[i]!.name);
      expect(item.url).toMatch(URL_SHAPE);
      expect(item.url).not.toContain(files[i]!.name.split('.')[0]);
      const onDisk = readFileSync(path.join(t.config.mediaDir, item.url.slice('/media/'.length)));
      expect(onDisk.equals(files[i]!.content)).toBe(true);
      const served = await t.app.inject({ method: 'GET', url: item.url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(files[i]!.content)).toBe(true);
    }
    const rows = await t.app.db.selectFrom('media').selectAll().orderBy('id').execute();
    expect(rows.map((r) => r.mimeType)).toEqual([
      'image/png',
      'image/jpeg',
      'image/gif',
      'video/mp4',
      'application/pdf',
    ]);
    expect(rows[4]).toMatchObject({
      originalName: 'ficha técnica.pdf',
      entityType: 'MODEL',
      entityId: null,
      createdBy: userName,
      size: files[4]!.content.length,
    });
    expect(mediaDirContents(t).temporary).toEqual([]);
  });

  it.each([
    ['a renamed executable', 'foto.png', elf()],
    ['an HTML page posing as a PNG', 'imagen.png', html()],
    ['an SVG (it can carry script)', 'logo.svg', svg()],
    ['an empty file', 'vacio.png', Buffer.alloc(0)],
  ])('refuses %s by its content, whatever its name and declared type', async (_, name, content) => {
    const before = { rows: await countMediaRows(t), files: mediaDirContents(t).visible.length };
    const res = await upload(t, token, [{ name, content, type: 'image/png' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      message: `Tipo de archivo no permitido: ${name}`,
    });
    expect(await countMediaRows(t)).toBe(before.rows);
    expect(mediaDirContents(t).visible).toHaveLength(before.files);
    expect(mediaDirContents(t).temporary).toEqual([]);
  });

  it('leaves nothing behind when one file of a batch is refused', async () => {
    const before = { rows: await countMediaRows(t), files: mediaDirContents(t).visible.length };
    const res = await upload(t, token, [
      { name: 'bien.png', content: png() },
      { name: 'bien.pdf', content: pdf() },
      { name: 'mal.png', content: elf() },
      { name: 'no-llega.png', content: png() },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Tipo de archivo no permitido: mal.png');
    expect(await countMediaRows(t)).toBe(before.rows);
    expect(mediaDirContents(t)).toEqual({
      visible: expect.toSatisfy((v: string[]) => v.length === before.files),
      temporary: [],
    });
  });
});

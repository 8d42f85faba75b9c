import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { authHeader, signedInApp } from './auth-helpers';
import { callAs, createLine } from './line-helpers';
import { deleteMedia } from './media-helpers';
import { createModel, uploadItems, type ApiModel } from './model-helpers';
import { testDialect } from './test-app';

type Line = { id: number; name: string; color: string; status: string; description: string };

/**
 * The big lists are kept encoded between writes (lib/cached-answer.ts). Whatever the write, the
 * next answer has it: asked plainly, and asked with the ETag the client held before the write.
 */
describe(`cached lists are never stale (${testDialect})`, () => {
  const ctx = signedInApp('DIRECTOR', 'Directora Ana');
  const api = callAs(ctx);
  let lineId: number;
  beforeAll(async () => {
    lineId = (await createLine(ctx.t, ctx.token, 'Frescura')).id;
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.t.app.inject({ method: 'GET', url, headers: { ...authHeader(ctx.token), ...headers } });

  /**
   * Reads `url` (its ETag first), runs `write`, then reads again with that old ETag and without
   * it: both 200 with the change, and the new ETag then answers 304.
   */
  async function afterWrite<T>(url: string, write: () => Promise<unknown>) {
    const before = await get(url);
    expect(before.statusCode).toBe(200);
    const oldTag = String(before.headers.etag);
    expect((await get(url, { 'if-none-match': oldTag })).statusCode).toBe(304);
    await write();
    const revalidated = await get(url, { 'if-none-match': oldTag });
    expect(revalidated.statusCode, 'old ETag after the write').toBe(200);
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(revalidated.body);
    expect(plain.headers.etag).not.toBe(oldTag);
    expect((await get(url, { 'if-none-match': String(plain.headers.etag) })).statusCode).toBe(304);
    return plain.json().data as T;
  }

  const lines = (write: () => Promise<unknown>) => afterWrite<Line[]>('/api/line', write);
  const models = (write: () => Promise<unknown>) =>
    afterWrite<ApiModel[]>(`/api/model/all/lineId/${lineId}`, write);

  describe('GET /api/line', () => {
    it('answers 304 with the ETag it gave, revalidated every time, in every encoding', async () => {
      const first = await get('/api/line');
      expect(first.headers['cache-control']).toBe('private, no-cache');
      expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
      const again = await get('/api/line', { 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers['cache-control']).toBe('private, no-cache');
      expect(again.headers.etag).toBe(first.headers.etag);
      for (const [encoding, decode] of [
        ['gzip', gunzipSync],
        ['br', brotliDecompressSync],
      ] as const) {
        // Enough lines that the list is worth compressing.
        for (let i = 0; i < 10; i += 1)
          await createLine(ctx.t, ctx.token, `Comprimida ${encoding} ${i}`);
        const plain = await get('/api/line');
        const res = await get('/api/line', { 'accept-encoding': encoding });
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toContain('accept-encoding');
        expect(decode(res.rawPayload).toString()).toBe(plain.body);
      }
    });

    it('has a line just created', async () => {
      let id = 0;
      const list = await lines(async () => {
        id = (await createLine(ctx.t, ctx.token, 'Recien Creada')).id;
      });
      expect(list[0]).toMatchObject({ id, name: 'Recien Creada' });
    });

    it('has a line just updated', async () => {
      const line = await createLine(ctx.t, ctx.token, 'Por Cambiar');
      const list = await lines(() =>
        api('PUT', '/api/line/update', {
          id: line.id,
          name: 'Ya Cambiada',
          status: 'INACTIVE',
          color: '#ABCDEF',
          description: JSON.stringify(['Nueva']),
        }),
      );
      expect(list.find((l) => l.id === line.id)).toMatchObject({
        name: 'Ya Cambiada',
        status: 'INACTIVE',
        color: '#ABCDEF',
        description: '["Nueva"]',
      });
    });

    it('has neither a line just deleted nor, after its restore, misses it', async () => {
      const line = await createLine(ctx.t, ctx.token, 'Ida Y Vuelta');
      const gone = await lines(() => api('DELETE', `/api/line/delete/${line.id}`));
      expect(gone.map((l) => l.id)).not.toContain(line.id);
      const back = await lines(() => api('POST', `/api/line/restore/${line.id}`));
      expect(back.map((l) => l.id)).toContain(line.id);
    });
  });

  it('keeps GET /api/line equal to a fresh read through any mix of writes', async () => {
    const ids: number[] = [];
    for (let step = 0; step < 40; step += 1) {
      const id = ids[(step * 7) % Math.max(1, ids.length)];
      const action = id === undefined ? 0 : step % 4;
      if (action === 0) ids.push((await createLine(ctx.t, ctx.token, `Mezcla ${step}`)).id);
      if (action === 1) {
        await api('PUT', '/api/line/update', {
          id,
          name: `Mezcla Cambiada ${step}`,
          status: 'ACTIVE',
        });
      }
      if (action === 2) await api('DELETE', `/api/line/delete/${id}`);
      if (action === 3) await api('POST', `/api/line/restore/${id}`);
      const fresh = await ctx.t.app.lines.listLive();
      expect((await get('/api/line')).json().data, `step ${step}`).toEqual(fresh);
    }
  });

  describe('GET /api/model/all/lineId/{id}', () => {
    it('has a model just created, with its colours and media', async () => {
      const [item] = await uploadItems(ctx.t, ctx.token, 1);
      let created: ApiModel | undefined;
      const list = await models(async () => {
        created = await createModel(ctx.t, ctx.token, lineId, 'Nuevo', {
          colors: [
            { baseName: 'Rojo', baseHexa: '#FF0000', frameName: 'Negro', frameHexa: '#000000' },
          ],
          media: [item],
        });
      });
      expect(list[0]).toMatchObject({ id: created!.id, name: 'Nuevo' });
      expect(list[0]!.colors.map((c) => c.baseName)).toEqual(['Rojo']);
      expect(list[0]!.media.map((m) => m.id)).toEqual([item!.id]);
    });

    it('has a model just updated: name, status, colours and media', async () => {
      const [a, b] = await uploadItems(ctx.t, ctx.token, 2);
      const model = await createModel(ctx.t, ctx.token, lineId, 'Editable', {
        colors: [{ baseName: 'Azul' }],
        media: [a],
      });
      const renamed = await models(() =>
        api('PUT', '/api/model/update', {
          id: model.id,
          name: 'Editado',
          lineId,
          status: 'INACTIVE',
        }),
      );
      expect(renamed.find((m) => m.id === model.id)).toMatchObject({
        name: 'Editado',
        status: 'INACTIVE',
      });
      const recoloured = await models(() =>
        api('PUT', '/api/model/update', {
          id: model.id,
          name: 'Editado',
          lineId,
          colors: [
            { id: model.colors[0]!.id, baseName: 'Celeste' },
            { baseName: 'Verde', frameName: 'Blanco' },
          ],
          media: [b, a],
        }),
      );
      const found = recoloured.find((m) => m.id === model.id)!;
      expect(found.colors.map((c) => c.baseName)).toEqual(['Celeste', 'Verde']);
      expect(found.media.map((m) => m.id).sort()).toEqual([a!.id, b!.id].sort());
      expect(found).toEqual((await api('GET', `/api/model/${model.id}`)).body.data);
    });

    it('drops a media item just deleted', async () => {
      const [a, b] = await uploadItems(ctx.t, ctx.token, 2);
      const model = await createModel(ctx.t, ctx.token, lineId, 'Con Fotos', { media: [a, b] });
      const list = await models(() => deleteMedia(ctx.t, ctx.token, [{ url: a!.url }]));
      expect(list.find((m) => m.id === model.id)!.media.map((m) => m.id)).toEqual([b!.id]);
    });

    it('drops a model just deleted and has it back once restored', async () => {
      const model = await createModel(ctx.t, ctx.token, lineId, 'Borrable');
      const gone = await models(() => api('DELETE', `/api/model/delete/${model.id}`));
      expect(gone.map((m) => m.id)).not.toContain(model.id);
      const back = await models(() => api('POST', `/api/model/restore/${model.id}`));
      expect(back.map((m) => m.id)).toContain(model.id);
    });

    it('follows a model moved to another line, on both lines', async () => {
      const other = await createLine(ctx.t, ctx.token, 'Destino');
      const model = await createModel(ctx.t, ctx.token, lineId, 'Viajero');
      const otherUrl = `/api/model/all/lineId/${other.id}`;
      const otherBefore = await get(otherUrl);
      const left = await models(() =>
        api('PUT', '/api/model/update', { id: model.id, name: 'Viajero', lineId: other.id }),
      );
      expect(left.map((m) => m.id)).not.toContain(model.id);
      const arrived = await get(otherUrl, { 'if-none-match': String(otherBefore.headers.etag) });
      expect(arrived.statusCode).toBe(200);
      expect(arrived.json().data.map((m: ApiModel) => m.id)).toEqual([model.id]);
    });

    it("shows the line's new name, and follows the line's deletion and restore", async () => {
      const line = await createLine(ctx.t, ctx.token, 'Linea Madre');
      const url = `/api/model/all/lineId/${line.id}`;
      await createModel(ctx.t, ctx.token, line.id, 'Hijo');
      const renamed = await afterWrite<ApiModel[]>(url, () =>
        api('PUT', '/api/line/update', { id: line.id, name: 'Linea Renombrada', status: 'ACTIVE' }),
      );
      expect(renamed[0]!.line.name).toBe('Linea Renombrada');
      const held = String((await get(url)).headers.etag);
      await api('DELETE', `/api/line/delete/${line.id}`);
      expect((await get(url, { 'if-none-match': held })).statusCode).toBe(404);
      expect((await get(url)).statusCode).toBe(404);
      await api('POST', `/api/line/restore/${line.id}`);
      const restored = await get(url, { 'if-none-match': held });
      expect(restored.statusCode).toBe(200);
      expect(restored.json().data.map((m: ApiModel) => m.name)).toEqual(['Hijo']);
    });
  });
});

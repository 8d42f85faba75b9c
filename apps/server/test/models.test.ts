import { beforeAll, describe, expect, it } from 'vitest';
import { signedInApp } from './auth-helpers';
import { callAs, createLine, freshAudit } from './line-helpers';
import { createModel, listModels, modelPayload, uploadItems } from './model-helpers';
import { testDialect } from './test-app';
import { expectDataless, expectRefused, okData } from './people-helpers';

describe(`models API: create and read (${testDialect})`, () => {
  const ctx = signedInApp('DIRECTOR', 'Directora Ana');
  const api = callAs(ctx);
  let lineId: number;
  beforeAll(async () => {
    lineId = (await createLine(ctx.t, ctx.token, 'Clásica')).id;
  });

  describe('POST /api/model/create', () => {
    it('stores the SPEC payload with server audit fields, colours and ordered media', async () => {
      const [a, b, c] = await uploadItems(ctx.t, ctx.token, 3);
      // Each item keeps the name its file had when uploaded (issue 15).
      const mediaOf = (item: { id: number; url: string }, originalName: string) => ({
        id: item.id,
        url: item.url,
        entityType: 'MODEL',
        originalName,
      });
      const before = Date.now();
      const res = await api(
        'POST',
        '/api/model/create',
        modelPayload(lineId, '  Silla Ñandú  ', {
          description: JSON.stringify(['  Respaldo alto ', '', '   ', 'Roble']),
          id: 999,
          deletedAt: 'x',
          colors: [
            // A new colour's temporary client id is dropped.
            {
              id: 'tmp-1',
              baseName: ' Lino ',
              baseHexa: '#f5f5dc',
              frameName: 'Nogal',
              frameHexa: '#5c4033',
            },
            { id: 1_700_000_000_000, baseName: 'Blanco', frameName: 'Negro' },
          ],
          media: [
            { ...c!, displayOrder: 2 },
            { ...a!, displayOrder: 1 },
            { ...b!, displayOrder: 3 },
          ],
        }),
      );
      const model = okData(res, 'Modelo creado exitosamente');
      expect(model).toEqual({
        id: expect.any(Number),
        name: 'Silla Ñandú',
        description: '["Respaldo alto","Roble"]',
        status: 'ACTIVE',
        lineId,
        line: { id: lineId, name: 'Clásica' },
        ...freshAudit('Directora Ana'),
        colors: [
          {
            id: expect.any(Number),
            modelId: model.id,
            baseName: 'Lino',
            baseHexa: '#F5F5DC',
            frameName: 'Nogal',
            frameHexa: '#5C4033',
          },
          {
            id: expect.any(Number),
            modelId: model.id,
            baseName: 'Blanco',
            baseHexa: '#FFFFFF',
            frameName: 'Negro',
            frameHexa: '#000000',
          },
        ],
        media: [
          { ...mediaOf(a!, 'foto0.png'), fileType: 'IMAGE', displayOrder: 1 },
          { ...mediaOf(c!, 'doc2.pdf'), fileType: 'PDF', displayOrder: 2 },
          { ...mediaOf(b!, 'foto1.png'), fileType: 'IMAGE', displayOrder: 3 },
        ],
      });
      expect(model.id).not.toBe(999);
      expect(Date.parse(model.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    });

    it('defaults status to ACTIVE and keeps INACTIVE when asked', async () => {
      const bare = await api('POST', '/api/model/create', {
        name: 'Mínimo',
        lineId,
      });
      expect(bare.statusCode).toBe(200);
      expect(bare.body.data).toMatchObject({
        status: 'ACTIVE',
        description: '[]',
        colors: [],
        media: [],
      });
      const off = await createModel(ctx.t, ctx.token, lineId, 'Apagado', { status: 'INACTIVE' });
      expect(off.status).toBe('INACTIVE');
    });

    it.each<[string, object]>([
      ['El nombre es requerido', { name: undefined }],
      ['El nombre es requerido', { name: '   ' }],
      ['El nombre no puede tener más de 100 caracteres', { name: 'x'.repeat(101) }],
      ['La línea es requerida', { lineId: undefined }],
      ['La línea es requerida', { lineId: '' }],
      ['La línea es requerida', { lineId: 0 }],
      ['El identificador de la línea no es válido', { lineId: 'abc' }],
      ['El estado debe ser Activo o Inactivo', { status: 'BORRADO' }],
      ['La descripción debe ser una lista de textos', { description: 42 }],
      ['La descripción debe ser una lista de textos', { description: '[1,2]' }],
      [
        'Cada característica puede tener como máximo 500 caracteres',
        { description: ['x'.repeat(501)] },
      ],
      ['El color debe tener el formato #RRGGBB', { colors: [{ baseHexa: 'rojo' }] }],
      ['El color debe tener el formato #RRGGBB', { colors: [{ frameHexa: '#12345' }] }],
      [
        'Se permiten como máximo 50 colores por modelo',
        { colors: Array.from({ length: 51 }, () => ({})) },
      ],
      [
        'La etiqueta de un color puede tener como máximo 100 caracteres',
        { colors: [{ baseName: 'x'.repeat(101) }] },
      ],
      ['La lista de archivos multimedia no es válida', { media: [{ displayOrder: 1 }] }],
      ['La lista de archivos multimedia no es válida', { media: 'foto.png' }],
    ])('answers 400 %s (case %#)', async (message, change) => {
      const res = await api('POST', '/api/model/create', {
        ...modelPayload(lineId, 'Inválido'),
        ...change,
      });
      expectRefused(res, 400, message);
    });

    it('refuses a line that does not exist or is deleted', async () => {
      const gone = await createLine(ctx.t, ctx.token, 'Borrada');
      await api('DELETE', `/api/line/delete/${gone.id}`);
      for (const id of [987_654, gone.id]) {
        const res = await api('POST', '/api/model/create', modelPayload(id, 'Huérfano'));
        expect(res.statusCode, String(id)).toBe(400);
        expect(res.body.message).toBe('La línea seleccionada no existe o fue eliminada');
      }
    });

    it('refuses a name already used in the same line, whatever its case and accents', async () => {
      await createModel(ctx.t, ctx.token, lineId, 'Mecedora');
      const res = await api('POST', '/api/model/create', modelPayload(lineId, ' MECEDÓRA '));
      expectDataless(res, 400, 'Ya existe un modelo con este nombre', 'NAME_TAKEN');
      // Another line may use it.
      const other = await createLine(ctx.t, ctx.token, 'Moderna');
      expect((await createModel(ctx.t, ctx.token, other.id, 'Mecedora')).lineId).toBe(other.id);
    });

    it('lets exactly one of several simultaneous creates with the same name through', async () => {
      const results = await Promise.all(
        Array.from({ length: 6 }, () =>
          api('POST', '/api/model/create', modelPayload(lineId, 'Carrera')),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400]);
      for (const refused of results.filter((r) => r.statusCode === 400)) {
        expect(refused.body.message).toBe('Ya existe un modelo con este nombre');
      }
    });

    it('refuses media that belong to another model, saving nothing', async () => {
      const [mine] = await uploadItems(ctx.t, ctx.token, 1);
      await createModel(ctx.t, ctx.token, lineId, 'Dueño', { media: [mine] });
      const res = await api(
        'POST',
        '/api/model/create',
        modelPayload(lineId, 'Ladrón', { media: [mine], colors: [{ baseName: 'Rojo' }] }),
      );
      expectRefused(res, 400, `Archivos multimedia no disponibles para este modelo: ${mine!.id}`);
      expect((await listModels(ctx.t, ctx.token, lineId)).map((m) => m.name)).not.toContain(
        'Ladrón',
      );
    });

    it('attaches media sent by url only (older clients)', async () => {
      const [item] = await uploadItems(ctx.t, ctx.token, 1);
      const model = await createModel(ctx.t, ctx.token, lineId, 'Por Url', {
        media: [{ url: `http://taller.example${item!.url}`, fileType: 'IMAGE', displayOrder: 1 }],
      });
      expect(model.media.map((m) => m.id)).toEqual([item!.id]);
    });
  });

  it('documents every model call in the OpenAPI document', async () => {
    const res = await ctx.t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/model/all/lineId/{lineId}',
      '/model/{id}',
      '/model/create',
      '/model/update',
      '/model/delete/{id}',
      '/model/restore/{id}',
    ]) {
      expect(paths, path).toContain(path);
    }
  });

  describe('GET /api/model/all/lineId/:lineId and /api/model/:id', () => {
    it("lists the line's live models, newest first, each with line, colours and media", async () => {
      const line = await createLine(ctx.t, ctx.token, 'Listado');
      const [x, y] = await uploadItems(ctx.t, ctx.token, 2);
      const first = await createModel(ctx.t, ctx.token, line.id, 'Primero', {
        colors: [{ baseName: 'A' }, { baseName: 'B' }],
        media: [
          { ...y!, displayOrder: 2 },
          { ...x!, displayOrder: 1 },
        ],
      });
      const second = await createModel(ctx.t, ctx.token, line.id, 'Segundo');
      const gone = await createModel(ctx.t, ctx.token, line.id, 'Eliminado');
      await api('DELETE', `/api/model/delete/${gone.id}`);

      const res = await api('GET', `/api/model/all/lineId/${line.id}`);
      const list = okData(res, 'Modelos obtenidos');
      expect(list.map((m: { id: number }) => m.id)).toEqual([second.id, first.id]);
      expect(list[1]).toEqual(first);
      expect(list[1].line).toEqual({ id: line.id, name: 'Listado' });
      expect(list[1].colors.map((c: { baseName: string }) => c.baseName)).toEqual(['A', 'B']);
      expect(
        list[1].media.map((m: { id: number; displayOrder: number }) => [m.id, m.displayOrder]),
      ).toEqual([
        [x!.id, 1],
        [y!.id, 2],
      ]);
      expect(list[0]).toMatchObject({ colors: [], media: [] });
    });

    it('answers an empty list for a line without models', async () => {
      const empty = await createLine(ctx.t, ctx.token, 'Vacía');
      expect(await listModels(ctx.t, ctx.token, empty.id)).toEqual([]);
    });

    it('answers 404 for an unknown or deleted line and 400 for a bad id', async () => {
      const gone = await createLine(ctx.t, ctx.token, 'Ida');
      await api('DELETE', `/api/line/delete/${gone.id}`);
      for (const id of [987_654, gone.id]) {
        const res = await api('GET', `/api/model/all/lineId/${id}`);
        expectRefused(res, 404, 'Línea no encontrada');
      }
      const bad = await api('GET', '/api/model/all/lineId/abc');
      expectRefused(bad, 400, 'El identificador de la línea no es válido');
      const flag = await api('GET', `/api/model/all/lineId/${lineId}?deleted=si`);
      expectRefused(flag, 400, "El parámetro 'deleted' debe ser true o false");
    });

    it('reads one model; 404 when unknown or deleted, 400 for a bad id', async () => {
      const model = await createModel(ctx.t, ctx.token, lineId, 'Uno Solo', {
        colors: [{ baseName: 'Gris' }],
      });
      const res = await api('GET', `/api/model/${model.id}`);
      expect(okData(res, 'Modelo obtenido')).toEqual(model);
      await api('DELETE', `/api/model/delete/${model.id}`);
      for (const url of [`/api/model/${model.id}`, '/api/model/987654']) {
        const missing = await api('GET', url);
        expectRefused(missing, 404, 'Modelo no encontrado', url);
      }
      const bad = await api('GET', '/api/model/-3');
      expectRefused(bad, 400, 'El identificador del modelo no es válido');
    });

    it('reads descriptions left by older clients as plain text', async () => {
      const model = await createModel(ctx.t, ctx.token, lineId, 'Antiguo');
      await ctx.t.app.db
        .updateTable('models')
        .set({ description: 'Respaldo de mimbre' })
        .where('id', '=', model.id)
        .execute();
      const res = await api('GET', `/api/model/${model.id}`);
      expect(res.body.data.description).toBe('["Respaldo de mimbre"]');
    });
  });
});

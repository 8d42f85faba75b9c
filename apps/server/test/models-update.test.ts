import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, signedInApp } from './auth-helpers';
import { call, callAs, createLine } from './line-helpers';
import { colorValues, createModel, uploadItems, type ApiModel } from './model-helpers';
import { testDialect } from './test-app';
import { expectRefused, okData } from './people-helpers';

describe(`models API: update (${testDialect})`, () => {
  const ctx = signedInApp('DIRECTOR', 'Directora Ana');
  const api = callAs(ctx);
  let lineId: number;
  beforeAll(async () => {
    lineId = (await createLine(ctx.t, ctx.token, 'Clásica')).id;
  });

  /** The SPEC.md §7 update payload for a model as the client holds it. */
  const updatePayload = (model: ApiModel, changes: object = {}) => ({
    id: model.id,
    name: model.name,
    description: model.description,
    status: model.status,
    lineId: model.lineId,
    media: model.media,
    colors: model.colors,
    updatedAt: '2000-01-01T00:00:00.000Z',
    updatedBy: 'cliente-falso',
    ...changes,
  });
  const update = (body: object, as = ctx.token) =>
    call(ctx.t, as, 'PUT', '/api/model/update', body);
  const fetchModel = async (id: number) =>
    (await api('GET', `/api/model/${id}`)).body.data as ApiModel;

  it('changes name, features and status, stamped by who changed it', async () => {
    const model = await createModel(ctx.t, ctx.token, lineId, 'Banco');
    const editor = await loginAs(ctx.t, 'PRODUCER', 'Productor Luis');
    const res = await update(
      updatePayload(model, {
        name: ' Banco Largo ',
        status: 'INACTIVE',
        description: JSON.stringify(['Tres plazas', ' ']),
      }),
      editor.token,
    );
    expect(okData(res, 'Modelo actualizado exitosamente')).toMatchObject({
      id: model.id,
      name: 'Banco Largo',
      status: 'INACTIVE',
      description: '["Tres plazas"]',
      createdBy: 'Directora Ana',
      updatedBy: 'Productor Luis',
      createdAt: model.createdAt,
      line: { id: lineId, name: 'Clásica' },
    });
    expect(await fetchModel(model.id)).toEqual(res.body.data);
  });

  it('updates colours with an id, inserts new ones and removes the missing, in one call', async () => {
    const model = await createModel(ctx.t, ctx.token, lineId, 'Sofá', {
      colors: [
        { baseName: 'Lino', frameName: 'Roble' },
        { baseName: 'Cuero', frameName: 'Nogal' },
        { baseName: 'Pana', frameName: 'Pino' },
      ],
    });
    const [lino, cuero, pana] = model.colors;
    const res = await update(
      updatePayload(model, {
        colors: [
          { ...cuero, baseName: 'Cuero negro', baseHexa: '#111111', modelId: model.id },
          { id: 'tmp-9', baseName: 'Terciopelo', frameName: 'Haya', baseHexa: '#800020' },
          { ...lino },
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    const colors = (res.body.data as ApiModel).colors;
    expect(colors.map((c) => c.id).slice(0, 2)).toEqual([lino!.id, cuero!.id]);
    expect(colors.map((c) => c.id)).not.toContain(pana!.id);
    expect(colorValues(res.body.data)).toEqual([
      { baseName: 'Lino', baseHexa: '#FFFFFF', frameName: 'Roble', frameHexa: '#000000' },
      { baseName: 'Cuero negro', baseHexa: '#111111', frameName: 'Nogal', frameHexa: '#000000' },
      { baseName: 'Terciopelo', baseHexa: '#800020', frameName: 'Haya', frameHexa: '#000000' },
    ]);
    const rows = await ctx.t.app.db
      .selectFrom('modelColors')
      .select('id')
      .where('modelId', '=', model.id)
      .execute();
    expect(rows).toHaveLength(3);
  });

  it("refuses another model's colour and leaves everything as it was (one transaction)", async () => {
    const other = await createModel(ctx.t, ctx.token, lineId, 'Ajeno', {
      colors: [{ baseName: 'X' }],
    });
    const model = await createModel(ctx.t, ctx.token, lineId, 'Propio', {
      colors: [{ baseName: 'Mío' }],
    });
    const res = await update(
      updatePayload(model, {
        name: 'Propio Cambiado',
        colors: [{ baseName: 'Nuevo' }, other.colors[0]],
      }),
    );
    expectRefused(res, 400, `El color ${other.colors[0]!.id} no pertenece a este modelo`);
    expect(await fetchModel(model.id)).toEqual(model);
    expect(await fetchModel(other.id)).toEqual(other);
  });

  it('sets the media and their order from the list; dropped items are detached', async () => {
    const [a, b, c, d] = await uploadItems(ctx.t, ctx.token, 4);
    const model = await createModel(ctx.t, ctx.token, lineId, 'Mesa', { media: [a, b, c] });
    expect(model.media.map((m) => m.id)).toEqual([a!.id, b!.id, c!.id]);
    const res = await update(
      updatePayload(model, {
        media: [
          { ...d!, displayOrder: 2 },
          { ...c!, displayOrder: 1 },
          { ...a!, displayOrder: 3 },
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    const media = (res.body.data as ApiModel).media;
    expect(media.map((m) => [m.id, m.displayOrder])).toEqual([
      [c!.id, 1],
      [d!.id, 2],
      [a!.id, 3],
    ]);
    const dropped = await ctx.t.app.db
      .selectFrom('media')
      .select('entityId')
      .where('id', '=', b!.id)
      .executeTakeFirstOrThrow();
    expect(dropped.entityId).toBeNull();
    expect((await fetchModel(model.id)).media).toEqual(media);
  });

  it("refuses another model's media and changes nothing", async () => {
    const [theirs, mine] = await uploadItems(ctx.t, ctx.token, 2);
    await createModel(ctx.t, ctx.token, lineId, 'Con Foto', { media: [theirs] });
    const model = await createModel(ctx.t, ctx.token, lineId, 'Sin Foto', { media: [mine] });
    const res = await update(updatePayload(model, { status: 'INACTIVE', media: [theirs, mine] }));
    expectRefused(res, 400, `Archivos multimedia no disponibles para este modelo: ${theirs!.id}`);
    expect(await fetchModel(model.id)).toEqual(model);
  });

  it('leaves description, status, colours and media as they are when omitted', async () => {
    const [item] = await uploadItems(ctx.t, ctx.token, 1);
    const model = await createModel(ctx.t, ctx.token, lineId, 'Estante', {
      status: 'INACTIVE',
      colors: [{ baseName: 'Blanco' }],
      media: [item],
    });
    const res = await update({ id: model.id, name: 'Estante Alto', lineId });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Estante Alto',
      status: 'INACTIVE',
      description: model.description,
      colors: model.colors,
      media: model.media,
    });
    // An empty list is a list: it removes them all.
    const cleared = await update({
      id: model.id,
      name: 'Estante Alto',
      lineId,
      colors: [],
      media: [],
    });
    expect(cleared.body.data).toMatchObject({ colors: [], media: [] });
  });

  it('refuses a name used by another model of the line, not its own in another case', async () => {
    await createModel(ctx.t, ctx.token, lineId, 'Cómoda');
    const model = await createModel(ctx.t, ctx.token, lineId, 'Armario');
    const taken = await update(updatePayload(model, { name: 'comoda' }));
    expectRefused(taken, 400, 'Ya existe un modelo con este nombre');
    const own = await update(updatePayload(model, { name: 'ARMARIO' }));
    expect(own.statusCode).toBe(200);
    expect(own.body.data.name).toBe('ARMARIO');
  });

  it('moves a model to another live line, checking the name there', async () => {
    const target = await createLine(ctx.t, ctx.token, 'Destino');
    await createModel(ctx.t, ctx.token, target.id, 'Repetido');
    const model = await createModel(ctx.t, ctx.token, lineId, 'Repetido');
    const clash = await update(updatePayload(model, { lineId: target.id }));
    expectRefused(clash, 400, 'Ya existe un modelo con este nombre');
    const moved = await update(updatePayload(model, { lineId: target.id, name: 'Trasladado' }));
    expect(moved.statusCode).toBe(200);
    expect(moved.body.data.line).toEqual({ id: target.id, name: 'Destino' });
  });

  it('answers 404 for an unknown or deleted model and 400 for a missing line', async () => {
    const model = await createModel(ctx.t, ctx.token, lineId, 'Fugaz');
    await api('DELETE', `/api/model/delete/${model.id}`);
    for (const id of [model.id, 987_654]) {
      const res = await update(updatePayload(model, { id }));
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.body.message).toBe('Modelo no encontrado');
    }
    const live = await createModel(ctx.t, ctx.token, lineId, 'Vivo');
    const noLine = await update(updatePayload(live, { lineId: undefined }));
    expectRefused(noLine, 400, 'La línea es requerida');
    const goneLine = await update(updatePayload(live, { lineId: 987_654 }));
    expectRefused(goneLine, 400, 'La línea seleccionada no existe o fue eliminada');
    const noId = await update(updatePayload(live, { id: undefined }));
    expectRefused(noId, 400, 'El identificador del modelo no es válido');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, signedInApp } from './auth-helpers';
import { call, callAs, createLine, expectStaffOnly } from './line-helpers';
import { createModel, listModels, uploadItems } from './model-helpers';
import { testDialect } from './test-app';
import { expectDataless, expectRefused, okData } from './people-helpers';

describe(`models API: soft delete, trash, restore and the line's cascade (${testDialect})`, () => {
  const ctx = signedInApp('DIRECTOR', 'Directora Ana');
  const api = callAs(ctx);
  let lineId: number;
  beforeAll(async () => {
    lineId = (await createLine(ctx.t, ctx.token, 'Clásica')).id;
  });

  const ids = (models: { id: number }[]) => models.map((m) => m.id);

  it('soft-deletes: stamped, gone from the list and from GET, listed in the trash', async () => {
    const [item] = await uploadItems(ctx.t, ctx.token, 1);
    const model = await createModel(ctx.t, ctx.token, lineId, 'Borrable', {
      colors: [{ baseName: 'Rojo' }],
      media: [item],
    });
    const res = await api('DELETE', `/api/model/delete/${model.id}`);
    expect(okData(res, 'Modelo Borrable eliminado exitosamente')).toMatchObject({
      id: model.id,
      deletedBy: 'Directora Ana',
    });
    expect(res.body.data.deletedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    expect(ids(await listModels(ctx.t, ctx.token, lineId))).not.toContain(model.id);
    expect((await api('GET', `/api/model/${model.id}`)).statusCode).toBe(404);
    const trash = await listModels(ctx.t, ctx.token, lineId, true);
    expect(trash.find((m) => m.id === model.id)).toMatchObject({
      name: 'Borrable',
      deletedBy: 'Directora Ana',
      colors: model.colors,
      media: model.media,
    });
    expect(trash.every((m) => m.deletedAt)).toBe(true);

    const again = await api('DELETE', `/api/model/delete/${model.id}`);
    expectRefused(again, 404, 'Modelo no encontrado');
    const bad = await api('DELETE', '/api/model/delete/abc');
    expectRefused(bad, 400, 'El identificador del modelo no es válido');
  });

  it('restores a model with its colours and media, stamped by who restored it', async () => {
    const [item] = await uploadItems(ctx.t, ctx.token, 1);
    const model = await createModel(ctx.t, ctx.token, lineId, 'Recuperable', {
      colors: [{ baseName: 'Azul' }],
      media: [item],
    });
    await api('DELETE', `/api/model/delete/${model.id}`);
    const restorer = await loginAs(ctx.t, 'ADMIN', 'Admin Luis');
    const res = await call(ctx.t, restorer.token, 'POST', `/api/model/restore/${model.id}`);
    expect(okData(res, 'Modelo Recuperable restaurado exitosamente')).toMatchObject({
      id: model.id,
      deletedAt: null,
      deletedBy: null,
      createdBy: 'Directora Ana',
      updatedBy: 'Admin Luis',
      colors: model.colors,
      media: model.media,
    });
    expect(ids(await listModels(ctx.t, ctx.token, lineId))).toContain(model.id);
    expect(ids(await listModels(ctx.t, ctx.token, lineId, true))).not.toContain(model.id);
  });

  it('answers 404 to restoring an unknown model, 409 to one not in the trash', async () => {
    const unknown = await api('POST', '/api/model/restore/987654');
    expectRefused(unknown, 404, 'Modelo no encontrado');
    const live = await createModel(ctx.t, ctx.token, lineId, 'Viva');
    const res = await api('POST', `/api/model/restore/${live.id}`);
    expectRefused(res, 409, 'El modelo no está en la papelera');
  });

  it('frees a deleted name, and answers 409 when it was taken before the restore', async () => {
    const model = await createModel(ctx.t, ctx.token, lineId, 'Ocupado');
    await api('DELETE', `/api/model/delete/${model.id}`);
    await createModel(ctx.t, ctx.token, lineId, 'OCUPADO');
    const res = await api('POST', `/api/model/restore/${model.id}`);
    expectDataless(res, 409, 'Ya existe un modelo con este nombre', 'NAME_TAKEN');
    expect(ids(await listModels(ctx.t, ctx.token, lineId, true))).toContain(model.id);
  });

  it("takes a line's models with it on delete and brings back exactly those on restore", async () => {
    const line = await createLine(ctx.t, ctx.token, 'Con Modelos');
    const earlier = await createModel(ctx.t, ctx.token, line.id, 'Borrado Antes');
    await api('DELETE', `/api/model/delete/${earlier.id}`);
    const a = await createModel(ctx.t, ctx.token, line.id, 'Uno', {
      colors: [{ baseName: 'Rojo' }],
    });
    const b = await createModel(ctx.t, ctx.token, line.id, 'Dos');
    const other = await createModel(ctx.t, ctx.token, lineId, 'De Otra Línea');

    const deleted = (await api('DELETE', `/api/line/delete/${line.id}`)).body.data;
    const rows = await ctx.t.app.db
      .selectFrom('models')
      .select(['id', 'deletedAt', 'deletedBy'])
      .where('lineId', '=', line.id)
      .orderBy('id')
      .execute();
    expect(rows.find((r) => r.id === a.id)).toEqual({
      id: a.id,
      deletedAt: deleted.deletedAt,
      deletedBy: 'Directora Ana',
    });
    expect(rows.find((r) => r.id === b.id)?.deletedAt).toBe(deleted.deletedAt);
    expect(rows.find((r) => r.id === earlier.id)?.deletedAt).not.toBe(deleted.deletedAt);
    expect((await api('GET', `/api/model/${a.id}`)).statusCode).toBe(404);
    expect((await api('GET', `/api/model/all/lineId/${line.id}`)).statusCode).toBe(404);
    expect(ids(await listModels(ctx.t, ctx.token, lineId))).toContain(other.id);

    // A model of a deleted line cannot come back on its own.
    const alone = await api('POST', `/api/model/restore/${a.id}`);
    expectRefused(alone, 409, 'La línea de este modelo está eliminada; restaure primero la línea');

    await api('POST', `/api/line/restore/${line.id}`);
    const back = await listModels(ctx.t, ctx.token, line.id);
    expect(ids(back)).toEqual([b.id, a.id]);
    expect(back[1]!.colors).toEqual(a.colors);
    expect(ids(await listModels(ctx.t, ctx.token, line.id, true))).toEqual([earlier.id]);
  });

  it('is for staff only: a client is refused every model call, and no token is a 401', async () => {
    const model = await createModel(ctx.t, ctx.token, lineId, 'Privado');
    const client = await loginAs(ctx.t, 'CLIENTE');
    await expectStaffOnly(ctx.t, client.token, [
      ['GET', `/api/model/all/lineId/${lineId}`],
      ['GET', `/api/model/all/lineId/${lineId}?deleted=true`],
      ['GET', `/api/model/${model.id}`],
      ['POST', '/api/model/create', { name: 'Intruso', lineId }],
      ['PUT', '/api/model/update', { id: model.id, name: 'Intruso', lineId }],
      ['DELETE', `/api/model/delete/${model.id}`],
      ['POST', `/api/model/restore/${model.id}`],
    ]);
    for (const role of ['DIRECTOR', 'ADMINISTRADOR', 'ADMIN', 'PRODUCER']) {
      const staff = await loginAs(ctx.t, role);
      const res = await call(ctx.t, staff.token, 'GET', `/api/model/${model.id}`);
      expect(res.statusCode, role).toBe(200);
    }
    expect((await api('GET', `/api/model/${model.id}`)).body.data.name).toBe('Privado');
  });
});

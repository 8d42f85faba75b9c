import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../src/db/errors';
import { signedInApp } from './auth-helpers';
import { callAs, createLine, createPayload } from './line-helpers';
import { testDialect } from './test-app';

const DUPLICATE = {
  status: 400,
  message: 'Ya existe una línea con este nombre',
  data: null,
  code: 'NAME_TAKEN',
};

describe(`line names are unique among lines not deleted (${testDialect})`, () => {
  const ctx = signedInApp('ADMIN');
  const api = callAs(ctx);
  const created = new Set<string>();
  const createLineOnce = async (name: string) => {
    if (!created.has(name)) await createLine(ctx.t, ctx.token, name);
    created.add(name);
  };

  it.each(['linea clasica', 'LÍNEA CLÁSICA', '  Linea   Clásica '])(
    'refuses to create %j when "Línea Clásica" exists',
    async (name) => {
      // Each case makes sure of its own precondition, so it can run alone or in any order.
      await createLineOnce('Línea Clásica');
      const res = await api('POST', '/api/line/create', createPayload(name));
      expect(res.statusCode).toBe(400);
      expect(res.body).toEqual(DUPLICATE);
    },
  );

  it('keeps ñ apart from n: "Año" and "Ano" may both exist', async () => {
    await createLine(ctx.t, ctx.token, 'Año Nuevo');
    await createLine(ctx.t, ctx.token, 'Ano Nuevo');
  });

  it('refuses to rename a line to another live line’s name, in any case or accent', async () => {
    await createLine(ctx.t, ctx.token, 'Moderna');
    const other = await createLine(ctx.t, ctx.token, 'Rústica');
    const res = await api('PUT', '/api/line/update', {
      ...other,
      name: 'MODERNA',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual(DUPLICATE);
  });

  it('lets a line keep its own name or change its case and accents', async () => {
    const line = await createLine(ctx.t, ctx.token, 'Colonial');
    const same = await api('PUT', '/api/line/update', {
      ...line,
      status: 'INACTIVE',
    });
    expect(same.statusCode).toBe(200);
    const recased = await api('PUT', '/api/line/update', {
      ...line,
      name: 'COLONIÁL',
    });
    expect(recased.statusCode).toBe(200);
    expect(recased.body.data.name).toBe('COLONIÁL');
  });

  it('does not count deleted lines: their name can be used again', async () => {
    const old = await createLine(ctx.t, ctx.token, 'Reciclada');
    await api('DELETE', `/api/line/delete/${old.id}`);
    const again = await api('POST', '/api/line/create', createPayload('reciclada'));
    expect(again.statusCode).toBe(200);
    const other = await createLine(ctx.t, ctx.token, 'Otra Reciclable');
    const renamed = await api('PUT', '/api/line/update', {
      ...other,
      name: 'Otra Reciclable Dos',
    });
    expect(renamed.statusCode).toBe(200);
  });

  it('lets exactly one of several simultaneous creates with the same name through', async () => {
    const results = await Promise.all(
      ['Simultánea', 'simultanea', 'SIMULTÁNEA', 'Simultanea'].map((name) =>
        api('POST', '/api/line/create', createPayload(name)),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 400, 400, 400]);
    for (const r of results.filter((x) => x.statusCode === 400)) expect(r.body).toEqual(DUPLICATE);
  });

  it('the database itself refuses a second live row with the same name key, recognisably', async () => {
    // What the service falls back on when two requests pass the name check at once.
    await createLine(ctx.t, ctx.token, 'Indice Unico');
    const at = new Date().toISOString();
    const error = await ctx.t.app.db
      .insertInto('lines')
      .values({ name: 'Índice Único', nameKey: 'indice unico', createdAt: at, updatedAt: at })
      .execute()
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });
});

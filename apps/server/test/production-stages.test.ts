/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read as loose JSON */
import { describe, expect, it } from 'vitest';
import { DEFAULT_STAGES } from '@taller/shared';
import { authHeader, loginAs } from './auth-helpers';
import { caller, expectRefused, okData, signedInCaller } from './people-helpers';
import { orderInProduction, recordProgress, stagesOf } from './production-helpers';
import { testDialect } from './test-app';

/** Issue 35: the workshop declares its ordered stages; directors and administrators edit them. */
describe(`production stages: the ordered list (${testDialect})`, () => {
  const ctx = signedInCaller('DIRECTOR', 'Dora Directora');
  const { api } = ctx;
  const save = (stages: object[]) => api('PUT', '/api/production-stage', { stages });

  it('starts with Corte, Confección, Acabado, Empaque, which a producer may read', async () => {
    const producer = caller(ctx.t, (await loginAs(ctx.t, 'PRODUCER')).token);
    const res = await producer('GET', '/api/production-stage');
    const stages = okData(res, 'Etapas de producción');
    expect(stages.map((s: any) => s.name)).toEqual([...DEFAULT_STAGES]);
    expect(stages.map((s: any) => s.position)).toEqual([0, 1, 2, 3]);
    expect(stages.every((s: any) => s.hasProgress === false)).toBe(true);
  });

  it('renames, adds, removes and reorders in one save, and swaps two names', async () => {
    const [corte, confeccion, acabado, empaque] = await stagesOf(api);
    const res = await save([
      { id: confeccion!.id, name: 'Corte' },
      { id: corte!.id, name: 'Confección' },
      { name: 'Planchado' },
      { id: empaque!.id, name: 'Empaque y etiquetado' },
    ]);
    const stages = okData(res, 'Etapas de producción guardadas');
    expect(stages.map((s: any) => [s.id, s.name, s.position])).toEqual([
      [confeccion!.id, 'Corte', 0],
      [corte!.id, 'Confección', 1],
      [expect.any(Number), 'Planchado', 2],
      [empaque!.id, 'Empaque y etiquetado', 3],
    ]);
    expect(stages[2].createdBy).toBe('Dora Directora');
    expect((await stagesOf(api)).some((s) => s.id === acabado!.id)).toBe(false);
  });

  it('refuses a name twice, an unknown id and an empty list, in Spanish', async () => {
    const [first] = await stagesOf(api);
    expectRefused(
      await save([{ name: 'Corte' }, { name: 'corte' }]),
      400,
      'La etapa corte aparece más de una vez',
    );
    expectRefused(
      await save([{ id: 999999, name: 'Corte' }]),
      400,
      'La etapa 999999 no existe o fue eliminada',
    );
    expectRefused(await save([]), 400, 'Declare al menos una etapa');
    const marked = await save([{ id: first!.id, name: '<b>Corte</b>' }]);
    expect([marked.statusCode, (marked.body as any).code]).toEqual([400, 'VALIDATION']);
  });

  it('refuses to remove a stage with recorded counts, naming it, and keeps the list', async () => {
    const { order, gorra } = await orderInProduction(api, 'ST1');
    const stages = await stagesOf(api);
    const first = stages[0]!;
    const counted = await recordProgress(api, order.id, {
      stageId: first.id,
      productId: gorra.id,
      size: null,
      count: 2,
    });
    expect(counted.statusCode).toBe(200);
    const res = await save(stages.slice(1).map((s) => ({ id: s.id, name: s.name })));
    expectRefused(
      res,
      409,
      `No se puede quitar la etapa ${first.name}: tiene avances registrados en pedidos`,
    );
    expect((res.body as any).code).toBe('IN_USE');
    const after = await api('GET', '/api/production-stage');
    expect(after.body.data.map((s: any) => s.id)).toEqual(stages.map((s) => s.id));
    expect(after.body.data[0].hasProgress).toBe(true);
    // Renamed and moved, it keeps its counts.
    const moved = await save([...stages.slice(1), first].map((s) => ({ id: s.id, name: s.name })));
    expect(moved.statusCode).toBe(200);
  });

  it('is edited by directors and administrators only: a producer is refused 403', async () => {
    const producer = await loginAs(ctx.t, 'PRODUCER');
    const res = await ctx.t.app.inject({
      method: 'PUT',
      url: '/api/production-stage',
      headers: authHeader(producer.token),
      payload: { stages: [{ name: 'Corte' }] },
    });
    expect(res.statusCode).toBe(403);
    const admin = caller(ctx.t, (await loginAs(ctx.t, 'ADMINISTRADOR')).token);
    const current = await stagesOf(api);
    const ok = await admin('PUT', '/api/production-stage', {
      stages: current.map((s) => ({ id: s.id, name: s.name })),
    });
    expect(ok.statusCode).toBe(200);
  });
});

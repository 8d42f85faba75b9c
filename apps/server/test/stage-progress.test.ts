/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read as loose JSON */
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from './client-area-helpers';
import { expectRefused, okData, signedInCaller } from './people-helpers';
import { orderInProduction, recordProgress, stagesOf, type StageRef } from './production-helpers';
import { testDialect } from './test-app';

type Piece = { productId: number; size: string | null; total: number };

/**
 * Issue 35: pieces of each product and size move through the stages with counts that add up,
 * never past the order's pieces nor the stage before; a correction needs a note and never goes
 * below zero; the last stage's last piece makes the order 'Terminado'.
 */
describe(`stage progress of an order in production (${testDialect})`, () => {
  const ctx = signedInCaller('PRODUCER', 'Pedro Productor');
  const { api } = ctx;
  let stages: StageRef[];
  beforeAll(async () => {
    stages = await stagesOf(api);
  });
  const code = (res: { body: any }) => res.body.code;

  it('adds counts up per stage, product and size, and answers done of total', async () => {
    const { order, polo, gorra } = await orderInProduction(api, 'SP1');
    const [corte, confeccion] = stages;
    okData(
      await recordProgress(api, order.id, {
        stageId: corte!.id,
        productId: polo.id,
        size: 'M',
        count: 3,
      }),
      'Avance registrado',
    );
    await recordProgress(api, order.id, {
      stageId: corte!.id,
      productId: polo.id,
      size: 'M',
      count: 1,
    });
    const res = await recordProgress(api, order.id, {
      stageId: confeccion!.id,
      productId: polo.id,
      size: 'M',
      count: 2,
    });
    const progress = okData(res, 'Avance registrado');
    expect(progress).toMatchObject({
      orderId: order.id,
      status: 'IN_PRODUCTION',
      totalPieces: 16,
      remaining: 16,
    });
    expect(progress.stages.map((s: any) => [s.name, s.done, s.total])).toEqual([
      ['Corte', 4, 16],
      ['Confección', 2, 16],
      ['Acabado', 0, 16],
      ['Empaque', 0, 16],
    ]);
    const rows = progress.rows.map((r: any) => [r.productName, r.size, r.total, r.done]);
    expect(rows).toEqual([
      ['Gorra', null, 8, [0, 0, 0, 0]],
      ['Polo', 'S', 3, [0, 0, 0, 0]],
      ['Polo', 'M', 4, [4, 2, 0, 0]],
      ['Polo', 'L', 1, [0, 0, 0, 0]],
    ]);
    const read = okData(
      await api('GET', `/api/order/${order.id}/progress`),
      'Avance de producción',
    );
    expect(read).toEqual(progress);
    expect(gorra.id).toBeGreaterThan(0);
  });

  it('never counts past the pieces of that product and size, nor past the stage before', async () => {
    const { order, polo } = await orderInProduction(api, 'SP2');
    const [corte, confeccion] = stages;
    const m = { productId: polo.id, size: 'M' };
    await recordProgress(api, order.id, { stageId: corte!.id, ...m, count: 3 });
    const over = await recordProgress(api, order.id, { stageId: corte!.id, ...m, count: 2 });
    expectRefused(over, 409, 'Corte: no se puede llegar a 5 de Polo talla M; el pedido tiene 4');
    expect(code(over)).toBe('STAGE_COUNT_REFUSED');
    const ahead = await recordProgress(api, order.id, { stageId: confeccion!.id, ...m, count: 4 });
    expectRefused(
      ahead,
      409,
      'Confección: no se puede llegar a 4 de Polo talla M; Corte solo tiene 3 hechas (una pieza pasa las etapas en orden)',
    );
    const progress = okData(
      await api('GET', `/api/order/${order.id}/progress`),
      'Avance de producción',
    );
    expect(progress.stages.map((s: any) => s.done)).toEqual([3, 0, 0, 0]);
  });

  it('takes a correction only with a note, never below zero nor below the next stage', async () => {
    const { order, polo } = await orderInProduction(api, 'SP3');
    const [corte, confeccion] = stages;
    const s = { productId: polo.id, size: 'S' };
    await recordProgress(api, order.id, { stageId: corte!.id, ...s, count: 3 });
    await recordProgress(api, order.id, { stageId: confeccion!.id, ...s, count: 2 });
    const bare = await recordProgress(api, order.id, { stageId: corte!.id, ...s, count: -1 });
    expectRefused(
      bare,
      400,
      'Una corrección (cantidad negativa) requiere una nota que explique el motivo',
    );
    const below = await recordProgress(api, order.id, {
      stageId: corte!.id,
      ...s,
      count: -2,
      note: 'Mal contado',
    });
    expectRefused(
      below,
      409,
      'Corte: la corrección dejaría 1 de Polo talla S, menos que las 2 que ya pasaron Confección',
    );
    const negative = await recordProgress(api, order.id, {
      stageId: confeccion!.id,
      ...s,
      count: -3,
      note: 'Mal contado',
    });
    expectRefused(
      negative,
      409,
      'Confección: la corrección dejaría Polo talla S por debajo de cero (hay 2 registradas)',
    );
    const fixed = await recordProgress(api, order.id, {
      stageId: corte!.id,
      ...s,
      count: -1,
      note: 'Una pieza fallada',
    });
    expect(okData(fixed, 'Avance registrado').rows[1].done).toEqual([2, 2, 0, 0]);
    const rows = await ctx.t.app.db
      .selectFrom('stageProgress')
      .select(['count', 'note', 'createdBy'])
      .where('orderId', '=', order.id)
      .orderBy('id')
      .execute();
    expect(rows.at(-1)).toEqual({
      count: -1,
      note: 'Una pieza fallada',
      createdBy: 'Pedro Productor',
    });
  });

  it('refuses a product or size the order lacks, an unknown stage and a zero count', async () => {
    const { order, polo, gorra } = await orderInProduction(api, 'SP4');
    const corte = stages[0]!;
    const xl = await recordProgress(api, order.id, {
      stageId: corte.id,
      productId: polo.id,
      size: 'XL',
      count: 1,
    });
    expectRefused(xl, 400, 'Polo talla XL no está en este pedido');
    expect(code(xl)).toBe('NOT_OF_RECORD');
    const sized = await recordProgress(api, order.id, {
      stageId: corte.id,
      productId: gorra.id,
      size: 'M',
      count: 1,
    });
    expectRefused(sized, 400, 'Gorra talla M no está en este pedido');
    const stage = await recordProgress(api, order.id, {
      stageId: 999999,
      productId: gorra.id,
      size: null,
      count: 1,
    });
    expectRefused(stage, 400, 'La etapa no existe o fue eliminada');
    const zero = await recordProgress(api, order.id, {
      stageId: corte.id,
      productId: gorra.id,
      size: null,
      count: 0,
    });
    expectRefused(
      zero,
      400,
      'La cantidad debe ser un número entero distinto de cero entre -10000 y 10000',
    );
    const missing = await recordProgress(api, 999999, {
      stageId: corte.id,
      productId: gorra.id,
      size: null,
      count: 1,
    });
    expectRefused(missing, 404, 'Pedido no encontrado');
  });

  it('records who was responsible, from the active staff, and refuses anyone else', async () => {
    const { order, gorra } = await orderInProduction(api, 'SP9');
    const people = okData(
      await api('GET', '/api/production-stage/responsibles'),
      'Personal del taller',
    );
    expect(people).toContainEqual({ id: ctx.id, name: 'Pedro Productor' });
    const entry = { stageId: stages[0]!.id, productId: gorra.id, size: null, count: 2 };
    const named = await api('POST', `/api/order/${order.id}/stage-progress`, {
      ...entry,
      responsibleUserId: ctx.id,
    });
    expect(named.statusCode).toBe(200);
    const unknown = await api('POST', `/api/order/${order.id}/stage-progress`, {
      ...entry,
      responsibleUserId: 999999,
    });
    expectRefused(
      unknown,
      400,
      'El responsable no existe, está inactivo o no es personal del taller',
    );
    const rows = await ctx.t.app.db
      .selectFrom('stageProgress')
      .select(['responsibleUserId', 'count'])
      .where('orderId', '=', order.id)
      .execute();
    expect(rows).toEqual([{ responsibleUserId: ctx.id, count: 2 }]);
  });

  it("takes counts only while the order is 'En producción'", async () => {
    const { gorra, clientId } = await orderInProduction(api, 'SP5');
    const res = await api('POST', '/api/order/create', {
      clientId,
      promisedDate: '2030-03-15',
      items: [{ productId: gorra.id, quantity: 2 }],
    });
    const pending = res.body.data;
    const refused = await recordProgress(api, pending.id, {
      stageId: stages[0]!.id,
      productId: pending.items[0].productId,
      size: null,
      count: 1,
    });
    expectRefused(
      refused,
      409,
      'Solo los pedidos En producción aceptan avances; este pedido está Pendiente',
    );
    expect(code(refused)).toBe('STATUS_LOCKED');
  });

  it("makes the order 'Terminado' when every piece passes the last stage, with its history", async () => {
    const { order, polo, gorra } = await orderInProduction(api, 'SP7');
    const pieces: Piece[] = [
      { productId: gorra.id, size: null, total: 8 },
      { productId: polo.id, size: 'S', total: 3 },
      { productId: polo.id, size: 'M', total: 4 },
      { productId: polo.id, size: 'L', total: 1 },
    ];
    let last: any;
    for (const stage of stages) {
      for (const piece of pieces) {
        last = await recordProgress(api, order.id, {
          stageId: stage.id,
          productId: piece.productId,
          size: piece.size,
          count: piece.total,
        });
        expect(last.statusCode, last.text).toBe(200);
      }
    }
    const progress = okData(
      last,
      'Avance registrado: todas las piezas pasaron la última etapa y el pedido está Terminado',
    );
    expect(progress).toMatchObject({ status: 'FINISHED', remaining: 0, totalPieces: 16 });
    const finished = (await api('GET', `/api/order/${order.id}`)).body.data;
    expect(finished.status).toBe('FINISHED');
    expect(finished.history.at(-1)).toMatchObject({
      from: 'IN_PRODUCTION',
      to: 'FINISHED',
      note: 'Todas las piezas pasaron la última etapa',
      by: 'Pedro Productor',
    });
    const more = await recordProgress(api, order.id, {
      stageId: stages[0]!.id,
      productId: gorra.id,
      size: null,
      count: -1,
      note: 'Tarde',
    });
    expectRefused(
      more,
      409,
      'Solo los pedidos En producción aceptan avances; este pedido está Terminado',
    );
  });

  it("stays 'En producción' while one piece is still missing at the last stage", async () => {
    const { order, polo, gorra } = await orderInProduction(api, 'SP8');
    const pieces: Piece[] = [
      { productId: gorra.id, size: null, total: 8 },
      { productId: polo.id, size: 'S', total: 3 },
      { productId: polo.id, size: 'M', total: 4 },
      { productId: polo.id, size: 'L', total: 1 },
    ];
    let last: any;
    for (const stage of stages) {
      for (const piece of pieces) {
        const count = stage === stages.at(-1) && piece.size === 'L' ? 0 : piece.total;
        if (count === 0) continue;
        last = await recordProgress(api, order.id, { stageId: stage.id, ...piece, count });
      }
    }
    const progress = okData(last, 'Avance registrado');
    expect(progress).toMatchObject({ status: 'IN_PRODUCTION', remaining: 1 });
  });
});

describe(`the stage view: orders in production with what is left (${testDialect})`, () => {
  const ctx = signedInCaller('PRODUCER', 'Pia Productora');

  it('lists, searches, filters by what is left at a stage, pages and exports as CSV', async () => {
    const { api } = ctx;
    const first = await orderInProduction(api, 'LV1');
    const second = await orderInProduction(api, 'LV2');
    const [corte, confeccion] = await stagesOf(api);
    for (const piece of [
      { productId: first.gorra.id, size: null, count: 8 },
      { productId: first.polo.id, size: 'S', count: 3 },
      { productId: first.polo.id, size: 'M', count: 4 },
      { productId: first.polo.id, size: 'L', count: 1 },
    ]) {
      const res = await recordProgress(api, first.order.id, { stageId: corte!.id, ...piece });
      expect(res.statusCode).toBe(200);
    }
    const list = okData(await api('GET', '/api/production-progress'), 'Pedidos en producción');
    expect(list.total).toBe(2);
    expect(list.items.map((i: any) => i.number)).toEqual([first.order.number, second.order.number]);
    expect(list.items[0]).toMatchObject({ client: 'Colegio LV1', totalPieces: 16, left: 16 });
    expect(list.items[0].stages[0]).toMatchObject({ name: 'Corte', done: 16, total: 16 });

    const atCorte = await api('GET', `/api/production-progress?stageId=${corte!.id}&pending=true`);
    expect(atCorte.body.data.items.map((i: any) => i.number)).toEqual([second.order.number]);
    const atConfeccion = await api(
      'GET',
      `/api/production-progress?stageId=${confeccion!.id}&pending=true&sort=-number`,
    );
    expect(atConfeccion.body.data.items.map((i: any) => i.number)).toEqual([
      second.order.number,
      first.order.number,
    ]);
    const searched = await api('GET', '/api/production-progress?q=lv2');
    expect(searched.body.data.items.map((i: any) => i.number)).toEqual([second.order.number]);
    const byClient = await api('GET', `/api/production-progress?clientId=${first.clientId}`);
    expect(byClient.body.data.items.map((i: any) => i.number)).toEqual([first.order.number]);
    const paged = await api('GET', '/api/production-progress?pageSize=1&page=2');
    expect(paged.body.data).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.body.data.items.map((i: any) => i.number)).toEqual([second.order.number]);
    const ids = await api('GET', `/api/production-progress?orderIds=${second.order.id},999`);
    expect(ids.body.data.items.map((i: any) => i.number)).toEqual([second.order.number]);
    const bad = await api('GET', '/api/production-progress?orderIds=1,,2');
    expectRefused(
      bad,
      400,
      "El parámetro 'orderIds' debe ser una lista de hasta 100 identificadores",
    );

    const csv = await api('GET', `/api/production-progress/export.csv?stageId=${confeccion!.id}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Pedido;Cliente;Institución;Fecha de entrega;Piezas;Avance por etapa;Faltan en la etapa',
    );
    expect(lines[1]).toBe(
      `${first.order.number};Colegio LV1;;2030-03-15;16;Corte 16/16 · Confección 0/16 · Acabado 0/16 · Empaque 0/16;16`,
    );
  });
});

describe(`a client sees the progress of its own orders only (${testDialect})`, () => {
  const ctx = signedInCaller('DIRECTOR', 'Diana Directora Secreta');

  it('answers its own order in words without staff names, and 404 for another client', async () => {
    const { api } = ctx;
    const own = await signedInClient(ctx.t, api, 'Colegio Propio');
    const other = await signedInClient(ctx.t, api, 'Colegio Ajeno');
    const mine = await orderInProduction(api, 'CP1', own.client.id as number);
    const theirs = await orderInProduction(api, 'CP2', other.client.id as number);
    const [corte] = await stagesOf(api);
    await recordProgress(api, mine.order.id, {
      stageId: corte!.id,
      productId: mine.polo.id,
      size: 'M',
      count: 2,
    });
    const res = await own.api('GET', `/api/client-area/orders/${mine.order.id}/progress`);
    const progress = okData(res, 'Avance de producción');
    expect(progress.stages[0]).toMatchObject({ name: 'Corte', done: 2, total: 16 });
    expect(res.text).not.toContain('Diana');
    const foreign = await own.api('GET', `/api/client-area/orders/${theirs.order.id}/progress`);
    expectRefused(foreign, 404, 'Pedido no encontrado');
    const staffRoute = await own.api('GET', `/api/order/${mine.order.id}/progress`);
    expect(staffRoute.statusCode).toBe(403);
  });
});

/**
 * Two people record the last pieces of one size at once. SQLite has one writer; on PostgreSQL
 * the order's row lock is what keeps the count from passing the pieces.
 */
describe.skipIf(testDialect !== 'postgres')('stage counts under concurrency (postgres)', () => {
  const ctx = signedInCaller('ADMIN', 'Ada Admin');

  it('10 entries of 3 polos M of 4 sent at once: one is taken, the others are told', async () => {
    const { api } = ctx;
    const { order, polo } = await orderInProduction(api, 'RACE');
    const [corte] = await stagesOf(api);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        recordProgress(api, order.id, {
          stageId: corte!.id,
          productId: polo.id,
          size: 'M',
          count: 3,
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expectRefused(
        refused,
        409,
        'Corte: no se puede llegar a 6 de Polo talla M; el pedido tiene 4',
      );
    }
    const progress = (await api('GET', `/api/order/${order.id}/progress`)).body.data;
    expect(progress.stages[0].done).toBe(3);
  });
});

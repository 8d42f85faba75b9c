/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read answers as loose JSON */
import { beforeAll, describe, expect, it } from 'vitest';
import { modelWithColors, productCreator } from './catalogue-helpers';
import { sendProof, setBillingInfo } from './billing-helpers';
import { materialCreator, move } from './material-helpers';
import { SIZES, createFixedPack } from './order-helpers';
import { creator, okData, signedInCaller } from './people-helpers';
import { testDialect } from './test-app';

/**
 * Every figure of 'Reportes' against a fixture computed by hand (March 2026, UTC days):
 *
 * | order | client/inst. | received         | items                  | status                     |
 * | O1    | C1 / I1      | 03-02 10:00      | toga × 4 people S,M,M,L | delivered 03-18, promised 03-20 (on time) |
 * | O2    | C1 / I1      | 03-05            | birrete × 5            | delivered 03-12, promised 03-10 (late)    |
 * | O3    | C2 / I2      | 03-09            | pack × 2 (toga+birrete) | pending, promised 03-10 (overdue)        |
 * | O4    | C2 / I2      | 03-10            | birrete × 7            | cancelled                  |
 * | O5    | C3 / —       | 02-27 (before)   | toga × 2 people M,M    | delivered 03-03, promised 03-05 (on time) |
 * | O6    | C3 / —       | 03-31 23:30      | birrete × 1            | pending, promised 2030     |
 * | O7    | C1 / I1      | 04-01 00:00 (after) | birrete × 4         | pending                    |
 * | O8    | C1 / I1      | 03-15            | birrete × 9            | pending, overdue, in the trash |
 * | O9    | C2 / I2      | 01-10 (before)   | birrete × 1            | in production, promised 02-01 (overdue) |
 *
 * Toga: line Togas, model Clásica, Dorado / Negro, 150.00; birrete: line Accesorios, model
 * Birrete, Dorado / Negro, 25.50; the pack (fixed 160.00) holds one of each.
 */
describe(`reports: every figure against a hand-computed fixture (${testDialect})`, () => {
  const ctx = signedInCaller('ADMINISTRADOR', 'Ana Admin');
  const { api } = ctx;
  const ids: Record<string, number> = {};
  const period = 'from=2026-03-01&to=2026-03-31';

  beforeAll(async () => {
    const db = ctx.t.app.db;
    const togas = await modelWithColors(api, 'Togas', 'Clásica');
    const accesorios = await modelWithColors(api, 'Accesorios', 'Birrete');
    ids.togas = togas.lineId;
    ids.accesorios = accesorios.lineId;
    const institution = creator(api, '/api/institution/create');
    const i1 = await institution({ name: 'Colegio Uno', type: 'COLEGIO' });
    const i2 = await institution({ name: 'Colegio Dos', type: 'COLEGIO' });
    ids.i1 = i1.id;
    ids.i2 = i2.id;
    const client = creator(api, '/api/client/create');
    const c1 = await client({ name: 'Cliente Uno', documentNumber: 'DOC1', institutionId: i1.id });
    const c2 = await client({ name: 'Cliente Dos', documentNumber: 'DOC2', institutionId: i2.id });
    const c3 = await client({ name: 'Cliente Tres', documentNumber: 'DOC3' });
    const product = productCreator(api);
    const toga = await product('TOGA', {
      priceCents: 15000,
      sizes: SIZES,
      modelId: togas.id,
      modelColorId: togas.colors[0]!.id,
    });
    const birrete = await product('BIR', {
      priceCents: 2550,
      modelId: accesorios.id,
      modelColorId: accesorios.colors[0]!.id,
    });
    const pack = await createFixedPack(api, 'PCK', 'Pack de grado', [toga.id, birrete.id]);
    const people = (heights: number[]) =>
      heights.map((heightCm, i) => ({ name: `Persona ${i + 1}`, heightCm }));

    async function order(
      who: { id: number },
      inst: { id: number } | null,
      items: object[],
      createdAt: string,
      promisedDate: string,
      moves: string[] = [],
      deliveredAt?: string,
    ) {
      const res = await api('POST', '/api/order/create', {
        clientId: who.id,
        institutionId: inst?.id ?? null,
        promisedDate: '2030-01-01',
        items,
      });
      expect(res.statusCode, res.text).toBe(200);
      const id = res.body.data.id as number;
      for (const status of moves) {
        const moved = await api('POST', `/api/order/${id}/status`, {
          status,
          ...(status === 'CANCELLED' ? { note: 'El cliente desistió' } : {}),
        });
        expect(moved.statusCode, moved.text).toBe(200);
      }
      // The past cannot be typed through the API: dates are set where they are stored.
      await db
        .updateTable('orders')
        .set({ createdAt, promisedDate })
        .where('id', '=', id)
        .execute();
      if (deliveredAt)
        await db
          .updateTable('orderStatusHistory')
          .set({ changedAt: deliveredAt })
          .where('orderId', '=', id)
          .where('toStatus', '=', 'DELIVERED')
          .execute();
      return id;
    }
    const delivered = ['IN_PRODUCTION', 'FINISHED', 'DELIVERED'];
    const togaFor = (heights: number[]) => ({
      productId: toga.id,
      quantity: heights.length,
      people: people(heights),
    });
    const birretes = (quantity: number) => ({ productId: birrete.id, quantity });
    ids.O1 = await order(
      c1,
      i1,
      [togaFor([140, 155, 158, 175])],
      '2026-03-02T10:00:00.000Z',
      '2026-03-20',
      delivered,
      '2026-03-18T12:00:00.000Z',
    );
    ids.O2 = await order(
      c1,
      i1,
      [birretes(5)],
      '2026-03-05T08:00:00.000Z',
      '2026-03-10',
      delivered,
      '2026-03-12T09:00:00.000Z',
    );
    ids.O3 = await order(
      c2,
      i2,
      [{ packageId: pack.id, quantity: 2 }],
      '2026-03-09T15:00:00.000Z',
      '2026-03-10',
    );
    await order(c2, i2, [birretes(7)], '2026-03-10T11:00:00.000Z', '2026-03-25', ['CANCELLED']);
    ids.O5 = await order(
      c3,
      null,
      [togaFor([160, 165])],
      '2026-02-27T09:00:00.000Z',
      '2026-03-05',
      delivered,
      '2026-03-03T16:00:00.000Z',
    );
    ids.O6 = await order(c3, null, [birretes(1)], '2026-03-31T23:30:00.000Z', '2030-01-01');
    await order(c1, i1, [birretes(4)], '2026-04-01T00:00:00.000Z', '2030-01-01');
    const trashed = await order(c1, i1, [birretes(9)], '2026-03-15T10:00:00.000Z', '2026-03-16');
    await db
      .updateTable('orders')
      .set({ deletedAt: '2026-03-16T10:00:00.000Z', deletedBy: 'Ana Admin' })
      .where('id', '=', trashed)
      .execute();
    await order(c2, i2, [birretes(1)], '2026-01-10T10:00:00.000Z', '2026-02-01', ['IN_PRODUCTION']);
    await billingFixture();
    await materialsFixture();
  });

  /** Issues a bill and dates it; any failure stops the test. */
  async function bill(orderId: number, issuedAt: string, body: object = { kind: 'TOTAL' }) {
    const res = await api('POST', '/api/bill/create', { orderId, ...body });
    expect(res.statusCode, res.text).toBe(200);
    const id = res.body.data.id as number;
    await ctx.t.app.db.updateTable('bills').set({ issuedAt }).where('id', '=', id).execute();
    return id;
  }

  /**
   * Sends a payment proof, decides it and dates its receipt `hoursAgo` before now (the age of a
   * pending one).
   */
  async function payment(
    orderId: number,
    billId: number | undefined,
    amountCents: number,
    paidAt: string,
    decision: 'approve' | 'reject' | 'pending',
    hoursAgo = 0,
  ) {
    const sent = await sendProof(ctx.t, ctx.token, {
      orderId,
      billId,
      amountCents,
      paidAt,
      method: 'TRANSFER',
    });
    expect(sent.statusCode, JSON.stringify(sent.body)).toBe(200);
    const id = sent.body.data.id as number;
    if (decision !== 'pending') {
      const decided = await api(
        'POST',
        `/api/payment/${id}/${decision}`,
        decision === 'reject' ? { reason: 'No llegó' } : undefined,
      );
      expect(decided.statusCode, decided.text).toBe(200);
    }
    const createdAt = new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
    await ctx.t.app.db.updateTable('payments').set({ createdAt }).where('id', '=', id).execute();
  }

  /**
   * Bills and payments (March unless said):
   * | order | bills                                         | payments                           |
   * | O1    | TOTAL 600.00 (03-18)                          | approved 200.00 (03-19), approved 150.00 (04-02), rejected 50.00, pending 100.00 (2 days old) |
   * | O2    | advance 50.00 annulled; advance 40.00 (02-20) | approved 40.00 (02-25), pending 5.00 (6 days old) |
   * | O3    | advance 100.00 (03-10)                        | approved 25.00 (03-11), pending 30.00 (5 hours), pending 20.00 (10 days) |
   * | O5    | TOTAL 300.00 (03-03)                          | approved 300.00 (03-03)            |
   * | O6    | —                                             | pending 10.00, no bill (4 days old) |
   */
  async function billingFixture() {
    await setBillingInfo(api);
    const b1 = await bill(ids.O1!, '2026-03-18T10:00:00.000Z');
    await payment(ids.O1!, b1, 20000, '2026-03-19', 'approve');
    await payment(ids.O1!, b1, 15000, '2026-04-02', 'approve');
    await payment(ids.O1!, b1, 5000, '2026-03-20', 'reject');
    await payment(ids.O1!, b1, 10000, '2026-03-21', 'pending', 48);
    const annulled = await bill(ids.O2!, '2026-03-06T10:00:00.000Z', {
      kind: 'ADVANCE',
      amountCents: 5000,
    });
    const annul = await api('POST', `/api/bill/${annulled}/annul`, { reason: 'NIT equivocado' });
    expect(annul.statusCode, annul.text).toBe(200);
    const b2 = await bill(ids.O2!, '2026-02-20T10:00:00.000Z', {
      kind: 'ADVANCE',
      amountCents: 4000,
    });
    await payment(ids.O2!, b2, 4000, '2026-02-25', 'approve');
    await payment(ids.O2!, undefined, 500, '2026-03-25', 'pending', 6 * 24);
    const b3 = await bill(ids.O3!, '2026-03-10T10:00:00.000Z', {
      kind: 'ADVANCE',
      amountCents: 10000,
    });
    await payment(ids.O3!, b3, 2500, '2026-03-11', 'approve');
    await payment(ids.O3!, b3, 3000, '2026-03-12', 'pending', 5);
    await payment(ids.O3!, b3, 2000, '2026-03-13', 'pending', 10 * 24);
    const b5 = await bill(ids.O5!, '2026-03-03T10:00:00.000Z');
    await payment(ids.O5!, b5, 30000, '2026-03-03', 'approve');
    await payment(ids.O6!, undefined, 1000, '2026-03-31', 'pending', 4 * 24);
  }

  /**
   * Materials (movements in March unless said): TELA (metro, minimum 10) in 60, out 12.5 for O1,
   * out 3 for O3 then reversed, out 40 on 04-02 (stock 7.5: low); BOT (unidad, minimum 100) in
   * 500, out 120 without an order, adjustment −30 (stock 350); HILO (cono, minimum 20) in 5, in 2
   * reversed (an exit that is no consumption; stock 5: low).
   */
  async function materialsFixture() {
    const material = materialCreator(api);
    const tela = await material('TELA', { unit: 'metro', minStock: 10 });
    const bot = await material('BOT', { unit: 'unidad', minStock: 100 });
    const hilo = await material('HILO', { unit: 'cono', minStock: 20 });
    const dated = async (createdAt: string, body: Record<string, unknown>) => {
      const { id } = await move(api, body);
      await ctx.t.app.db
        .updateTable('stockMovements')
        .set({ createdAt })
        .where('id', '=', id)
        .execute();
      return id;
    };
    const march = (day: number) => `2026-03-${String(day).padStart(2, '0')}T12:00:00.000Z`;
    await dated(march(1), { type: 'IN', materialId: tela.id, quantity: 60 });
    await dated(march(5), { type: 'OUT', materialId: tela.id, quantity: 12.5, orderId: ids.O1 });
    const out = await dated(march(10), {
      type: 'OUT',
      materialId: tela.id,
      quantity: 3,
      orderId: ids.O3,
    });
    await dated(march(12), { type: 'REVERSAL', movementId: out, reason: 'Error de registro' });
    await dated('2026-04-02T12:00:00.000Z', { type: 'OUT', materialId: tela.id, quantity: 40 });
    await dated(march(2), { type: 'IN', materialId: bot.id, quantity: 500 });
    await dated(march(20), { type: 'OUT', materialId: bot.id, quantity: 120 });
    await dated(march(21), {
      type: 'ADJUSTMENT',
      materialId: bot.id,
      quantity: -30,
      reason: 'Conteo',
    });
    await dated(march(3), { type: 'IN', materialId: hilo.id, quantity: 5 });
    const extra = await dated(march(4), { type: 'IN', materialId: hilo.id, quantity: 2 });
    await dated(march(6), { type: 'REVERSAL', movementId: extra, reason: 'Entrada duplicada' });
  }

  const get = async (path: string) => {
    const res = await api('GET', path);
    expect(res.statusCode, res.text).toBe(200);
    return res.body.data as any;
  };
  const rows = async (name: string, filters = '') =>
    (await get(`/api/report/${name}?${period}${filters}`)).rows;

  it('sums the period: cancelled and trashed orders left out, on-time over delivered', async () => {
    const res = await api('GET', `/api/report/summary?${period}`);
    expect(okData(res, 'Reporte generado')).toEqual({
      ordersReceived: 4, // O1 O2 O3 O6
      ordersCancelled: 1, // O4
      unitsOrdered: 14, // 4 + 5 + (2 togas + 2 birretes) + 1
      ordersDelivered: 3, // O1 O2 O5 (delivered in March, whenever received)
      deliveredOnTime: 2, // O1 O5
      unitsDelivered: 11, // 4 + 5 + 2
      onTimePercent: 66.7,
      overdueNow: 2, // O3 O9 (O8 is in the trash)
      billedCents: 100000, // O1 600 + O3 100 + O5 300 (annulled and February bills left out)
      collectedCents: 52500, // approved, paid in March: O1 200 + O3 25 + O5 300
      // Received in March, not cancelled: max(total, billed) − paid.
      // O1 600 − 350, O2 127.50 − 40, O3 320 − 25, O6 25.50.
      owedCents: 65800,
    });
  });

  it('filters by institution and by line (units of that line only)', async () => {
    expect(await get(`/api/report/summary?${period}&institutionId=${ids.i2}`)).toEqual({
      ordersReceived: 1,
      ordersCancelled: 1,
      unitsOrdered: 4,
      ordersDelivered: 0,
      deliveredOnTime: 0,
      unitsDelivered: 0,
      onTimePercent: null,
      overdueNow: 2,
      billedCents: 10000, // O3
      collectedCents: 2500,
      owedCents: 29500, // O3 (O4 is cancelled)
    });
    expect(await get(`/api/report/summary?${period}&lineId=${ids.accesorios}`)).toEqual({
      ordersReceived: 3, // O2 O3 O6
      ordersCancelled: 1,
      unitsOrdered: 8, // 5 + 2 + 1
      ordersDelivered: 1,
      deliveredOnTime: 0,
      unitsDelivered: 5,
      onTimePercent: 0,
      overdueNow: 2,
      billedCents: 10000, // O3 (O2's March bill is annulled)
      collectedCents: 2500,
      owedCents: 40800, // O2 87.50 + O3 295 + O6 25.50
    });
    expect(await rows('lines', `&lineId=${ids.accesorios}`)).toEqual([
      { line: 'Accesorios', units: 8 },
    ]);
    expect(await rows('sizes', `&lineId=${ids.accesorios}`)).toEqual([]);
  });

  it('counts orders by status, cancelled included', async () => {
    expect(await rows('status')).toEqual([
      { status: 'Pendiente', orders: 2 },
      { status: 'En producción', orders: 0 },
      { status: 'Terminado', orders: 0 },
      { status: 'Entregado', orders: 2 },
      { status: 'Cancelado', orders: 1 },
    ]);
  });

  it('draws weeks (from Monday) for a month and months for a year', async () => {
    const weeks = await get(`/api/report/timeline?${period}`);
    expect(weeks.columns.map((c: any) => c.label)).toEqual([
      'Semana (desde el lunes)',
      'Pedidos',
      'Unidades',
    ]);
    expect(weeks.rows).toEqual([
      { period: '2026-03-02', orders: 2, units: 9 },
      { period: '2026-03-09', orders: 1, units: 4 },
      { period: '2026-03-30', orders: 1, units: 1 },
    ]);
    expect((await get('/api/report/timeline?from=2026-01-01&to=2026-12-31')).rows).toEqual([
      { period: '2026-01', orders: 1, units: 1 },
      { period: '2026-02', orders: 1, units: 2 },
      { period: '2026-03', orders: 4, units: 14 },
      { period: '2026-04', orders: 1, units: 4 },
    ]);
  });

  it('opens packs into their products per line and per model and colour', async () => {
    expect(await rows('lines')).toEqual([
      { line: 'Accesorios', units: 8 },
      { line: 'Togas', units: 6 },
    ]);
    expect(await rows('models')).toEqual([
      { model: 'Birrete', color: 'Dorado / Negro', units: 8 },
      { model: 'Clásica', color: 'Dorado / Negro', units: 6 },
    ]);
  });

  it('counts the people per size, smallest first: what the workshop must cut', async () => {
    expect(await rows('sizes')).toEqual([
      { size: 'S', people: 1 },
      { size: 'M', people: 2 },
      { size: 'L', people: 1 },
    ]);
  });

  it('ranks clients and institutions by orders, then amount', async () => {
    expect(await rows('clients')).toEqual([
      { name: 'Cliente Uno', orders: 2, amount: 72750 },
      { name: 'Cliente Dos', orders: 1, amount: 32000 },
      { name: 'Cliente Tres', orders: 1, amount: 2550 },
    ]);
    expect(await rows('institutions')).toEqual([
      { name: 'Colegio Uno', orders: 2, amount: 72750 },
      { name: 'Colegio Dos', orders: 1, amount: 32000 },
    ]);
  });

  it('sets billed against collected per month, annulled bills and undecided proofs left out', async () => {
    expect(await rows('billing')).toEqual([{ month: '2026-03', billed: 100000, collected: 52500 }]);
    expect((await get('/api/report/billing?from=2026-01-01&to=2026-12-31')).rows).toEqual([
      { month: '2026-02', billed: 4000, collected: 4000 },
      { month: '2026-03', billed: 100000, collected: 52500 },
      { month: '2026-04', billed: 0, collected: 15000 },
    ]);
    expect(await rows('billing', `&institutionId=${ids.i2}`)).toEqual([
      { month: '2026-03', billed: 10000, collected: 2500 },
    ]);
  });

  it('counts the materials consumed: exits less their reversals, those of the filtered orders', async () => {
    expect(await rows('consumption')).toEqual([
      { material: 'BOT — Material BOT', unit: 'unidad', used: 120 },
      { material: 'TELA — Material TELA', unit: 'metro', used: 12.5 },
    ]);
    expect(await rows('consumption', `&institutionId=${ids.i1}`)).toEqual([
      { material: 'TELA — Material TELA', unit: 'metro', used: 12.5 },
    ]);
    // O3's exit was reversed: nothing consumed for the line's orders.
    expect(await rows('consumption', `&lineId=${ids.accesorios}`)).toEqual([]);
  });

  it('lists the materials below their minimum now, the furthest below first', async () => {
    expect(await rows('low-stock')).toEqual([
      { material: 'HILO — Material HILO', unit: 'cono', stock: 5, minimum: 20, covered: 25 },
      { material: 'TELA — Material TELA', unit: 'metro', stock: 7.5, minimum: 10, covered: 75 },
    ]);
  });

  it('groups the payment proofs waiting for a decision by age, whatever the period', async () => {
    expect(await rows('payments')).toEqual([
      { age: '< 1 día', proofs: 1, amount: 3000 },
      { age: '1–3 días', proofs: 1, amount: 10000 },
      { age: '3–7 días', proofs: 2, amount: 1500 },
      { age: '> 7 días', proofs: 1, amount: 2000 },
    ]);
    expect(await rows('payments', `&institutionId=${ids.i2}`)).toEqual([
      { age: '< 1 día', proofs: 1, amount: 3000 },
      { age: '1–3 días', proofs: 0, amount: 0 },
      { age: '3–7 días', proofs: 0, amount: 0 },
      { age: '> 7 días', proofs: 1, amount: 2000 },
    ]);
  });

  it('exports a chart as CSV with its Spanish headers, money in units', async () => {
    const res = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/report/clients/export.csv?${period}`,
      headers: { authorization: `Bearer ${ctx.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/reporte-clients-/);
    expect(res.body.replace('\uFEFF', '').split('\r\n')).toEqual([
      'Cliente;Pedidos;Monto',
      'Cliente Uno;2;727.50',
      'Cliente Dos;1;320.00',
      'Cliente Tres;1;25.50',
      '',
    ]);
  });

  it('refuses a bad period in Spanish', async () => {
    const inverted = await api('GET', '/api/report/summary?from=2026-04-01&to=2026-03-01');
    expect(inverted.statusCode).toBe(400);
    expect(inverted.body.message).toContain(
      'La fecha "Desde" no puede ser posterior a la fecha "Hasta".',
    );
    const missing = await api('GET', '/api/report/status?from=2026-04-01');
    expect(missing.statusCode).toBe(400);
    const tooLong = await api('GET', '/api/report/status?from=2010-01-01&to=2026-01-01');
    expect(tooLong.body.message).toContain('El período no puede superar los 5 años.');
  });
});

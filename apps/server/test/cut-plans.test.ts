/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read as loose JSON */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { authHeader } from './auth-helpers';
import { materialCreator, move, stockOf, type MaterialAnswer } from './material-helpers';
import { createOrder, orderFixtures, type OrderFixtures } from './order-helpers';
import { expectRefused, failure, okData, signedInCaller } from './people-helpers';
import { pdfInfo, pdfText, skipWithoutPoppler } from './poppler';
import { testDialect } from './test-app';

/** A table of 4 m, 10 plies, 3 sizes per marker, 2 cm per ply, no waste. */
const LIMITS = {
  maxPlies: 10,
  maxMarkerLengthM: 4,
  maxSizesPerMarker: 3,
  endAllowanceCm: 2,
  wastePercent: 0,
};

/** People of the toga (S < 150 cm ≤ M < 170 cm ≤ L) in these numbers. */
const people = (s: number, m: number, l: number) => [
  ...Array.from({ length: s }, (_, i) => ({ name: `Ese ${i}`, heightCm: 120 + i })),
  ...Array.from({ length: m }, (_, i) => ({ name: `Eme ${i}`, heightCm: 155 + i })),
  ...Array.from({ length: l }, (_, i) => ({ name: `Ele ${i}`, heightCm: 175 + i })),
];

/** A refusal's stable code. */
const codeOf = (res: { body: unknown }) => (res.body as { code?: string }).code;

/** Every piece a material's lays cut, per size. */
const cutOf = (material: any) => {
  const cut: Record<string, number> = {};
  for (const lay of material.lays)
    for (const [size, n] of Object.entries(lay.ratio))
      cut[size] = (cut[size] ?? 0) + (n as number) * lay.plies;
  return cut;
};

describe(`cut plans: preview, save, list, PDF, consumption (${testDialect})`, () => {
  const ctx = signedInCaller('PRODUCER', 'Pía Productora');
  const { api } = ctx;
  let f: OrderFixtures;
  let tela: MaterialAnswer;
  let orderA: any;
  let orderB: any;
  let pending: any;

  const inProduction = async (items: object[]) => {
    const order = await createOrder(api, f, { items });
    const res = await api('POST', `/api/order/${order.id}/status`, { status: 'IN_PRODUCTION' });
    if (res.statusCode !== 200) throw new Error(res.text);
    return order;
  };
  const sizeIds = async () => {
    const bom = await api('GET', `/api/product/${f.toga.id}/materials`);
    return Object.fromEntries(bom.body.data.sizes.map((s: any) => [s.name, s.id]));
  };

  beforeAll(async () => {
    f = await orderFixtures(api, 'CUT');
    const material = materialCreator(api);
    tela = await material('TELA-CUT', { unit: 'metro', color: '#1E3A8A' });
    const hilo = await material('HILO-CUT', { unit: 'cono' });
    const size = await sizeIds();
    // The toga: S 1.1 m, M 1.2 m (per unit), L 1.3 m of TELA; thread is no cloth to lay out.
    const bom = await api('PUT', `/api/product/${f.toga.id}/materials`, {
      items: [
        {
          materialId: tela.id,
          quantity: 1.2,
          sizes: [
            { sizeId: size.S, quantity: 1.1 },
            { sizeId: size.L, quantity: 1.3 },
          ],
        },
        { materialId: hilo.id, quantity: 0.1 },
      ],
    });
    if (bom.statusCode !== 200) throw new Error(bom.text);
    orderA = await inProduction([{ productId: f.toga.id, people: people(3, 4, 1) }]);
    orderB = await inProduction([{ productId: f.toga.id, people: people(1, 2, 3) }]);
    pending = await createOrder(api, f, {
      items: [{ productId: f.toga.id, people: people(5, 5, 5) }],
    });
    await move(api, { type: 'IN', materialId: tela.id, quantity: 10 });
  });

  it('plans every order in production by default: fewer plies and less cloth than a lay per size', async () => {
    const res = await api('POST', '/api/cut-plan/preview', LIMITS);
    const data = okData(res, 'Plan de corte calculado');
    expect(data.orders.map((o: any) => o.number)).toEqual([orderA.number, orderB.number]);
    // Only cloth (metres) is laid out: the thread is not.
    expect(data.materials.map((m: any) => m.material.code)).toEqual(['TELA-CUT']);
    const [telaPlan] = data.materials;
    expect(telaPlan.pieces).toEqual({ S: 4, M: 6, L: 4 });
    expect(cutOf(telaPlan)).toEqual({ S: 4, M: 6, L: 4 });
    expect(telaPlan.overCut).toEqual({ S: 0, M: 0, L: 0 });
    // One lay per size: 14 plies × (piece + 2 cm) = 4.48 + 7.32 + 5.28 m, in 3 lays.
    expect(telaPlan.naive).toEqual({ lays: 3, metres: 17.08 });
    // S M L ×4 (3.6 m + 2 cm, 4 plies) and M ×2 on one ply (2.4 m + 2 cm) = 14.48 + 2.42 m:
    // 5 plies, not 14, and 2 lays, not 3.
    expect(telaPlan.lays).toEqual([
      { ratio: { S: 1, M: 1, L: 1 }, plies: 4, markerLength: 3.6, metres: 14.48 },
      { ratio: { M: 2 }, plies: 1, markerLength: 2.4, metres: 2.42 },
    ]);
    expect(telaPlan).toMatchObject({ metres: 16.9, stock: 10, shortfall: 6.9 });
    expect(data.metres).toBe(16.9);
    expect(data.limits).toEqual({ ...LIMITS, maxOverCutPerSize: 0 });
  });

  it('plans the chosen orders only; refuses orders not in production, unknown ones, bad limits', async () => {
    const one = await api('POST', '/api/cut-plan/preview', { ...LIMITS, orderIds: [orderA.id] });
    expect(okData(one, 'Plan de corte calculado').materials[0].pieces).toEqual({
      S: 3,
      M: 4,
      L: 1,
    });
    expectRefused(
      await api('POST', '/api/cut-plan/preview', { ...LIMITS, orderIds: [orderA.id, pending.id] }),
      409,
      `Solo se planifica el corte de pedidos en producción: ${pending.number}`,
    );
    expectRefused(
      await api('POST', '/api/cut-plan/preview', { ...LIMITS, orderIds: [999999] }),
      400,
      'Pedidos no encontrados: 999999',
    );
    const bad = await api('POST', '/api/cut-plan/preview', { ...LIMITS, maxPlies: 0 });
    expect([bad.statusCode, codeOf(bad)]).toEqual([400, 'VALIDATION']);
    expect(bad.body.message).toContain(
      'Las capas por tendido deben ser un número entero entre 1 y 500',
    );
    const long = await api('POST', '/api/cut-plan/preview', { ...LIMITS, maxMarkerLengthM: 1.25 });
    expect(codeOf(long)).toBe('PIECE_TOO_LONG');
    expect(failure(long)).toMatchObject({
      statusCode: 400,
      message:
        'La pieza L de TELA-CUT mide 1,3 m con el desperdicio y no cabe en la mesa de 1,25 m',
    });
  });

  it('saves a plan with its lays, reads it back, lists it with search, filter and CSV', async () => {
    const body = { ...LIMITS, orderIds: [orderA.id, orderB.id], note: 'Corte del lunes' };
    const created = okData(
      await api('POST', '/api/cut-plan/create', body),
      'Plan de corte guardado exitosamente',
    );
    expect(created).toMatchObject({ note: 'Corte del lunes', consumedAt: null, metres: 16.9 });
    expect(created.createdBy).toBe('Pía Productora');
    const got = okData(await api('GET', `/api/cut-plan/${created.id}`), 'Plan de corte encontrado');
    expect(got).toEqual(created);
    expect(got.materials[0].lays).toHaveLength(2);

    const list = okData(await api('GET', `/api/cut-plan?q=${orderB.number}`), 'OK');
    expect(list.items.map((p: any) => p.id)).toContain(created.id);
    expect(list.items.find((p: any) => p.id === created.id)).toMatchObject({
      lays: 2,
      metres: 16.9,
      materials: [expect.objectContaining({ code: 'TELA-CUT' })],
    });
    const digits = orderB.number.slice(-5);
    expect(
      okData(await api('GET', `/api/cut-plan?q=${digits}`), 'OK').items.map((p: any) => p.id),
    ).toContain(created.id);
    expect(okData(await api('GET', '/api/cut-plan?q=zzzz'), 'OK').total).toBe(0);
    const csv = await api('GET', '/api/cut-plan/export.csv?consumed=false');
    expect(csv.statusCode).toBe(200);
    expect(csv.text).toContain('Corte del lunes');
    expect(csv.text).toContain('16,9');
    expect(failure(await api('GET', '/api/cut-plan/999999'))).toMatchObject({
      statusCode: 404,
      message: 'Plan de corte no encontrado',
    });
    expect(failure(await api('GET', '/api/cut-plan?consumed=maybe')).statusCode).toBe(400);
  });

  it('prints a saved plan on A4 for the cutting table', async () => {
    const plan = okData(
      await api('POST', '/api/cut-plan/create', { ...LIMITS, orderIds: [orderA.id, orderB.id] }),
      'Plan de corte guardado exitosamente',
    );
    const res = await ctx.t.app.inject({
      url: `/api/cut-plan/${plan.id}/pdf`,
      headers: authHeader(ctx.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    if (skipWithoutPoppler) return;
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'cut-')), 'plan.pdf');
    writeFileSync(file, res.rawPayload);
    const text = pdfText(file);
    for (const expected of [
      `Plan de corte N.º ${plan.id}`,
      orderA.number,
      orderB.number,
      'TELA-CUT',
      'S ×1 M ×1 L ×1',
      '14,48 m',
      'Total',
      '16,9 m',
      'Faltante',
    ])
      expect(text.replace(/ {2,}/g, ' ')).toContain(expected);
    expect(pdfInfo(file)).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
  });

  it('books the cloth once, shared among the orders by their bills; a second call writes nothing', async () => {
    const plan = okData(
      await api('POST', '/api/cut-plan/create', { ...LIMITS, orderIds: [orderA.id, orderB.id] }),
      'Plan de corte guardado exitosamente',
    );
    const before = await stockOf(api, tela.id);
    const short = await api('POST', `/api/cut-plan/${plan.id}/consume`, {});
    if (before < 16.9) {
      expect([short.statusCode, codeOf(short)]).toEqual([409, 'INSUFFICIENT_STOCK']);
      expect(await stockOf(api, tela.id)).toBe(before);
      await move(api, { type: 'IN', materialId: tela.id, quantity: 20 });
    }
    const stock = await stockOf(api, tela.id);
    // Two at once: one books, the other finds it booked.
    const [one, two] = await Promise.all([
      api('POST', `/api/cut-plan/${plan.id}/consume`, {}),
      api('POST', `/api/cut-plan/${plan.id}/consume`, {}),
    ]);
    const counts = [one, two].map((r) => r.body.data.movementIds.length).sort();
    expect(counts).toEqual([0, 2]);
    expect([one, two].map((r) => r.body.message).sort()).toEqual([
      'Consumo registrado: 2 movimientos de material',
      'El consumo de este plan ya estaba registrado; no se registró nada nuevo',
    ]);
    expect(Math.round((stock - (await stockOf(api, tela.id))) * 1000)).toBe(16900);
    const again = okData(
      await api('POST', `/api/cut-plan/${plan.id}/consume`, {}),
      'El consumo de este plan ya estaba registrado; no se registró nada nuevo',
    );
    expect(again.movementIds).toEqual([]);
    expect(again.plan.consumedBy).toBe('Pía Productora');
    // Booked: the plan's cloth is out of the stock, so nothing of it is short any more.
    expect(again.plan.materials[0]).toMatchObject({
      shortfall: 0,
      stock: (stock * 1000 - 16900) / 1000,
    });
    // A needs 3×1.1 + 4×1.2 + 1.3 = 9.4 m, B 1.1 + 2×1.2 + 3×1.3 = 7.4 m: 16.9 m shared 94:74.
    const out = okData(
      await api('GET', `/api/material/movement?materialId=${tela.id}&type=OUT`),
      'OK',
    );
    const ofPlan = out.items.filter((m: any) => m.reason === `Plan de corte N.º ${plan.id}`);
    expect(
      ofPlan
        .map((m: any) => [m.order.number, m.quantity])
        .sort((a: any, b: any) => (a[0] < b[0] ? -1 : 1)),
    ).toEqual([
      [orderA.number, -9.456],
      [orderB.number, -7.444],
    ]);
    // The order's own 'Registrar consumo' then finds its cloth taken.
    const req = okData(
      await api('GET', `/api/order/${orderA.id}/materials`),
      'Requerimientos de materiales',
    );
    expect(req.lines.find((l: any) => l.material.code === 'TELA-CUT')).toMatchObject({
      required: 9.4,
      pending: 0,
    });
    const consumed = okData(await api('GET', '/api/cut-plan?consumed=true'), 'OK');
    expect(consumed.items.map((p: any) => p.id)).toEqual([plan.id]);
    expect(failure(await api('POST', '/api/cut-plan/999999/consume', {})).statusCode).toBe(404);
  });

  it('refuses to save a plan with no cloth to cut', async () => {
    const plain = await inProduction([{ productId: f.birrete.id, quantity: 2 }]);
    const res = await api('POST', '/api/cut-plan/create', { ...LIMITS, orderIds: [plain.id] });
    expect(codeOf(res)).toBe('NOTHING_REQUIRED');
    expectRefused(
      res,
      409,
      'Los pedidos elegidos no tienen telas (materiales en metros) que cortar',
    );
  });
});

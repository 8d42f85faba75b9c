import { describe, expect, it } from 'vitest';
import { materialCreator, move } from './material-helpers';
import { okData, signedInCaller } from './people-helpers';
import { testDialect } from './test-app';

type Row = {
  quantity: number;
  valueCents: number;
  valueAfterCents: number;
  averageCostCents: number;
};

/**
 * A ledger of eleven movements computed by hand (decision 026): entries at their cost move the
 * average; exits, adjustments and entries without a cost go at the average of the moment; a
 * reversal takes back exactly the value of what it undoes; emptying the stock empties its value.
 * Each line: quantity, its value, the stock's value after it, the average after it (cents).
 */
const LEDGER: [number, number, number, number][] = [
  [100, 100000, 100000, 1000], // IN 100 at 10.00
  [50, 65000, 165000, 1100], // IN 50 at 13.00: (100000 + 65000) / 150
  [-30, -33000, 132000, 1100], // OUT 30 at 11.00
  [80, 98720, 230720, 1153.6], // 'Entrada de materiales': 80 at 12.34
  [-5, -5768, 224952, 1153.6], // ADJUSTMENT -5 (a count)
  [30, 33000, 257952, 1146.4533], // REVERSAL of the OUT: back at 33000; 257952 / 225
  [-25.5, -29235, 228717, 1146.4533], // OUT 25.5: 25.5 × 1146.4533 = 29234.559 → 29235
  [10, 11465, 240182, 1146.4533], // IN 10 without a cost: at the average, 11464.533 → 11465
  [-80, -98720, 141462, 1092.3707], // REVERSAL of the receipt: 141462 / 129.5
  [2.25, 2458, 143920, 1092.3707], // ADJUSTMENT +2.25: 2457.834 → 2458
  [-131.75, -143920, 0, 1092.3707], // OUT of everything: no residue stays
];

describe(`stock valued at weighted average cost (${testDialect})`, () => {
  const ctx = signedInCaller('ADMINISTRADOR', 'Vale Valuación');
  const { api } = ctx;
  const create = materialCreator(api);

  it('values each movement of a hand-computed ledger, and the material after it', async () => {
    const cloth = await create('VAL-TELA');
    const ids: number[] = [];
    const record = async (body: object) =>
      ids.push((await move(api, { materialId: cloth.id, ...body })).id);
    await record({ type: 'IN', quantity: 100, unitCostCents: 1000 });
    await record({ type: 'IN', quantity: 50, unitCostCents: 1300 });
    await record({ type: 'OUT', quantity: 30 });
    const receipt = await api('POST', '/api/material/receipt', {
      supplier: 'Textiles Andinos',
      date: '2026-01-10',
      lines: [{ materialId: cloth.id, quantity: 80, unitCostCents: 1234 }],
    });
    expect(receipt.statusCode).toBe(200);
    ids.push((await api('GET', `/api/material/${cloth.id}/movements`)).body.data.items[0].id);
    await record({ type: 'ADJUSTMENT', quantity: -5, reason: 'Conteo' });
    await record({ type: 'REVERSAL', movementId: ids[2], reason: 'Salida por error' });
    await record({ type: 'OUT', quantity: 25.5 });
    await record({ type: 'IN', quantity: 10 });
    await record({ type: 'REVERSAL', movementId: ids[3], reason: 'Devuelto al proveedor' });
    await record({ type: 'ADJUSTMENT', quantity: 2.25, reason: 'Conteo' });
    await record({ type: 'OUT', quantity: 131.75 });

    const ledger = await api('GET', `/api/material/${cloth.id}/movements?pageSize=50`);
    const rows = ledger.body.data.items as (Row & { id: number })[];
    expect(rows).toHaveLength(LEDGER.length);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const valued = ids.map((id) => byId.get(id)!);
    expect(
      valued.map((r) => [r.quantity, r.valueCents, r.valueAfterCents, r.averageCostCents]),
    ).toEqual(LEDGER);

    const material = (await api('GET', `/api/material/${cloth.id}`)).body.data;
    expect(material).toMatchObject({ stock: 0, valueCents: 0, averageCostCents: 1092.3707 });
  });

  it("answers 'Valor del inventario' per material and in total, today and at a past day", async () => {
    const denim = await create('VAL-DENIM');
    const thread = await create('VAL-HILO');
    const early = await move(api, {
      type: 'IN',
      materialId: denim.id,
      quantity: 40,
      unitCostCents: 2500,
    });
    const exit = await move(api, { type: 'OUT', materialId: denim.id, quantity: 10 });
    await move(api, { type: 'IN', materialId: denim.id, quantity: 20, unitCostCents: 3100 });
    await move(api, { type: 'IN', materialId: thread.id, quantity: 12.5, unitCostCents: 640 });
    // The first two were written on 10 January (the ledger's own dates are what a past day reads).
    await ctx.t.app.db
      .updateTable('stockMovements')
      .set({ createdAt: '2026-01-10T15:00:00.000Z' })
      .where('id', 'in', [early.id, exit.id])
      .execute();

    const today = okData(await api('GET', '/api/material/valuation'), 'Valor del inventario');
    const mine = (data: { materials: { code: string }[] }) =>
      data.materials.filter((m) => m.code === 'VAL-DENIM' || m.code === 'VAL-HILO');
    // Denim: 30 left at 25.00 (75000) + 20 at 31.00 (62000) = 137000 over 50 → 27.40.
    expect(mine(today)).toEqual([
      {
        id: denim.id,
        code: 'VAL-DENIM',
        name: 'Material VAL DENIM',
        unit: 'metro',
        quantity: 50,
        averageCostCents: 2740,
        valueCents: 137000,
      },
      {
        id: thread.id,
        code: 'VAL-HILO',
        name: 'Material VAL HILO',
        unit: 'metro',
        quantity: 12.5,
        averageCostCents: 640,
        valueCents: 8000,
      },
    ]);
    expect(today.totalCents).toBe(
      (today.materials as { valueCents: number }[]).reduce((sum, m) => sum + m.valueCents, 0),
    );

    const past = okData(
      await api('GET', '/api/material/valuation?at=2026-01-10'),
      'Valor del inventario',
    );
    expect(past.at).toBe('2026-01-10');
    expect(mine(past)).toEqual([
      {
        id: denim.id,
        code: 'VAL-DENIM',
        name: 'Material VAL DENIM',
        unit: 'metro',
        quantity: 30,
        averageCostCents: 2500,
        valueCents: 75000,
      },
    ]);
    const csv = await api('GET', '/api/material/valuation/export.csv?at=2026-01-10');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.text).toContain(
      'Código;Material;Unidad;Cantidad;Costo promedio (Bs);Valor (Bs)\r\n',
    );
    expect(csv.text).toContain('VAL-DENIM;Material VAL DENIM;metro;30;25;750,00\r\n');
    const before = okData(
      await api('GET', '/api/material/valuation?at=2026-01-09'),
      'Valor del inventario',
    );
    expect(mine(before)).toEqual([]);
  });

  it('refuses a date that is not one, in Spanish', async () => {
    const res = await api('GET', '/api/material/valuation?at=2026-02-30');
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('Ingrese la fecha de la valoración (AAAA-MM-DD)');
  });
});

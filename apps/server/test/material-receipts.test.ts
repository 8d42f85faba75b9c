import { describe, expect, it } from 'vitest';
import { materialCreator, move, stockOf } from './material-helpers';
import { expectRefused, itRefuses, okData, signedInCaller } from './people-helpers';
import { testDialect } from './test-app';

type Movement = {
  material: { code: string };
  quantity: number;
  unitCostCents: number | null;
  supplier: string | null;
  document: string | null;
  documentDate: string | null;
  createdBy: string | null;
};

describe(`stock receipts with many lines (${testDialect})`, () => {
  const ctx = signedInCaller('PRODUCER', 'Rosa Recepción');
  const { api } = ctx;
  const create = materialCreator(api);
  const receipt = (body: object) => api('POST', '/api/material/receipt', body);

  it("records a delivery note's lines as entries at their cost, with supplier, document and date", async () => {
    const cloth = await create('REC-TELA');
    const thread = await create('REC-HILO');
    await move(api, { type: 'IN', materialId: cloth.id, quantity: 5 });
    const res = await receipt({
      supplier: 'Textiles Andinos',
      document: 'Remito 0042',
      date: '2026-11-20',
      lines: [
        { materialId: cloth.id, quantity: 120.5, unitCostCents: 2350 },
        { materialId: thread.id, quantity: 40, unitCostCents: 800 },
        // A second lot of the same cloth at another price.
        { materialId: cloth.id, quantity: 30, unitCostCents: 2400 },
      ],
    });
    const data = okData(res, 'Entrada de materiales registrada: 3 líneas') as {
      lines: { material: { code: string }; quantity: number; stock: number }[];
    };
    expect(data.lines.map((l) => [l.material.code, l.quantity, l.stock])).toEqual([
      ['REC-TELA', 120.5, 125.5],
      ['REC-HILO', 40, 40],
      ['REC-TELA', 30, 155.5],
    ]);
    expect(await stockOf(api, cloth.id)).toBe(155.5);
    const ledger = await api('GET', '/api/material/movement?type=IN&q=rec-&sort=createdAt');
    const entries = (ledger.body.data.items as Movement[]).filter((m) => m.document);
    expect(
      entries.map((m) => [m.material.code, m.quantity, m.unitCostCents, m.documentDate]),
    ).toEqual(
      expect.arrayContaining([
        ['REC-TELA', 120.5, 2350, '2026-11-20'],
        ['REC-HILO', 40, 800, '2026-11-20'],
        ['REC-TELA', 30, 2400, '2026-11-20'],
      ]),
    );
    expect(entries).toHaveLength(3);
    for (const m of entries) {
      expect(m).toMatchObject({
        supplier: 'Textiles Andinos',
        document: 'Remito 0042',
        createdBy: 'Rosa Recepción',
      });
    }
    const csv = await api('GET', '/api/material/movement/export.csv?type=IN&q=rec-');
    expect(csv.text).toContain('Fecha del documento');
    expect(csv.text).toContain('2026-11-20');
  });

  it('writes nothing when one line names a material that is gone', async () => {
    const kept = await create('REC-OK');
    const gone = await create('REC-GONE');
    expect((await api('DELETE', `/api/material/delete/${gone.id}`)).statusCode).toBe(200);
    const res = await receipt({
      date: '2026-11-21',
      lines: [
        { materialId: kept.id, quantity: 10, unitCostCents: 100 },
        { materialId: gone.id, quantity: 5, unitCostCents: 100 },
      ],
    });
    expectRefused(res, 400, `Materiales no disponibles: ${gone.id}`);
    expect(await stockOf(api, kept.id)).toBe(0);
  });

  itRefuses('refuses %j with 400: %s', (body: object) => receipt(body), [
    [
      { date: '2026-11-20', lines: [] },
      'Agregue al menos una línea con material, cantidad y costo',
    ],
    [{ date: '2026-11-20' }, 'Agregue al menos una línea con material, cantidad y costo'],
    [
      { lines: [{ materialId: 1, quantity: 1, unitCostCents: 1 }] },
      'Ingrese la fecha del documento (AAAA-MM-DD), no posterior a hoy',
    ],
    [
      { date: '2026-02-30', lines: [{ materialId: 1, quantity: 1, unitCostCents: 1 }] },
      'Ingrese la fecha del documento (AAAA-MM-DD), no posterior a hoy',
    ],
    [
      { date: '2999-01-01', lines: [{ materialId: 1, quantity: 1, unitCostCents: 1 }] },
      'Ingrese la fecha del documento (AAAA-MM-DD), no posterior a hoy',
    ],
    [
      { date: '2026-11-20', lines: [{ materialId: 1, quantity: 1 }] },
      'Ingrese un costo unitario válido',
    ],
    [
      { date: '2026-11-20', lines: [{ materialId: 1, quantity: 0, unitCostCents: 1 }] },
      'La cantidad debe ser mayor que 0',
    ],
  ]);

  it('refuses more than 200 lines', async () => {
    const line = { materialId: 1, quantity: 1, unitCostCents: 1 };
    const res = await receipt({
      date: '2026-11-20',
      lines: Array.from({ length: 201 }, () => line),
    });
    expectRefused(res, 400, 'Una entrada puede tener como máximo 200 líneas');
  });
});

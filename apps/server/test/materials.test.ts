import { describe, expect, it } from 'vitest';
import { materialCreator, move, stockOf } from './material-helpers';
import { expectRefused, failure, itRefuses, okData, signedInCaller } from './people-helpers';
import { testDialect } from './test-app';

describe(`materials (${testDialect})`, () => {
  // Any staff member manages materials: a producer here.
  const ctx = signedInCaller('PRODUCER', 'Pablo Productor');
  const { api } = ctx;
  const create = materialCreator(api);

  it('creates a material: upper-cased code, stock 0, audit from the signed-in user', async () => {
    const res = await api('POST', '/api/material/create', {
      code: ' tela-raso-01 ',
      name: 'Tela de raso negra',
      unit: 'metro',
      color: '#1a1a1a',
      supplier: 'Textiles Andinos',
      minStock: 12.5,
      location: 'Estante A-3',
      stock: 999,
    });
    expect(okData(res, 'Material creado exitosamente')).toMatchObject({
      code: 'TELA-RASO-01',
      color: '#1A1A1A',
      minStock: 12.5,
      stock: 0,
      isLowStock: true,
      status: 'ACTIVE',
      createdBy: 'Pablo Productor',
    });
  });

  it('refuses a code already used', async () => {
    const res = await api('POST', '/api/material/create', {
      code: 'tela-raso-01',
      name: 'Otra',
      unit: 'metro',
    });
    expectRefused(res, 409, 'Ya existe un material con este código');
  });

  itRefuses(
    'refuses %j with 400: %s',
    (body: object) => api('POST', '/api/material/create', body),
    [
      [{ name: 'X', unit: 'metro' }, 'El código es requerido'],
      [
        { code: 'A B', name: 'X', unit: 'metro' },
        'El código solo puede contener letras, números, guiones, puntos y guiones bajos',
      ],
      [{ code: 'AB', unit: 'metro' }, 'El nombre es requerido'],
      [{ code: 'AB', name: 'X' }, 'La unidad es requerida'],
      [
        { code: 'AB', name: 'X', unit: 'metro', color: 'rojo' },
        'El color debe tener el formato #RRGGBB',
      ],
      [{ code: 'AB', name: 'X', unit: 'metro', minStock: -1 }, 'La cantidad no puede ser negativa'],
      [
        { code: 'AB', name: 'X', unit: 'metro', minStock: 1.2345 },
        'Ingrese una cantidad válida (hasta 3 decimales)',
      ],
    ],
  );

  it('records an entry, an exit and an adjustment; the ledger keeps the running balance', async () => {
    const m = await create('HILO-01', { unit: 'cono', minStock: 5 });
    const entry = await move(api, {
      type: 'IN',
      materialId: m.id,
      quantity: 10,
      unitCostCents: 1250,
      supplier: 'Hilos SRL',
      document: 'Factura 123',
    });
    expect(entry).toMatchObject({
      type: 'IN',
      quantity: 10,
      balanceAfter: 10,
      unitCostCents: 1250,
    });
    await move(api, { type: 'OUT', materialId: m.id, quantity: 2.5 });
    await move(api, {
      type: 'ADJUSTMENT',
      materialId: m.id,
      quantity: -0.5,
      reason: 'Cono dañado',
    });
    expect(await stockOf(api, m.id)).toBe(7);

    const ledger = await api('GET', `/api/material/${m.id}/movements?sort=createdAt`);
    expect(
      ledger.body.data.items.map((r: { type: string; quantity: number; balanceAfter: number }) => [
        r.type,
        r.quantity,
        r.balanceAfter,
      ]),
    ).toEqual([
      ['IN', 10, 10],
      ['OUT', -2.5, 7.5],
      ['ADJUSTMENT', -0.5, 7],
    ]);
  });

  it('refuses an exit that would leave the stock below zero, unless it says so with a reason', async () => {
    const m = await create('BOTON-01', { unit: 'unidad' });
    await move(api, { type: 'IN', materialId: m.id, quantity: 3 });
    const refused = await api('POST', '/api/material/movement', {
      type: 'OUT',
      materialId: m.id,
      quantity: 5,
    });
    expectRefused(
      refused,
      409,
      'Stock insuficiente de BOTON-01: disponible 3 unidad, se requiere 5 unidad',
    );
    const noReason = await api('POST', '/api/material/movement', {
      type: 'OUT',
      materialId: m.id,
      quantity: 5,
      allowNegative: true,
    });
    expect(failure(noReason)).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('indique el motivo'),
    });
    const allowed = await move(api, {
      type: 'OUT',
      materialId: m.id,
      quantity: 5,
      allowNegative: true,
      reason: 'Urgente; llega compra mañana',
    });
    expect(allowed).toMatchObject({ balanceAfter: -2, allowedNegative: true });
    const list = await api('GET', '/api/material?lowStock=true&q=boton');
    // Below zero is below any minimum: it shows as low stock.
    expect(list.body.data.items).toEqual([
      expect.objectContaining({ stock: -2, isLowStock: true }),
    ]);
  });

  it('reverses a movement once, with a reason; a reversal is not reversed', async () => {
    const m = await create('CIERRE-01', { unit: 'unidad' });
    const entry = await move(api, { type: 'IN', materialId: m.id, quantity: 40 });
    const reversal = await move(api, {
      type: 'REVERSAL',
      movementId: entry.id,
      reason: 'Cantidad mal tipeada',
    });
    expect(reversal).toMatchObject({
      type: 'OUT',
      quantity: -40,
      balanceAfter: 0,
      reversesId: entry.id,
    });
    const again = await api('POST', '/api/material/movement', {
      type: 'REVERSAL',
      movementId: entry.id,
      reason: 'Otra vez',
    });
    expectRefused(again, 409, 'Este movimiento ya fue revertido');
    const ofReversal = await api('POST', '/api/material/movement', {
      type: 'REVERSAL',
      movementId: reversal.id,
      reason: 'x',
    });
    expect(failure(ofReversal).message).toBe(
      'Una reversión no se revierte: registre un movimiento nuevo',
    );
    const noReason = await api('POST', '/api/material/movement', {
      type: 'REVERSAL',
      movementId: entry.id,
    });
    expect(failure(noReason)).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('El motivo es requerido'),
    });
    const ledger = await api('GET', `/api/material/${m.id}/movements`);
    expect(ledger.body.data.items.find((r: { id: number }) => r.id === entry.id)).toMatchObject({
      reversedById: reversal.id,
    });
  });

  it('has no call that edits or deletes a movement', async () => {
    for (const [method, url] of [
      ['PUT', '/api/material/movement'],
      ['DELETE', '/api/material/movement/1'],
      ['DELETE', '/api/material/movement'],
    ] as const) {
      expect((await api(method, url, {})).statusCode).toBe(404);
    }
  });

  it('turns a count into the right adjustments, in one transaction', async () => {
    const a = await create('CNT-A');
    const b = await create('CNT-B');
    const c = await create('CNT-C');
    await move(api, { type: 'IN', materialId: a.id, quantity: 10 });
    await move(api, { type: 'IN', materialId: b.id, quantity: 4.25 });
    const res = await api('POST', '/api/material/count', {
      note: 'Fin de mes',
      lines: [
        { materialId: a.id, counted: 8.5 },
        { materialId: b.id, counted: 4.25 },
        { materialId: c.id, counted: 3 },
      ],
    });
    expect(res.body.message).toBe('Conteo registrado: 2 ajustes');
    expect(
      res.body.data.lines.map(
        (l: {
          previous: number;
          counted: number;
          difference: number;
          movementId: number | null;
        }) => [l.previous, l.counted, l.difference, l.movementId !== null],
      ),
    ).toEqual([
      [10, 8.5, -1.5, true],
      [4.25, 4.25, 0, false],
      [0, 3, 3, true],
    ]);
    expect([await stockOf(api, a.id), await stockOf(api, b.id), await stockOf(api, c.id)]).toEqual([
      8.5, 4.25, 3,
    ]);
    const adjustments = await api('GET', `/api/material/movement?type=ADJUSTMENT&q=cnt-`);
    expect(adjustments.body.data.items.map((m: { reason: string }) => m.reason)).toEqual([
      'Conteo de inventario: Fin de mes',
      'Conteo de inventario: Fin de mes',
    ]);

    // A repeated material stops the whole count: nothing is written.
    const repeated = await api('POST', '/api/material/count', {
      lines: [
        { materialId: c.id, counted: 0 },
        { materialId: c.id, counted: 1 },
      ],
    });
    expectRefused(repeated, 400, 'El material CNT-C se contó dos veces');
    expect(await stockOf(api, c.id)).toBe(3);
  });

  it('lists with search, low-stock, supplier and status filters, sorted and paged; exports CSV', async () => {
    await create('FLT-1', { name: 'Encaje blanco', supplier: 'Encajes del Sur', minStock: 2 });
    const two = await create('FLT-2', {
      name: 'Encaje dorado',
      supplier: 'Dorados SA',
      minStock: 1,
    });
    await move(api, { type: 'IN', materialId: two.id, quantity: 5 });
    const low = await api('GET', '/api/material?q=encaje&lowStock=true');
    expect(low.body.data.items.map((r: { code: string }) => r.code)).toEqual(['FLT-1']);
    const bySupplier = await api('GET', '/api/material?supplier=dorados');
    expect(bySupplier.body.data.items.map((r: { code: string }) => r.code)).toEqual(['FLT-2']);
    const paged = await api('GET', '/api/material?q=encaje&sort=-stock&pageSize=1&page=2');
    expect(paged.body.data).toMatchObject({
      total: 2,
      page: 2,
      pageSize: 1,
      items: [{ code: 'FLT-1' }],
    });
    const bad = await api('GET', '/api/material?lowStock=si');
    expect(failure(bad)).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining("'lowStock'"),
    });

    const csv = await api('GET', '/api/material/export.csv?q=encaje');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text).toContain(
      'Código;Nombre;Unidad;Color;Proveedor;Ubicación;Stock;Stock mínimo;Stock bajo',
    );
    expect(csv.text).toContain('FLT-1;Encaje blanco;metro;;Encajes del Sur;;0;2;Sí');
    const movements = await api('GET', `/api/material/movement/export.csv?materialId=${two.id}`);
    expect(movements.text).toContain('Entrada;FLT-2;Encaje dorado;metro;5;5');
  });

  it('deletes only a material without stock that no product uses, and restores it', async () => {
    const m = await create('DEL-1');
    await move(api, { type: 'IN', materialId: m.id, quantity: 1 });
    const refused = await api('DELETE', `/api/material/delete/${m.id}`);
    expectRefused(
      refused,
      409,
      'No se puede eliminar el material porque tiene stock (1 metro); registre un ajuste a cero primero',
    );
    await move(api, {
      type: 'ADJUSTMENT',
      materialId: m.id,
      quantity: -1,
      reason: 'Retazo descartado',
    });
    const deleted = await api('DELETE', `/api/material/delete/${m.id}`);
    expect(deleted.body.message).toBe('Material Material DEL 1 eliminado exitosamente');
    const onDeleted = await api('POST', '/api/material/movement', {
      type: 'IN',
      materialId: m.id,
      quantity: 1,
    });
    expectRefused(onDeleted, 409, 'El material DEL-1 está eliminado');
    const trash = await api('GET', '/api/material?deleted=true&q=del-1');
    expect(trash.body.data.items).toHaveLength(1);
    const restored = await api('POST', `/api/material/restore/${m.id}`);
    expect(restored.body.data).toMatchObject({ deletedAt: null, stock: 0 });
  });

  it('answers 404 for an unknown material or movement', async () => {
    expect(failure(await api('GET', '/api/material/999999'))).toMatchObject({
      statusCode: 404,
      message: 'Material no encontrado',
    });
    expect(failure(await api('GET', '/api/material/999999/movements'))).toMatchObject({
      statusCode: 404,
    });
    const reversal = await api('POST', '/api/material/movement', {
      type: 'REVERSAL',
      movementId: 999999,
      reason: 'x',
    });
    expect(failure(reversal)).toMatchObject({
      statusCode: 404,
      message: 'Movimiento no encontrado',
    });
    const unknown = await api('POST', '/api/material/movement', {
      type: 'IN',
      materialId: 999999,
      quantity: 1,
    });
    expect(failure(unknown)).toMatchObject({ statusCode: 404, message: 'Material no encontrado' });
  });
});

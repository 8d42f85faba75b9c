/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read as loose JSON */
import { describe, expect, it } from 'vitest';
import { loginAs } from './auth-helpers';
import { productCreator } from './catalogue-helpers';
import { expectStaffOnly } from './line-helpers';
import { materialCreator, stockOf } from './material-helpers';
import { createOrder, orderFixtures } from './order-helpers';
import { creator, expectDataless, okData, signedInCaller } from './people-helpers';
import { purchaseOrderOf, stockIn } from './purchase-helpers';
import { testDialect } from './test-app';

const TODAY = new Date().toISOString().slice(0, 10);

describe(`purchase orders (${testDialect})`, () => {
  const ctx = signedInCaller('ADMIN', 'Alba Admin');
  const { api } = ctx;
  const material = materialCreator(api);
  const supplier = creator(api, '/api/supplier/create');
  const lines = (order: any) =>
    order.lines.map((l: any) => [l.material.code, l.quantity, l.unitCostCents, l.received, l.due]);
  const receive = (id: number, body: object) =>
    api('POST', `/api/purchase-order/${id}/receive`, { date: TODAY, ...body });

  it('makes one order per supplier from the shortfall, rounded up to the purchase unit', async () => {
    const f = await orderFixtures(api, 'POS');
    const telas = await supplier({ name: 'Telas POS' });
    const hilos = await supplier({ name: 'Hilos POS' });
    const tela = await material('POS-TELA', { supplierId: telas.id, purchaseUnit: 50 });
    const forro = await material('POS-FORRO', { supplierId: telas.id });
    const hilo = await material('POS-HILO', {
      unit: 'cono',
      supplierId: hilos.id,
      purchaseUnit: 12,
    });
    const boton = await material('POS-BOTON', { unit: 'unidad' });
    await stockIn(api, tela.id, 12, 2000);
    await stockIn(api, forro.id, 5, 850);
    const blusa = await productCreator(api)('POS-BLUSA', { name: 'Blusa POS' });
    const bom = await api('PUT', `/api/product/${blusa.id}/materials`, {
      items: [
        { materialId: tela.id, quantity: 1.5 },
        { materialId: forro.id, quantity: 0.75 },
        { materialId: hilo.id, quantity: 0.25 },
        { materialId: boton.id, quantity: 6 },
      ],
    });
    expect(bom.statusCode).toBe(200);
    const order = await createOrder(api, f, { items: [{ productId: blusa.id, quantity: 40 }] });
    const status = await api('POST', `/api/order/${order.id}/status`, { status: 'IN_PRODUCTION' });
    expect(status.statusCode).toBe(200);

    // 40 blusas: tela 60 − 12 = 48 → 50 (one roll of 50); forro 30 − 5 = 25 (any quantity);
    // hilo 10 → 12 (a box of 12); botón 240 without a supplier: reported, not ordered.
    const res = await api('POST', '/api/purchase-order/from-shortfall', { orderIds: [order.id] });
    const data = okData(res, '2 órdenes de compra creadas desde el faltante');
    expect(
      data.created.map((o: any) => [o.supplier.name, o.status, lines(o), o.totalCents]),
    ).toEqual([
      [
        'Telas POS',
        'DRAFT',
        [
          ['POS-FORRO', 25, 850, 0, 25],
          ['POS-TELA', 50, 2000, 0, 50],
        ],
        // 25 × 8.50 + 50 × 20.00
        121250,
      ],
      ['Hilos POS', 'DRAFT', [['POS-HILO', 12, 0, 0, 12]], 0],
    ]);
    expect(data.withoutSupplier).toEqual([
      { material: expect.objectContaining({ code: 'POS-BOTON' }), quantity: 240 },
    ]);

    // What open orders await is no longer short: a second call orders nothing.
    const again = await api('POST', '/api/purchase-order/from-shortfall', { orderIds: [order.id] });
    expect(okData(again, 'No hay faltantes por comprar').created).toEqual([]);
  });

  it('receives in parts: stock at the agreed cost, dues, and the status follow', async () => {
    const { order, material: m } = await purchaseOrderOf(api, 'POR', 50, 2000);
    const first = await receive(order.id, {
      lines: [{ lineId: order.lines[0].id, quantity: 20 }],
      document: 'NE-1',
    });
    const partial = okData(first, 'Recepción registrada: 1 línea');
    expect(partial.status).toBe('PARTIAL');
    expect(lines(partial)).toEqual([['MAT-POR', 50, 2000, 20, 30]]);
    expect(await stockOf(api, m.id)).toBe(20);
    const ledger = await api('GET', `/api/material/${m.id}/movements`);
    expect(ledger.body.data.items[0]).toMatchObject({
      type: 'IN',
      quantity: 20,
      unitCostCents: 2000,
      valueCents: 40000,
      supplier: 'Proveedor POR',
      document: 'NE-1',
      documentDate: TODAY,
    });

    const over = await receive(order.id, { lines: [{ lineId: order.lines[0].id, quantity: 31 }] });
    expectDataless(
      over,
      409,
      'Se recibiría de más en MAT-POR: pendiente 30 metro, se indican 31 metro. Marque «Aceptar más de lo pedido» para registrarlo.',
      'OVER_RECEIPT',
    );
    expect(await stockOf(api, m.id)).toBe(20);

    const rest = await receive(order.id, { lines: [{ lineId: order.lines[0].id, quantity: 30 }] });
    const done = okData(rest, 'Recepción registrada: 1 línea');
    expect(done.status).toBe('RECEIVED');
    expect(lines(done)).toEqual([['MAT-POR', 50, 2000, 50, 0]]);
    expect(await stockOf(api, m.id)).toBe(50);
    const closed = await receive(order.id, { lines: [{ lineId: order.lines[0].id, quantity: 1 }] });
    expectDataless(closed, 409, 'No se recibe en una orden de compra recibida', 'STATUS_LOCKED');
  });

  it('takes more than ordered only when the receipt says allowOver', async () => {
    const { order, material: m } = await purchaseOrderOf(api, 'POV', 10, 100);
    const res = await receive(order.id, {
      lines: [{ lineId: order.lines[0].id, quantity: 12 }],
      allowOver: true,
    });
    const data = okData(res, 'Recepción registrada: 1 línea');
    expect([data.status, data.lines[0].received, data.lines[0].due]).toEqual(['RECEIVED', 12, 0]);
    expect(await stockOf(api, m.id)).toBe(12);
  });

  it('receives several lines at once, and refuses a line of another order', async () => {
    const s = await supplier({ name: 'Proveedor POM' });
    const a = await material('POM-A', { supplierId: s.id });
    const b = await material('POM-B', { supplierId: s.id });
    const order = await creator<any>(
      api,
      '/api/purchase-order/create',
    )({
      supplierId: s.id,
      lines: [
        { materialId: a.id, quantity: 4, unitCostCents: 150 },
        { materialId: b.id, quantity: 2.5, unitCostCents: 999 },
      ],
    });
    const other = (await purchaseOrderOf(api, 'POM2', 1, 1)).order;
    const wrong = await receive(order.id, { lines: [{ lineId: other.lines[0].id, quantity: 1 }] });
    expectDataless(
      wrong,
      400,
      `La línea ${other.lines[0].id} no es de esta orden de compra`,
      'UNAVAILABLE',
    );
    const res = await receive(order.id, {
      lines: [
        { lineId: order.lines[0].id, quantity: 4 },
        { lineId: order.lines[1].id, quantity: 1 },
      ],
    });
    const data = okData(res, 'Recepción registrada: 2 líneas');
    expect(lines(data)).toEqual([
      ['POM-A', 4, 150, 4, 0],
      ['POM-B', 2.5, 999, 1, 1.5],
    ]);
    expect(data.totalCents).toBe(600 + 2498);
    expect([await stockOf(api, a.id), await stockOf(api, b.id)]).toEqual([4, 1]);
  });

  it('changes only a Borrador; cancels unless received or cancelled; marks it sent', async () => {
    const { order } = await purchaseOrderOf(api, 'POC', 5, 300);
    const changed = await api('PUT', '/api/purchase-order/update', {
      id: order.id,
      notes: 'Entregar en taller',
      lines: [{ materialId: order.lines[0].material.id, quantity: 7, unitCostCents: 280 }],
    });
    expect(okData(changed, 'Orden de compra actualizada exitosamente')).toMatchObject({
      notes: 'Entregar en taller',
      totalCents: 1960,
    });
    const sent = await api('POST', `/api/purchase-order/${order.id}/mark-sent`);
    expect(okData(sent, 'Orden de compra marcada como enviada')).toMatchObject({ status: 'SENT' });
    expect(sent.body.data.sentAt).toEqual(expect.any(String));
    const late = await api('PUT', '/api/purchase-order/update', { id: order.id, notes: 'x' });
    expectDataless(late, 409, 'Solo se modifica una orden de compra en Borrador', 'STATUS_LOCKED');
    const cancelled = await api('POST', `/api/purchase-order/${order.id}/cancel`);
    expect(okData(cancelled, 'Orden de compra cancelada')).toMatchObject({
      status: 'CANCELLED',
      lines: [expect.objectContaining({ due: 0 })],
    });
    const twice = await api('POST', `/api/purchase-order/${order.id}/cancel`);
    expectDataless(twice, 409, 'No se cancela una orden de compra cancelada', 'STATUS_LOCKED');

    const { order: received } = await purchaseOrderOf(api, 'POC2', 1, 1);
    await receive(received.id, { lines: [{ lineId: received.lines[0].id, quantity: 1 }] });
    const refused = await api('POST', `/api/purchase-order/${received.id}/cancel`);
    expectDataless(refused, 409, 'No se cancela una orden de compra recibida', 'STATUS_LOCKED');
    expect((await api('POST', '/api/purchase-order/999999/cancel')).statusCode).toBe(404);
  });

  it('lists by number, supplier and status, and exports CSV', async () => {
    const { order } = await purchaseOrderOf(api, 'POL', 3, 1000);
    const byNumber = await api('GET', `/api/purchase-order?q=${order.number}`);
    expect(byNumber.body.data.items.map((o: any) => o.id)).toEqual([order.id]);
    const bySupplier = await api(
      'GET',
      `/api/purchase-order?q=proveedor%20pol&status=DRAFT&supplierId=${order.supplier.id}`,
    );
    expect(bySupplier.body.data).toMatchObject({ total: 1, items: [{ number: order.number }] });
    const csv = await api('GET', `/api/purchase-order/export.csv?supplierId=${order.supplier.id}`);
    expect(csv.text).toContain('Número;Proveedor;Estado;Líneas;Total (Bs)');
    expect(csv.text).toContain(`${order.number};Proveedor POL;Borrador;1;30,00`);
  });

  it('refuses a supplier in the trash, a repeated material; is for staff only', async () => {
    const s = await supplier({ name: 'Proveedor POX' });
    const m = await material('POX-A', { supplierId: s.id });
    const twice = await api('POST', '/api/purchase-order/create', {
      supplierId: s.id,
      lines: [
        { materialId: m.id, quantity: 1, unitCostCents: 1 },
        { materialId: m.id, quantity: 2, unitCostCents: 1 },
      ],
    });
    expectDataless(twice, 400, 'El material POX-A está en más de una línea', 'REPEATED_ITEM');
    const gone = await supplier({ name: 'Proveedor POX2' });
    await api('DELETE', `/api/supplier/delete/${gone.id}`);
    const res = await api('POST', '/api/purchase-order/create', {
      supplierId: gone.id,
      lines: [{ materialId: m.id, quantity: 1, unitCostCents: 1 }],
    });
    expectDataless(res, 400, 'Proveedor no encontrado', 'UNAVAILABLE');
    const cliente = await loginAs(ctx.t, 'CLIENTE');
    await expectStaffOnly(ctx.t, cliente.token, [
      ['GET', '/api/purchase-order', {}],
      ['POST', '/api/purchase-order/from-shortfall', {}],
      [
        'POST',
        '/api/purchase-order/1/receive',
        { date: TODAY, lines: [{ lineId: 1, quantity: 1 }] },
      ],
    ]);
  });
});

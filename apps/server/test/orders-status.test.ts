/* eslint-disable @typescript-eslint/no-explicit-any -- the tests edit order answers as loose JSON */
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, canMoveOrder } from '@taller/shared';
import { createOrder, orderFixtures, type OrderFixtures } from './order-helpers';
import { expectRefused, failure, okData, signedInCaller } from './people-helpers';
import { testDialect } from './test-app';

const LABELS: Record<string, string> = {
  PENDING: 'Pendiente',
  IN_PRODUCTION: 'En producción',
  FINISHED: 'Terminado',
  DELIVERED: 'Entregado',
  CANCELLED: 'Cancelado',
};
/** The statuses in the order an order reaches them, and how to get there from PENDING. */
const PATH: Record<string, string[]> = {
  PENDING: [],
  IN_PRODUCTION: ['IN_PRODUCTION'],
  FINISHED: ['IN_PRODUCTION', 'FINISHED'],
  DELIVERED: ['IN_PRODUCTION', 'FINISHED', 'DELIVERED'],
  CANCELLED: ['CANCELLED'],
};
const STALE = 'El pedido fue modificado por otra persona. Recargue para ver los cambios.';

describe(`orders: status, history, edit rules, versions, trash (${testDialect})`, () => {
  const ctx = signedInCaller('ADMINISTRADOR', 'Ana Admin');
  const { api } = ctx;
  let f: OrderFixtures;
  beforeAll(async () => {
    f = await orderFixtures(api, 'S');
  });

  const move = (id: number, status: string, note?: string) =>
    api('POST', `/api/order/${id}/status`, { status, ...(note === undefined ? {} : { note }) });

  async function orderAt(status: string) {
    const order = await createOrder(api, f);
    let last = order;
    for (const step of PATH[status]!) {
      const res = await move(order.id, step, step === 'CANCELLED' ? 'Motivo' : undefined);
      expect(res.statusCode).toBe(200);
      last = res.body.data;
    }
    return last;
  }

  it('walks the pipeline, recording who, when, from, to and the note of each change', async () => {
    const order = await createOrder(api, f);
    const produced = await move(order.id, 'IN_PRODUCTION', 'Tela recibida');
    okData(produced, 'Estado del pedido actualizado');
    await move(order.id, 'FINISHED');
    const delivered = await move(order.id, 'DELIVERED', 'Entregado a la directora');
    expect(delivered.body.data).toMatchObject({ status: 'DELIVERED', version: 4 });
    expect(delivered.body.data.history).toEqual([
      { from: null, to: 'PENDING', note: null, by: 'Ana Admin', at: expect.any(String) },
      {
        from: 'PENDING',
        to: 'IN_PRODUCTION',
        note: 'Tela recibida',
        by: 'Ana Admin',
        at: expect.any(String),
      },
      {
        from: 'IN_PRODUCTION',
        to: 'FINISHED',
        note: null,
        by: 'Ana Admin',
        at: expect.any(String),
      },
      {
        from: 'FINISHED',
        to: 'DELIVERED',
        note: 'Entregado a la directora',
        by: 'Ana Admin',
        at: expect.any(String),
      },
    ]);
    const times = delivered.body.data.history.map((h: { at: string }) => Date.parse(h.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('allows every listed transition and refuses every other with 409 naming both states', async () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const order = await orderAt(from);
        const res = await move(order.id, to, 'Motivo del cambio');
        if (canMoveOrder(from, to)) {
          expect(res.body.data.status, `${from} → ${to}`).toBe(to);
        } else {
          expect(failure(res), `${from} → ${to}`).toEqual({
            statusCode: 409,
            status: 409,
            message: `No se puede cambiar el estado de ${LABELS[from]} a ${LABELS[to]}`,
          });
        }
      }
    }
    const allowed = ORDER_STATUSES.flatMap((a) =>
      ORDER_STATUSES.filter((b) => canMoveOrder(a, b)).map((b) => `${a}>${b}`),
    );
    expect(allowed).toEqual([
      'PENDING>IN_PRODUCTION',
      'PENDING>CANCELLED',
      'IN_PRODUCTION>FINISHED',
      'IN_PRODUCTION>CANCELLED',
      'FINISHED>DELIVERED',
    ]);
  });

  it('needs a reason to cancel, and refuses unknown statuses', async () => {
    const order = await createOrder(api, f);
    expectRefused(await move(order.id, 'CANCELLED'), 400, 'Indique el motivo de la cancelación');
    expect(failure(await move(order.id, 'CANCELLED', '  '))).toMatchObject({ statusCode: 400 });
    expect(failure(await move(order.id, 'LOST'))).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining("'PENDING'"),
    });
    expectRefused(await move(999999, 'IN_PRODUCTION'), 404, 'Pedido no encontrado');
  });

  const asInput = (order: Record<string, any>) => ({
    id: order.id,
    version: order.version,
    clientId: order.clientId,
    institutionId: order.institutionId,
    promisedDate: order.promisedDate,
    notes: order.notes,
    items: order.items.map((item: Record<string, any>) => ({
      id: item.id,
      productId: item.productId,
      packageId: item.packageId,
      // With people the quantity is their number.
      ...(item.people.length > 0 ? {} : { quantity: item.quantity }),
      unitPriceCents: item.unitPriceCents,
      discountCents: item.discountCents,
      people: item.people.map((p: Record<string, any>) => ({
        id: p.id,
        name: p.name,
        heightCm: p.heightCm,
        size: p.sizeOverridden ? p.size : null,
        notes: p.notes,
      })),
    })),
  });
  const update = (body: object) => api('PUT', '/api/order/update', body);
  const rosterOrder = () =>
    createOrder(api, f, {
      items: [
        {
          productId: f.toga.id,
          people: [
            { name: 'Ana Pérez', heightCm: 150 },
            { name: 'Luis Soto', heightCm: 175 },
          ],
        },
        { productId: f.birrete.id, quantity: 2 },
      ],
    });

  it('edits a pending order wholly: prices kept unless changed, items and people by id, totals again', async () => {
    const order = await rosterOrder();
    const input = asInput(order);
    input.promisedDate = '2030-04-01';
    input.items[0].people[1].heightCm = 160;
    input.items[0].people.push({ name: 'Eva Paz', heightCm: 120, size: null, notes: null });
    input.items[1] = { ...input.items[1], unitPriceCents: 2000, discountCents: 500 };
    input.items.push({ packageId: f.pack.id, quantity: 1, people: [] });
    const res = await update(input);
    const saved = okData(res, 'Pedido actualizado exitosamente');
    expect(saved).toMatchObject({
      version: 2,
      promisedDate: '2030-04-01',
      totalCents: 45000 + 3500 + 16000,
      peopleCount: 3,
    });
    expect(saved.items[0].id).toBe(order.items[0].id);
    expect(saved.items[0].people.map((p: any) => [p.id, p.name, p.size])).toEqual([
      [order.items[0].people[0].id, 'Ana Pérez', 'M'],
      [order.items[0].people[1].id, 'Luis Soto', 'M'],
      [expect.any(Number), 'Eva Paz', 'S'],
    ]);
    // Removing an item and a person.
    const next = asInput(saved);
    next.items = [next.items[0]];
    next.items[0].people = next.items[0].people.slice(1);
    const trimmed = (await update(next)).body.data;
    expect(trimmed).toMatchObject({ version: 3, totalCents: 30000, peopleCount: 2 });
    expect(trimmed.items).toHaveLength(1);
    expectRefused(
      await update({
        ...asInput(trimmed),
        items: [{ id: 999999, productId: f.birrete.id, quantity: 1 }],
      }),
      400,
      'El artículo 999999 no pertenece al pedido',
    );
  });

  it('refuses a save over a newer version with 409, and keeps the newer one', async () => {
    const order = await createOrder(api, f);
    const first = await update({ ...asInput(order), notes: 'Primera' });
    expect(first.body.data.version).toBe(2);
    const second = await update({ ...asInput(order), notes: 'Segunda' });
    expectRefused(second, 409, STALE);
    expect((await api('GET', `/api/order/${order.id}`)).body.data.notes).toBe('Primera');
    // A status change moves the version too.
    const moved = (await move(order.id, 'IN_PRODUCTION')).body.data;
    expect(moved.version).toBe(3);
    expectRefused(await update({ ...asInput(first.body.data), notes: 'Tercera' }), 409, STALE);
  });

  it('in production changes only people’s names, sizes and notes (and the order’s notes)', async () => {
    const order = await rosterOrder();
    const produced = (await move(order.id, 'IN_PRODUCTION')).body.data;
    const input = asInput(produced);
    input.notes = 'Llamar antes';
    input.items[0].people[0] = {
      ...input.items[0].people[0],
      name: 'Ana María Pérez',
      size: 'L',
      notes: 'Manga larga',
    };
    const res = await update(input);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.notes).toBe('Llamar antes');
    expect(res.body.data.items[0].people[0]).toMatchObject({
      name: 'Ana María Pérez',
      size: 'L',
      suggestedSize: 'M',
      sizeOverridden: true,
      notes: 'Manga larga',
    });
    const current = asInput(res.body.data);
    const limited = {
      statusCode: 409,
      status: 409,
      message:
        'En producción solo se pueden cambiar los nombres, tallas y notas de las personas, y las notas del pedido',
    };
    const changes: ((input: any) => void)[] = [
      (i) => (i.promisedDate = '2031-01-01'),
      (i) => (i.items[1].quantity = 3),
      (i) => (i.items[1].unitPriceCents = 1),
      (i) => (i.items[1].discountCents = 100),
      (i) => i.items.pop(),
      (i) => (i.items[0].people[1].heightCm = 151),
      (i) => i.items[0].people.pop(),
      (i) => i.items[0].people.push({ name: 'Nueva', heightCm: 150 }),
    ];
    for (const change of changes) {
      const body = structuredClone(current);
      change(body);
      expect(failure(await update(body))).toEqual(limited);
    }
  });

  it('keeps finished, delivered and cancelled orders read-only', async () => {
    for (const [status, label] of [
      ['FINISHED', 'Terminado'],
      ['DELIVERED', 'Entregado'],
      ['CANCELLED', 'Cancelado'],
    ]) {
      const order = await orderAt(status!);
      expectRefused(
        await update({ ...asInput(order), notes: 'Cambio' }),
        409,
        `Un pedido ${label} no se puede modificar`,
      );
    }
  });

  it('deletes only pending or cancelled orders, and restores them', async () => {
    for (const status of ['IN_PRODUCTION', 'FINISHED', 'DELIVERED']) {
      const order = await orderAt(status);
      expectRefused(
        await api('DELETE', `/api/order/delete/${order.id}`),
        409,
        `Solo se pueden eliminar pedidos Pendientes o Cancelados; este está ${LABELS[status]}`,
      );
    }
    for (const status of ['PENDING', 'CANCELLED']) {
      const order = await orderAt(status);
      const deleted = await api('DELETE', `/api/order/delete/${order.id}`);
      okData(deleted, `Pedido ${order.number} eliminado`);
      expect(deleted.body.data.deletedAt).not.toBeNull();
      expect(failure(await move(order.id, 'IN_PRODUCTION'))).toMatchObject({ statusCode: 404 });
      expect(failure(await api('DELETE', `/api/order/delete/${order.id}`))).toMatchObject({
        statusCode: 404,
      });
      const restored = await api('POST', `/api/order/restore/${order.id}`);
      okData(restored, `Pedido ${order.number} restaurado`);
      expect(restored.body.data).toMatchObject({ deletedAt: null, status, number: order.number });
      expectRefused(
        await api('POST', `/api/order/restore/${order.id}`),
        409,
        'El pedido no está en la papelera',
      );
    }
  });
});

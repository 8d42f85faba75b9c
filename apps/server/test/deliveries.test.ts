/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read answers as loose JSON */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from './client-area-helpers';
import { deliver, finishedOrder } from './delivery-helpers';
import { createOrder, orderFixtures, type OrderFixtures } from './order-helpers';
import { okData, signedInCaller } from './people-helpers';
import { pdfText, skipWithoutPoppler } from './poppler';
import { testDialect } from './test-app';

describe(`deliveries person by person (${testDialect})`, () => {
  const ctx = signedInCaller('ADMINISTRADOR', 'Ana Admin');
  const { api } = ctx;
  let f: OrderFixtures;
  beforeAll(async () => {
    f = await orderFixtures(api, 'DLV');
  });
  const list = async (id: number) => (await api('GET', `/api/order/${id}/deliveries`)).body.data;

  it('delivers 27 of 30: the order counts them, lists the 3 missing and stays Terminado', async () => {
    const { order, people } = await finishedOrder(api, f, 30);
    expect(order).toMatchObject({ deliveredPeople: 0, totalPeople: 30 });
    for (const person of people.slice(0, 27)) {
      const res = await deliver(api, order.id, {
        personId: person.id,
        state: 'DELIVERED',
        receivedBy: person.id % 2 ? 'La madre' : null,
      });
      okData(res, `${person.name}: entregado`);
    }
    const data = await list(order.id);
    expect(data).toMatchObject({ deliveredPeople: 27, totalPeople: 30 });
    expect(data.missing.map((p: any) => p.name)).toEqual(['Alumno 28', 'Alumno 29', 'Alumno 30']);
    const first = data.people[0];
    expect(first).toMatchObject({
      name: 'Alumno 01',
      course: '5.º A',
      state: 'DELIVERED',
      items: [{ productId: f.toga.id, product: 'Toga DLV', size: 'S' }],
      delivered: { state: 'DELIVERED', by: 'Ana Admin', at: expect.any(String) },
    });
    const after = (await api('GET', `/api/order/${order.id}`)).body.data;
    expect(after).toMatchObject({ status: 'FINISHED', deliveredPeople: 27, totalPeople: 30 });
    const page = (await api('GET', `/api/order?q=${order.number}`)).body.data.items;
    expect(page[0]).toMatchObject({ deliveredPeople: 27, totalPeople: 30 });
  });

  it('an absent person stays missing; the last one delivered makes the order Entregado, with history', async () => {
    const { order, people } = await finishedOrder(api, f, 3);
    await deliver(api, order.id, { personId: people[0]!.id, state: 'DELIVERED' });
    okData(
      await deliver(api, order.id, { personId: people[1]!.id, state: 'ABSENT', note: 'Enfermo' }),
      `${people[1]!.name}: no vino`,
    );
    let data = await list(order.id);
    expect(data.people[1]).toMatchObject({ state: 'ABSENT', events: [{ note: 'Enfermo' }] });
    expect(data.missing.map((p: any) => p.id)).toEqual([people[1]!.id, people[2]!.id]);
    await deliver(api, order.id, {
      personId: people[1]!.id,
      state: 'DELIVERED',
      receivedBy: 'Su padre',
    });
    await deliver(api, order.id, { personId: people[2]!.id, state: 'DELIVERED' });
    data = await list(order.id);
    expect(data).toMatchObject({ deliveredPeople: 3, missing: [], order: { status: 'DELIVERED' } });
    const after = (await api('GET', `/api/order/${order.id}`)).body.data;
    expect(after.status).toBe('DELIVERED');
    expect(after.history.at(-1)).toMatchObject({
      from: 'FINISHED',
      to: 'DELIVERED',
      note: 'Todas las personas recibieron su bolsa',
      by: 'Ana Admin',
    });
  });

  it('a second DELIVERED of one person is a 409 with its code, and an absent after it too', async () => {
    const { order, people } = await finishedOrder(api, f, 2);
    const person = people[0]!;
    await deliver(api, order.id, { personId: person.id, state: 'DELIVERED' });
    const again = await deliver(api, order.id, { personId: person.id, state: 'DELIVERED' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toMatchObject({
      code: 'ALREADY_DELIVERED',
      message: `${person.name} ya fue entregado; no se entrega dos veces`,
    });
    const absent = await deliver(api, order.id, { personId: person.id, state: 'ABSENT' });
    expect(absent.body).toMatchObject({ status: 409, code: 'ALREADY_DELIVERED' });
    expect((await list(order.id)).deliveredPeople).toBe(1);
  });

  it('a size change makes a linked order for that pupil in the new size, at no cost, leaving the delivered one', async () => {
    const { order, people } = await finishedOrder(api, f, 2);
    const person = people[0]!; // S
    await deliver(api, order.id, { personId: person.id, state: 'DELIVERED' });
    const res = await deliver(api, order.id, {
      personId: person.id,
      state: 'SIZE_CHANGE',
      newSize: 'm',
      note: 'Le queda chica',
    });
    expect(res.statusCode).toBe(200);
    const exchange = res.body.data.exchangeOrder;
    expect(res.body.message).toBe(`${person.name}: cambio de talla (pedido ${exchange.number})`);
    const made = (await api('GET', `/api/order/${exchange.id}`)).body.data;
    expect(made).toMatchObject({
      clientId: order.clientId,
      institutionId: order.institutionId,
      status: 'PENDING',
      totalCents: 0,
      notes: `Cambio de talla del pedido ${order.number} para ${person.name}`,
      totalPeople: 1,
    });
    expect(made.items).toHaveLength(1);
    expect(made.items[0]).toMatchObject({ productId: f.toga.id, quantity: 1 });
    expect(made.items[0].people[0]).toMatchObject({
      name: person.name,
      size: 'M',
      sizeOverridden: true,
    });
    const data = await list(order.id);
    expect(data.people[0]).toMatchObject({
      state: 'DELIVERED',
      items: [{ size: 'S' }],
      events: [
        { state: 'DELIVERED' },
        {
          state: 'SIZE_CHANGE',
          newSize: 'M',
          exchangeOrder: { id: exchange.id, number: exchange.number },
        },
      ],
    });
    const original = (await api('GET', `/api/order/${order.id}`)).body.data;
    expect(original.items[0].people[0].size).toBe('S');
    expect(original.totalCents).toBe(order.totalCents);
  });

  it('a pack person names the product whose size changes when the pack has several sized', async () => {
    const order = await createOrder(api, f, {
      items: [{ packageId: f.pack.id, people: [{ name: 'Rosa Pack', heightCm: 160 }] }],
    });
    for (const status of ['IN_PRODUCTION', 'FINISHED']) {
      await api('POST', `/api/order/${order.id}/status`, { status });
    }
    const personId = order.items[0].people[0].id;
    // Toga is the pack's only sized product: it is inferred.
    const res = await deliver(api, order.id, { personId, state: 'SIZE_CHANGE', newSize: 'L' });
    expect(res.statusCode).toBe(200);
    const made = (await api('GET', `/api/order/${res.body.data.exchangeOrder.id}`)).body.data;
    expect(made.items[0]).toMatchObject({ productId: f.toga.id });
    const birrete = await deliver(api, order.id, {
      personId,
      state: 'SIZE_CHANGE',
      newSize: 'L',
      productId: f.birrete.id,
    });
    expect(birrete.body).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
  });

  it('refuses what cannot be: another order’s person, an unknown size, an order not Terminado', async () => {
    const { order, people } = await finishedOrder(api, f, 1);
    const other = await finishedOrder(api, f, 1);
    const foreign = await deliver(api, order.id, {
      personId: other.people[0]!.id,
      state: 'DELIVERED',
    });
    expect(foreign.body).toMatchObject({
      status: 400,
      code: 'NOT_OF_RECORD',
      message: 'La persona no pertenece a este pedido',
    });
    const size = await deliver(api, order.id, {
      personId: people[0]!.id,
      state: 'SIZE_CHANGE',
      newSize: 'XXL',
    });
    expect(size.body).toMatchObject({
      status: 400,
      code: 'INVALID_INPUT',
      message: 'La talla XXL no existe para este producto (tallas: S, M, L)',
    });
    const noSize = await deliver(api, order.id, { personId: people[0]!.id, state: 'SIZE_CHANGE' });
    expect(noSize.body).toMatchObject({ status: 400, code: 'VALIDATION' });
    const pending = await createOrder(api, f, {
      items: [{ productId: f.toga.id, people: [{ name: 'Leo', heightCm: 150 }] }],
    });
    const early = await deliver(api, pending.id, {
      personId: pending.items[0].people[0].id,
      state: 'DELIVERED',
    });
    expect(early.body).toMatchObject({
      status: 409,
      code: 'STATUS_LOCKED',
      message: 'Solo se entrega un pedido Terminado (este está Pendiente)',
    });
    const missing = await api('GET', '/api/order/999999/deliveries');
    expect(missing.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('exports the people and their state as CSV (text/csv, one row a person)', async () => {
    const { order, people } = await finishedOrder(api, f, 2);
    await deliver(api, order.id, {
      personId: people[0]!.id,
      state: 'DELIVERED',
      receivedBy: 'La madre',
      note: 'Entregado en la puerta',
    });
    await deliver(api, order.id, { personId: people[1]!.id, state: 'ABSENT' });
    const res = await ctx.t.app.inject({
      url: `/api/order/${order.id}/deliveries/export.csv`,
      headers: { authorization: `Bearer ${ctx.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(`entregas-${order.number}-`);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'ID;Persona;Curso;Prendas y tallas;Estado;Recibió;Nota;Fecha de entrega;Registró;Pedidos de cambio',
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^${people[0]!.id};Alumno 01;5\\.º A;Toga DLV \\(S\\);Entregado;La madre;Entregado en la puerta;\\d{4}-.+;Ana Admin;$`,
      ),
    );
    expect(lines[2]).toBe(`${people[1]!.id};Alumno 02;5.º B;Toga DLV (M);No vino;;;;;`);
  });

  it('the client sees who received their bag on its own orders only, without staff names', async () => {
    const owner = await signedInClient(ctx.t, api, 'Cliente Entregas');
    const stranger = await signedInClient(ctx.t, api, 'Cliente Ajeno');
    const { order, people } = await finishedOrder(api, f, 2, {
      clientId: owner.client.id,
      institutionId: f.institution.id,
    });
    await deliver(api, order.id, {
      personId: people[0]!.id,
      state: 'DELIVERED',
      receivedBy: 'La madre',
    });
    const own = await owner.api('GET', `/api/client-area/orders/${order.id}/deliveries`);
    expect(own.statusCode).toBe(200);
    expect(own.body.data).toMatchObject({ deliveredPeople: 1, totalPeople: 2 });
    expect(own.body.data.people[0].delivered).toMatchObject({ receivedBy: 'La madre', by: null });
    expect(JSON.stringify(own.body.data)).not.toContain('Ana Admin');
    const theirs = await stranger.api('GET', `/api/client-area/orders/${order.id}/deliveries`);
    expect(theirs.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const staffOnly = await owner.api('GET', `/api/order/${order.id}/deliveries`);
    expect(staffOnly.statusCode).toBe(403);
  });

  it.skipIf(skipWithoutPoppler)(
    'the delivery note lists what was handed over, to whom and when, with signature lines',
    async () => {
      const { order, people } = await finishedOrder(api, f, 3);
      await deliver(api, order.id, {
        personId: people[0]!.id,
        state: 'DELIVERED',
        receivedBy: 'La madre',
      });
      const res = await ctx.t.app.inject({
        url: `/api/order/${order.id}/delivery-note.pdf`,
        headers: { authorization: `Bearer ${ctx.token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'taller-note-')), 'nota.pdf');
      writeFileSync(file, res.rawPayload);
      const text = pdfText(file);
      expect(text).toContain('Nota de entrega');
      expect(text).toContain(order.number);
      expect(text).toContain('Entregado: 1 de 3');
      expect(text).toMatch(/Alumno 01\s+5\.º A\s+Toga DLV \(S\)\s+La madre/);
      expect(text).toContain('Faltan 2 personas');
      expect(text).toContain('Alumno 02 (5.º B); Alumno 03 (5.º A)');
      expect(text).toContain('Entregado por');
      expect(text).toContain('Recibido por (institución)');
    },
  );
});

describe.skipIf(testDialect !== 'postgres')('deliveries under concurrency (postgres)', () => {
  const ctx = signedInCaller('ADMINISTRADOR', 'Ana Admin');
  const { api } = ctx;

  it('two scanners deliver one person at once: one wins, the other is told (409)', async () => {
    const f = await orderFixtures(api, 'RACE');
    const { order, people } = await finishedOrder(api, f, 12);
    // Every person scanned by two phones at the same moment.
    const answers = await Promise.all(
      people.flatMap((person) =>
        [0, 1].map(() => deliver(api, order.id, { personId: person.id, state: 'DELIVERED' })),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(12);
    expect(codes.filter((c) => c === 409)).toHaveLength(12);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect((refused.body as { code?: string }).code).toBe('ALREADY_DELIVERED');
    }
    const data = (await api('GET', `/api/order/${order.id}/deliveries`)).body.data;
    expect(data.deliveredPeople).toBe(12);
    expect(data.people.every((p: any) => p.events.length === 1)).toBe(true);
    const after = (await api('GET', `/api/order/${order.id}`)).body.data;
    expect(after.status).toBe('DELIVERED');
    expect(after.history.filter((h: any) => h.to === 'DELIVERED')).toHaveLength(1);
  });
});

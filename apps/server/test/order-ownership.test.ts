/* eslint-disable @typescript-eslint/no-explicit-any -- the tests edit order answers as loose JSON */
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES as M } from '@taller/shared';
import { storeItems } from '../src/modules/orders/order-items';
import { loginAs } from './auth-helpers';
import { setBillingInfo } from './billing-helpers';
import { signedInClient, type SignedInClient } from './client-area-helpers';
import { createOrder, orderBody, orderFixtures, type OrderFixtures } from './order-helpers';
import { caller, expectRefused, signedInCaller, type Answer } from './people-helpers';
import { testDialect } from './test-app';

/** A refusal with its code: 400 VALIDATION of a field, or a service's own code. */
function expectCode(res: Answer, status: number, code: string, message: string) {
  expectRefused(res, status, message);
  expect(res.body).toMatchObject({ code });
}

/** An order as a whole-order update sends it back (ids kept). */
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

describe(`orders: a write touches only rows of the order it names (${testDialect})`, () => {
  const ctx = signedInCaller('DIRECTOR', 'Diana Directora');
  const staff = ctx.api;
  let f: OrderFixtures;
  let ana: SignedInClient;
  let beto: SignedInClient;
  beforeAll(async () => {
    f = await orderFixtures(staff, 'OWN');
    ana = await signedInClient(ctx.t, staff, 'Ana Ajena');
    beto = await signedInClient(ctx.t, staff, 'Beto Dueño');
    await setBillingInfo(staff);
  });

  const read = async (id: number) => (await staff('GET', `/api/order/${id}`)).body.data;
  const roster = (names: string[]) => ({
    productId: f.toga.id,
    people: names.map((name, at) => ({ name, heightCm: 150 + at * 20 })),
  });

  /** Beto's order, delivered and billed in full, as staff read it. */
  async function betosBilledOrder() {
    const order = await createOrder(staff, f, {
      clientId: beto.client.id,
      items: [roster(['Bea', 'Bruno'])],
    });
    for (const status of ['IN_PRODUCTION', 'FINISHED', 'DELIVERED']) {
      const moved = await staff('POST', `/api/order/${order.id}/status`, { status });
      expect(moved.statusCode).toBe(200);
    }
    const bill = await staff('POST', '/api/bill/create', { orderId: order.id, kind: 'TOTAL' });
    expect(bill.statusCode, bill.text).toBe(200);
    const stored = await read(order.id);
    expect(stored).toMatchObject({ status: 'DELIVERED', billedCents: stored.totalCents });
    return stored;
  }

  const countOrders = async () =>
    (await staff('GET', '/api/order?pageSize=1')).body.data.total as number;

  it("a client's create naming another client's item or person is refused; that order is untouched", async () => {
    const betos = await betosBilledOrder();
    const [item] = betos.items;
    const before = await countOrders();
    const pwned = [
      { id: item.people[0].id, name: 'PWNED Bea', heightCm: 150 },
      { id: item.people[1].id, name: 'PWNED Bruno', heightCm: 150 },
    ];
    const create = (items: object[]) =>
      ana.api('POST', '/api/client-area/orders/create', { promisedDate: '2030-05-20', items });
    expectCode(
      await create([{ id: item.id, productId: f.toga.id, people: pwned }]),
      400,
      'VALIDATION',
      M.itemIdOnCreate,
    );
    // A person id alone is refused too, on a new item of the caller's own.
    expectCode(
      await create([{ productId: f.toga.id, people: pwned }]),
      400,
      'VALIDATION',
      M.personIdOnCreate,
    );
    expect(await read(betos.id)).toEqual(betos);
    expect(await countOrders()).toBe(before);
  });

  it("a PRODUCER's staff create naming a delivered order's item is refused; its price stays", async () => {
    const betos = await betosBilledOrder();
    const producer = caller(ctx.t, (await loginAs(ctx.t, 'PRODUCER', 'Pía Productora')).token);
    const [item] = betos.items;
    const res = await producer(
      'POST',
      '/api/order/create',
      orderBody(f, {
        items: [{ id: item.id, productId: f.toga.id, unitPriceCents: 0, quantity: 2 }],
      }),
    );
    expectCode(res, 400, 'VALIDATION', M.itemIdOnCreate);
    expect(res.body.data.errors[0].field).toBe('items.0.id');
    expect(await read(betos.id)).toEqual(betos);
  });

  it("an update naming another order's item, or a person of another item, is refused; nothing changes", async () => {
    // As staff read them back (a director's read carries the order's cost and margin too).
    const own = await read(
      (await createOrder(staff, f, { items: [roster(['Olga', 'Omar']), roster(['Otto'])] })).id,
    );
    const other = await read((await createOrder(staff, f, { items: [roster(['Zoe'])] })).id);
    const update = (change: (input: any) => void) => {
      const input = asInput(own);
      change(input);
      return staff('PUT', '/api/order/update', input);
    };
    const theirs = other.items[0];
    const theirPerson = theirs.people[0];
    expectCode(
      await update((i) => (i.items[1] = { ...i.items[1], id: theirs.id })),
      400,
      'NOT_OF_RECORD',
      M.itemNotOfOrder(theirs.id),
    );
    // Another order's person on one of this order's items.
    expectCode(
      await update((i) => (i.items[0].people[0].id = theirPerson.id)),
      400,
      'NOT_OF_RECORD',
      M.personNotOfItem(theirPerson.id),
    );
    // A person of this order, but of its other item (two people's ids swapped between items).
    const otto = own.items[1].people[0];
    const olga = own.items[0].people[0];
    expectCode(
      await update((i) => {
        i.items[0].people[0].id = otto.id;
        i.items[1].people[0].id = olga.id;
      }),
      400,
      'NOT_OF_RECORD',
      M.personNotOfItem(otto.id),
    );
    // A person id on a new item.
    expectCode(
      await update((i) => i.items.push({ ...roster([]), people: [{ ...theirPerson }] })),
      400,
      'NOT_OF_RECORD',
      M.personNotOfItem(theirPerson.id),
    );
    // One stored row named twice.
    expectCode(
      await update((i) => i.items.push({ ...i.items[1] })),
      400,
      'VALIDATION',
      M.itemRepeated(own.items[1].id),
    );
    expect(await read(own.id)).toEqual(own);
    expect(await read(other.id)).toEqual(other);

    // In production too: the person of another item answers the same 400 (not the 409 of a change).
    await staff('POST', `/api/order/${own.id}/status`, { status: 'IN_PRODUCTION' });
    const produced = await read(own.id);
    const input = asInput(produced);
    input.items[0].people[0].id = otto.id;
    input.items[1].people[0].id = olga.id;
    expectCode(
      await staff('PUT', '/api/order/update', input),
      400,
      'NOT_OF_RECORD',
      M.personNotOfItem(otto.id),
    );
    expect(await read(own.id)).toEqual(produced);
  });

  it('every child write is scoped by its parent: a stray id stops the save and rolls it back', async () => {
    const own = await read((await createOrder(staff, f, { items: [roster(['Olga'])] })).id);
    const other = await read((await createOrder(staff, f, { items: [roster(['Zoe'])] })).id);
    const [ownItem] = own.items;
    const [theirs] = other.items;
    const known = new Map([[ownItem.id, new Set<number>([ownItem.people[0].id])]]);
    const person = (id: number) => ({
      id,
      name: 'PWNED',
      heightCm: 150,
      size: 'M',
      suggestedSize: 'M',
      sizeOverridden: 0,
      notes: null,
    });
    const item = (id: number, people: ReturnType<typeof person>[]) => ({
      id,
      productId: f.toga.id,
      packageId: null,
      quantity: Math.max(1, people.length),
      unitPriceCents: 0,
      discountCents: 0,
      subtotalCents: 0,
      people,
    });
    const store = (items: ReturnType<typeof item>[]) =>
      ctx.t.app.db.transaction().execute((trx) => storeItems(trx, own.id, items, known));
    // Another order's item, and another order's person on this order's item.
    await expect(store([item(theirs.id, [])])).rejects.toThrow(/Order save stopped/);
    await expect(store([item(ownItem.id, [person(theirs.people[0].id)])])).rejects.toThrow(
      /Order save stopped/,
    );
    expect(await read(own.id)).toEqual(own);
    expect(await read(other.id)).toEqual(other);
  });
});

describe(`client area: an order takes only what the catalogue shows (${testDialect})`, () => {
  const ctx = signedInCaller('DIRECTOR', 'Diana Directora');
  const staff = ctx.api;

  it('refuses an inactive product or pack by id; staff keep ordering them; stored orders stay editable', async () => {
    const f = await orderFixtures(staff, 'INA');
    const ana = await signedInClient(ctx.t, staff, 'Ana Inactiva');
    const create = (items: object[]) =>
      ana.api('POST', '/api/client-area/orders/create', { promisedDate: '2030-05-20', items });
    const pending = (
      await create([{ productId: f.toga.id, people: [{ name: 'Ana', heightCm: 150 }] }])
    ).body.data;
    for (const [url, id] of [
      ['/api/product/update', f.toga.id],
      ['/api/product/update', f.birrete.id],
      ['/api/package/update', f.pack.id],
    ] as const) {
      expect((await staff('PUT', url, { id, status: 'INACTIVE' })).statusCode).toBe(200);
    }
    expectCode(
      await create([{ productId: f.birrete.id, quantity: 1 }]),
      400,
      'UNAVAILABLE',
      M.productNotOffered('BIR-INA'),
    );
    expectCode(
      await create([{ packageId: f.pack.id, quantity: 1 }]),
      400,
      'UNAVAILABLE',
      M.packageNotOffered('PCK-INA'),
    );
    expect((await ana.api('GET', '/api/client-area/orders')).body.data.total).toBe(1);
    // Staff may order what is not offered to clients (today's rule).
    expect(
      (await createOrder(staff, f, { items: [{ packageId: f.pack.id, quantity: 1 }] })).id,
    ).toBeGreaterThan(0);
    // The client's order of a product gone inactive since still takes their corrections.
    const person = pending.items[0].people[0];
    const fixed = await ana.api('PUT', `/api/client-area/orders/${pending.id}/people`, {
      version: pending.version,
      people: [{ id: person.id, name: 'Ana María', heightCm: 175 }],
    });
    expect(fixed.statusCode, fixed.text).toBe(200);
  });
});

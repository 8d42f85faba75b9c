/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read answers as loose JSON */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { m033OrderRollups } from '../src/db/migrations/033-order-rollups';
import { createOrder, orderFixtures, type OrderFixtures } from './order-helpers';
import { signedInCaller } from './people-helpers';
import { orderInProduction, recordProgress, stagesOf } from './production-helpers';
import { testDialect } from './test-app';

/** An order answer as the update's input (with people, the quantity is their number). */
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

/**
 * 'Inicio' at 100,000 orders (issue 38, migration 033): each order keeps its pieces and its
 * pieces through the last stage. After every kind of write the kept totals of every order equal a
 * fresh computation from the items, the packs' contents and the stages' ledger, and the home's
 * 'orders by status' equals the aggregate it was before the totals were kept.
 */
describe(`home: the orders' kept piece totals stay exact (${testDialect})`, () => {
  const ctx = signedInCaller('DIRECTOR', 'Diana Directora');
  const { api } = ctx;
  let f: OrderFixtures;

  beforeAll(async () => {
    f = await orderFixtures(api, 'K');
  });

  const lastStage = sql`(select s.id from production_stages s where s.deleted_at is null
    order by s.position desc, s.id desc limit 1)`;

  /** Every order (trashed too): [id, kept pieces, kept done] against [id, fresh, fresh]. */
  async function expectKeptExact() {
    const { rows } = await sql<Record<string, unknown>>`select o.id,
        o.pieces_ordered as kept_ordered, o.pieces_done as kept_done,
        coalesce((select sum(oi.quantity * coalesce(pi.quantity, 1)) from order_items oi
          left join package_items pi on pi.package_id = oi.package_id
          where oi.order_id = o.id), 0) as ordered,
        coalesce((select sum(sp.count) from stage_progress sp
          where sp.order_id = o.id and sp.stage_id = ${lastStage}), 0) as done
      from orders o order by o.id`.execute(ctx.t.app.db);
    const kept = rows.map((r) => [r.id, Number(r.keptOrdered), Number(r.keptDone)]);
    const fresh = rows.map((r) => [r.id, Number(r.ordered), Number(r.done)]);
    expect(kept).toEqual(fresh);
    // The home's figure, as the aggregate it was before the totals were kept.
    const pieces = await sql<Record<string, unknown>>`select o.status,
        sum(oi.quantity * coalesce(pi.quantity, 1)) as pieces
      from orders o join order_items oi on oi.order_id = o.id
      left join package_items pi on pi.package_id = oi.package_id
      where o.deleted_at is null group by o.status`.execute(ctx.t.app.db);
    const done = await sql<Record<string, unknown>>`select o.status,
        sum(case when t.done > 0 then t.done else 0 end) as done
      from (select sp.order_id, sum(sp.count) as done from stage_progress sp
        where sp.stage_id = ${lastStage} group by sp.order_id) t
      join orders o on o.id = t.order_id
      where o.deleted_at is null group by o.status`.execute(ctx.t.app.db);
    const of = (result: { rows: Record<string, unknown>[] }, column: string, status: string) =>
      Number(result.rows.find((r) => r.status === status)?.[column] ?? 0);
    const home = await api('GET', '/api/home');
    expect(home.statusCode, home.text).toBe(200);
    expect(home.body.data.byStatus.map((s: any) => [s.status, s.pieces, s.piecesDone])).toEqual(
      home.body.data.byStatus.map((s: any) => [
        s.status,
        of(pieces, 'pieces', s.status),
        of(done, 'done', s.status),
      ]),
    );
  }

  async function update(order: Record<string, any>, change: (input: any) => void) {
    const input = asInput(order);
    change(input);
    const res = await api('PUT', '/api/order/update', input);
    expect(res.statusCode, res.text).toBe(200);
    return res.body.data;
  }

  it('after items are added, changed and removed', async () => {
    let order = await createOrder(api, f, { items: [{ productId: f.birrete.id, quantity: 3 }] });
    await expectKeptExact();
    order = await update(order, (i) =>
      i.items.push({ packageId: f.pack.id, quantity: 2, discountCents: 0, people: [] }),
    );
    await expectKeptExact();
    order = await update(order, (i) => (i.items[0].quantity = 7));
    await expectKeptExact();
    order = await update(order, (i) => i.items.shift());
    expect(order.items).toHaveLength(1);
    await expectKeptExact();
  });

  it('after people are added to and removed from a garment and a pack', async () => {
    const person = (name: string, heightCm: number) => ({ name, heightCm });
    let order = await createOrder(api, f, {
      items: [
        { productId: f.toga.id, people: [person('Ana', 120), person('Beto', 160)] },
        { packageId: f.pack.id, people: [person('Ciro', 175)] },
      ],
    });
    await expectKeptExact();
    order = await update(order, (i) => {
      i.items[0].people.push(person('Dora', 130));
      i.items[1].people.push(person('Eli', 140), person('Fabi', 150));
    });
    await expectKeptExact();
    order = await update(order, (i) => {
      i.items[0].people.shift();
      i.items[1].people.pop();
    });
    expect(order.items.map((item: any) => item.people.length)).toEqual([2, 2]);
    await expectKeptExact();
  });

  it("after a pack's contents change, in live and trashed orders holding it", async () => {
    const pack = await api('POST', '/api/package/create', {
      code: 'PCK-KX',
      name: 'Pack cambiante',
      description: [],
      items: [{ productId: f.birrete.id, quantity: 1 }],
      priceMode: 'FIXED',
      priceCents: 5000,
      status: 'ACTIVE',
      media: [],
    });
    expect(pack.statusCode, pack.text).toBe(200);
    const packId = pack.body.data.id;
    const holding = { items: [{ packageId: packId, quantity: 4 }] };
    await createOrder(api, f, holding);
    const trashed = await createOrder(api, f, holding);
    expect((await api('DELETE', `/api/order/delete/${trashed.id}`)).statusCode).toBe(200);
    await expectKeptExact();
    const changed = await api('PUT', '/api/package/update', {
      id: packId,
      items: [
        { productId: f.birrete.id, quantity: 2 },
        { productId: f.toga.id, quantity: 3 },
      ],
    });
    expect(changed.statusCode, changed.text).toBe(200);
    await expectKeptExact();
  });

  it('after progress is registered and reverted, and the order trashed and restored', async () => {
    const { order, gorra } = await orderInProduction(api, 'KP', f.client.id);
    const stages = await stagesOf(api);
    for (const stage of stages) {
      const res = await recordProgress(api, order.id, {
        stageId: stage.id,
        productId: gorra.id,
        size: null,
        count: 5,
      });
      expect(res.statusCode, res.text).toBe(200);
      await expectKeptExact();
    }
    const reverted = await recordProgress(api, order.id, {
      stageId: stages.at(-1)!.id,
      productId: gorra.id,
      size: null,
      count: -2,
      note: 'Mal contado',
    });
    expect(reverted.statusCode, reverted.text).toBe(200);
    await expectKeptExact();
    // Cancelled, then trashed and restored: the home counts it again, with its pieces.
    const cancelled = await api('POST', `/api/order/${order.id}/status`, {
      status: 'CANCELLED',
      note: 'El colegio desistió',
    });
    expect(cancelled.statusCode, cancelled.text).toBe(200);
    const trashed = await api('DELETE', `/api/order/delete/${order.id}`);
    expect(trashed.statusCode, trashed.text).toBe(200);
    await expectKeptExact();
    const restored = await api('POST', `/api/order/restore/${order.id}`);
    expect(restored.statusCode, restored.text).toBe(200);
    await expectKeptExact();
  });

  it('after a save of the stages makes another stage the last, and back', async () => {
    const { order, gorra } = await orderInProduction(api, 'KS', f.client.id);
    const stages = await stagesOf(api);
    for (const stage of stages) {
      const res = await recordProgress(api, order.id, {
        stageId: stage.id,
        productId: gorra.id,
        size: null,
        count: 3,
      });
      expect(res.statusCode, res.text).toBe(200);
    }
    const save = async (list: object[]) => {
      const res = await api('PUT', '/api/production-stage', { stages: list });
      expect(res.statusCode, res.text).toBe(200);
      await expectKeptExact();
    };
    const kept = stages.map((s) => ({ id: s.id, name: s.name }));
    // A new last stage: nothing is through it yet.
    await save([...kept, { name: 'Entrega interna' }]);
    // Removed again: the old last stage's counts are what is finished.
    await save(kept);
    // The last stage moved first: the one before it is now the last.
    await save([kept.at(-1)!, ...kept.slice(0, -1)]);
    await save(kept);
  });

  it('are filled by migration 033 for the orders already there', async () => {
    const { order, gorra } = await orderInProduction(api, 'KM', f.client.id);
    for (const stage of await stagesOf(api)) {
      const res = await recordProgress(api, order.id, {
        stageId: stage.id,
        productId: gorra.id,
        size: null,
        count: 2,
      });
      expect(res.statusCode, res.text).toBe(200);
    }
    await createOrder(api, f, { items: [{ packageId: f.pack.id, quantity: 3 }] });
    // The schema as it was before 033, with these orders in it; then 033 again.
    const { db, dialect } = ctx.t.app;
    await sql`drop index orders_live_status_promised`.execute(db);
    await sql`drop index bills_owed`.execute(db);
    await sql`alter table orders drop column pieces_ordered`.execute(db);
    await sql`alter table orders drop column pieces_done`.execute(db);
    await m033OrderRollups.up(db, dialect);
    const { rows } = await sql<{ n: unknown }>`select count(*) as n from orders
      where pieces_ordered > 0 and pieces_done > 0`.execute(db);
    expect(Number(rows[0]!.n)).toBeGreaterThan(0);
    await expectKeptExact();
  });
});

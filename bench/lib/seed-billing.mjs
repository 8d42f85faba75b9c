// Seeds the money and materials side of the reports bench on top of the orders seed, each table
// in one `insert … select` over the orders (the database does the work, no row crosses to Node):
// a bill for two orders in three (for every order with `everyOrder`; one in seventeen annulled;
// each due the day it was issued), an approved payment of half of every other bill, a pending
// proof for one order in fifty, 60 materials (a third below their minimum) and an exit of
// material for every order not cancelled, and each order's billed and paid amounts.
import { sql } from 'kysely';
import { openSeedDatabase } from './seed-helpers.mjs';

export async function seedBilling({ databaseUrl, dataDir, everyOrder = false }) {
  const started = performance.now();
  const { db, dialect, close } = await openSeedDatabase({ databaseUrl, dataDir });
  const day =
    dialect === 'postgres'
      ? (column) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`)
      : (column) => sql.raw(`substr(${column}, 1, 10)`);
  const at = new Date().toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      const run = (query) => query.execute(trx);
      await run(sql`insert into bills (number, series, sequence, order_id, client_id, kind, status,
          billing_name, billing_tax_id, currency, tax_rate_bp, prices_include_tax, subtotal_cents,
          tax_cents, total_cents, paid_cents, issuer, issued_at, issued_by, client_key,
          search_text, created_by, updated_by, created_at, updated_at, due_date)
        select 'F-' || o.id, 'F', o.id, o.id, o.client_id, 'TOTAL',
          case when o.id % 17 = 0 then 'ANNULLED' else 'ISSUED' end,
          'Cliente', '0', 'BOB', 1300, 1, o.total_cents - o.total_cents * 13 / 113,
          o.total_cents * 13 / 113, o.total_cents, 0, '{}', o.created_at, 'bench', o.client_key,
          'F-' || o.id, 'bench', 'bench', o.created_at, o.created_at, ${day('o.created_at')}
        from orders o where o.status <> 'CANCELLED' and o.total_cents > 0
          and (${sql.lit(everyOrder ? 1 : 0)} = 1 or o.id % 3 <> 0)
        order by o.id`);
      const [media] = await trx
        .insertInto('media')
        .values({
          url: '/media/bench-proof.png',
          storageKey: 'bench-proof.png',
          fileType: 'image',
          mimeType: 'image/png',
          size: 100,
          originalName: 'comprobante.png',
          entityType: 'PAYMENT',
          entityId: null,
          displayOrder: 1,
          createdBy: 'bench',
          createdAt: at,
        })
        .returning('id')
        .execute();
      await run(sql`insert into payments (order_id, bill_id, amount_cents, paid_at, method,
          status, media_id, file_sha256, decided_by, decided_at, search_text, created_by,
          updated_by, created_at, updated_at)
        select b.order_id, b.id, b.total_cents / 2, ${day('b.issued_at')}, 'TRANSFER',
          'APPROVED', ${sql.lit(Number(media.id))}, 'bench', 'bench', b.issued_at, b.number, 'bench', 'bench',
          b.issued_at, b.issued_at
        from bills b where b.status <> 'ANNULLED' and b.id % 2 = 0 order by b.id`);
      await run(sql`insert into payments (order_id, bill_id, amount_cents, paid_at, method,
          status, media_id, file_sha256, search_text, created_by, updated_by, created_at,
          updated_at)
        select o.id, null, 1000, ${day('o.created_at')}, 'QR', 'PENDING', ${sql.lit(Number(media.id))}, 'bench',
          o.number, 'bench', 'bench', o.created_at, o.created_at
        from orders o where o.id % 50 = 0`);
      await run(sql`update bills set paid_cents = total_cents / 2, status = 'PARTIALLY_PAID'
        where status <> 'ANNULLED' and id % 2 = 0`);
      await run(sql`update orders set
        billed_cents = coalesce((select sum(b.total_cents) from bills b
          where b.order_id = orders.id and b.status <> 'ANNULLED'), 0),
        paid_cents = coalesce((select sum(p.amount_cents) from payments p
          where p.order_id = orders.id and p.status = 'APPROVED'), 0)`);

      await trx
        .insertInto('materials')
        .values(
          Array.from({ length: 60 }, (_, i) => ({
            code: `RM-${i + 1}`,
            name: `Material ${i + 1}`,
            nameKey: `material ${i + 1}`,
            unit: i % 2 ? 'metro' : 'unidad',
            color: null,
            supplier: null,
            supplierKey: null,
            minStockMilli: 100_000,
            location: null,
            status: 'ACTIVE',
            stockMilli: i % 3 === 0 ? 20_000 + i * 1_000 : 500_000,
            searchText: `rm-${i + 1} material ${i + 1}`,
            createdBy: 'bench',
            updatedBy: 'bench',
            createdAt: at,
            updatedAt: at,
          })),
        )
        .execute();
      const [first] = await trx
        .selectFrom('materials')
        .select((eb) => eb.fn.min('id').as('id'))
        .where('code', 'like', 'RM-%')
        .execute();
      await run(sql`insert into stock_movements (material_id, type, quantity_milli,
          balance_after_milli, order_id, allowed_negative, created_by, created_at)
        select ${sql.lit(Number(first.id))} + o.id % 60, 'OUT', -(1000 + o.id % 5000), 0, o.id, 0, 'bench',
          o.created_at
        from orders o where o.status <> 'CANCELLED'`);
    });
    const count = async (table) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirst()
        ).n,
      );
    return {
      bills: await count('bills'),
      payments: await count('payments'),
      movements: await count('stockMovements'),
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await close();
  }
}

// Seeds orders straight through the server's database layer (Kysely, the same keys as the API
// computes) on top of the people and catalogue seeds: 50,000 orders of 10 people each by
// default, in transactions of 500 orders (their items, people and first history row).
import { seedCatalogue } from './seed-catalogue.mjs';
import { benchAudit, openSeedDatabase, random, server } from './seed-helpers.mjs';
import { seedPeople } from './seed-people.mjs';

const NAMES = ['Ana', 'Luis', 'Eva', 'Mara', 'Juan', 'Rosa', 'Pedro', 'Lucía', 'Diego', 'Sofía'];
const LAST = ['Quispe', 'Mamani', 'Flores', 'Choque', 'Vargas', 'Rojas', 'Pérez', 'Cruz'];
const SIZES = [
  { name: 'S', minHeightCm: 100, maxHeightCm: 150 },
  { name: 'M', minHeightCm: 150, maxHeightCm: 170 },
  { name: 'L', minHeightCm: 170, maxHeightCm: 250 },
];
/** Statuses as a year's book holds them; `inProduction` orders are IN_PRODUCTION. */
const OTHER_STATUSES = ['PENDING', 'FINISHED', 'DELIVERED', 'DELIVERED', 'DELIVERED', 'CANCELLED'];

export async function seedOrders({
  databaseUrl,
  dataDir,
  orders = 50_000,
  peoplePerOrder = 10,
  inProduction = 1_000,
  // Received over that many days up to today (reports' periods); 0: all received now.
  createdOverDays = 0,
}) {
  const started = performance.now();
  const people = await seedPeople({ databaseUrl, dataDir, clients: 5_000 });
  const catalogue = await seedCatalogue({ databaseUrl, dataDir, products: 2_000 });
  const { searchText, textKey } = await server('lib/text-key.ts');
  const handle = await openSeedDatabase({ databaseUrl, dataDir });
  const db = handle.db;
  const pick = random(7);
  try {
    // The first products with a model (`linked`) or without one, by id.
    const products = (linked, limit) =>
      db
        .selectFrom('products')
        .select(['id', 'priceCents'])
        .where('modelId', linked ? 'is not' : 'is', null)
        .orderBy('id')
        .limit(limit)
        .execute();
    // 40 garments get a size table: the items that carry people.
    const garments = await products(true, 40);
    await db
      .insertInto('productSizes')
      .values(
        garments.flatMap((g) => SIZES.map((s, position) => ({ productId: g.id, ...s, position }))),
      )
      .execute();
    const plain = await products(false, 100);
    const clients = await db
      .selectFrom('clients')
      .leftJoin('institutions', 'institutions.id', 'clients.institutionId')
      .select([
        'clients.id',
        'clients.name',
        'clients.institutionId',
        'institutions.name as institution',
      ])
      .execute();
    const audit = benchAudit();
    const at = audit.createdAt;
    const year = Number(at.slice(0, 4));
    const batch = 500;
    for (let start = 0; start < orders; start += batch) {
      const count = Math.min(batch, orders - start);
      const shapes = Array.from({ length: count }, (_, k) => {
        const i = start + k;
        const client = clients[pick(clients.length)];
        const number = `PED-${year}-${String(i + 1).padStart(5, '0')}`;
        const garment = garments[pick(garments.length)];
        const extra = pick(2) === 0 ? plain[pick(plain.length)] : null;
        const extraQuantity = 1 + pick(5);
        const total =
          garment.priceCents * peoplePerOrder + (extra ? extra.priceCents * extraQuantity : 0);
        // Spread over three years around today, so that 'Atrasados' and date ranges match some.
        const promised = new Date(Date.UTC(year - 1, 0, 1) + pick(3 * 365) * 86_400_000);
        const createdAt = createdOverDays
          ? new Date(Date.now() - pick(createdOverDays) * 86_400_000).toISOString()
          : at;
        return {
          garment,
          extra,
          extraQuantity,
          row: {
            number,
            version: 1,
            status:
              i % Math.ceil(orders / inProduction) === 0
                ? 'IN_PRODUCTION'
                : OTHER_STATUSES[pick(OTHER_STATUSES.length)],
            clientId: client.id,
            institutionId: client.institutionId,
            promisedDate: promised.toISOString().slice(0, 10),
            notes: null,
            totalCents: total,
            peopleCount: peoplePerOrder,
            // Kept by the orders module (migration 033): the items' quantities (no packs here).
            piecesOrdered: peoplePerOrder + (extra ? extraQuantity : 0),
            clientKey: textKey(client.name),
            searchText: searchText({
              texts: [number, client.name, client.institution],
              phones: [number],
            }),
            ...audit,
            createdAt,
          },
        };
      });
      await db.transaction().execute(async (trx) => {
        const ids = await trx
          .insertInto('orders')
          .values(shapes.map((s) => s.row))
          .returning('id')
          .execute();
        const items = [];
        shapes.forEach((shape, k) => {
          const orderId = ids[k].id;
          const price = shape.garment.priceCents;
          items.push({
            orderId,
            position: 0,
            productId: shape.garment.id,
            packageId: null,
            quantity: peoplePerOrder,
            unitPriceCents: price,
            discountCents: 0,
            subtotalCents: price * peoplePerOrder,
          });
          if (shape.extra) {
            const p = shape.extra.priceCents;
            items.push({
              orderId,
              position: 1,
              productId: shape.extra.id,
              packageId: null,
              quantity: shape.extraQuantity,
              unitPriceCents: p,
              discountCents: 0,
              subtotalCents: p * shape.extraQuantity,
            });
          }
        });
        const itemIds = await trx
          .insertInto('orderItems')
          .values(items)
          .returning(['id', 'position'])
          .execute();
        const roster = [];
        itemIds.forEach((item) => {
          if (item.position !== 0) return;
          for (let p = 0; p < peoplePerOrder; p++) {
            const height = 120 + pick(70);
            const size = height < 150 ? 'S' : height < 170 ? 'M' : 'L';
            roster.push({
              orderItemId: item.id,
              position: p,
              name: `${NAMES[pick(NAMES.length)]} ${LAST[pick(LAST.length)]}`,
              heightCm: height,
              size,
              suggestedSize: size,
              sizeOverridden: 0,
              notes: null,
            });
          }
        });
        for (let r = 0; r < roster.length; r += 1_000) {
          await trx
            .insertInto('orderPeople')
            .values(roster.slice(r, r + 1_000))
            .execute();
        }
        await trx
          .insertInto('orderStatusHistory')
          .values(
            ids.map(({ id }, k) => ({
              orderId: id,
              fromStatus: null,
              toStatus: shapes[k].row.status,
              note: null,
              changedBy: 'bench',
              changedAt: shapes[k].row.createdAt,
            })),
          )
          .execute();
      });
    }
    await db.insertInto('orderCounters').values({ year, lastNumber: orders }).execute();
    return {
      seconds: (performance.now() - started) / 1000,
      orders,
      people: orders * peoplePerOrder,
      inProduction: Math.ceil(orders / Math.ceil(orders / inProduction)),
      lineId: catalogue.lineId,
      clients: people.clients,
    };
  } finally {
    await handle.close();
  }
}

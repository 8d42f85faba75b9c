import { onSeededServer, printBothDatabases } from '../lib/list-bench.mjs';
import { load } from '../lib/load.mjs';
import { benchAudit, openSeedDatabase, random } from '../lib/seed-helpers.mjs';
import { seedMaterials } from '../lib/seed-materials.mjs';
import { seedOrders } from '../lib/seed-orders.mjs';

// Issue 39 (decision 026, 028): the stock's value at a past day's end over 200,000 movements,
// and the margin reports over COSTING_ORDERS orders (100,000 unless said) received over two years.
const ORDERS = Number(process.env.COSTING_ORDERS ?? 100_000);
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Bills of materials for every product the orders use (three materials each, per size for the
 * sized garments), 30 materials at an average cost, and labour and overhead on every line.
 */
export async function seedCosting({ databaseUrl, dataDir }) {
  const handle = await openSeedDatabase({ databaseUrl, dataDir });
  const db = handle.db;
  const pick = random(39);
  const audit = benchAudit();
  const started = performance.now();
  try {
    const materials = Array.from({ length: 30 }, (_, i) => ({
      code: `CM-${i + 1}`,
      name: `Material costo ${i + 1}`,
      nameKey: `material costo ${i + 1}`,
      unit: 'metro',
      color: null,
      supplier: null,
      supplierKey: null,
      minStockMilli: 0,
      location: null,
      status: 'ACTIVE',
      stockMilli: 1_000_000,
      searchText: `cm-${i + 1} material costo ${i + 1}`,
      valueCents: 1_000_000 + pick(5_000_000),
      avgCostMicro: 5_000_000 + pick(50_000_000),
      ...audit,
    }));
    await db.insertInto('materials').values(materials).execute();
    const materialIds = (
      await db.selectFrom('materials').select('id').where('code', 'like', 'CM-%').execute()
    ).map((r) => r.id);
    const products = (await db.selectFrom('products').select('id').execute()).map((r) => r.id);
    const lines = [];
    products.forEach((productId, p) =>
      [0, 1, 2].forEach((position) =>
        lines.push({
          productId,
          materialId: materialIds[(p * 3 + position) % materialIds.length],
          quantityMilli: 100 + pick(2_500),
          position,
        }),
      ),
    );
    for (let at = 0; at < lines.length; at += 500) {
      await db
        .insertInto('productMaterials')
        .values(lines.slice(at, at + 500))
        .execute();
    }
    // The sized garments take their first material per size.
    const sized = await db
      .selectFrom('productMaterials as pm')
      .innerJoin('productSizes as ps', 'ps.productId', 'pm.productId')
      .select(['pm.id as lineId', 'ps.id as sizeId'])
      .where('pm.position', '=', 0)
      .execute();
    for (let at = 0; at < sized.length; at += 500) {
      await db
        .insertInto('productMaterialSizes')
        .values(
          sized.slice(at, at + 500).map((s) => ({
            productMaterialId: s.lineId,
            productSizeId: s.sizeId,
            quantityMilli: 500 + pick(2_000),
          })),
        )
        .execute();
    }
    const lineIds = (await db.selectFrom('lines').select('id').execute()).map((r) => r.id);
    if (lineIds.length > 0) {
      await db
        .insertInto('lineCosts')
        .values(
          lineIds.map((lineId) => ({
            lineId,
            labourCents: 500 + pick(1_000),
            overheadCents: 100 + pick(300),
            updatedBy: 'bench',
            updatedAt: audit.createdAt,
          })),
        )
        .execute();
    }
    return { products: products.length, seconds: (performance.now() - started) / 1000 };
  } finally {
    await handle.close();
  }
}

async function valuation(label, env, databaseUrl) {
  const said = (s) =>
    `${s.materials} materials with ${s.movements} movements in ${s.seconds.toFixed(1)} s`;
  return onSeededServer(
    { label, env, databaseUrl, seed: seedMaterials, said },
    async ({ server, headers }) => {
      // The seed writes its movements over the 2.3 days before now: yesterday's end reads the
      // last movement of each material among about half of them.
      const url = `${server.url}/api/material/valuation?at=${day(-1)}`;
      const data = (await (await fetch(url, { headers })).json()).data;
      console.log(
        `  valuation at ${data.at}: ${data.materials.length} materials, ${data.totalCents} cents`,
      );
      return [
        {
          name: `${label}: valuation at a past date (1 conn)`,
          ...(await load(url, { headers, connections: 1 })),
        },
      ];
    },
  );
}

async function margin(label, env, databaseUrl) {
  const seed = async (target) => {
    const seeded = await seedOrders({
      ...target,
      orders: ORDERS,
      peoplePerOrder: 2,
      createdOverDays: 730,
    });
    const costs = await seedCosting(target);
    console.log(
      `\n${label}: seeded ${seeded.orders} orders with ${seeded.people} people in ${seeded.seconds.toFixed(1)} s, bills of materials of ${costs.products} products in ${costs.seconds.toFixed(1)} s`,
    );
    return seeded;
  };
  return onSeededServer({ label, env, databaseUrl, seed }, async ({ server, headers }) => {
    const rows = [];
    const period = `from=${day(-730)}&to=${day(0)}`;
    for (const name of ['margin-periods', 'margin-lines', 'margin-clients']) {
      const url = `${server.url}/api/report/${name}?${period}`;
      const t0 = performance.now();
      const res = await fetch(url, { headers });
      const table = (await res.json()).data;
      const ms = performance.now() - t0;
      const orders = table.rows.reduce((n, r) => n + (name === 'margin-lines' ? 0 : r.orders), 0);
      const cost = table.rows.reduce((n, r) => n + r.costCents, 0);
      console.log(
        `  ${name}: ${table.rows.length} rows, ${orders || '–'} orders, cost ${cost} cents (first answer in ${ms.toFixed(0)} ms)`,
      );
      rows.push({
        name: `${label}: ${name} over two years (1 conn)`,
        ...(await load(url, { headers, connections: 1 })),
      });
    }
    return rows;
  });
}

// COSTING_PART=valuation or margin runs one half.
const PART = process.env.COSTING_PART;

export default async function costing() {
  if (PART !== 'margin')
    await printBothDatabases(
      'Stock valuation at a past date over 200,000 movements (1 connection, director token)',
      valuation,
    );
  if (PART !== 'valuation')
    await printBothDatabases(
      `Margin reports over ${ORDERS.toLocaleString('en')} orders of 2 people received over two years (1 connection, director token)`,
      margin,
    );
}

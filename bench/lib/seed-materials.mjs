// Seeds materials with long ledgers, products with bills of materials and orders in production
// straight through the server's database layer (Kysely, the same keys as the API computes), in
// batches of 500.
import { benchAudit, openSeedDatabase, server } from './seed-helpers.mjs';

const KINDS = ['Tela', 'Hilo', 'Botón', 'Cierre', 'Encaje', 'Cinta', 'Forro', 'Entretela'];
const COLORS = ['negra', 'azul', 'roja', 'blanca', 'dorada', 'plateada', 'verde', 'guinda'];

/** A small deterministic generator, so every run seeds the same data. */
function random(seed) {
  let s = seed;
  return (n) => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    // The high bits: an LCG's low bits repeat with a short period.
    return Math.floor(s / 65_536) % n;
  };
}

async function inBatches(db, table, rows) {
  for (let at = 0; at < rows.length; at += 500) {
    await db
      .insertInto(table)
      .values(rows.slice(at, at + 500))
      .execute();
  }
}

export async function seedMaterials({
  databaseUrl,
  dataDir,
  materials = 500,
  movements = 200_000,
  products = 300,
  orders = 1_000,
}) {
  const { searchText, textKey } = await server('lib/text-key.ts');
  // Each movement valued as the server values it (decision 026), so the valuation reads real figures.
  const { valueMovement } = await server('modules/materials/valuation.ts');
  const handle = await openSeedDatabase({ databaseUrl, dataDir });
  const db = handle.db;
  const pick = random(21);
  const audit = benchAudit();
  const at = audit.createdAt;
  const started = performance.now();
  try {
    const materialRows = Array.from({ length: materials }, (_, i) => {
      const code = `MAT-${String(i + 1).padStart(4, '0')}`;
      const name = `${KINDS[i % KINDS.length]} ${COLORS[pick(COLORS.length)]} ${i + 1}`;
      return {
        code,
        name,
        nameKey: textKey(name),
        unit: i % KINDS.length === 0 ? 'metro' : 'unidad',
        color: null,
        supplier: `Proveedor ${i % 20}`,
        supplierKey: textKey(`Proveedor ${i % 20}`),
        minStockMilli: 50_000,
        location: null,
        status: 'ACTIVE',
        stockMilli: 0,
        searchText: searchText({ texts: [code, name] }),
        ...audit,
      };
    });
    await inBatches(db, 'materials', materialRows);
    const ids = (await db.selectFrom('materials').select('id').orderBy('id').execute()).map(
      (r) => r.id,
    );

    // A quarter of the movements fall on the first ten materials (the cloths used every day).
    const balance = new Map(ids.map((id) => [id, 0]));
    const worth = new Map(ids.map((id) => [id, { valueCents: 0, avgCostMicro: 0 }]));
    const moves = [];
    for (let i = 0; i < movements; i++) {
      const materialId = pick(4) === 0 ? ids[pick(10)] : ids[pick(ids.length)];
      const stock = balance.get(materialId);
      const isIn = stock < 20_000 || pick(3) === 0;
      const quantityMilli = isIn ? 10_000 + pick(90_000) : -Math.min(stock, 1_000 + pick(10_000));
      if (quantityMilli === 0) continue;
      balance.set(materialId, stock + quantityMilli);
      const unitCostCents = isIn ? 1_000 + pick(5_000) : null;
      const valued = valueMovement(
        { stockMilli: stock, ...worth.get(materialId) },
        { quantityMilli, unitCostCents },
      );
      worth.set(materialId, {
        valueCents: valued.valueAfterCents,
        avgCostMicro: valued.avgCostMicro,
      });
      moves.push({
        ...valued,
        materialId,
        type: isIn ? 'IN' : 'OUT',
        quantityMilli,
        balanceAfterMilli: stock + quantityMilli,
        unitCostCents,
        supplier: null,
        document: isIn ? `F-${i}` : null,
        reason: null,
        orderId: null,
        reversesId: null,
        allowedNegative: 0,
        createdBy: 'bench',
        createdAt: new Date(Date.parse(at) - (movements - i) * 1000).toISOString(),
      });
    }
    await db.transaction().execute((trx) => inBatches(trx, 'stockMovements', moves));
    for (const [id, stock] of balance) {
      await db
        .updateTable('materials')
        .set({ stockMilli: stock, ...worth.get(id) })
        .where('id', '=', id)
        .execute();
    }

    // Products with three materials each, orders in production with two items each.
    const productRows = Array.from({ length: products }, (_, i) => ({
      code: `BP-${i + 1}`,
      name: `Prenda ${i + 1}`,
      nameKey: textKey(`Prenda ${i + 1}`),
      kind: 'GARMENT',
      modelId: null,
      modelColorId: null,
      priceCents: 10_000,
      unit: 'unidad',
      description: '[]',
      status: 'ACTIVE',
      searchText: searchText({ texts: [`BP-${i + 1}`, `Prenda ${i + 1}`] }),
      ...audit,
    }));
    await inBatches(db, 'products', productRows);
    const productIds = (
      await db.selectFrom('products').select('id').where('code', 'like', 'BP-%').execute()
    ).map((r) => r.id);
    await inBatches(
      db,
      'productMaterials',
      productIds.flatMap((productId, p) =>
        [0, 1, 2].map((position) => ({
          productId,
          materialId: ids[(p * 3 + position) % ids.length],
          quantityMilli: 500 + pick(2_500),
          position,
        })),
      ),
    );
    const { id: institutionId } = await db
      .insertInto('institutions')
      .values({
        name: 'Colegio Bench',
        nameKey: 'colegio bench',
        type: 'COLEGIO',
        status: 'ACTIVE',
        searchText: 'colegio bench',
        ...audit,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: clientId } = await db
      .insertInto('clients')
      .values({
        name: 'Cliente Bench',
        nameKey: 'cliente bench',
        documentNumber: '1',
        documentKey: '1',
        institutionId,
        status: 'ACTIVE',
        searchText: 'cliente bench',
        ...audit,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const orderRows = Array.from({ length: orders }, (_, i) => ({
      number: `PED-2099-${String(i + 1).padStart(5, '0')}`,
      version: 1,
      status: i % 4 === 3 ? 'PENDING' : 'IN_PRODUCTION',
      clientId,
      institutionId,
      promisedDate: '2099-12-31',
      notes: null,
      totalCents: 0,
      peopleCount: 0,
      clientKey: 'cliente bench',
      searchText: `ped-2099-${i + 1}`,
      ...audit,
    }));
    await inBatches(db, 'orders', orderRows);
    const orderIds = (await db.selectFrom('orders').select('id').orderBy('id').execute()).map(
      (r) => r.id,
    );
    await inBatches(
      db,
      'orderItems',
      orderIds.flatMap((orderId) =>
        [0, 1].map((position) => ({
          orderId,
          position,
          productId: productIds[pick(productIds.length)],
          packageId: null,
          quantity: 1 + pick(40),
          unitPriceCents: 10_000,
          discountCents: 0,
          subtotalCents: 10_000,
        })),
      ),
    );
    return {
      seconds: (performance.now() - started) / 1000,
      materials,
      movements: moves.length,
      orders,
      busyMaterialId: ids[0],
      orderId: orderIds[0],
    };
  } finally {
    await handle.close();
  }
}

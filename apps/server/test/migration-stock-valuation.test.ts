import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { migrations } from '../src/db/migrations/index';
import { freshDatabase } from './fresh-database';
import { testDialect } from './test-app';

describe(`migration 034: the ledger written so far is valued by replaying it (${testDialect})`, () => {
  let close: () => Promise<void> = async () => {};
  afterEach(() => close());

  it("values each movement in the order it was written, and leaves the material's value", async () => {
    const fresh = await freshDatabase();
    close = fresh.close;
    const { db } = fresh;
    await migrate(
      db,
      testDialect,
      migrations.filter((m) => m.version < 34),
    );
    const at = new Date().toISOString();
    const { id: materialId } = await db
      .insertInto('materials')
      .values({
        code: 'MIG-TELA',
        name: 'Tela',
        nameKey: 'tela',
        unit: 'metro',
        status: 'ACTIVE',
        searchText: 'mig-tela tela',
        minStockMilli: 0,
        stockMilli: 6000,
        createdAt: at,
        updatedAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const movement = (
      type: string,
      quantityMilli: number,
      balanceAfterMilli: number,
      extra: object = {},
    ) =>
      db
        .insertInto('stockMovements')
        .values({
          materialId,
          type,
          quantityMilli,
          balanceAfterMilli,
          allowedNegative: 0,
          createdAt: at,
          ...extra,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    await movement('IN', 10_000, 10_000, { unitCostCents: 1250 });
    const exit = await movement('OUT', -4_000, 6_000);
    await movement('IN', 4_000, 10_000, { reversesId: exit.id, reason: 'Error' });
    await movement('IN', 5_000, 15_000, { unitCostCents: 1400 });
    await movement('OUT', -9_000, 6_000);

    await migrate(db, testDialect, migrations);
    const rows = await db
      .selectFrom('stockMovements')
      .select(['valueCents', 'valueAfterCents', 'avgCostMicro'])
      .where('materialId', '=', materialId)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.valueCents, r.valueAfterCents, r.avgCostMicro / 10_000])).toEqual([
      [12500, 12500, 1250],
      [-5000, 7500, 1250],
      [5000, 12500, 1250],
      // (12500 + 7000) / 15 = 1300
      [7000, 19500, 1300],
      [-11700, 7800, 1300],
    ]);
    const material = await db
      .selectFrom('materials')
      .select(['valueCents', 'avgCostMicro'])
      .where('id', '=', materialId)
      .executeTakeFirstOrThrow();
    expect(material).toEqual({ valueCents: 7800, avgCostMicro: 13_000_000 });
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { migrations } from '../src/db/migrations/index';
import { freshDatabase } from './fresh-database';
import { testDialect } from './test-app';

describe(`migration 020: closed size ranges keep their meaning as [from, to) (${testDialect})`, () => {
  let close: () => Promise<void> = async () => {};
  afterEach(() => close());

  it('joins a size to the next one a tenth above, widens one before a gap, keeps the last', async () => {
    const fresh = await freshDatabase();
    close = fresh.close;
    const { db } = fresh;
    await migrate(
      db,
      testDialect,
      migrations.filter((m) => m.version < 20),
    );
    const at = new Date().toISOString();
    const product = (code: string) => ({
      code,
      name: code,
      nameKey: code.toLowerCase(),
      kind: 'GARMENT',
      priceCents: 100,
      unit: 'unidad',
      description: '[]',
      status: 'ACTIVE',
      searchText: code.toLowerCase(),
      createdAt: at,
      updatedAt: at,
    });
    const [polo, toga] = await db
      .insertInto('products')
      .values([product('POLO'), product('TOGA')])
      .returning('id')
      .execute();
    // As saved before: both ends included.
    const closed = [
      [polo!.id, 'M', 130, 149.9, 1],
      [polo!.id, 'S', 100, 129.9, 0],
      [polo!.id, 'L', 155, 170, 2],
      [toga!.id, 'Única', 100, 250, 0],
    ] as const;
    await db
      .insertInto('productSizes')
      .values(
        closed.map(([productId, name, minHeightCm, maxHeightCm, position]) => ({
          productId,
          name,
          minHeightCm,
          maxHeightCm,
          position,
        })),
      )
      .execute();

    await migrate(db, testDialect);
    const rows = await db
      .selectFrom('productSizes')
      .select(['productId', 'name', 'minHeightCm', 'maxHeightCm'])
      .orderBy('productId')
      .orderBy('position')
      .execute();
    expect(
      rows.map((r) => [r.productId, r.name, Number(r.minHeightCm), Number(r.maxHeightCm)]),
    ).toEqual([
      [polo!.id, 'S', 100, 130],
      [polo!.id, 'M', 130, 150],
      [polo!.id, 'L', 155, 170],
      [toga!.id, 'Única', 100, 250],
    ]);
  });
});

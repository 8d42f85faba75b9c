import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { migrations } from '../src/db/migrations/index';
import { freshDatabase } from './fresh-database';
import { testDialect } from './test-app';

describe(`migration 035: the suppliers' texts become supplier records (${testDialect})`, () => {
  let close: () => Promise<void> = async () => {};
  afterEach(() => close());

  it('makes one supplier per name, accents and case aside, and links every material to it', async () => {
    const fresh = await freshDatabase();
    close = fresh.close;
    const { db } = fresh;
    await migrate(
      db,
      testDialect,
      migrations.filter((m) => m.version < 35),
    );
    const at = new Date().toISOString();
    const material = (code: string, supplier: string | null, supplierKey: string | null) =>
      db
        .insertInto('materials')
        .values({
          code,
          name: code,
          nameKey: code.toLowerCase(),
          unit: 'metro',
          status: 'ACTIVE',
          supplier,
          supplierKey,
          searchText: code.toLowerCase(),
          minStockMilli: 0,
          createdAt: at,
          updatedAt: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const a = await material('MIG-A', 'Textiles Andinos', 'textiles andinos');
    const b = await material('MIG-B', 'TEXTILES ANDINOS', 'textiles andinos');
    const c = await material('MIG-C', 'Hilos Peñas', 'hilos penas');
    const d = await material('MIG-D', null, null);

    await migrate(db, testDialect, migrations);
    const suppliers = await db
      .selectFrom('suppliers')
      .select(['id', 'name', 'nameKey', 'status', 'createdBy'])
      .orderBy('id')
      .execute();
    expect(suppliers.map((s) => [s.name, s.nameKey, s.status, s.createdBy])).toEqual([
      ['Textiles Andinos', 'textiles andinos', 'ACTIVE', 'Migración 035'],
      ['Hilos Peñas', 'hilos penas', 'ACTIVE', 'Migración 035'],
    ]);
    const rows = await db
      .selectFrom('materials')
      .select(['id', 'supplierId', 'supplier', 'purchaseUnitMilli'])
      .orderBy('id')
      .execute();
    const [andinos, penas] = suppliers;
    expect(rows).toEqual([
      { id: a.id, supplierId: andinos!.id, supplier: 'Textiles Andinos', purchaseUnitMilli: null },
      { id: b.id, supplierId: andinos!.id, supplier: 'Textiles Andinos', purchaseUnitMilli: null },
      { id: c.id, supplierId: penas!.id, supplier: 'Hilos Peñas', purchaseUnitMilli: null },
      { id: d.id, supplierId: null, supplier: null, purchaseUnitMilli: null },
    ]);
  });
});

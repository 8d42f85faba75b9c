import type { Generated, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { findIn } from '../../resource';

export interface ProductMaterialsTable {
  id: Generated<number>;
  productId: number;
  materialId: number;
  /** Per unit made, thousandths of the material's unit. */
  quantityMilli: number;
  position: number;
}

export interface ProductMaterialSizesTable {
  id: Generated<number>;
  productMaterialId: number;
  productSizeId: number;
  quantityMilli: number;
}

declare module '../../db/schema' {
  interface Database {
    productMaterials: ProductMaterialsTable;
    productMaterialSizes: ProductMaterialSizesTable;
  }
}

export type BomLineRow = Selectable<ProductMaterialsTable>;

/** A product (live or not) and its sizes; the product's tables are read here, never written. */
export const findProduct = (db: Db, id: number) =>
  db
    .selectFrom('products')
    .select(['id', 'code', 'deletedAt'])
    .where('id', '=', id)
    .executeTakeFirst();

export const findSizesOfProduct = (db: Db, productId: number) =>
  db
    .selectFrom('productSizes')
    .select(['id', 'name'])
    .where('productId', '=', productId)
    .orderBy('position')
    .execute();

/** The bill-of-materials lines of these products, in their order. */
export const findBomLines = (db: Db, productIds: number[]) =>
  findIn(db, 'productMaterials', ['productId', productIds], {
    orderBy: ['productId', 'position'],
  });

/** The per-size quantities of these lines, with the size's name (what an order person carries). */
export const findBomSizes = (db: Db, lineIds: number[]) =>
  lineIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('productMaterialSizes')
        .innerJoin('productSizes', 'productSizes.id', 'productMaterialSizes.productSizeId')
        .select([
          'productMaterialSizes.productMaterialId',
          'productMaterialSizes.productSizeId',
          'productMaterialSizes.quantityMilli',
          'productSizes.name',
          'productSizes.position',
        ])
        .where('productMaterialSizes.productMaterialId', 'in', lineIds)
        .orderBy('productSizes.position')
        .execute();

export async function replaceBom(
  db: Db,
  productId: number,
  lines: {
    materialId: number;
    quantityMilli: number;
    sizes: { sizeId: number; quantityMilli: number }[];
  }[],
) {
  await db.deleteFrom('productMaterials').where('productId', '=', productId).execute();
  for (const [position, line] of lines.entries()) {
    const { id } = await db
      .insertInto('productMaterials')
      .values({
        productId,
        materialId: line.materialId,
        quantityMilli: line.quantityMilli,
        position,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (line.sizes.length > 0) {
      await db
        .insertInto('productMaterialSizes')
        .values(
          line.sizes.map((s) => ({
            productMaterialId: id,
            productSizeId: s.sizeId,
            quantityMilli: s.quantityMilli,
          })),
        )
        .execute();
    }
  }
}

import type { SizeRange } from '@taller/shared';
import type { Db } from '../../db/database';
import * as repo from './product.repository';

/**
 * Makes `sizes` (a chart's, in order) the size table of a product: a stored size of the same name
 * (case ignored) keeps its row and id, so that what points at it (a bill of materials' quantities
 * per size) stays; the others are inserted, and the product's sizes not in the chart removed.
 */
export async function copySizesToProduct(trx: Db, productId: number, sizes: readonly SizeRange[]) {
  const stored = new Map(
    (await repo.findSizesOfProducts(trx, [productId])).map((size) => [
      size.name.toLowerCase(),
      size.id,
    ]),
  );
  const kept: number[] = [];
  const fresh: repo.NewProductSize[] = [];
  for (const [position, size] of sizes.entries()) {
    const values = {
      name: size.name,
      minHeightCm: size.minHeightCm,
      maxHeightCm: size.maxHeightCm,
      position,
    };
    const id = stored.get(size.name.toLowerCase());
    if (id === undefined) fresh.push(values);
    else {
      kept.push(id);
      await repo.updateSize(trx, productId, id, values);
    }
  }
  await repo.deleteSizesExcept(trx, productId, kept);
  await repo.insertSizes(trx, productId, fresh);
}

import {
  MATERIAL_MESSAGES as M,
  fromMilli,
  toMilli,
  type BillOfMaterials,
  type BillOfMaterialsData,
} from '@taller/shared';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/schema';
import { badRequest, notFound } from '../../lib/app-error';
import { lockLive } from '../../resource';
import { toMaterialRef } from './material-read';
import * as materials from './material.repository';
import * as repo from './bom.repository';

/** 'Materiales por unidad' of a product: read and replaced whole. */
export function createBomService({ db, dialect }: { db: Db; dialect: Dialect }) {
  async function read(productId: number): Promise<BillOfMaterials> {
    const sizes = await repo.findSizesOfProduct(db, productId);
    const lines = await repo.findBomLines(db, [productId]);
    const bySize = await repo.findBomSizes(
      db,
      lines.map((l) => l.id),
    );
    const rows = new Map(
      (
        await materials.findMaterialsByIds(
          db,
          lines.map((l) => l.materialId),
        )
      ).map((r) => [r.id, r]),
    );
    return {
      productId,
      sizes,
      items: lines.map((line) => {
        const material = rows.get(line.materialId)!;
        return {
          material: { ...toMaterialRef(material), deleted: material.deletedAt !== null },
          quantity: fromMilli(Number(line.quantityMilli)),
          sizes: bySize
            .filter((s) => s.productMaterialId === line.id)
            .map((s) => ({
              sizeId: s.productSizeId,
              name: s.name,
              quantity: fromMilli(Number(s.quantityMilli)),
            })),
        };
      }),
    };
  }

  return {
    async get(productId: number): Promise<BillOfMaterials> {
      if (!(await repo.findProduct(db, productId))) throw notFound(M.productNotFound);
      return read(productId);
    },

    async replace(productId: number, input: BillOfMaterialsData): Promise<BillOfMaterials> {
      await db.transaction().execute(async (trx) => {
        if (!(await lockLive(trx, 'products', productId, dialect)))
          throw notFound(M.productNotFound);
        const ids = input.items.map((i) => i.materialId);
        const live = new Map(
          (await materials.findMaterialsByIds(trx, ids))
            .filter((r) => !r.deletedAt)
            .map((r) => [r.id, r]),
        );
        const missing = [...new Set(ids.filter((id) => !live.has(id)))];
        if (missing.length > 0)
          throw badRequest('UNAVAILABLE', M.bomMaterialUnavailable(missing.join(', ')));
        const sizeIds = new Set((await repo.findSizesOfProduct(trx, productId)).map((s) => s.id));
        const seen = new Set<number>();
        for (const item of input.items) {
          if (seen.has(item.materialId))
            throw badRequest('REPEATED_ITEM', M.bomRepeated(live.get(item.materialId)!.code));
          seen.add(item.materialId);
          const sizes = item.sizes.map((s) => s.sizeId);
          if (new Set(sizes).size !== sizes.length)
            throw badRequest('REPEATED_ITEM', M.bomSizeRepeated);
          const unknown = sizes.find((id) => !sizeIds.has(id));
          if (unknown !== undefined) throw badRequest('NOT_OF_RECORD', M.bomSizeUnknown(unknown));
        }
        await repo.replaceBom(
          trx,
          productId,
          input.items.map((item) => ({
            materialId: item.materialId,
            quantityMilli: toMilli(item.quantity),
            sizes: item.sizes.map((s) => ({
              sizeId: s.sizeId,
              quantityMilli: toMilli(s.quantity),
            })),
          })),
        );
      });
      return read(productId);
    },
  };
}

export type BomService = ReturnType<typeof createBomService>;

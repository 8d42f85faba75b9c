import {
  PACKAGE_MEDIA_ENTITY,
  packageTotals,
  parseLineDescription,
  type Package,
} from '@taller/shared';
import type { Db } from '../../db/database';
import * as stamps from '../../lib/audit-stamps';
import { findMediaForEntities } from '../media/media.repository';
import { toMediaItem } from '../media/media.service';
import { findProductsByIds, findSizeRanges } from '../products/product.repository';
import { groupBy } from '../../resource';
import * as repo from './package.repository';

/** Packs as the API answers them: items with their products and sizes, totals and media. */
export async function loadPackages(db: Db, rows: readonly repo.PackageRow[]): Promise<Package[]> {
  const ids = rows.map((row) => row.id);
  const [items, media] = await Promise.all([
    repo.findItemsOfPackages(db, ids),
    findMediaForEntities(db, PACKAGE_MEDIA_ENTITY, ids),
  ]);
  const productIds = items.map((item) => item.productId);
  const [found, sizes] = await Promise.all([
    findProductsByIds(db, productIds),
    findSizeRanges(db, productIds),
  ]);
  const products = new Map(found.map((p) => [p.id, p]));
  const sizesOf = groupBy(sizes, (s) => s.productId);
  return rows.map((row) => {
    const own = items
      .filter((item) => item.packageId === row.id)
      .map((item) => {
        const p = products.get(item.productId)!;
        const priceCents = Number(p.priceCents);
        return {
          productId: item.productId,
          quantity: item.quantity,
          product: {
            id: p.id,
            code: p.code,
            name: p.name,
            kind: p.kind,
            unit: p.unit,
            priceCents,
            status: p.status,
            deletedAt: p.deletedAt,
            sizes: (sizesOf.get(p.id) ?? []).map((s) => ({
              name: s.name,
              minHeightCm: Number(s.minHeightCm),
              maxHeightCm: Number(s.maxHeightCm),
            })),
          },
          subtotalCents: priceCents * item.quantity,
        };
      });
    const totals = packageTotals(
      own.map((item) => ({ quantity: item.quantity, priceCents: item.product.priceCents })),
      row.priceMode,
      row.priceCents === null ? null : Number(row.priceCents),
    );
    return {
      id: row.id,
      code: row.code,
      name: row.name,
      description: parseLineDescription(row.description),
      priceMode: row.priceMode,
      ...totals,
      status: row.status,
      items: own,
      media: (media.get(row.id) ?? []).map(toMediaItem),
      ...stamps.shown(row),
    };
  });
}

export const loadPackage = async (db: Db, row: repo.PackageRow) =>
  (await loadPackages(db, [row]))[0]!;

import { PRODUCT_MEDIA_ENTITY, parseLineDescription, type Product } from '@taller/shared';
import type { Db } from '../../db/database';
import { findIn, groupBy } from '../../resource';
import * as stamps from '../../lib/audit-stamps';
import { findMediaForEntities } from '../media/media.repository';
import { toMediaItem } from '../media/media.service';
import { toColor } from '../models/model-read';
import * as repo from './product.repository';

/**
 * Rows as the API answers them, with model and line, colour, sizes, size chart and media: six queries
 * whatever the number of rows.
 */
export async function loadProducts(db: Db, rows: readonly repo.ProductRow[]): Promise<Product[]> {
  const ids = rows.map((row) => row.id);
  const modelIds = rows.flatMap((row) => (row.modelId === null ? [] : [row.modelId]));
  const colorIds = rows.flatMap((row) => (row.modelColorId === null ? [] : [row.modelColorId]));
  const chartIds = [
    ...new Set(rows.flatMap((row) => (row.sizeChartId === null ? [] : [row.sizeChartId]))),
  ];
  const [models, colors, sizes, media, charts] = await Promise.all([
    repo.findModelsWithLine(db, modelIds),
    repo.findColorsByIds(db, colorIds),
    repo.findSizesOfProducts(db, ids),
    findMediaForEntities(db, PRODUCT_MEDIA_ENTITY, ids),
    findIn(db, 'sizeCharts', ['id', chartIds], { select: ['id', 'name'] }),
  ]);
  const chartById = new Map(charts.map((chart) => [chart.id, chart]));
  const modelById = new Map(models.map((m) => [m.id, m]));
  const colorById = new Map(colors.map((c) => [c.id, c]));
  const sizesByProduct = groupBy(sizes, (size) => size.productId);
  return rows.map((row) => {
    const model = row.modelId === null ? undefined : modelById.get(row.modelId);
    const color = row.modelColorId === null ? undefined : colorById.get(row.modelColorId);
    return {
      id: row.id,
      code: row.code,
      name: row.name,
      kind: row.kind,
      modelId: row.modelId,
      modelColorId: row.modelColorId,
      model: model
        ? {
            id: model.id,
            name: model.name,
            lineId: model.lineId,
            line: { id: model.lineId, name: model.lineName },
          }
        : null,
      modelColor: color ? toColor(color) : null,
      priceCents: Number(row.priceCents),
      unit: row.unit,
      description: parseLineDescription(row.description),
      status: row.status,
      sizes: (sizesByProduct.get(row.id) ?? []).map((size) => ({
        id: size.id,
        name: size.name,
        minHeightCm: Number(size.minHeightCm),
        maxHeightCm: Number(size.maxHeightCm),
      })),
      sizeChartId: row.sizeChartId,
      sizeChart: (row.sizeChartId !== null && chartById.get(row.sizeChartId)) || null,
      media: (media.get(row.id) ?? []).map(toMediaItem),
      siatActivityCode: row.siatActivityCode,
      siatProductCode: row.siatProductCode,
      siatUnitCode: row.siatUnitCode,
      ...stamps.shown(row),
    };
  });
}

export const loadProduct = async (db: Db, row: repo.ProductRow) =>
  (await loadProducts(db, [row]))[0]!;

import {
  PRODUCT_MEDIA_ENTITY,
  PRODUCT_MESSAGES as M,
  deriveModelProducts,
  parseLineDescription,
  serialiseLineDescription,
  type GenerateProductsData,
  type GenerateProductsResult,
} from '@taller/shared';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/app-error';
import * as stamps from '../../lib/audit-stamps';
import * as records from '../../resource';
import { setMediaOfRecord } from '../media/media-refs';
import { loadProducts } from './product-read';
import * as repo from './product.repository';
import { searchColumns } from './product.service';
import { copySizesToProduct } from './size-chart-copy';
import { defaultChartOfLine } from './size-chart.service';

/**
 * Inside a save's transaction: one product per colour combination of a live model (or per item
 * given), codes already used by a live product (or twice in the request) skipped and listed.
 * Each product takes the line's default size chart, when there is one, and its own copies of the
 * model's photos (`photos[i]`, media ids made beforehand for the i-th product created).
 */
export async function generateProducts(
  trx: Db,
  dialect: Dialect,
  input: GenerateProductsData,
  actor: Actor,
  photos: readonly number[][],
): Promise<GenerateProductsResult> {
  const model = await repo.findLiveModelWithColors(trx, input.modelId, dialect);
  if (!model) throw notFound(M.modelNotFound);
  if (model.colors.length === 0) throw badRequest('INVALID_INPUT', M.modelWithoutColors);
  const colorIds = new Set(model.colors.map((color) => color.id));
  const wanted = input.items ?? deriveModelProducts(model);
  if (wanted.some((item) => !colorIds.has(item.modelColorId))) {
    throw badRequest('NOT_OF_RECORD', M.colorNotOfModel);
  }
  const taken = new Set(
    (await repo.findLiveProductsByCode(trx, [...new Set(wanted.map((w) => w.code))])).map(
      (p) => p.code,
    ),
  );
  const description = serialiseLineDescription(parseLineDescription(model.description));
  const chart = await defaultChartOfLine(trx, model.lineId);
  const skipped: string[] = [];
  const created: Awaited<ReturnType<typeof records.insertRow<'products'>>>[] = [];
  for (const item of wanted) {
    if (taken.has(item.code)) {
      skipped.push(item.code);
      continue;
    }
    taken.add(item.code);
    const row = await records.insertRow(trx, 'products', {
      code: item.code,
      name: item.name,
      kind: input.kind,
      modelId: model.id,
      modelColorId: item.modelColorId,
      sizeChartId: chart?.id ?? null,
      priceCents: input.priceCents,
      unit: input.unit,
      description,
      status: 'ACTIVE',
      ...searchColumns(item.code, item.name),
      ...stamps.created(actor),
    });
    if (chart) await copySizesToProduct(trx, row.id, chart.sizes);
    const copies = photos[created.length] ?? [];
    if (copies.length > 0) {
      await setMediaOfRecord(
        trx,
        { entityType: PRODUCT_MEDIA_ENTITY, entityId: row.id },
        copies.map((id) => ({ id })),
        M.mediaUnavailable,
      );
    }
    created.push(row);
  }
  return { created: await loadProducts(trx, created), skipped };
}

import { sql } from 'kysely';
import { IMPORT_MESSAGES, serialiseLineDescription, type ImportData } from '@taller/shared';
import type { Db } from '../../db/database';
import { referrersOf } from '../../db/references';
import * as stamps from '../../lib/audit-stamps';
import { slices, type Importer, takenAmongLive } from '../../lib/importer';
import { textKey } from '../../lib/text-key';
import { searchColumns } from './product.service';
import { copySizesToProduct } from './size-chart-copy';
import { chartSizesForProduct } from './size-chart.service';

type ProductRow = ImportData['product'];

/** The live size charts named in `rows`, by their name key. */
async function chartsByName(db: Db, rows: readonly ProductRow[]) {
  const keys = [
    ...new Set(rows.flatMap((row) => (row.sizeChartName ? [textKey(row.sizeChartName)] : []))),
  ];
  const charts = new Map<string, number>();
  for (const part of slices(keys, 1000)) {
    const found = await db
      .selectFrom('sizeCharts')
      .select(['id', 'nameKey'])
      .where('deletedAt', 'is', null)
      .where('nameKey', 'in', part)
      .execute();
    for (const chart of found) charts.set(chart.nameKey, chart.id);
  }
  return charts;
}

/**
 * Products from a file (issue 38): unique by code; a size chart named by its name gives the
 * product the chart's sizes, as choosing it in the form does.
 */
export const productImporter: Importer<ProductRow> = {
  uniqueField: 'code',
  takenCode: 'CODE_TAKEN',
  uniqueKey: (data) => data.code,
  findTaken: (db, keys) => takenAmongLive(db, 'products', 'code', keys),
  async check(db, rows) {
    const charts = await chartsByName(db, rows);
    const errors = new Map<number, string[]>();
    rows.forEach((row, index) => {
      if (row.sizeChartName && !charts.has(textKey(row.sizeChartName))) {
        errors.set(index, [IMPORT_MESSAGES.sizeChartUnknown(row.sizeChartName)]);
      }
    });
    return errors;
  },
  async insert(trx, rows, actor, importId, at) {
    const charts = await chartsByName(trx, rows);
    for (const data of rows) {
      const chartId = data.sizeChartName ? (charts.get(textKey(data.sizeChartName)) ?? null) : null;
      const { id } = await trx
        .insertInto('products')
        .values({
          code: data.code,
          name: data.name,
          kind: data.kind,
          modelId: null,
          modelColorId: null,
          sizeChartId: chartId,
          priceCents: data.priceCents,
          unit: data.unit,
          description: serialiseLineDescription([]),
          status: data.status,
          ...searchColumns(data.code, data.name),
          importId,
          ...stamps.created(actor, at),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (chartId) await copySizesToProduct(trx, id, await chartSizesForProduct(trx, chartId));
    }
  },
  async referrers(trx, dialect, importId) {
    const products = sql`select id from products where import_id = ${importId}`;
    const sizes = sql`select id from product_sizes where product_id in (${products})`;
    return [
      ...(await referrersOf(trx, dialect, 'products', products, { skip: ['product_sizes'] })),
      ...(await referrersOf(trx, dialect, 'product_sizes', sizes)),
    ];
  },
  async remove(trx, importId) {
    const products = trx.selectFrom('products').select('id').where('importId', '=', importId);
    await trx.deleteFrom('productSizes').where('productId', 'in', products).execute();
    const result = await trx
      .deleteFrom('products')
      .where('importId', '=', importId)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};

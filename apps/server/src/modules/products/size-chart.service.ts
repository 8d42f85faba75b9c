import {
  SIZE_CHART_MESSAGES as M,
  type CreateSizeChartData,
  type Page,
  type SizeChart,
  type SizeChartExportQuery,
  type SizeChartListQuery,
  type SizeRange,
  type UpdateSizeChartData,
} from '@taller/shared';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { badRequest, conflict } from '../../lib/app-error';
import * as stamps from '../../lib/audit-stamps';
import { pageOf } from '../../lib/envelope';
import { searchText, textKey } from '../../lib/text-key';
import * as records from '../../resource';
import { findLinesByIds, findLiveLineForWrite } from '../lines/line.repository';
import { copySizesToProduct } from './size-chart-copy';
import * as repo from './size-chart.repository';

const nameTaken = () => conflict('NAME_TAKEN', M.nameTaken);

const sameSizes = (a: readonly SizeRange[], b: readonly SizeRange[]) =>
  a.length === b.length &&
  a.every(
    (size, i) =>
      size.name === b[i]!.name &&
      size.minHeightCm === b[i]!.minHeightCm &&
      size.maxHeightCm === b[i]!.maxHeightCm,
  );

/** Rows as the API answers them, with line, sizes and how many products use each: four queries. */
export async function loadSizeCharts(
  db: Db,
  rows: readonly repo.SizeChartRow[],
): Promise<SizeChart[]> {
  const ids = rows.map((row) => row.id);
  const lineIds = [...new Set(rows.flatMap((row) => (row.lineId === null ? [] : [row.lineId])))];
  const [sizes, lines, counts] = await Promise.all([
    repo.findChartSizes(db, ids),
    lineIds.length === 0 ? Promise.resolve([]) : findLinesByIds(db, lineIds),
    repo.countProductsOfCharts(db, ids),
  ]);
  const sizesOf = records.groupBy(sizes, (size) => size.sizeChartId);
  const lineById = new Map(lines.map((line) => [line.id, line]));
  return rows.map((row) => {
    const line = row.lineId === null ? undefined : lineById.get(row.lineId);
    return {
      id: row.id,
      name: row.name,
      lineId: row.lineId,
      line: line ? { id: line.id, name: line.name } : null,
      isDefault: Number(row.isDefault) === 1,
      sizes: (sizesOf.get(row.id) ?? []).map((size) => ({
        id: size.id,
        name: size.name,
        minHeightCm: Number(size.minHeightCm),
        maxHeightCm: Number(size.maxHeightCm),
      })),
      productCount: counts.get(row.id) ?? 0,
      ...stamps.shown(row),
    };
  });
}

/** What an update did to the products that use the chart. */
export type SizeChartUpdate = { chart: SizeChart; applied: number; detached: number };

export type SizeChartService = ReturnType<typeof createSizeChartService>;

/** Size charts ('Tablas de tallas', issue 34): in the products module, which owns product sizes. */
export function createSizeChartService({ db, dialect }: { db: Db; dialect: Dialect }) {
  const load = async (trx: Db, id: number) =>
    (await loadSizeCharts(trx, [(await records.findById(trx, 'sizeCharts', id))!]))[0]!;

  /** A chart's line must be live (share-locked on PostgreSQL); a default needs a line. */
  async function checkLine(trx: Db, lineId: number | null, isDefault: boolean) {
    if (lineId === null) {
      if (isDefault) throw badRequest('INVALID_INPUT', M.defaultNeedsLine);
      return;
    }
    if (!(await findLiveLineForWrite(trx, lineId, dialect)))
      throw badRequest('UNAVAILABLE', M.lineUnavailable);
  }

  const columns = (name: string) => ({
    name,
    nameKey: textKey(name),
    searchText: searchText({ texts: [name] }),
  });

  const sizeRows = (sizes: readonly SizeRange[]) =>
    sizes.map((size, position) => ({
      name: size.name,
      minHeightCm: size.minHeightCm,
      maxHeightCm: size.maxHeightCm,
      position,
    }));

  // A line's default is cleared before another chart takes it (the unique index of live defaults).
  const write = <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work);

  return {
    async list(query: SizeChartListQuery): Promise<Page<SizeChart>> {
      const { rows, total } = await repo.findSizeChartPage(db, query);
      return pageOf(await loadSizeCharts(db, rows), total, query);
    },

    async export(query: SizeChartExportQuery) {
      const rows = await repo.findSizeChartsForExport(db, query);
      return records.inChunks(rows, 1000, (chunk) => loadSizeCharts(db, chunk));
    },

    async get(id: number): Promise<SizeChart> {
      const row = await records.findOrNotFound(db, 'sizeCharts', id, M.notFound);
      return (await loadSizeCharts(db, [row]))[0]!;
    },

    async create(input: CreateSizeChartData, actor: Actor): Promise<SizeChart> {
      return write(async (trx) => {
        await checkLine(trx, input.lineId, input.isDefault);
        if (input.isDefault) await repo.clearLineDefault(trx, input.lineId!, dialect);
        const row = await records.insertUnlessTaken(
          trx,
          'sizeCharts',
          {
            ...columns(input.name),
            lineId: input.lineId,
            isDefault: input.isDefault ? 1 : 0,
            ...stamps.created(actor),
          },
          { key: ['nameKey', textKey(input.name)], taken: nameTaken },
        );
        await repo.replaceChartSizes(trx, row.id, sizeRows(input.sizes));
        return load(trx, row.id);
      });
    },

    /**
     * Only the fields sent change. New sizes reach the products using the chart only with
     * `applyToProducts`; without it those products keep their sizes and leave the chart.
     */
    async update(input: UpdateSizeChartData, actor: Actor): Promise<SizeChartUpdate> {
      return write(async (trx) => {
        const current = await records.lockLiveOrNotFound(
          trx,
          'sizeCharts',
          input.id,
          dialect,
          M.notFound,
        );
        const { id, sizes, applyToProducts, lineId, isDefault, name } = input;
        const merged = {
          name: name ?? current.name,
          lineId: lineId === undefined ? current.lineId : lineId,
          isDefault: isDefault ?? Number(current.isDefault) === 1,
        };
        // Moving a chart to another line (or off any) drops its default mark unless sent again.
        if (lineId !== undefined && lineId !== current.lineId && isDefault === undefined)
          merged.isDefault = false;
        await checkLine(trx, merged.lineId, merged.isDefault);
        if (merged.isDefault) await repo.clearLineDefault(trx, merged.lineId!, dialect, id);
        await records.updateUnlessTaken(
          trx,
          'sizeCharts',
          current,
          {
            ...columns(merged.name),
            lineId: merged.lineId,
            isDefault: merged.isDefault ? 1 : 0,
            ...stamps.updated(actor),
          },
          { key: ['nameKey', textKey(merged.name)], taken: nameTaken },
        );
        let applied = 0;
        let detached = 0;
        const before = (await repo.findChartSizes(trx, [id])).map((size) => ({
          name: size.name,
          minHeightCm: Number(size.minHeightCm),
          maxHeightCm: Number(size.maxHeightCm),
        }));
        if (sizes !== undefined && !sameSizes(before, sizes)) {
          await repo.replaceChartSizes(trx, id, sizeRows(sizes));
          const products = await repo.findProductsOfChart(trx, id);
          if (applyToProducts) {
            for (const product of products) await copySizesToProduct(trx, product.id, sizes);
            applied = products.length;
          } else {
            await repo.detachProducts(trx, id);
            detached = products.length;
          }
        }
        return { chart: await load(trx, id), applied, detached };
      });
    },

    /** To the trash; the products using it keep their sizes and leave it. */
    async remove(id: number, actor: Actor): Promise<SizeChart> {
      await write(async (trx) => {
        await records.trashUnlessUsed(trx, 'sizeCharts', id, {
          dialect,
          usages: [],
          actor,
          messages: M,
        });
        await repo.detachProducts(trx, id);
        await trx.updateTable('sizeCharts').set({ isDefault: 0 }).where('id', '=', id).execute();
      });
      return load(db, id);
    },

    /** Back from the trash (not as a default); 409 when its name was taken meanwhile. */
    async restore(id: number, actor: Actor): Promise<SizeChart> {
      await write((trx) =>
        records.restoreUnlessTaken(trx, 'sizeCharts', id, {
          actor,
          messages: M,
          key: (row) => ['nameKey', row.nameKey],
          taken: nameTaken,
        }),
      );
      return load(db, id);
    },
  };
}

const rangesOf = async (trx: Db, chartId: number): Promise<SizeRange[]> =>
  (await repo.findChartSizes(trx, [chartId])).map((size) => ({
    name: size.name,
    minHeightCm: Number(size.minHeightCm),
    maxHeightCm: Number(size.maxHeightCm),
  }));

/** The sizes of a live chart, or a 400 when there is none: what a product that names it takes. */
export async function chartSizesForProduct(trx: Db, chartId: number): Promise<SizeRange[]> {
  const chart = await records.findLiveById(trx, 'sizeCharts', chartId);
  if (!chart) throw badRequest('UNAVAILABLE', M.chartUnavailable);
  return rangesOf(trx, chartId);
}

/** The line's default chart (id and sizes), if it has one: what generated products take. */
export async function defaultChartOfLine(trx: Db, lineId: number) {
  const chart = await repo.findLineDefault(trx, lineId);
  return chart ? { id: chart.id, sizes: await rangesOf(trx, chart.id) } : null;
}

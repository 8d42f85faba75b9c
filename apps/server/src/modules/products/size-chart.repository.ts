import { sql, type Generated, type Insertable, type Selectable } from 'kysely';
import type { SizeChartExportQuery, SizeChartListQuery } from '@taller/shared';
import type { AuditColumns } from '../../db/columns';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/schema';
import { findIn, findPage, liveOrTrashMatching } from '../../resource';

export interface SizeChartsTable extends AuditColumns {
  id: Generated<number>;
  name: string;
  /** textKey(name): unique among live charts, the sort key. */
  nameKey: string;
  lineId: number | null;
  /** 1 for the line's default chart (at most one live per line), else 0. */
  isDefault: number;
  searchText: string;
}

export interface SizeChartSizesTable {
  id: Generated<number>;
  sizeChartId: number;
  name: string;
  minHeightCm: number;
  maxHeightCm: number;
  position: number;
}

declare module '../../db/schema' {
  interface Database {
    sizeCharts: SizeChartsTable;
    sizeChartSizes: SizeChartSizesTable;
  }
}

export type SizeChartRow = Selectable<SizeChartsTable>;
export type NewChartSize = Omit<Insertable<SizeChartSizesTable>, 'id' | 'sizeChartId'>;

export const findChartSizes = (db: Db, chartIds: readonly number[]) =>
  findIn(db, 'sizeChartSizes', ['sizeChartId', chartIds], {
    orderBy: ['sizeChartId', 'position'],
  });

/** Replaces a chart's sizes (nothing points at a chart's own size rows). */
export async function replaceChartSizes(db: Db, chartId: number, sizes: NewChartSize[]) {
  await db.deleteFrom('sizeChartSizes').where('sizeChartId', '=', chartId).execute();
  if (sizes.length === 0) return;
  await db
    .insertInto('sizeChartSizes')
    .values(sizes.map((size) => ({ ...size, sizeChartId: chartId })))
    .execute();
}

const DEFAULT_MARK_LOCK = 7_270_034;

/**
 * Clears the default mark of the line's live charts (but `exceptId`'s). On PostgreSQL the line's
 * marks are taken one transaction at a time (an advisory lock until commit): two charts made the
 * line's default at once both save, the later one keeping the mark, instead of one breaking the
 * unique index of live defaults.
 */
export async function clearLineDefault(db: Db, lineId: number, dialect: Dialect, exceptId = 0) {
  if (dialect === 'postgres')
    await sql`select pg_advisory_xact_lock(${DEFAULT_MARK_LOCK}, ${lineId})`.execute(db);
  await db
    .updateTable('sizeCharts')
    .set({ isDefault: 0 })
    .where('lineId', '=', lineId)
    .where('id', '!=', exceptId)
    .where('isDefault', '=', 1)
    .where('deletedAt', 'is', null)
    .execute();
}

/** The line's live default chart, if it has one. */
export const findLineDefault = (db: Db, lineId: number) =>
  db
    .selectFrom('sizeCharts')
    .selectAll()
    .where('lineId', '=', lineId)
    .where('isDefault', '=', 1)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();

/** How many live products use each of these charts. */
export async function countProductsOfCharts(db: Db, chartIds: readonly number[]) {
  if (chartIds.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom('products')
    .select(['sizeChartId', (eb) => eb.fn.countAll<number>().as('count')])
    .where('sizeChartId', 'in', chartIds)
    .where('deletedAt', 'is', null)
    .groupBy('sizeChartId')
    .execute();
  return new Map(rows.map((row) => [row.sizeChartId!, Number(row.count)]));
}

/** The live products using a chart (id and code), in code order. */
export const findProductsOfChart = (db: Db, chartId: number) =>
  db
    .selectFrom('products')
    .select(['id', 'code'])
    .where('sizeChartId', '=', chartId)
    .where('deletedAt', 'is', null)
    .orderBy('code')
    .execute();

/** Unlinks a chart's live products from it (they keep their sizes). */
export const detachProducts = (db: Db, chartId: number) =>
  db
    .updateTable('products')
    .set({ sizeChartId: null })
    .where('sizeChartId', '=', chartId)
    .where('deletedAt', 'is', null)
    .execute();

// --- the list -----------------------------------------------------------------------------

const SORT_COLUMNS = { name: 'nameKey', createdAt: 'createdAt' } as const;

function filtered(db: Db, query: SizeChartExportQuery) {
  let base = liveOrTrashMatching(db.selectFrom('sizeCharts'), 'sizeCharts', query);
  if (query.lineId !== undefined) base = base.where('sizeCharts.lineId', '=', query.lineId);
  return base;
}

function sorted(db: Db, query: SizeChartExportQuery) {
  return filtered(db, query)
    .selectAll('sizeCharts')
    .orderBy(`sizeCharts.${SORT_COLUMNS[query.sort.field]}`, query.sort.direction)
    .orderBy('sizeCharts.id', query.sort.direction);
}

export const findSizeChartPage = (db: Db, query: SizeChartListQuery) =>
  findPage(filtered(db, query), sorted(db, query), query);

export const findSizeChartsForExport = (db: Db, query: SizeChartExportQuery) =>
  sorted(db, query).execute();

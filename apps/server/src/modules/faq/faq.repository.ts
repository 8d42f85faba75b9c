import type { Generated, Selectable } from 'kysely';
import type { FaqExportQuery, FaqListQuery } from '@taller/shared';
import type { AuditColumns } from '../../db/columns';
import type { Db } from '../../db/database';
import { findPage, liveOrTrashMatching } from '../../resource';

export interface FaqsTable extends AuditColumns {
  id: Generated<number>;
  question: string;
  answer: string;
  category: string;
  /** textKey(category): filters and groups categories written with other accents or case. */
  categoryKey: string;
  /** The order staff gave it (clients see each category in this order). */
  position: number;
  status: 'PUBLISHED' | 'DRAFT';
  searchText: string;
}

declare module '../../db/schema' {
  interface Database {
    faqs: FaqsTable;
  }
}

export type FaqRow = Selectable<FaqsTable>;

/** The next place at the end of the list. */
export async function nextPosition(db: Db) {
  const row = await db
    .selectFrom('faqs')
    .select((eb) => eb.fn.max<number>('position').as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

const SORT_COLUMNS = {
  position: 'position',
  question: 'question',
  category: 'categoryKey',
  createdAt: 'createdAt',
} as const;

function filtered(db: Db, query: FaqExportQuery & { categoryKey?: string }) {
  let base = liveOrTrashMatching(db.selectFrom('faqs'), 'faqs', query);
  if (query.categoryKey) base = base.where('faqs.categoryKey', '=', query.categoryKey);
  if (query.status) base = base.where('faqs.status', '=', query.status);
  return base;
}

function sorted(db: Db, query: FaqExportQuery & { categoryKey?: string }) {
  return filtered(db, query)
    .selectAll('faqs')
    .orderBy(`faqs.${SORT_COLUMNS[query.sort.field]}`, query.sort.direction)
    .orderBy('faqs.id', query.sort.direction);
}

export const findFaqPage = (db: Db, query: FaqListQuery & { categoryKey?: string }) =>
  findPage(filtered(db, query), sorted(db, query), query);

export const findFaqsForExport = (db: Db, query: FaqExportQuery & { categoryKey?: string }) =>
  sorted(db, query).execute();

/** Published, live questions matching `q`, by category then position: the client's page. */
export function findPublished(db: Db, q: string | undefined) {
  return liveOrTrashMatching(db.selectFrom('faqs'), 'faqs', { q })
    .select(['id', 'question', 'answer', 'category', 'categoryKey'])
    .where('status', '=', 'PUBLISHED')
    .orderBy('categoryKey')
    .orderBy('position')
    .orderBy('id')
    .limit(500)
    .execute();
}

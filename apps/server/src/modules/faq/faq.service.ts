import {
  FAQ_MESSAGES as M,
  type ClientFaq,
  type CreateFaqData,
  type Faq,
  type FaqExportQuery,
  type FaqListQuery,
  type Page,
  type ReorderFaqData,
  type UpdateFaqData,
} from '@taller/shared';
import type { Db } from '../../db/database';
import type { Actor } from '../../lib/actor';
import * as stamps from '../../lib/audit-stamps';
import { badRequest } from '../../lib/app-error';
import { pageOf } from '../../lib/envelope';
import { definedOnly } from '../../lib/partial';
import {
  findById,
  findInTrash,
  findLiveOrNotFound,
  findOrNotFound,
  insertRow,
  updateById,
} from '../../resource';
import { searchText, textKey } from '../../lib/text-key';
import * as repo from './faq.repository';
import type { FaqRow } from './faq.repository';

export const toFaq = (row: FaqRow): Faq => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  category: row.category,
  position: Number(row.position),
  status: row.status,
  ...stamps.shown(row),
});

const columns = (f: { question: string; answer: string; category: string }) => ({
  question: f.question,
  answer: f.answer,
  category: f.category,
  categoryKey: textKey(f.category),
  searchText: searchText({ texts: [f.question, f.answer, f.category] }),
});

/** The category filter, compared as its key (accents and case aside). */
const byKey = <Q extends { category?: string | undefined }>(query: Q) => {
  const { category, ...rest } = query;
  return category ? { ...rest, categoryKey: textKey(category) } : rest;
};

export type FaqService = ReturnType<typeof createFaqService>;

export function createFaqService({ db }: { db: Db }) {
  const reload = async (id: number) => toFaq((await findById(db, 'faqs', id))!);

  return {
    async list(query: FaqListQuery): Promise<Page<Faq>> {
      const { rows, total } = await repo.findFaqPage(db, byKey(query));
      return pageOf(rows.map(toFaq), total, query);
    },

    export: (query: FaqExportQuery) => repo.findFaqsForExport(db, byKey(query)),

    async get(id: number): Promise<Faq> {
      return toFaq(await findOrNotFound(db, 'faqs', id, M.notFound));
    },

    async create(input: CreateFaqData, actor: Actor): Promise<Faq> {
      const row = await db.transaction().execute(async (trx) =>
        insertRow(trx, 'faqs', {
          ...columns(input),
          position: await repo.nextPosition(trx),
          status: input.published ? 'PUBLISHED' : 'DRAFT',
          ...stamps.created(actor),
        }),
      );
      return toFaq(row);
    },

    async update(input: UpdateFaqData, actor: Actor): Promise<Faq> {
      const current = await findLiveOrNotFound(db, 'faqs', input.id, M.notFound);
      const { id, ...changes } = input;
      const merged = { ...current, ...definedOnly(changes) };
      await updateById(db, 'faqs', id, { ...columns(merged), ...stamps.updated(actor) });
      return reload(id);
    },

    async setStatus(id: number, status: 'PUBLISHED' | 'DRAFT', actor: Actor): Promise<Faq> {
      await findLiveOrNotFound(db, 'faqs', id, M.notFound);
      await updateById(db, 'faqs', id, { status, ...stamps.updated(actor) });
      return reload(id);
    },

    /** The ids take, in the order given, the places they held between them. */
    async reorder(input: ReorderFaqData, actor: Actor): Promise<Faq[]> {
      return db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('faqs')
          .select(['id', 'position'])
          .where('id', 'in', input.ids)
          .where('deletedAt', 'is', null)
          .execute();
        if (rows.length !== input.ids.length) throw badRequest('UNAVAILABLE', M.idsUnknown);
        const places = rows.map((r) => Number(r.position)).sort((a, b) => a - b);
        const at = new Date().toISOString();
        for (const [index, id] of input.ids.entries()) {
          await updateById(trx, 'faqs', id, {
            position: places[index]!,
            ...stamps.updated(actor, at),
          });
        }
        const saved = await trx
          .selectFrom('faqs')
          .selectAll()
          .where('id', 'in', input.ids)
          .orderBy('position')
          .execute();
        return saved.map(toFaq);
      });
    },

    async remove(id: number, actor: Actor): Promise<Faq> {
      await findLiveOrNotFound(db, 'faqs', id, M.notFound);
      await updateById(db, 'faqs', id, stamps.deleted(actor));
      return reload(id);
    },

    async restore(id: number, actor: Actor): Promise<Faq> {
      await findInTrash(db, 'faqs', id, M);
      await updateById(db, 'faqs', id, stamps.restored(actor));
      return reload(id);
    },

    /** The client's page: published questions grouped by category (categories A–Z). */
    async published(q: string | undefined): Promise<ClientFaq> {
      const rows = await repo.findPublished(db, q);
      const groups = new Map<string, ClientFaq['categories'][number]>();
      for (const row of rows) {
        const group = groups.get(row.categoryKey) ?? { category: row.category, items: [] };
        group.items.push({ id: row.id, question: row.question, answer: row.answer });
        groups.set(row.categoryKey, group);
      }
      return { categories: [...groups.values()] };
    },
  };
}

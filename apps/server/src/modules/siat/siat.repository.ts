import { sql } from 'kysely';
import type { SiatCatalogueName, SiatCataloguePage, SiatCatalogueQuery } from '@taller/shared';
import type { Db } from '../../db/database';
import { searchKey, searchText } from '../../lib/text-key';
import type { SiatEntry } from './siat-gateway';
import type { SiatCodesTable } from './siat.tables';

type CodeKey = Pick<SiatCodesTable, 'kind' | 'environment' | 'branch' | 'pointOfSale'>;

/** The newest code of its kind for the point of sale, when still valid at `at`. */
export const findValidCode = (db: Db, key: CodeKey, at: string) =>
  db
    .selectFrom('siatCodes')
    .selectAll()
    .where('kind', '=', key.kind)
    .where('environment', '=', key.environment)
    .where('branch', '=', key.branch)
    .where('pointOfSale', '=', key.pointOfSale)
    .where('validUntil', '>', at)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** A code as SIAT gave it: appended, never replaced (the history of CUIS and CUFD). */
export async function insertCode(
  db: Db,
  key: CodeKey,
  code: { code: string; validUntil: string; controlCode?: string; address?: string },
) {
  await db
    .insertInto('siatCodes')
    .values({
      ...key,
      code: code.code,
      controlCode: code.controlCode ?? null,
      address: code.address ?? null,
      validUntil: code.validUntil,
      createdAt: new Date().toISOString(),
    })
    .execute();
}

/** A CUFD SIAT says is no longer valid: it stops being the one in force now (kept in the history). */
export async function expireCufd(db: Db, code: string, at: string) {
  await db
    .updateTable('siatCodes')
    .set({ validUntil: at })
    .where('kind', '=', 'CUFD')
    .where('code', '=', code)
    .where('validUntil', '>', at)
    .execute();
}

/** A catalogue's rows replaced by what SIAT answered, in one transaction. */
export async function replaceCatalogue(
  db: Db,
  name: SiatCatalogueName,
  entries: SiatEntry[],
  at: string,
) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('siatCatalogue').where('name', '=', name).execute();
    // Chunks: SQLite takes at most 32766 bound values in one statement.
    for (let i = 0; i < entries.length; i += 500) {
      await trx
        .insertInto('siatCatalogue')
        .values(
          entries.slice(i, i + 500).map((e) => ({
            name,
            code: e.code,
            description: e.description,
            activityCode: e.activityCode,
            searchText: searchText({ texts: [e.code, e.description] }),
            syncedAt: at,
          })),
        )
        .execute();
    }
  });
}

export async function findCataloguePage(
  db: Db,
  name: SiatCatalogueName,
  query: SiatCatalogueQuery,
): Promise<SiatCataloguePage> {
  let base = db.selectFrom('siatCatalogue').where('name', '=', name);
  if (query.q) {
    const pattern = `%${searchKey(query.q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where(sql<boolean>`search_text like ${pattern} escape '\\'`);
  }
  if (query.activityCode) base = base.where('activityCode', '=', query.activityCode);
  const [rows, count, synced] = await Promise.all([
    base
      .select(['code', 'description', 'activityCode'])
      .orderBy('code')
      .orderBy('id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    db
      .selectFrom('siatCatalogue')
      .select((eb) => eb.fn.max('syncedAt').as('at'))
      .where('name', '=', name)
      .executeTakeFirst(),
  ]);
  return {
    items: rows,
    total: Number(count.count),
    page: query.page,
    pageSize: query.pageSize,
    syncedAt: (synced?.at as string | null | undefined) ?? null,
  };
}

/** Whether `code` is in the synced catalogue (and, when given, of that activity). */
export async function hasCatalogueCode(
  db: Db,
  name: SiatCatalogueName,
  code: string,
  activityCode?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('siatCatalogue')
    .select('id')
    .where('name', '=', name)
    .where('code', '=', code);
  if (activityCode) query = query.where('activityCode', '=', activityCode);
  return Boolean(await query.limit(1).executeTakeFirst());
}

export const findCatalogueEntries = (db: Db, name: SiatCatalogueName, activityCode?: string) => {
  let query = db
    .selectFrom('siatCatalogue')
    .select(['code', 'description', 'activityCode'])
    .where('name', '=', name);
  if (activityCode) query = query.where('activityCode', '=', activityCode);
  return query.orderBy('id').execute();
};

/** The description of an entry (a unit's name, a payment method's), or null. */
export async function describeCode(db: Db, name: SiatCatalogueName, code: string) {
  const row = await db
    .selectFrom('siatCatalogue')
    .select('description')
    .where('name', '=', name)
    .where('code', '=', code)
    .limit(1)
    .executeTakeFirst();
  return row?.description ?? null;
}

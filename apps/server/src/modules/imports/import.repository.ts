import type { Generated } from 'kysely';
import type { Db } from '../../db/database';

export interface ImportsTable {
  id: Generated<number>;
  resource: string;
  fileName: string;
  createdCount: number;
  refusedCount: number;
  createdBy: string | null;
  createdAt: string;
  undoneAt: string | null;
  undoneBy: string | null;
}

export interface ImportMappingsTable {
  resource: string;
  userId: number;
  /** JSON: field key → the header it is read from. */
  mapping: string;
  updatedAt: string;
}

declare module '../../db/schema' {
  interface Database {
    imports: ImportsTable;
    importMappings: ImportMappingsTable;
  }
}

export const findImport = (db: Db, id: number) =>
  db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirst();

/** The mapping `userId` last used for `resource`, or null. */
export async function findMapping(db: Db, resource: string, userId: number) {
  const row = await db
    .selectFrom('importMappings')
    .select('mapping')
    .where('resource', '=', resource)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  try {
    return JSON.parse(row.mapping) as Record<string, string | null>;
  } catch {
    return null;
  }
}

/** Remembers the mapping `userId` used for `resource`. */
export async function saveMapping(
  db: Db,
  resource: string,
  userId: number,
  mapping: Record<string, string | null>,
) {
  const values = { mapping: JSON.stringify(mapping), updatedAt: new Date().toISOString() };
  await db
    .insertInto('importMappings')
    .values({ resource, userId, ...values })
    .onConflict((oc) => oc.columns(['resource', 'userId']).doUpdateSet(values))
    .execute();
}

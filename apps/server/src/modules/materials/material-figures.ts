import { sql } from 'kysely';
import type { Db } from '../../db/database';
import './material.repository';

/** 'Inicio' (issue 38): live materials below their minimum, as the list's `lowStock` filter. */
export async function countLowStockMaterials(db: Db) {
  const row = await db
    .selectFrom('materials')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('deletedAt', 'is', null)
    .where(sql<boolean>`stock_milli < min_stock_milli`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

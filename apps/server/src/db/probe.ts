import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from './database';

/**
 * A small write that has to reach the disk, for the health check to see whether the database
 * stores again: in one transaction, a row of schema_migrations under a negative version (never a
 * real one) carrying a few kilobytes (a page of their own), then its removal. Nothing of it is
 * left, and no other reader ever sees it.
 */
export async function probeDatabaseWrite(db: Db) {
  const version = -randomInt(1, 2 ** 31 - 1);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('schemaMigrations')
      .values({
        version,
        name: randomBytes(2048).toString('hex'),
        appliedAt: new Date().toISOString(),
      })
      .execute();
    await trx.deleteFrom('schemaMigrations').where('version', '=', version).execute();
  });
}

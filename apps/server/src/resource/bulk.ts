import { BULK_MESSAGES as M, type BulkRefusal, type BulkResult } from '@taller/shared';
import type { Db } from '../db/database';
import { inAmbientTransaction } from '../db/ambient-transaction';
import { writesSettled } from '../db/write-watch';
import { AppError } from '../lib/app-error';

const POINT = 'bulk_record';

/**
 * One bulk action (issue 38): `act` — a single-record service call, exactly as its own route
 * makes it — on each of `ids`, all inside one transaction. Each record runs in a savepoint, so
 * that a refusal (an AppError from the single call: its rules, its 404) is noted and the others
 * are still checked; then, if any was refused, everything is rolled back and the answer is 409
 * `BULK_REFUSED` listing every refusal with its code and message (`label` names the record);
 * otherwise everything commits at once. Any other error rolls everything back and is thrown.
 */
export async function runBulk(
  db: Db,
  ids: readonly number[],
  act: (id: number) => Promise<unknown>,
  label: (id: number) => Promise<string>,
): Promise<BulkResult> {
  const trx = await db.startTransaction().execute();
  const done: number[] = [];
  const failed: { id: number; error: AppError }[] = [];
  try {
    for (const id of ids) {
      const point = await trx.savepoint(POINT).execute();
      try {
        await inAmbientTransaction(point, () => act(id));
        await point.releaseSavepoint(POINT).execute();
        done.push(id);
      } catch (error) {
        await point.rollbackToSavepoint(POINT).execute();
        await point.releaseSavepoint(POINT).execute();
        if (!(error instanceof AppError)) throw error;
        failed.push({ id, error });
      }
    }
  } catch (error) {
    await trx.rollback().execute();
    throw error;
  }
  if (failed.length === 0) {
    await trx.commit().execute();
    // The commit's change-feed bump runs once Kysely releases the connection, a moment later:
    // kept answers (the home) must see it before this one is sent (db/write-watch.ts).
    await writesSettled();
    return { done, refused: [] };
  }
  await trx.rollback().execute();
  const refused: BulkRefusal[] = [];
  for (const { id, error } of failed) {
    refused.push({ id, label: await label(id), code: error.code, message: error.message });
  }
  throw new AppError(409, 'BULK_REFUSED', M.refused(refused.length), { done: [], refused });
}

import { sql } from 'kysely';
import { IMPORT_MESSAGES, toMilli, type ImportData } from '@taller/shared';
import { referrersOf } from '../../db/references';
import * as stamps from '../../lib/audit-stamps';
import { type Importer, takenAmongLive } from '../../lib/importer';
import { columns } from './material.service';
import { resolveSupplier } from './material-supplier';
import { appendMovement } from './stock';

type MaterialRow = ImportData['material'];

/**
 * Materials from a file (issue 38): unique by code; an opening stock ('Stock inicial') is an
 * entry (IN) of the ledger, as any stock is, marked with the import like the material, at its
 * 'Costo unitario' when the file gives one (so the stock is valued from the start, decision 026).
 */
export const materialImporter: Importer<MaterialRow> = {
  uniqueField: 'code',
  takenCode: 'CODE_TAKEN',
  uniqueKey: (data) => data.code,
  findTaken: (db, keys) => takenAmongLive(db, 'materials', 'code', keys),
  async insert(trx, rows, actor, importId, at) {
    for (const { openingStock, openingUnitCostCents, ...data } of rows) {
      const { id } = await trx
        .insertInto('materials')
        .values({
          ...columns(data, await resolveSupplier(trx, { supplier: data.supplier })),
          status: 'ACTIVE',
          importId,
          ...stamps.created(actor, at),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (openingStock <= 0) continue;
      const movement = await appendMovement(
        trx,
        {
          materialId: id,
          type: 'IN',
          quantityMilli: toMilli(openingStock),
          unitCostCents: openingUnitCostCents,
          reason: IMPORT_MESSAGES.openingStockReason,
        },
        actor,
        at,
      );
      await trx
        .updateTable('stockMovements')
        .set({ importId })
        .where('id', '=', movement.id)
        .execute();
    }
  },
  referrers: (trx, dialect, importId) =>
    referrersOf(
      trx,
      dialect,
      'materials',
      sql`select id from materials where import_id = ${importId}`,
      { sameImport: importId },
    ),
  async remove(trx, importId) {
    await trx.deleteFrom('stockMovements').where('importId', '=', importId).execute();
    const result = await trx
      .deleteFrom('materials')
      .where('importId', '=', importId)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
